import CoreGraphics

/// Turns a `CGPath` into a `Polyline`: lines are copied, quadratic and cubic Béziers are cut into
/// straight segments at uniform parameter steps.
///
/// The segment count of a curve comes from Wang's formula: a Bézier of degree d cut into n uniform
/// pieces stays within `d(d-1)/8 · M / n²` of its chords, where M is the largest second difference of
/// its control points. So n = ceil(sqrt(d(d-1)/8 · M / tolerance)) keeps every point of the curve within
/// `tolerance` (points) of the polyline. Callers pass `tolerance = toleranceInDevicePixels /
/// pixelsPerPoint`, so zooming in adds segments and keeps the error constant on screen.
/// Pure function; no caching here (see `FlatteningCache`).
package enum Flattener {
    /// The upper bound of segments per curve, so that huge coordinates cannot exhaust memory.
    package static let maxSegmentsPerCurve = 8192

    /// Flattens `path` with a maximum deviation of `tolerance` points (clamped to at least 1e-9).
    package static func flatten(_ path: CGPath, tolerance: Double) -> Polyline {
        let tol = max(tolerance.isFinite ? tolerance : 0.25, 1e-9)
        var out = Polyline()
        out.points.reserveCapacity(path.elements.count * 4)
        out.lengths.reserveCapacity(path.elements.count * 4)
        var started = false, hasSegment = false
        var start = Vec2(0, 0), current = Vec2(0, 0)

        // Step: opens the subpath implicitly when a segment comes first or follows a close.
        func ensureStarted() {
            if !started { out.beginSubpath(current); start = current; started = true; hasSegment = false }
        }
        func finish() {
            if started && !hasSegment { out.dropLastSubpath() }
            started = false
        }

        for element in path.elements {
            switch element {
            case .moveTo(let p):
                finish()
                current = Vec2(p); start = current
                out.beginSubpath(current); started = true; hasSegment = false
            case .lineTo(let p):
                ensureStarted()
                current = Vec2(p); out.append(current); hasSegment = true
            case .quadCurveTo(let c, let p):
                ensureStarted()
                let c1 = Vec2(c), p1 = Vec2(p)
                appendQuad(current, c1, p1, tolerance: tol, into: &out)
                current = p1; hasSegment = true
            case .curveTo(let c1, let c2, let p):
                ensureStarted()
                let a = Vec2(c1), b = Vec2(c2), p1 = Vec2(p)
                appendCubic(current, a, b, p1, tolerance: tol, into: &out)
                current = p1; hasSegment = true
            case .closeSubpath:
                if started {
                    out.closeSubpath(); hasSegment = true
                    finish()
                    current = start
                }
            }
        }
        finish()
        out.classifyConvexity()
        return out
    }

    /// Segment count for a curve with second-difference bound `m` and Wang factor `k`.
    static func segmentCount(secondDifference m: Double, factor k: Double, tolerance: Double) -> Int {
        let n = (k * m / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return maxSegmentsPerCurve }
        return Int(min(max(n, 1), Double(maxSegmentsPerCurve)))
    }

    static func appendQuad(_ p0: Vec2, _ p1: Vec2, _ p2: Vec2, tolerance: Double, into out: inout Polyline) {
        let m = (p0 - p1 * 2 + p2).length
        let n = segmentCount(secondDifference: m, factor: 0.25, tolerance: tolerance)
        let dt = 1 / Double(n)
        for i in 1..<n {
            let t = Double(i) * dt, u = 1 - t
            out.append(p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t))
        }
        out.append(p2)
    }

    static func appendCubic(_ p0: Vec2, _ p1: Vec2, _ p2: Vec2, _ p3: Vec2, tolerance: Double,
                            into out: inout Polyline) {
        let m = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        let n = segmentCount(secondDifference: m, factor: 0.75, tolerance: tolerance)
        let dt = 1 / Double(n)
        for i in 1..<n {
            let t = Double(i) * dt, u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            out.append(p0 * a + p1 * b + p2 * c + p3 * d)
        }
        out.append(p3)
    }
}
