import Foundation
import Sandglass
@testable import SandglassTessellation

/// Mesh measurements shared by the tests (positions in points, as the buffer stores them).
enum Mesh {
    static func triangles(_ b: TessellationBuffer, _ r: DrawRange) -> [(Vec2, Float, Vec2, Float, Vec2, Float)] {
        var out: [(Vec2, Float, Vec2, Float, Vec2, Float)] = []
        for t in stride(from: r.firstIndex, to: r.firstIndex + r.indexCount, by: 3) {
            func v(_ k: Int) -> (Vec2, Float) {
                let p = b.vertexAt(Int(b.indices[t + k]))
                return (Vec2(Double(p.x), Double(p.y)), p.coverage)
            }
            let (a, ca) = v(0), (bb, cb) = v(1), (c, cc) = v(2)
            out.append((a, ca, bb, cb, c, cc))
        }
        return out
    }

    static func signedArea(_ a: Vec2, _ b: Vec2, _ c: Vec2) -> Double { (b - a).cross(c - a) / 2 }

    /// Sum over triangles of |area| × mean coverage.
    static func coverageArea(_ b: TessellationBuffer, _ r: DrawRange) -> Double {
        triangles(b, r).reduce(0) { s, t in
            s + abs(signedArea(t.0, t.2, t.4)) * Double(t.1 + t.3 + t.5) / 3
        }
    }

    /// Sum of signed triangle areas (the fan area of a stencil range).
    static func signedArea(_ b: TessellationBuffer, _ r: DrawRange) -> Double {
        triangles(b, r).reduce(0) { $0 + signedArea($1.0, $1.2, $1.4) }
    }

    /// Stencil winding at `p`: the sum of the orientation signs of the fan triangles containing it.
    static func winding(_ b: TessellationBuffer, _ r: DrawRange, at p: Vec2) -> Int {
        var w = 0
        for t in triangles(b, r) {
            let s = signedArea(t.0, t.2, t.4)
            guard s != 0, let _ = barycentric(p, t.0, t.2, t.4) else { continue }
            w += s > 0 ? 1 : -1
        }
        return w
    }

    static func barycentric(_ p: Vec2, _ a: Vec2, _ b: Vec2, _ c: Vec2) -> (Double, Double, Double)? {
        let d = (b - a).cross(c - a)
        guard d != 0 else { return nil }
        let u = (b - p).cross(c - p) / d, v = (c - p).cross(a - p) / d, w = 1 - u - v
        let e = -1e-9
        return u >= e && v >= e && w >= e ? (u, v, w) : nil
    }

    /// Largest interpolated coverage at `p` over the range's triangles (0 outside).
    static func coverage(_ b: TessellationBuffer, _ r: DrawRange, at p: Vec2) -> Double {
        var best = 0.0
        for t in triangles(b, r) {
            if let (u, v, w) = barycentric(p, t.0, t.2, t.4) {
                best = max(best, u * Double(t.1) + v * Double(t.3) + w * Double(t.5))
            }
        }
        return best
    }

    /// Distance along `dir` from `p` where the coverage falls to `level` (bisection).
    static func edge(_ b: TessellationBuffer, _ r: DrawRange, from p: Vec2, _ dir: Vec2, level: Double,
                     maxDistance: Double) -> Double {
        var lo = 0.0, hi = maxDistance
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if coverage(b, r, at: p + dir * mid) >= level { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    static func allFinite(_ b: TessellationBuffer) -> Bool { b.vertices.allSatisfy(\.isFinite) }
}

/// A circle of four 90-degree cubics starting at angle 0, increasing angle (clockwise on screen).
/// Built here rather than with `CGPath(ellipseIn:)`, which at the time of writing uses three 120-degree
/// cubics (radial error 0.15 %) because of a rounding slip in `appendArcCurves`.
func circle(_ c: CGPoint, _ r: CGFloat, startAngle: Double = 0) -> CGPath {
    let p = CGMutablePath()
    let k = 4.0 / 3.0 * tan(Double.pi / 8)
    func pt(_ a: Double, _ s: Double = 1) -> CGPoint {
        CGPoint(x: c.x + r * CGFloat(cos(a) * s), y: c.y + r * CGFloat(sin(a) * s))
    }
    p.move(to: pt(startAngle))
    for q in 0..<4 {
        let a0 = startAngle + Double(q) * .pi / 2, a1 = a0 + .pi / 2
        let p0 = pt(a0), p3 = pt(a1)
        let c1 = CGPoint(x: p0.x - r * CGFloat(k * sin(a0)), y: p0.y + r * CGFloat(k * cos(a0)))
        let c2 = CGPoint(x: p3.x + r * CGFloat(k * sin(a1)), y: p3.y - r * CGFloat(k * cos(a1)))
        p.addCurve(to: p3, control1: c1, control2: c2)
    }
    p.closeSubpath()
    return p
}

func polyline(_ pts: [(Double, Double)], closed: Bool = false) -> CGPath {
    let p = CGMutablePath()
    p.addLines(between: pts.map { CGPoint(x: $0.0, y: $0.1) })
    if closed { p.closeSubpath() }
    return p
}
