// The tableau's operations: a constraint as a row, the choice of its subject, the primal simplex
// (optimize) and the dual one (after an edit), each choice in symbol order.
extension Solver {
    /// The constraint as a row over the current parametric symbols, with its slack, error or dummy
    /// symbols (the tag), and its errors in the objective. The constant is made non-negative.
    func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = externalSymbol(term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let tag: Tag
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if constraint.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, strength)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol the new row is solved for: an external variable if it has one, else the tag's
    /// slack or error when its coefficient is negative (so it starts non-negative); nil when only an
    /// artificial variable will do.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.lowestSymbol(where: { symbol, _ in symbol.kind == .external }) { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable && row.coefficient(of: symbol) < 0 {
            return symbol
        }
        return nil
    }

    /// Phase one for a row with no subject: minimise an artificial variable standing for it. True
    /// when it reaches zero (the row is satisfiable); either way the artificial leaves the tableau.
    func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        try optimize(phaseOne: true)
        let satisfied = nearZero(artificial!.constant)
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return satisfied }
            guard let entering = basic.lowestSymbol(where: { symbol, _ in symbol.isPivotable }) else { return false }
            basic.solve(for: art, in: entering)
            substitute(entering, by: basic)
            rows[entering] = basic
        }
        for key in rows.keys { rows[key]!.remove(art) }
        objective.remove(art)
        return satisfied
    }

    /// Replaces `symbol` by `row` everywhere; rows of restricted symbols that go negative are
    /// noted for the dual simplex.
    func substitute(_ symbol: Symbol, by row: Row) {
        // By position, not by key: no hashing per row (this is the solver's innermost loop).
        var index = rows.values.startIndex
        while index != rows.values.endIndex {
            if rows.values[index].coefficient(of: symbol) != 0 {
                rows.values[index].substitute(symbol, by: row)
                let key = rows.keys[index]
                if key.kind != .external && rows.values[index].constant < 0 { infeasibleRows.append(key) }
            }
            rows.values.formIndex(after: &index)
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// The primal simplex on the objective, or in phase one on the artificial row.
    func optimize(phaseOne: Bool = false) throws {
        var pivots = 0
        while true {
            let current = phaseOne ? artificial! : objective
            guard let entering = current.lowestSymbol(where: { symbol, c in symbol.kind != .dummy && c < 0 }) else {
                return
            }
            guard let leaving = leavingRow(for: entering) else {
                throw SolverError.internalInconsistency("the objective is unbounded")
            }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, in: entering)
            substitute(entering, by: row)
            rows[entering] = row
            pivots += 1
            if pivots > maximumPivots { reset(); throw SolverError.pivotLimit(pivots) }
        }
    }

    /// The dual simplex: restores feasibility of the rows an edit made negative, keeping optimality.
    func dualOptimize() throws {
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            guard var row = rows[leaving], !nearZero(row.constant), row.constant < 0 else { continue }
            var best: (symbol: Symbol, ratio: Double)?
            for (symbol, c) in row.cells where c > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(of: symbol) / c
                if best == nil || isBetter(ratio, symbol, than: best!) { best = (symbol, ratio) }
            }
            guard let entering = best?.symbol else { throw SolverError.internalInconsistency("the dual simplex found no entering symbol") }
            rows[leaving] = nil
            row.solve(for: leaving, in: entering)
            substitute(entering, by: row)
            rows[entering] = row
            pivots += 1
            if pivots > maximumPivots { reset(); throw SolverError.pivotLimit(pivots) }
        }
    }

    /// The row whose basic symbol leaves when `entering` enters: the smallest ratio −constant ÷
    /// coefficient over rows where the coefficient is negative (the first such row on a tie).
    func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for (symbol, row) in rows where symbol.kind != .external {
            let c = row.coefficient(of: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if best == nil || isBetter(ratio, symbol, than: best!) { best = (symbol, ratio) }
        }
        return best?.symbol
    }

    /// The row to pivot so that `marker` becomes basic, when removing its constraint: a restricted
    /// row with a negative coefficient and the smallest ratio, else one with a positive coefficient,
    /// else an external row.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var negative: (symbol: Symbol, ratio: Double)?, positive: (symbol: Symbol, ratio: Double)?, external: Symbol?
        for (symbol, row) in rows {
            let c = row.coefficient(of: marker)
            if c == 0 { continue }
            if symbol.kind == .external {
                if external == nil || symbol < external! { external = symbol }
            } else if c < 0 {
                let r = -row.constant / c
                if negative == nil || isBetter(r, symbol, than: negative!) { negative = (symbol, r) }
            } else {
                let r = row.constant / c
                if positive == nil || isBetter(r, symbol, than: positive!) { positive = (symbol, r) }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? external
    }
}

/// The smaller ratio, the lower symbol on a tie: the choice a scan in symbol order with a strict `<`
/// makes (Bland's rule), without sorting.
private func isBetter(_ ratio: Double, _ symbol: Symbol, than best: (symbol: Symbol, ratio: Double)) -> Bool {
    ratio < best.ratio || (ratio == best.ratio && symbol < best.symbol)
}
