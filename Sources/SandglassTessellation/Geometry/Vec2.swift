import Foundation

/// A 2-D point or vector in Double precision, used inside the tessellator (points, y down).
/// Public because `Polyline` exposes its points; conversions to and from `CGPoint` are free.
package struct Vec2: Hashable, Sendable {
    package var x: Double
    package var y: Double

    @inlinable package init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    @inlinable package init(_ p: CGPoint) { x = Double(p.x); y = Double(p.y) }

    @inlinable package static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    @inlinable package static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    @inlinable package static func * (a: Vec2, s: Double) -> Vec2 { Vec2(a.x * s, a.y * s) }
    @inlinable package static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }

    @inlinable package func dot(_ b: Vec2) -> Double { x * b.x + y * b.y }
    /// z of the 3-D cross product; positive when `b` turns towards +y from `self` (clockwise on screen).
    @inlinable package func cross(_ b: Vec2) -> Double { x * b.y - y * b.x }
    @inlinable package var length: Double { (x * x + y * y).squareRoot() }
    /// The vector rotated by +90 degrees (towards +y from +x): the "left" normal in y-up maths.
    @inlinable package var perpendicular: Vec2 { Vec2(-y, x) }
    /// Unit vector, or `fallback` when the length is zero or not finite.
    @inlinable package func normalized(or fallback: Vec2 = Vec2(1, 0)) -> Vec2 {
        let l = length
        return l > 0 && l.isFinite ? Vec2(x / l, y / l) : fallback
    }
    @inlinable package var isFinite: Bool { x.isFinite && y.isFinite }

    @inlinable package static func lerp(_ a: Vec2, _ b: Vec2, _ t: Double) -> Vec2 {
        Vec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }
    /// Rotates by `angle` radians (towards +y from +x for positive angles).
    @inlinable package func rotated(by angle: Double) -> Vec2 {
        let c = cos(angle), s = sin(angle)
        return Vec2(x * c - y * s, x * s + y * c)
    }
}
