import Foundation

/// One drawable piece of a path (a line, quadratic or cubic Bézier) as used by keyframe animations
/// along a path, with an arc-length table for paced motion.
struct PathSegment {
    /// Control points: 2 for a line, 3 for a quad, 4 for a cubic.
    let points: [CGPoint]
    /// Cumulative arc lengths at parameters k/samples, k = 0...samples.
    private(set) var table: [Double] = []
    static let samples = 64

    init(_ points: [CGPoint]) {
        self.points = points
        var acc = 0.0
        var prev = point(0)
        table = [0]
        for k in 1...Self.samples {
            let q = point(Double(k) / Double(Self.samples))
            acc += Double(hypot(q.x - prev.x, q.y - prev.y))
            table.append(acc)
            prev = q
        }
    }

    var start: CGPoint { points[0] }
    var end: CGPoint { points[points.count - 1] }
    var length: Double { table[Self.samples] }

    func point(_ u: Double) -> CGPoint {
        let t = CGFloat(u), s = 1 - t
        switch points.count {
        case 2: return lerp(points[0], points[1], t)
        case 3:
            let (a, b, c) = (s * s, 2 * s * t, t * t)
            return CGPoint(x: a * points[0].x + b * points[1].x + c * points[2].x,
                           y: a * points[0].y + b * points[1].y + c * points[2].y)
        default:
            let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
            return CGPoint(x: a * points[0].x + b * points[1].x + c * points[2].x + d * points[3].x,
                           y: a * points[0].y + b * points[1].y + c * points[2].y + d * points[3].y)
        }
    }

    /// The derivative direction at `u` (falls back to the chord when degenerate).
    func tangent(_ u: Double) -> CGPoint {
        let t = CGFloat(u), s = 1 - t
        var d: CGPoint
        switch points.count {
        case 2: d = CGPoint(x: points[1].x - points[0].x, y: points[1].y - points[0].y)
        case 3:
            d = CGPoint(x: 2 * s * (points[1].x - points[0].x) + 2 * t * (points[2].x - points[1].x),
                        y: 2 * s * (points[1].y - points[0].y) + 2 * t * (points[2].y - points[1].y))
        default:
            d = CGPoint(x: 3 * s * s * (points[1].x - points[0].x) + 6 * s * t * (points[2].x - points[1].x) + 3 * t * t * (points[3].x - points[2].x),
                        y: 3 * s * s * (points[1].y - points[0].y) + 6 * s * t * (points[2].y - points[1].y) + 3 * t * t * (points[3].y - points[2].y))
        }
        if d.x == 0 && d.y == 0 { d = CGPoint(x: end.x - start.x, y: end.y - start.y) }
        return d
    }

    /// The parameter at arc length `s` from the start (table lookup, linear between samples).
    func parameter(atLength s: Double) -> Double {
        guard length > 0 else { return 0 }
        if s <= 0 { return 0 }
        if s >= length { return 1 }
        var lo = 0, hi = Self.samples
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid] <= s { lo = mid } else { hi = mid }
        }
        let f = (s - table[lo]) / (table[hi] - table[lo])
        return (Double(lo) + f) / Double(Self.samples)
    }

    /// The segments of a path: every line, curve and closing line; moves start a new subpath.
    static func segments(of path: CGPath) -> [PathSegment] {
        var out: [PathSegment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for e in path.elements {
            switch e {
            case .moveTo(let p): current = p; start = p
            case .lineTo(let p): out.append(PathSegment([current, p])); current = p
            case .quadCurveTo(let c, let p): out.append(PathSegment([current, c, p])); current = p
            case .curveTo(let c1, let c2, let p): out.append(PathSegment([current, c1, c2, p])); current = p
            case .closeSubpath:
                if current != start { out.append(PathSegment([current, start])) }
                current = start
            }
        }
        return out
    }
}
