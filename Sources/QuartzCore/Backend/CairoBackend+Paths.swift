import CCairo
import SandglassTessellation

/// The plan's triangles turned back into outlines for Cairo, which anti-aliases exact edges itself.
///
/// The tessellator's anti-aliasing fringes put coverage 1/2 on the true edge (coverage runs from 1 on
/// the inner side to 0 half a pixel outside it). So a triangle cut where its interpolated coverage is
/// 1/2 keeps exactly its part of the shape, and the union of the cut triangles is the shape. Strokes
/// overlap themselves with both orientations: each cut piece is turned counter-clockwise and the
/// whole filled nonzero, which is their union (each pixel painted once, as the GL stencil keeps it).
extension CairoBackend {
    /// A batched run: triangles in root points, one premultiplied colour per vertex (one per run).
    func drawBatch(_ run: Range<Int>) {
        guard let first = run.first else { return }
        let vertices = geometry.batchVertices, indices = geometry.batchIndices
        let c = vertices[Int(indices[first])].color
        let (r, g, b, a) = (Double(c & 0xFF), Double(c >> 8 & 0xFF), Double(c >> 16 & 0xFF), Double(c >> 24))
        guard a > 0 else { return }
        draw(nil) {
            appendCoveredParts(of: run) { k in
                let v = vertices[Int(indices[k])]
                return Corner(x: Double(v.x), y: Double(v.y), coverage: Double(v.coverage), index: indices[k])
            }
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(cairo, r / a, g / a, b / a, a / 255)
            cairo_fill(cairo)
        }
    }

    /// The stroke triangles of `ranges` (layer points), cut at coverage 1/2, as one path of
    /// counter-clockwise pieces.
    func appendCoveredTriangles(of ranges: DrawRanges) {
        let shapes = geometry.shapes
        for range in shapes.ranges[ranges.rangeIndices] where range.kind == .stroke {
            appendCoveredParts(of: range.firstIndex..<(range.firstIndex + range.indexCount)) { k in
                let i = shapes.indices[k]
                let v = shapes.vertexAt(Int(i))
                return Corner(x: Double(v.x), y: Double(v.y), coverage: Double(v.coverage), index: i)
            }
        }
    }

    /// The stencil fans of a fill's `ranges` (layer points) through the true outline, each triangle
    /// as it is oriented: filled with the fill's rule, their windings add up to the path's.
    func appendFans(_ ranges: DrawRanges) {
        let shapes = geometry.shapes
        for range in shapes.ranges[ranges.rangeIndices] where range.kind == .fillStencil {
            var k = range.firstIndex
            while k + 2 < range.firstIndex + range.indexCount {
                for j in 0..<3 {
                    let p = shapes.fillOutlinePoint(ofFanVertex: Int(shapes.indices[k + j]))
                    if j == 0 { cairo_move_to(cairo, Double(p.x), Double(p.y)) } else { cairo_line_to(cairo, Double(p.x), Double(p.y)) }
                }
                cairo_close_path(cairo)
                k += 3
            }
        }
    }

    /// A triangle corner: position, coverage, and vertex number (to find the quads triangles make).
    struct Corner {
        var x: Double, y: Double, coverage: Double
        var index: UInt32
        var isCovered: Bool { coverage >= 0.5 }
        /// Where the coverage is 1/2 on the way to `other`.
        func half(to other: Corner) -> (Double, Double) {
            let t = (coverage - 0.5) / (coverage - other.coverage)
            return (x + (other.x - x) * t, y + (other.y - y) * t)
        }
    }

    /// The covered parts of the triangles at index positions `run`. A quad (two triangles a b c, a c d,
    /// as the tessellator writes one) covered at one corner only is the corner of a butt or square
    /// cap, whose fringes meet at a right angle: its covered part is the parallelogram at that corner,
    /// which cutting its two triangles apart would bevel.
    private func appendCoveredParts(of run: Range<Int>, _ corner: (Int) -> Corner) {
        var k = run.lowerBound
        while k + 2 < run.upperBound {
            let (a, b, c) = (corner(k), corner(k + 1), corner(k + 2))
            if k + 5 < run.upperBound {
                let (a2, c2, d) = (corner(k + 3), corner(k + 4), corner(k + 5))
                let quad = [a, b, c, d]
                if a2.index == a.index, c2.index == c.index, quad.count(where: \.isCovered) == 1,
                   let i = quad.firstIndex(where: \.isCovered) {
                    let v = quad[i], before = quad[(i + 3) % 4], after = quad[(i + 1) % 4]
                    let p = v.half(to: before), q = v.half(to: after)
                    appendPolygon([(v.x, v.y), p, (p.0 + q.0 - v.x, p.1 + q.1 - v.y), q])
                    k += 6
                    continue
                }
            }
            appendCoveredPart(a, b, c)
            k += 3
        }
    }

    /// Appends the part of the triangle where its coverage is at least 1/2.
    private func appendCoveredPart(_ a: Corner, _ b: Corner, _ c: Corner) {
        var points: [(Double, Double)] = []
        points.reserveCapacity(4)
        for (p, q) in [(a, b), (b, c), (c, a)] {
            if p.isCovered { points.append((p.x, p.y)) }
            if p.isCovered != q.isCovered { points.append(p.half(to: q)) }
        }
        appendPolygon(points)
    }

    /// Appends `points` counter-clockwise (positive area in Cairo's y-down space); nothing when they
    /// enclose no area.
    private func appendPolygon(_ points: [(Double, Double)]) {
        guard points.count >= 3 else { return }
        var area = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            area += p.0 * q.1 - q.0 * p.1
        }
        guard area != 0, area.isFinite else { return }
        let ordered = area < 0 ? points.reversed() : points
        cairo_move_to(cairo, ordered[0].0, ordered[0].1)
        for p in ordered.dropFirst() { cairo_line_to(cairo, p.0, p.1) }
        cairo_close_path(cairo)
    }

    /// Clips to a convex polygon given by its edge lines (root points): one half-plane per edge, a
    /// rectangle far larger than any frame on the inner side of it.
    func clip(to mask: PolygonMask) {
        let far = 1e5
        for i in 0..<mask.edgeCount {
            let e = mask.edges[i]
            let (nx, ny, c) = (e.x, e.y, e.z)
            // The point of the line nearest the origin, the line's direction, and the inward normal.
            let (px, py) = (-c * nx, -c * ny)
            let (dx, dy) = (-ny, nx)
            cairo_move_to(cairo, px - dx * far, py - dy * far)
            cairo_line_to(cairo, px + dx * far, py + dy * far)
            cairo_line_to(cairo, px + dx * far + nx * far, py + dy * far + ny * far)
            cairo_line_to(cairo, px - dx * far + nx * far, py - dy * far + ny * far)
            cairo_close_path(cairo)
            clip(.nonZero)
        }
    }

    /// A rectangle with its corners rounded by `radius` (at most half its shorter side), as the
    /// layer's distance field draws it.
    func appendRoundedRect(_ r: CGRect, radius: CGFloat) {
        let radius = max(0, min(radius, min(r.width, r.height) / 2))
        guard radius > 0 else { return cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height) }
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, r.maxX - radius, r.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cairo, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cairo, r.minX + radius, r.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cairo, r.minX + radius, r.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }
}
