/// An unknown of a constraint system: the solver writes its `value` in `Solver.updateVariables()`.
/// Variables compare by identity, so two with the same name are still two unknowns. A solver and
/// its variables belong to one thread (the value is written without a lock); `Sendable` only so
/// that errors can name them.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A name for messages and debugging; the solver never reads it.
    public let name: String
    /// The value from the last `Solver.updateVariables()`; 0 before.
    public internal(set) var value: Double = 0

    public init(_ name: String = "") { self.name = name }

    public static func == (a: Variable, b: Variable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}

/// `coefficient × variable`.
public struct Term: CustomStringConvertible, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        switch coefficient {
        case 1: return "\(variable)"
        case -1: return "-\(variable)"
        default: return "\(format(coefficient))*\(variable)"
        }
    }
}

/// A linear expression: a sum of terms plus a constant. Terms of the same variable are merged (in
/// the order each variable first appears) when the expression becomes a constraint.
public struct LinearExpression: CustomStringConvertible, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(constant: Double) { self.init([], constant: constant) }

    /// The same expression with one term per variable and no zero coefficients.
    public func reduced() -> LinearExpression {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        return LinearExpression(order.compactMap { v in sums[v] == 0 ? nil : Term(v, sums[v]!) }, constant: constant)
    }

    /// The expression's value with the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append(format(constant)) }
        return parts.joined(separator: " + ")
    }
}

func format(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
}

// MARK: Arithmetic, so that constraints read as equations: `x + 2 * y == 10`.

public func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
}
public func * (a: LinearExpression, k: Double) -> LinearExpression {
    LinearExpression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
}
public func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }
public prefix func - (a: LinearExpression) -> LinearExpression { a * -1 }
public func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + -b }
public func + (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(constant: k) }
public func + (k: Double, a: LinearExpression) -> LinearExpression { a + k }
public func - (a: LinearExpression, k: Double) -> LinearExpression { a + -k }
public func - (k: Double, a: LinearExpression) -> LinearExpression { -a + k }
public func / (a: LinearExpression, k: Double) -> LinearExpression { a * (1 / k) }

public func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
public func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
public func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
public func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
public func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
public func - (a: LinearExpression, b: Variable) -> LinearExpression { a - LinearExpression(b) }
public func * (a: Variable, k: Double) -> LinearExpression { LinearExpression([Term(a, k)]) }
public func * (k: Double, a: Variable) -> LinearExpression { LinearExpression([Term(a, k)]) }
public func + (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) + k }
public func - (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) - k }
public func / (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) / k }
