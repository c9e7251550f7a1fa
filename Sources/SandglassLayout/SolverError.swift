/// Why the solver refused a request. Each case names the constraint or variable at fault; the
/// solver is left as it was before the request.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already added.
    case unsatisfiable(Constraint)
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions: their strength must be below `Strength.required`.
    case requiredEditVariable(Variable)
    /// The simplex took more than `Solver.maximumPivots` steps (a numerical breakdown; it never
    /// happens on a well-formed system). The solver is reset to empty.
    case pivotLimit(Int)
    /// The tableau broke an invariant (an unbounded objective, a row with no way out): a numerical
    /// breakdown, as `pivotLimit`. Reset the solver.
    case internalInconsistency(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let c): return "unsatisfiable constraint: \(c)"
        case .duplicateConstraint(let c): return "constraint already added: \(c)"
        case .unknownConstraint(let c): return "constraint not in the solver: \(c)"
        case .duplicateEditVariable(let v): return "edit variable already added: \(v)"
        case .unknownEditVariable(let v): return "not an edit variable: \(v)"
        case .requiredEditVariable(let v): return "edit variable \(v) cannot be required"
        case .pivotLimit(let n): return "simplex stopped after \(n) pivots"
        case .internalInconsistency(let what): return "solver inconsistency: \(what)"
        }
    }
}
