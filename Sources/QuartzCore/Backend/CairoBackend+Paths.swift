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
            var k = run.lowerBound
            while k + 2 < run.upperBound {
                let corner = { (j: Int) -> (Double, Double, Double) in
                    let v = vertices[Int(indices[k + j])]
                    return (Double(v.x), Double(v.y), Double(v.coverage))
                }
                appendCoveredPart(corner(0), corner(1), corner(2))
                k += 3
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
            var k = range.firstIndex
            while k + 2 < range.firstIndex + range.indexCount {
                let corner = { (j: Int) -> (Double, Double, Double) in
                    let v = shapes.vertexAt(Int(shapes.indices[k + j]))
                    return (Double(v.x), Double(v.y), Double(v.coverage))
                }
                appendCoveredPart(corner(0), corner(1), corner(2))
                k += 3
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

    /// Appends the part of the triangle (x, y, coverage at each corner) where its coverage is at least
    /// 1/2, counter-clockwise (positive area in Cairo's y-down space); nothing when it has no area.
    private func appendCoveredPart(_ a: (Double, Double, Double), _ b: (Double, Double, Double),
                                   _ c: (Double, Double, Double)) {
        var points: [(Double, Double)] = []
        points.reserveCapacity(4)
        let corners = [a, b, c]
        for i in 0..<3 {
            let p = corners[i], q = corners[(i + 1) % 3]
            let fp = p.2 - 0.5, fq = q.2 - 0.5
            if fp >= 0 { points.append((p.0, p.1)) }
            if (fp >= 0) != (fq >= 0) {
                let t = fp / (fp - fq)
                points.append((p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t))
            }
        }
        guard points.count >= 3 else { return }
        var area = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            area += p.0 * q.1 - q.0 * p.1
        }
        guard area != 0, area.isFinite else { return }
        if area < 0 { points.reverse() }
        cairo_move_to(cairo, points[0].0, points[0].1)
        for p in points.dropFirst() { cairo_line_to(cairo, p.0, p.1) }
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
