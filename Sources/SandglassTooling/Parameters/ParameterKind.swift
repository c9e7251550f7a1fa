import Foundation

/// The type of a scene parameter and what values it accepts.
///
/// Ranges are closed and in the parameter's unit. Arrays carry a range per component: a curve's x
/// control points are always in 0...1 (a timing curve must be a function of time), its y ones in
/// `y` (overshoot allowed); a colour's components are in 0...1, straight alpha.
public enum ParameterKind: Sendable, Equatable {
    /// A real number, e.g. a duration in seconds. JSON: `6.5`.
    case number(ClosedRange<Double>)
    /// A whole number, e.g. a count of particles. JSON: `12` (`12.0` is accepted, `12.5` is not).
    case integer(ClosedRange<Int>)
    /// JSON `true` or `false`.
    case bool
    /// A string; when `choices` is not nil, one of them. JSON: `"easeIn"`.
    case string(choices: [String]?)
    /// Cubic-Bezier timing control points `[x1, y1, x2, y2]` (as `CAMediaTimingFunction(controlPoints:)`),
    /// x in 0...1 and y in `y`.
    case curve(y: ClosedRange<Double>)
    /// A point `[x, y]`, each coordinate in its range.
    case point(x: ClosedRange<Double>, y: ClosedRange<Double>)
    /// A list of numbers, e.g. a dash pattern: each in `element`, their count in `count`.
    case numbers(element: ClosedRange<Double>, count: ClosedRange<Int>)
    /// A colour `[r, g, b, a]`, components in 0...1, not premultiplied.
    case color

    /// The JSON shape this kind expects, for messages: "a number", "an array of 4 numbers [x1, y1, x2, y2]".
    public var expectedType: String {
        switch self {
        case .number: return "a number"
        case .integer: return "an integer"
        case .bool: return "true or false"
        case .string: return "a string"
        case .curve: return "an array of 4 numbers [x1, y1, x2, y2]"
        case .point: return "an array of 2 numbers [x, y]"
        case .numbers: return "an array of numbers"
        case .color: return "an array of 4 numbers [r, g, b, a]"
        }
    }

    /// A one-word name of the kind for `--describe`.
    public var name: String {
        switch self {
        case .number: return "number"
        case .integer: return "integer"
        case .bool: return "bool"
        case .string: return "string"
        case .curve: return "curve"
        case .point: return "point"
        case .numbers: return "numbers"
        case .color: return "color"
        }
    }

    /// Whether the JSON value is an array of numbers (curve, point, numbers, color).
    var isArray: Bool {
        switch self {
        case .curve, .point, .numbers, .color: return true
        case .number, .integer, .bool, .string: return false
        }
    }

    /// The number of components an array kind must have, or nil when any count in a range goes.
    var fixedCount: Int? {
        switch self {
        case .curve, .color: return 4
        case .point: return 2
        default: return nil
        }
    }

    /// The range of array component `index`.
    func componentRange(_ index: Int) -> ClosedRange<Double> {
        switch self {
        case let .curve(y): return index % 2 == 0 ? 0...1 : y
        case let .point(x, y): return index == 0 ? x : y
        case let .numbers(element, _): return element
        default: return 0...1
        }
    }

    /// How array component `index` is named in messages: `x1`, `y`, `alpha`, `[3]`.
    func component(_ index: Int) -> ParameterComponent {
        let names: [String]
        switch self {
        case .curve: names = ["x1", "y1", "x2", "y2"]
        case .point: names = ["x", "y"]
        case .color: names = ["red", "green", "blue", "alpha"]
        default: names = []
        }
        return ParameterComponent(index: index, name: index < names.count ? names[index] : "[\(index)]")
    }
}

/// One component of an array parameter, as messages name it (`x1`, `alpha`, `[2]`).
public struct ParameterComponent: Sendable, Equatable {
    public let index: Int
    public let name: String

    public init(index: Int, name: String) { (self.index, self.name) = (index, name) }
}
