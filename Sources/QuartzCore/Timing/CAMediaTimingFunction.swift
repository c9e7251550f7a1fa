import Foundation

/// Core Animation's time type: seconds, as a Double (Foundation on Linux does not define it).
public typealias CFTimeInterval = Double

/// Names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve implicit animations use: (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve: the cubic Bézier from (0, 0) to (1, 1) with control points (c1x, c1y) and
/// (c2x, c2y), mapping an animation's linear progress x to its eased progress y.
///
/// `y(x)` is solved exactly: Newton's method on x(u) from u = x, falling back to bisection when the
/// derivative is flat, to |x(u) - x| <= 1e-12 — the curve is never approximated. Named curves use
/// Apple's control points: linear (0,0,1,1), easeIn (0.42,0,1,1), easeOut (0,0,0.58,1),
/// easeInEaseOut (0.42,0,0.58,1), default (0.25,0.1,0.25,1). x outside 0...1 is clamped.
public struct CAMediaTimingFunction: Hashable, Sendable, CustomStringConvertible {
    public let c1x: Double, c1y: Double, c2x: Double, c2y: Double
    // x(u) = ((ax u + bx) u + cx) u, likewise for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// A custom curve (`functionWithControlPoints::::`); x coordinates must lie in 0...1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(c1x: Double(c1x), c1y: Double(c1y), c2x: Double(c2x), c2y: Double(c2y))
    }

    public init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
        (self.c1x, self.c1y, self.c2x, self.c2y) = (c1x, c1y, c2x, c2y)
        cx = 3 * c1x; bx = 3 * (c2x - c1x) - cx; ax = 1 - cx - bx
        cy = 3 * c1y; by = 3 * (c2y - c1y) - cy; ay = 1 - cy - by
    }

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(c1x: 0.42, c1y: 0, c2x: 1, c2y: 1)
        case .easeOut: self.init(c1x: 0, c1y: 0, c2x: 0.58, c2y: 1)
        case .easeInEaseOut: self.init(c1x: 0.42, c1y: 0, c2x: 0.58, c2y: 1)
        case .default: self.init(c1x: 0.25, c1y: 0.1, c2x: 0.25, c2y: 1)
        default: self.init(c1x: 0, c1y: 0, c2x: 1, c2y: 1)
        }
    }

    public static let linear = CAMediaTimingFunction(name: .linear)
    public static let easeIn = CAMediaTimingFunction(name: .easeIn)
    public static let easeOut = CAMediaTimingFunction(name: .easeOut)
    public static let easeInEaseOut = CAMediaTimingFunction(name: .easeInEaseOut)
    public static let `default` = CAMediaTimingFunction(name: .default)

    /// `getControlPointAtIndex:values:` — index 0...3: (0,0), c1, c2, (1,1).
    public func controlPoint(at index: Int) -> CGPoint {
        switch index {
        case 0: return .zero
        case 1: return CGPoint(x: c1x, y: c1y)
        case 2: return CGPoint(x: c2x, y: c2y)
        default: return CGPoint(x: 1, y: 1)
        }
    }

    public var description: String { "CAMediaTimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))" }

    public static func == (a: Self, b: Self) -> Bool {
        a.c1x == b.c1x && a.c1y == b.c1y && a.c2x == b.c2x && a.c2y == b.c2y
    }
    public func hash(into h: inout Hasher) { h.combine(c1x); h.combine(c1y); h.combine(c2x); h.combine(c2y) }

    var isLinear: Bool { c1x == c1y && c2x == c2y }

    /// The eased progress for linear progress `x` (clamped to 0...1).
    public func evaluate(_ x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        let u = solveCurveX(x)
        return ((ay * u + by) * u + cy) * u
    }

    /// The curve parameter u in 0...1 with x(u) = x.
    func solveCurveX(_ x: Double) -> Double {
        var u = x
        for _ in 0..<8 {
            let err = ((ax * u + bx) * u + cx) * u - x
            if abs(err) <= 1e-12 { return u }
            let d = (3 * ax * u + 2 * bx) * u + cx
            if abs(d) < 1e-7 { break }
            u -= err / d
        }
        // Bisection: x(u) is monotonic in 0...1 because control x coordinates lie in 0...1.
        var lo = 0.0, hi = 1.0
        u = x
        while hi - lo > 1e-14 {
            let xu = ((ax * u + bx) * u + cx) * u
            if abs(xu - x) <= 1e-12 { return u }
            if xu < x { lo = u } else { hi = u }
            u = (lo + hi) / 2
        }
        return u
    }
}
