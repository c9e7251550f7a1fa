import Foundation

/// Turns a flattened path into stencil-then-cover fill geometry (points, y down).
///
/// Why stencil-then-cover rather than a triangulator: the stencil pass handles nonZero and evenOdd,
/// holes, nested and self-intersecting subpaths exactly for any input, in O(n) with no robustness
/// corner cases (a sweep-line triangulator needs exact intersection handling and is 10x the code);
/// the price is two extra passes per fill, which the renderer skips for convex fills (`isConvex`).
///
/// Output per subpath (every subpath is closed implicitly): one vertex pair per point, the inner one
/// (coverage 1) on the outline inset by half a device pixel towards the filled side, the outer one
/// (coverage 0) outset by half a pixel. Fans over the inner vertices form the stencil pass; quads
/// between the pairs form the fringe, so coverage 0.5 lies on the true outline and the covered area
/// integrates to the polygon's area. The filled side of each subpath is found by testing the whole
/// path's winding just left and right of its longest edge; a subpath for which that is ambiguous (both
/// or neither side filled, as inside self-intersections) gets no inset and no fringe.
enum FillTessellator {
    /// Appends fans, fringe and cover ranges; returns whether the fill is a single convex subpath.
    static func fill(_ polyline: Polyline, rule: FillRule, fringe f: Double,
                     into buf: inout TessellationBuffer) -> Bool {
        // Step: rings of at least three points (closing duplicate dropped)
        var rings = buf.fillRings, sides = buf.fillSides
        (buf.fillRings, buf.fillSides) = ([], [])
        rings.removeAll(keepingCapacity: true)
        sides.removeAll(keepingCapacity: true)
        defer {
            rings.removeAll(keepingCapacity: true)  // let go of the polyline's points
            (buf.fillRings, buf.fillSides) = (rings, sides)
        }
        for sub in polyline.subpaths {
            var r = sub.range
            if r.count > 1, polyline.points[r.upperBound - 1] == polyline.points[r.lowerBound] {
                r = r.lowerBound..<(r.upperBound - 1)
            }
            if r.count >= 3 { rings.append(polyline.points[r]) }
        }
        guard !rings.isEmpty else { return false }
        let convex = rings.count == 1 && isConvex(rings[0])
        let vertexBase = buf.vertexCount
        // Step: inner/outer vertex pairs
        var minP = Vec2(.infinity, .infinity), maxP = Vec2(-.infinity, -.infinity)
        for ring in rings {
            let side = filledSide(ring, rings, rule, f)
            sides.append(side)
            let s = ring.startIndex, m = ring.count
            for i in 0..<m {
                let p = ring[s + i]
                let nA = (p - ring[s + (i + m - 1) % m]).normalized().perpendicular
                let nB = (ring[s + (i + 1) % m] - p).normalized().perpendicular
                let nm = (nA + nB).normalized(or: nA)
                let offset = nm * (side * f / 2 / max(nm.dot(nA), 0.25))
                let outer = p - offset
                _ = buf.vertex(p + offset, 1)
                _ = buf.vertex(outer, 0)
                minP = Vec2(min(minP.x, outer.x, p.x), min(minP.y, outer.y, p.y))
                maxP = Vec2(max(maxP.x, outer.x, p.x), max(maxP.y, outer.y, p.y))
            }
        }
        // Step: stencil fans
        var start = buf.indices.count
        var base = UInt32(vertexBase)
        for ring in rings {
            let m = UInt32(ring.count)
            for i in 1..<(m - 1) { buf.triangle(base, base + 2 * i, base + 2 * i + 2) }
            base += 2 * m
        }
        buf.endRange(.fillStencil, from: start)
        // Step: fringe quads
        start = buf.indices.count
        base = UInt32(vertexBase)
        for (ring, side) in zip(rings, sides) {
            let m = UInt32(ring.count)
            if side != 0 {
                for i in 0..<m {
                    let j = (i + 1) % m
                    buf.quad(base + 2 * i, base + 2 * i + 1, base + 2 * j + 1, base + 2 * j)
                }
            }
            base += 2 * m
        }
        buf.endRange(.fillFringe, from: start)
        // Step: cover quad over the bounds
        start = buf.indices.count
        let a = buf.vertex(minP, 1), b = buf.vertex(Vec2(maxP.x, minP.y), 1)
        let c = buf.vertex(maxP, 1), d = buf.vertex(Vec2(minP.x, maxP.y), 1)
        buf.quad(a, b, c, d)
        buf.endRange(.cover, from: start)
        return convex
    }

