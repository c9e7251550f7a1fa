import SandglassLayout
import XCTest

/// Systems small enough to solve by hand, each with its solution worked out in the comment.
final class SolverTests: XCTestCase {
    func testAStrongWidthGivesWayToRequiredBounds() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.add(left >= 0)
        try solver.add(left + width <= 100)
        try solver.add((width == 150) | Strength.strong)
        solver.updateVariables()
        // width wants 150; only 100 − left fits and left ≥ 0: left 0, width 100.
        XCTAssertEqual(left.value, 0)
        XCTAssertEqual(width.value, 100)
    }

    func testMidpointEditIsBoundedByTheRightEdge() throws {
        let solver = Solver()
        let l = Variable("l"), m = Variable("m"), r = Variable("r")
        try solver.add(2 * m == l + r)
        try solver.add(l + 10 <= r)
        try solver.add(l >= 0)
        try solver.add(r <= 100)
        try solver.add((l == 30) | Strength.weak)
        try solver.add((r == 60) | (2 * Strength.weak))
        solver.updateVariables()
        XCTAssertEqual([l.value, m.value, r.value], [30, 45, 60])

        try solver.addEditVariable(m, strength: Strength.strong)
        try solver.suggestValue(90, for: m)
        solver.updateVariables()
        // l + r = 180 with r ≤ 100 and l ≤ r − 10: cost (150 − r)·1 + (r − 60)·2 grows with r, so r
        // is as small as l ≤ r − 10 allows: 180 − r = r − 10, r = 95.
        XCTAssertEqual(m.value, 90, accuracy: 1e-9)
        XCTAssertEqual(l.value, 85, accuracy: 1e-9)
        XCTAssertEqual(r.value, 95, accuracy: 1e-9)

        try solver.suggestValue(40, for: m)
        solver.updateVariables()
        // l + r = 80: cost (30 − l) + 2|r − 60| is least at r = 60, l = 20.
        XCTAssertEqual([l.value, m.value, r.value].map { ($0 * 1e9).rounded() / 1e9 }, [20, 40, 60])

        try solver.removeEditVariable(m)
        solver.updateVariables()
        XCTAssertEqual([l.value, m.value, r.value].map { ($0 * 1e9).rounded() / 1e9 }, [30, 45, 60])
        XCTAssertFalse(solver.hasEditVariable(m))
    }

    func testStrongerConstraintWins() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10) | Strength.weak)
        try solver.add((x == 20) | Strength.strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
    }

    func testStrengthsAreWeightsThatAddUp() throws {
        let solver = Solver()
        let x = Variable("x")
        // Three pulls of 1 towards 0 against one of 2 towards 5: 3 > 2, so x = 0.
        for _ in 0..<3 { try solver.add((x == 0) | 1) }
        try solver.add((x == 5) | 2)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
        // A pull of 4 towards 5 makes 6 > 3: x = 5.
        try solver.add((x == 5) | 4)
        solver.updateVariables()
        XCTAssertEqual(x.value, 5)
    }

    func testRemovingAConstraintLetsTheWeakerOneHold() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = (x == 10) | Strength.strong
        try solver.add(strong)
        try solver.add((x == 20) | Strength.weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        try solver.remove(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        XCTAssertFalse(solver.contains(strong))
    }

    func testRemovingAnInequalityWhoseSlackIsNotBasic() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let floor = x >= 50
        try solver.add(floor)
        try solver.add((x == 0) | Strength.medium)
        try solver.add(y == x + 5)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [50, 55])
        try solver.remove(floor)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [0, 5])
    }

    func testRemovingRequiredEqualitiesInAnyOrder() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let ab = b == a + 10, bc = c == b + 10
        try solver.add(ab)
        try solver.add(bc)
        try solver.add((a == 1) | Strength.medium)
        try solver.add((c == 100) | Strength.weak)
        try solver.add((b == 50) | (2 * Strength.weak))
        solver.updateVariables()
        XCTAssertEqual([a.value, b.value, c.value], [1, 11, 21])
        try solver.remove(ab)   // b follows its pull (twice c's), c follows b
        solver.updateVariables()
        XCTAssertEqual([a.value, b.value, c.value], [1, 50, 60])
        try solver.remove(bc)
        solver.updateVariables()
        XCTAssertEqual([a.value, b.value, c.value], [1, 50, 100])
        try solver.add(ab)
        solver.updateVariables()
        XCTAssertEqual([a.value, b.value, c.value], [1, 11, 100])
    }

    func testAContradictingRequiredConstraintIsRefusedByName() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 10)
        try solver.add(y == x + 1)
        try solver.add((x == 0) | Strength.weak)
        let bad = Constraint(x + y, .lessThanOrEqual, LinearExpression(constant: 5), label: "too small")
        XCTAssertThrowsError(try solver.add(bad)) { error in
            guard case SolverError.unsatisfiable(let c) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(c === bad)
            XCTAssertEqual("\(error)", "unsatisfiable constraint: too small: x + y + -5 <= 0")
        }
        XCTAssertFalse(solver.contains(bad))
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [10, 11], "the solver keeps the solution it had")
        // And goes on working.
        try solver.add(x <= 20)
        try solver.add((x == 15) | Strength.strong)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [15, 16])
    }

    func testContradictingRequiredEqualitiesWithNoFreeSymbol() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 10)
        XCTAssertThrowsError(try solver.add(x == 11)) { error in
            guard case SolverError.unsatisfiable = error else { return XCTFail("\(error)") }
        }
        // The same equation again is redundant, not a contradiction.
        try solver.add(x == 10)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func testMisuseIsReportedNotFatal() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x >= 1
        try solver.add(c)
        XCTAssertThrowsError(try solver.add(c)) { guard case SolverError.duplicateConstraint = $0 else { return XCTFail() } }
        XCTAssertThrowsError(try solver.remove(x <= 3)) { guard case SolverError.unknownConstraint = $0 else { return XCTFail() } }
        XCTAssertThrowsError(try solver.suggestValue(3, for: x)) { guard case SolverError.unknownEditVariable = $0 else { return XCTFail() } }
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: Strength.required)) {
            guard case SolverError.requiredEditVariable = $0 else { return XCTFail() }
        }
        try solver.addEditVariable(x, strength: Strength.medium)
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: Strength.weak)) {
            guard case SolverError.duplicateEditVariable = $0 else { return XCTFail() }
        }
    }

    func testThePivotLimitStopsTheSimplex() throws {
        let solver = Solver()
        solver.maximumPivots = 0
        let l = Variable("l"), m = Variable("m"), r = Variable("r")
        let first = 2 * m == l + r
        try solver.add(first)
        try solver.add(l + 10 <= r)
        try solver.add((l == 30) | Strength.weak)
        XCTAssertThrowsError(try solver.add((r == 60) | Strength.strong)) { error in
            guard case SolverError.pivotLimit(1) = error else { return XCTFail("\(error)") }
        }
        XCTAssertFalse(solver.contains(first), "the solver is reset")
    }

    func testALongChainSolvesIncrementally() throws {
        let solver = Solver()
        let xs = (0..<300).map { Variable("x\($0)") }
        try solver.add(xs[0] == 0)
        for (a, b) in zip(xs, xs.dropFirst()) {
            try solver.add(b >= a + 2)
            try solver.add((b == a) | Strength.weak)
        }
        solver.updateVariables()
        XCTAssertEqual(xs.last!.value, 598)
        try solver.addEditVariable(xs[150], strength: Strength.strong)
        try solver.suggestValue(1000, for: xs[150])
        solver.updateVariables()
        // The gaps after 150 stay at 2; where the 700 points open before it is a tie (the weak
        // errors add up to x299 − x0 either way), so only the ends are checked.
        XCTAssertEqual(xs[0].value, 0)
        XCTAssertEqual(xs[150].value, 1000, accuracy: 1e-9)
        XCTAssertEqual(xs.last!.value, 1298, accuracy: 1e-9)
    }

    func testExpressionsMergeTermsOfOneVariable() {
        let x = Variable("x"), y = Variable("y")
        let c = Constraint(x + y + x, .equal, 2 * y + 4)
        XCTAssertEqual("\(c)", "2*x + -y + -4 == 0")
    }
}
