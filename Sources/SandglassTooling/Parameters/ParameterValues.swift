import Foundation

/// The values of a scene's parameters: the defaults, overridden by what a params file holds.
///
/// A scene reads them with typed accessors when it builds its animations:
///
///     let duration = values.number("animationTime")            // 6.5
///     let curve = values.curve("pileCurve")                     // BezierControlPoints(0.8, 0, 1, 1)
///
/// Reading a name the scene did not declare, or reading it as another kind (`number` of a curve), is a
/// programmer error: scenes are our code, so it stops the program with the name (precondition).
/// Every stored value has passed its declaration's validation.
public struct ParameterValues: Sendable, Equatable {
    public let parameters: SceneParameters
    private var storage: [String: ParameterValue]

    /// All defaults.
    public init(parameters: SceneParameters) {
        self.parameters = parameters
        storage = Dictionary(uniqueKeysWithValues: parameters.declarations.map { ($0.name, $0.defaultValue) })
    }

    /// The raw value of `name`.
    public subscript(name: String) -> ParameterValue {
        guard let value = storage[name] else {
            preconditionFailure("parameter '\(name)' is not declared by scene '\(parameters.scene)'")
        }
        return value
    }

    /// Sets `name` to `value` if it fits the declaration; returns why not otherwise (and changes nothing).
    /// Setting an undeclared name is a programmer error.
    @discardableResult
    public mutating func set(_ name: String, to value: ParameterValue) -> ParameterValueProblem? {
        guard let declaration = parameters.declaration(named: name) else {
            preconditionFailure("parameter '\(name)' is not declared by scene '\(parameters.scene)'")
        }
        if let problem = declaration.validate(value) { return problem }
        storage[name] = value
        return nil
    }

    /// The names whose values differ from `other`'s, in declaration order.
    public func changedNames(comparedTo other: ParameterValues) -> [String] {
        parameters.declarations.map(\.name).filter { storage[$0] != other.storage[$0] }
    }

    // MARK: Typed accessors

    /// A `.number` parameter, in its unit (seconds for durations).
    public func number(_ name: String) -> Double {
        guard case let .number(value) = self[name] else { wrongKind(name, "number") }
        return value
    }

    /// A `.number` parameter as a CGFloat, for geometry.
    public func cgFloat(_ name: String) -> CGFloat { CGFloat(number(name)) }

    /// An `.integer` parameter.
    public func integer(_ name: String) -> Int {
        guard case let .integer(value) = self[name] else { wrongKind(name, "integer") }
        return value
    }

    /// A `.bool` parameter.
    public func bool(_ name: String) -> Bool {
        guard case let .bool(value) = self[name] else { wrongKind(name, "bool") }
        return value
    }

    /// A `.string` parameter.
    public func string(_ name: String) -> String {
        guard case let .string(value) = self[name] else { wrongKind(name, "string") }
        return value
    }

    /// A `.curve` parameter's control points.
    public func curve(_ name: String) -> BezierControlPoints {
        let n = components(name, kind: "curve") { if case .curve = $0 { return true } else { return false } }
        return BezierControlPoints(n[0], n[1], n[2], n[3])
    }

    /// A `.point` parameter.
    public func point(_ name: String) -> CGPoint {
        let n = components(name, kind: "point") { if case .point = $0 { return true } else { return false } }
        return CGPoint(x: n[0], y: n[1])
    }

    /// A `.numbers` parameter (a dash pattern, key times...).
    public func numbers(_ name: String) -> [CGFloat] {
        components(name, kind: "numbers") { if case .numbers = $0 { return true } else { return false } }
    }

    /// A `.color` parameter.
    public func color(_ name: String) -> CGColor {
        let n = components(name, kind: "color") { $0 == .color }
        return CGColor(red: n[0], green: n[1], blue: n[2], alpha: n[3])
    }

    private func components(_ name: String, kind: String, _ matches: (ParameterKind) -> Bool) -> [CGFloat] {
        guard let declaration = parameters.declaration(named: name), matches(declaration.kind),
              case let .numbers(values) = self[name] else {
            _ = self[name]
            wrongKind(name, kind)
        }
        return values.map { CGFloat($0) }
    }

    private func wrongKind(_ name: String, _ kind: String) -> Never {
        let actual = parameters.declaration(named: name)?.kind.name ?? "?"
        preconditionFailure("parameter '\(name)' of scene '\(parameters.scene)' is a \(actual), not a \(kind)")
    }
}
