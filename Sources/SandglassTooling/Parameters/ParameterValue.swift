import Foundation

/// The value of one scene parameter, as stored in `ParameterValues` and written to the params file.
///
/// Curves, points, colours and number lists are all `.numbers` (their JSON form); the declaration's
/// `ParameterKind` says how to read them, and `ParameterValues` hands out typed views.
public enum ParameterValue: Sendable, Equatable, CustomStringConvertible {
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case string(String)
    case numbers([Double])

    /// The value as JSON text, on one line: `6.5`, `true`, `"easeIn"`, `[0.8, 0, 1, 1]`.
    public var jsonText: String {
        switch self {
        case let .number(value): return Self.format(value)
        case let .integer(value): return String(value)
        case let .bool(value): return value ? "true" : "false"
        case let .string(value): return JSONValue.string(value).text
        case let .numbers(values): return "[" + values.map(Self.format).joined(separator: ", ") + "]"
        }
    }

    public var description: String { jsonText }

    /// The shortest text that reads back as exactly `value`: integral values without a fraction
    /// (`1`, not `1.0`), others as Swift prints them (`0.8`, `1e-05`, which are JSON).
    /// Non-finite values cannot be written as JSON; they never pass validation, and print as `NaN`/`Infinity`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-Infinity" : "Infinity") }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return "\(value)"
    }
}

/// A tweak panel's increments for a numeric parameter: `coarse` per drag step or arrow key, `fine`
/// with a modifier held. Both in the parameter's unit, both > 0.
public struct ParameterStep: Sendable, Equatable {
    public let coarse: Double
    public let fine: Double

    public init(coarse: Double, fine: Double) {
        precondition(coarse > 0 && fine > 0 && fine <= coarse, "a step needs 0 < fine <= coarse")
        (self.coarse, self.fine) = (coarse, fine)
    }

    /// A step derived from a range: the power of ten nearest to 1/100 of its span as `coarse`, a tenth of
    /// it as `fine`. 0.05...5 gives 0.1 / 0.01; 0...360 gives 10 / 1.
    ///
    /// The power is kept within 10^±300: a span so small that a hundredth of it underflows to 0 (a
    /// scene file may declare `0...1e-321`) would otherwise give a step of 0, and one so large that it
    /// overflows (`-1e308...1e308`) a step of infinity.
    public init(for range: ClosedRange<Double>) {
        let span = range.upperBound - range.lowerBound
        let coarse = span > 0 ? pow(10, min(max(log10(span / 100).rounded(), -300), 300)) : 0.1
        self.init(coarse: coarse, fine: coarse / 10)
    }
}

/// Cubic-Bezier timing control points, as `CAMediaTimingFunction(controlPoints:)` takes them: the curve
/// runs from (0, 0) through (x1, y1) and (x2, y2) to (1, 1); x is time, y progress.
public struct BezierControlPoints: Sendable, Equatable {
    public var x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat

    public init(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    /// The two control points.
    public var points: (CGPoint, CGPoint) { (CGPoint(x: x1, y: y1), CGPoint(x: x2, y: y2)) }
}
