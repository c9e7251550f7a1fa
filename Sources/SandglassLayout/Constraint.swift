/// How a constraint's two sides compare.
public enum Relation: String, Sendable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}

/// How much a constraint matters. `required` (the default) must hold or the constraint is refused;
/// a weaker one holds as nearly as it can, its error weighted by the strength in the objective the
/// solver minimises (the sum of weight × |error| over all non-required constraints). The three
/// named levels and `create(_:_:_:_:)` are kiwi's, so that systems written for kiwi solve alike.
public enum Strength {
    public static let required: Double = create(1000, 1000, 1000)
    public static let strong: Double = create(1, 0, 0)
    public static let medium: Double = create(0, 1, 0)
    public static let weak: Double = create(0, 0, 1)

    /// `a` strong + `b` medium + `c` weak units, times `weight`, each part clamped to 0...1000.
    public static func create(_ a: Double, _ b: Double, _ c: Double, _ weight: Double = 1) -> Double {
        func clamp(_ x: Double) -> Double { max(0, min(1000, x * weight)) }
        return clamp(a) * 1_000_000 + clamp(b) * 1000 + clamp(c)
    }

    /// `strength` within 0...required.
    static func clip(_ strength: Double) -> Double { max(0, min(required, strength)) }
}

/// `expression relation 0` at a strength. Build it as an equation with `==`, `<=`, `>=` and give
/// it a strength with `|`: `(x + 10 <= y) | Strength.strong`. A constraint is a reference: the
/// solver knows it by identity, so add and remove the same object.
public final class Constraint: CustomStringConvertible, Sendable {
    /// The left side minus the right side, reduced (one term per variable).
    public let expression: LinearExpression
    public let relation: Relation
    /// Within 0...`Strength.required`.
    public let strength: Double
    /// A name for messages (`SolverError` shows it); empty by default.
    public let label: String

    public init(_ expression: LinearExpression, _ relation: Relation, strength: Double = Strength.required, label: String = "") {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = Strength.clip(strength)
        self.label = label
    }

    public convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                            strength: Double = Strength.required, label: String = "") {
        self.init(lhs - rhs, relation, strength: strength, label: label)
    }

    /// The same equation at another strength (a new constraint).
    public func withStrength(_ strength: Double) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label)
    }

    public var isRequired: Bool { strength >= Strength.required }

    public var description: String {
        let body = "\(expression) \(relation.rawValue) 0"
        return label.isEmpty ? body : "\(label): \(body)"
    }
}

/// Anything that reads as one side of an equation.
public protocol LinearExpressionConvertible { var asExpression: LinearExpression { get } }
extension LinearExpression: LinearExpressionConvertible { public var asExpression: LinearExpression { self } }
extension Variable: LinearExpressionConvertible { public var asExpression: LinearExpression { LinearExpression(self) } }
extension Double: LinearExpressionConvertible { public var asExpression: LinearExpression { LinearExpression(constant: self) } }

public func == (a: some LinearExpressionConvertible, b: some LinearExpressionConvertible) -> Constraint {
    Constraint(a.asExpression, .equal, b.asExpression)
}
public func <= (a: some LinearExpressionConvertible, b: some LinearExpressionConvertible) -> Constraint {
    Constraint(a.asExpression, .lessThanOrEqual, b.asExpression)
}
public func >= (a: some LinearExpressionConvertible, b: some LinearExpressionConvertible) -> Constraint {
    Constraint(a.asExpression, .greaterThanOrEqual, b.asExpression)
}
/// The constraint at `strength`: `(x == 10) | Strength.weak`.
public func | (c: Constraint, strength: Double) -> Constraint { c.withStrength(strength) }