    /// +1 when the fill lies on the +perpendicular side of the ring's edges, -1 on the other, 0 unknown.
    static func filledSide(_ ring: ArraySlice<Vec2>, _ rings: [ArraySlice<Vec2>], _ rule: FillRule,
                           _ f: Double) -> Double {
        let s = ring.startIndex, m = ring.count
        var best = 0, bestLength = -1.0
        for i in 0..<m {
            let l = (ring[s + (i + 1) % m] - ring[s + i]).length
            if l > bestLength { bestLength = l; best = i }
        }
        let a = ring[s + best], b = ring[s + (best + 1) % m]
        let n = (b - a).normalized().perpendicular
        let eps = min(bestLength * 1e-3, f / 4)
        let mid = Vec2.lerp(a, b, 0.5)
        let plus = isFilled(winding(mid + n * eps, rings), rule)
        let minus = isFilled(winding(mid - n * eps, rings), rule)
        return plus == minus ? 0 : (plus ? 1 : -1)
    }

    static func isFilled(_ w: Int, _ rule: FillRule) -> Bool {
        rule == .nonZero ? w != 0 : w & 1 != 0
    }

    /// Winding number of `p` against all rings (crossing count, signed by edge direction).
    static func winding(_ p: Vec2, _ rings: [ArraySlice<Vec2>]) -> Int {
        var w = 0
        for ring in rings {
            let s = ring.startIndex, m = ring.count
            for i in 0..<m {
                let a = ring[s + i], b = ring[s + (i + 1) % m]
                if a.y <= p.y {
                    if b.y > p.y, (b - a).cross(p - a) > 0 { w += 1 }
                } else if b.y <= p.y, (b - a).cross(p - a) < 0 {
                    w -= 1
                }
            }
        }
        return w
    }

    /// Convex: every turn has the same sign and the turns add up to one full turn.
    static func isConvex(_ ring: ArraySlice<Vec2>) -> Bool {
        let s = ring.startIndex, m = ring.count
        var sign = 0.0, total = 0.0
        for i in 0..<m {
            let d0 = ring[s + (i + 1) % m] - ring[s + i]
            let d1 = ring[s + (i + 2) % m] - ring[s + (i + 1) % m]
            let c = d0.cross(d1)
            if c != 0 {
                if sign == 0 { sign = c > 0 ? 1 : -1 } else if (c > 0) != (sign > 0) { return false }
            }
            total += atan2(c, d0.dot(d1))
        }
        return abs(abs(total) - 2 * .pi) < 1e-6
    }
}

extension TessellationBuffer {
    /// The point on a fill's true outline for vertex `i` of its stencil fans (`DrawKind.fillStencil`):
    /// halfway between that inner vertex (inset half a pixel) and its outer partner, vertex `i + 1`,
    /// as `FillTessellator` lays them out. A backend that anti-aliases exact polygons itself (Cairo)
    /// fills the fans through these points and leaves the fringe out.
    package func fillOutlinePoint(ofFanVertex i: Int) -> (x: Float, y: Float) {
        let inner = vertexAt(i), outer = vertexAt(i + 1)
        return ((inner.x + outer.x) / 2, (inner.y + outer.y) / 2)
    }
}
