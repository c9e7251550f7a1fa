import Foundation
import CoreGraphics

/// A path that is one circular arc, recognised from its cubic Béziers, so that its stroke can be drawn
/// analytically (`ArcStroke`) instead of flattened and expanded.
///
/// `CGPath` stores arcs and circles as cubics of at most 90 degrees with control points at
/// (4/3)·tan(θ/4)·r along the tangents (as Core Graphics does). `detect` accepts exactly that shape:
/// a `moveTo` followed by cubics that all lie on one circle, turn the same way and together sweep at
/// most one turn, optionally closed when the arc ends where it started (`CGPath(ellipseIn:)` of a
/// square). Anything else (a line into the arc, an ellipse, a hand-made curve that is not an arc
/// within 1e-4 of the radius) is not an arc, and is stroked the general way.
package struct CircularArc: Hashable, Sendable {
    package var center: Vec2
    package var radius: Double
    /// Angle of the first point, radians from +x towards +y (y down: clockwise on screen).
    package var startAngle: Double
    /// Signed angle travelled: positive towards +y. |sweep| <= 2π.
    package var sweep: Double
    /// The path ends with `closeSubpath` (a full circle with no caps when untrimmed).
    package var isClosed: Bool

    package init(center: Vec2, radius: Double, startAngle: Double, sweep: Double, isClosed: Bool) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.sweep = sweep
        self.isClosed = isClosed
    }

    /// The arc as `t` places it (centre, radius and start angle in the placement's space), and the
    /// factor it scales lengths by, when `t` keeps circles circles (rotation, uniform scale, mirror,
    /// translation); nil for any other placement or a non-finite one. A mirror reverses the sweep.
    package func placed(by t: ArcStroke.Placement) -> (arc: CircularArc, scale: Double)? {
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        let mirrored = t.a * t.d - t.b * t.c < 0
        let slack = 1e-9 * max(scale, 1e-300)
        let similar = mirrored ? abs(t.a + t.d) <= slack && abs(t.b - t.c) <= slack
                               : abs(t.a - t.d) <= slack && abs(t.b + t.c) <= slack
        guard similar, scale > 0, (t.a + t.b + t.c + t.d + t.tx + t.ty).isFinite else { return nil }
        let placedCenter = t.apply(center)
        let startPoint = t.apply(center + Vec2(cos(startAngle), sin(startAngle)) * radius)
        let placedStart = atan2(startPoint.y - placedCenter.y, startPoint.x - placedCenter.x)
        return (CircularArc(center: placedCenter, radius: radius * scale, startAngle: placedStart,
                            sweep: mirrored ? -sweep : sweep, isClosed: isClosed), scale)
    }

    /// The arc `path` is, or nil.
    package static func detect(_ path: CGPath) -> CircularArc? {
        let elements = path.elements
        guard elements.count >= 2, case .moveTo(let m) = elements[0] else { return nil }
        var current = Vec2(m)
        var arc: CircularArc? = nil
        var isClosed = false
        for (i, element) in elements.enumerated().dropFirst() {
            switch element {
            case .curveTo(let c1, let c2, let to):
                guard !isClosed else { return nil }
                let p3 = Vec2(to)
                guard let turn = quarterArc(current, Vec2(c1), Vec2(c2), p3, on: &arc) else { return nil }
                arc!.sweep += turn
                current = p3
            case .closeSubpath:
                guard i == elements.count - 1, let a = arc else { return nil }
                // Closing must add no length: the arc ends where it began, having gone all the way round.
                guard abs(abs(a.sweep) - 2 * .pi) <= 1e-6 else { return nil }
                isClosed = true
            default:
                return nil
            }
        }
        guard var result = arc, abs(result.sweep) <= 2 * .pi + 1e-6 else { return nil }
        result.sweep = max(-2 * .pi, min(2 * .pi, result.sweep))
        result.isClosed = isClosed
        return result
    }

    /// Checks that the cubic p0 c1 c2 p3 is a circular arc of at most 90 degrees (on `arc` when one is
    /// known, else it starts one) and returns its signed angle.
    private static func quarterArc(_ p0: Vec2, _ c1: Vec2, _ c2: Vec2, _ p3: Vec2, on arc: inout CircularArc?) -> Double? {
        let t0 = c1 - p0, t3 = p3 - c2
        guard t0.length > 0, t3.length > 0 else { return nil }
        if arc == nil {
            // Step: the centre is where the normals at the two ends meet
            let n0 = t0.perpendicular, n3 = t3.perpendicular
            let denominator = n0.cross(n3)
            guard abs(denominator) > 1e-12 * n0.length * n3.length else { return nil }
            let s = (p3 - p0).cross(n3) / denominator
            let center = p0 + n0 * s
            let radius = (p0 - center).length
            guard radius > 0, radius.isFinite else { return nil }
            let start = atan2(p0.y - center.y, p0.x - center.x)
            arc = CircularArc(center: center, radius: radius, startAngle: start, sweep: 0, isClosed: false)
        }
        let a = arc!
        let r = a.radius, tolerance = 1e-4 * r
        let u0 = p0 - a.center, u3 = p3 - a.center
        guard abs(u0.length - r) <= tolerance, abs(u3.length - r) <= tolerance else { return nil }
        let theta = atan2(u0.cross(u3), u0.dot(u3))
        guard theta != 0, abs(theta) <= .pi / 2 + 1e-6 else { return nil }
        // Step: the turn keeps the direction of the arc so far
        if a.sweep != 0 && (a.sweep > 0) != (theta > 0) { return nil }
        // Step: control points at (4/3) tan(θ/4) r along the tangents, as the arc builder puts them
        let k = 4.0 / 3.0 * tan(theta / 4)
        let expected1 = p0 + u0.perpendicular * k
        let expected2 = p3 - u3.perpendicular * k
        guard (c1 - expected1).length <= tolerance, (c2 - expected2).length <= tolerance else { return nil }
        return theta
    }
}
