import Foundation
import SandglassLayout
import XCTest

/// The solver against kiwi on the generated systems of `KiwiOracleFixture.swift` (see
/// scripts/gen-layout-oracle.py): the same constraints refused, the same values at every check.
final class KiwiOracleTests: XCTestCase {
    private struct Fixture: Decodable {
        var kiwi: String
        var cases: [Case]
    }

    private struct Case: Decodable {
        var variables: Int
        var ops: [Operation]
    }

    private struct Operation: Decodable {
        var op: String
        var id: Int?
        var terms: [[Double]]?
        var constant: Double?
        var relation: String?
        var strength: Double?
        var ok: Bool?
        var `var`: Int?
        var value: Double?
        var values: [Double]?
    }

    func testEveryGeneratedSystemSolvesAsKiwiSolvesIt() throws {
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(kiwiOracleJSON.utf8))
        XCTAssertEqual(fixture.cases.count, 500)
        var checks = 0, refusals = 0, worst = 0.0
        for (index, testCase) in fixture.cases.enumerated() {
            let variables = (0..<testCase.variables).map { Variable("v\($0)") }
            let solver = Solver()
            var constraints: [Int: Constraint] = [:]
            var previous = ""
            for op in testCase.ops {
                defer { previous = op.op }
                switch op.op {
                case "add":
                    let terms = op.terms!.map { Term(variables[Int($0[0])], $0[1]) }
                    let c = Constraint(LinearExpression(terms, constant: op.constant!), Relation(rawValue: op.relation!)!,
                                       strength: op.strength!, label: "c\(op.id!)")
                    constraints[op.id!] = c
                    do {
                        try solver.add(c)
                        XCTAssertTrue(op.ok!, "case \(index): c\(op.id!) should be refused")
                    } catch SolverError.unsatisfiable(let refused) {
                        XCTAssertFalse(op.ok!, "case \(index): c\(op.id!) refused")
                        XCTAssertTrue(refused === c)
                        refusals += 1
                    }
                case "edit": try solver.addEditVariable(variables[op.var!], strength: op.strength!)
                case "suggest": try solver.suggestValue(op.value!, for: variables[op.var!])
                case "remove": try solver.remove(constraints[op.id!]!)
                default:
                    solver.updateVariables()
                    for (v, expected) in zip(variables, op.values!) {
                        worst = max(worst, abs(v.value - expected))
                        XCTAssertEqual(v.value, expected, accuracy: 1e-6, "case \(index) after \(previous), \(v)")
                    }
                    checks += 1
                }
            }
        }
        print("kiwi oracle: \(fixture.cases.count) systems, \(checks) checks, \(refusals) refusals, worst difference \(worst)")
    }
}
