/// An incremental Cassowary solver (Badros, Borning and Stuckey, 2001), designed as kiwi is: a
/// tableau of rows keyed by their basic symbol, an objective row, and a dual simplex for edits.
///
/// - Required constraints always hold; one that contradicts them is refused with
///   `SolverError.unsatisfiable` naming it, and the solver keeps the solution it had.
/// - Weaker constraints hold as nearly as they can: the solver minimises Σ strength × |error|.
///   Strengths are weights, not levels: enough weak errors can outweigh a strong one (see `Strength`).
/// - Adding or removing a constraint, or suggesting a value for an edit variable, updates the
///   solution from the last one (a few pivots), not from scratch.
/// - Every simplex is bounded by `maximumPivots`; the pivot rule (Bland's: lowest symbol first)
///   cannot cycle, so the bound is a guard against numerical breakdown, not a normal exit.
///
/// Values reach the variables in `updateVariables()`.
///
///     let solver = Solver()
///     let left = Variable("left"), width = Variable("width")
///     try solver.add(left >= 0)
///     try solver.add(left + width <= 100)
///     try solver.add((width == 150) | Strength.strong)
///     solver.updateVariables()   // left 0, width 100
public final class Solver {
    struct Tag { var marker: Symbol; var other: Symbol? }
    struct Edit { var tag: Tag; var constraint: Constraint; var constant: Double }

    /// The most pivots one simplex may take before `SolverError.pivotLimit`.
    public var maximumPivots = 100_000

    var constraints: [ObjectIdentifier: (constraint: Constraint, tag: Tag)] = [:]
    var rows: [Symbol: Row] = [:]
    var variables: [Variable: Symbol] = [:]
    var edits: [Variable: Edit] = [:]
    var infeasibleRows: [Symbol] = []
    var objective = Row()
    var artificial: Row?
    private var nextID = 1

    public init() {}

    // MARK: Constraints

    /// Adds `constraint` and solves. Throws `.unsatisfiable` for a required constraint that cannot
    /// hold with the others (the solver then holds what it held before), `.duplicateConstraint` for
    /// one already added.
    public func add(_ constraint: Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw SolverError.duplicateConstraint(constraint) }
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard nearZero(row.constant) else { throw SolverError.unsatisfiable(constraint) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            rows[subject] = row
        } else {
            // Only here can a constraint (a required one) be refused after the tableau changed: keep
            // the tableau to go back to (copy-on-write: copied only as phase one changes it).
            let saved = (rows, objective, infeasibleRows)
            guard try addWithArtificialVariable(row) else {
                (rows, objective, infeasibleRows) = saved
                throw SolverError.unsatisfiable(constraint)
            }
        }
        constraints[key] = (constraint, tag)
        try optimize()
    }

    /// Removes `constraint` and solves; throws `.unknownConstraint` when it is not in the solver.
    public func remove(_ constraint: Constraint) throws {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw SolverError.unknownConstraint(constraint)
        }
        // Its errors leave the objective.
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] { objective.insert(row, -constraint.strength) } else { objective.insert(symbol, -constraint.strength) }
        }
        // Its marker leaves the tableau: basic, its row goes; else it is made basic first.
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker), var row = rows.removeValue(forKey: leaving) else {
                throw SolverError.internalInconsistency("no row for the marker of \(constraint) to leave")
            }
            row.solve(for: leaving, in: tag.marker)
            substitute(tag.marker, by: row)
        }
        try optimize()
    }

    public func contains(_ constraint: Constraint) -> Bool { constraints[ObjectIdentifier(constraint)] != nil }

    // MARK: Edit variables

    /// Makes `variable` suggestible at `strength` (below required): until it is removed, it is held
    /// at the last `suggestValue` (0 at first) as nearly as the other constraints allow.
    public func addEditVariable(_ variable: Variable, strength: Double) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        let strength = Strength.clip(strength)
        guard strength < Strength.required else { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength, label: "edit \(variable)")
        try add(constraint)
        edits[variable] = Edit(tag: constraints[ObjectIdentifier(constraint)]!.tag, constraint: constraint, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Moves the edit variable's target to `value` and re-solves with the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        guard var edit = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        let (plus, minus) = (edit.tag.marker, edit.tag.other!)
        if rows[plus] != nil {
            if rows[plus]!.add(-delta) < 0 { infeasibleRows.append(plus) }
        } else if rows[minus] != nil {
            if rows[minus]!.add(delta) < 0 { infeasibleRows.append(minus) }
        } else {
            for symbol in rows.keys.sorted() {
                let c = rows[symbol]!.coefficient(of: plus)
                if c != 0, rows[symbol]!.add(delta * c) < 0, symbol.kind != .external { infeasibleRows.append(symbol) }
            }
        }
        try dualOptimize()
    }

    // MARK: Results

    /// Writes the solution into every variable the solver knows.
    public func updateVariables() {
        for (variable, symbol) in variables { variable.value = rows[symbol]?.constant ?? 0 }
    }

    /// Forgets every constraint and edit variable.
    public func reset() {
        constraints = [:]; rows = [:]; variables = [:]; edits = [:]
        infeasibleRows = []; objective = Row(); artificial = nil
    }

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }

    func externalSymbol(_ variable: Variable) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        return symbol
    }
}
