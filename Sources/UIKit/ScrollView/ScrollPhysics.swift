import Foundation

/// How a scroll view's content moves, as iOS moves it, in closed form (a function of time from the
/// moment a motion starts, so that a seek shows what playing shows):
///
/// - dragged past an edge, the content follows the finger less and less: `rubberBand`, iOS's
///   `(1 − 1 / (x · c / d + 1)) · d` with c = 0.55 and d the view's size along the axis;
/// - let go with a velocity, it decelerates by `rate` a millisecond (`UIScrollView.DecelerationRate`:
///   0.998 normal, 0.99 fast): v(t) = v₀ · rate^(1000 t), so it travels v₀ / (1000 · −ln rate) in all;
/// - let go past an edge, or reaching one while decelerating, it springs back to the edge, critically
///   damped: x(t) = (x₀ + (v₀ + ω x₀) t) e^(−ω t);
/// - sent to a point (`setContentOffset(_:animated:)`, paging), it eases there in `settleDuration`.
enum ScrollPhysics {
    /// iOS's rubber-band constant.
    static let rubberBandConstant: CGFloat = 0.55
    /// The spring back to an edge: ω in 1/s (settles within about half a second).
    static let springBack: Double = 12
    /// A motion ends when what is left to travel is less than this, in points.
    static let restDistance: Double = 0.25
    /// Seconds an animated `setContentOffset` and a page change take.
    static let settleDuration: Double = 0.3

    /// Where content dragged `overscroll` points past an edge shows (same sign), for a view `dimension`
    /// points along that axis.
    static func rubberBand(_ overscroll: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overscroll != 0 else { return 0 }
        let x = abs(overscroll)
        let shown = (1 - 1 / (x * rubberBandConstant / dimension + 1)) * dimension
        return overscroll < 0 ? -shown : shown
    }

    /// How far content let go at `velocity` (points a second) travels at `rate`, in all.
    static func decelerationDistance(velocity: Double, rate: Double) -> Double {
        velocity / (1000 * -log(rate))
    }

    /// The displacement `t` seconds after letting go at `velocity`, and the velocity then.
    static func decelerated(velocity: Double, rate: Double, after t: Double) -> (distance: Double, velocity: Double) {
        let decay = pow(rate, 1000 * t)
        return (decelerationDistance(velocity: velocity, rate: rate) * (1 - decay), velocity * decay)
    }

    /// Seconds until a deceleration has `restDistance` left to travel (0 when it starts within it).
    static func decelerationDuration(velocity: Double, rate: Double) -> Double {
        let total = abs(decelerationDistance(velocity: velocity, rate: rate))
        guard total > restDistance else { return 0 }
        return log(restDistance / total) / (1000 * log(rate))
    }

    /// The spring back: the distance from the edge `t` seconds after it started `x0` from it at
    /// `velocity` (points a second, towards positive), and its velocity then.
    static func sprung(from x0: Double, velocity v0: Double, after t: Double) -> (offset: Double, velocity: Double) {
        let w = springBack, e = exp(-w * t)
        let x = (x0 + (v0 + w * x0) * t) * e
        let v = (v0 - w * (v0 + w * x0) * t) * e
        return (x, v)
    }

    /// Seconds until the spring back is within `restDistance` of the edge and slow (bounded search).
    static func springDuration(from x0: Double, velocity v0: Double) -> Double {
        var t = 0.0
        while t < 5 {
            let s = sprung(from: x0, velocity: v0, after: t)
            if abs(s.offset) < restDistance && abs(s.velocity) < 10 * restDistance { return t }
            t += 1.0 / 240
        }
        return 5
    }

    /// Ease in and out (the cubic Bézier (0.42, 0, 0.58, 1), as `UIView.animate`'s default curve) at
    /// fraction `u` of the way.
    static func easeInOut(_ u: Double) -> Double {
        let u = min(max(u, 0), 1)
        // Solve x(s) = u for the Bézier's parameter s, then y(s).
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if bezier(mid, 0.42, 0.58) < u { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, 0, 1)
    }
}
