import Foundation

/// A keyframe segment's easing: the cubic Bézier from (0, 0) through `c1`, `c2` to (1, 1) over
/// (time fraction, progress), as in After Effects and `CAMediaTimingFunction(controlPoints:)`.
/// Also splits the curve, so a segment cut at the start or end of the scene keeps its exact timing.
struct CubicEasing {
    var c1: CGPoint
    var c2: CGPoint

    init(_ c1: CGPoint, _ c2: CGPoint) {
        // x outside 0...1 makes time run backwards; After Effects never writes it, clamp as Lottie does.
        self.c1 = CGPoint(x: min(max(c1.x, 0), 1), y: c1.y)
        self.c2 = CGPoint(x: min(max(c2.x, 0), 1), y: c2.y)
    }

    private static func bezier(_ a: CGFloat, _ b: CGFloat, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    /// The curve parameter whose time is `x` (bisection: the time coordinate is monotonic).
    func parameter(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if Self.bezier(c1.x, c2.x, mid) < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    func progress(at x: Double) -> Double { Self.bezier(c1.y, c2.y, parameter(at: x)) }

    func point(_ s: Double) -> CGPoint { CGPoint(x: Self.bezier(c1.x, c2.x, s), y: Self.bezier(c1.y, c2.y, s)) }

    /// The easing of the part of the segment between time fractions `x0` and `x1`, normalised to the
    /// unit square, with the progress at both ends; nil easing when the part's progress does not move
    /// (it is then constant).
    func part(from x0: Double, to x1: Double) -> (easing: CubicEasing?, start: Double, end: Double) {
        let s0 = parameter(at: x0), s1 = parameter(at: x1)
        // de Casteljau: the control polygon of the curve between parameters s0 and s1.
        let p = [CGPoint.zero, c1, c2, CGPoint(x: 1, y: 1)]
        func at(_ pts: [CGPoint], _ t: Double) -> [CGPoint] {
            func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            let ab = mix(pts[0], pts[1]), bc = mix(pts[1], pts[2]), cd = mix(pts[2], pts[3])
            let abc = mix(ab, bc), bcd = mix(bc, cd)
            return [mix(abc, bcd), bcd, cd, pts[3]]
        }
        var q = at(p, s0)
        let t1 = s0 < 1 ? (s1 - s0) / (1 - s0) : 1
        // Keep the head of q up to t1: split the reversed curve.
        let r = at([q[3], q[2], q[1], q[0]], 1 - t1)
        q = [r[3], r[2], r[1], r[0]]
        let dx = q[3].x - q[0].x, dy = q[3].y - q[0].y
        guard dx > 0, abs(dy) > 1e-12 else { return (nil, q[0].y, q[3].y) }
        func norm(_ c: CGPoint) -> CGPoint { CGPoint(x: (c.x - q[0].x) / dx, y: (c.y - q[0].y) / dy) }
        return (CubicEasing(norm(q[1]), norm(q[2])), q[0].y, q[3].y)
    }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(c1x: c1.x, c1y: c1.y, c2x: c2.x, c2y: c2.y)
    }
}
