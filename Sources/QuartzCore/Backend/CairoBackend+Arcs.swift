import CCairo
import SandglassTessellation

/// Analytic arc instances (`ArcInstance`) as Cairo arcs: the arc shader's local frame (device pixels,
/// the drawn arc from angle 0 towards +y) becomes the user space, so radius, width, caps and the
/// two-entry dash pattern are Cairo's own.
extension CairoBackend {
    func drawArc(_ arc: ArcInstance) {
        let local = cairo_matrix_t(xx: Double(arc.axisX), yx: Double(arc.axisY),
                                   xy: Double(-arc.direction * arc.axisY), yy: Double(arc.direction * arc.axisX),
                                   x0: Double(arc.centerX), y0: Double(arc.centerY))
        let det = local.xx * local.yy - local.xy * local.yx
        guard det != 0, det.isFinite, arc.radius > 0, arc.halfWidth > 0 else { return }
        let c = arc.color
        let (r, g, b, a) = (Double(c & 0xFF), Double(c >> 8 & 0xFF), Double(c >> 16 & 0xFF), Double(c >> 24))
        draw(nil) {
            if arc.ramp >= 0 {
                // A mask painted with its layer's gradient, nothing outside the layer's bounds.
                guard setRampSource(arc) else { return }
                cairo_push_group(cairo)
                cairo_push_group(cairo)
            } else {
                cairo_set_source_rgba(cairo, r / max(a, 1), g / max(a, 1), b / max(a, 1), a / 255)
            }
            cairo_save(cairo)
            var m = local
            cairo_transform(cairo, &m)
            appendArc(arc)
            cairo_set_line_width(cairo, 2 * Double(arc.halfWidth))
            cairo_set_line_cap(cairo, arc.cap == 2 ? CAIRO_LINE_CAP_ROUND : arc.cap == 1 ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            if arc.dashOn > 0 {
                let dashes = [Double(arc.dashOn), Double(arc.dashOff)]
                cairo_set_dash(cairo, dashes, 2, Double(arc.dashPhase))
            }
            cairo_stroke(cairo)
            cairo_restore(cairo)
            if arc.ramp >= 0 {
                // The mask's alpha k times the coverage c, over its sharp shadow of strength sigma:
                // k c + sigma k c (1 - k c), as the arc shader computes it; then the opacity.
                let stroke = cairo_pop_group(cairo)
                defer { cairo_pattern_destroy(stroke) }
                let k = Double(arc.maskAlpha), sigma = Double(arc.maskShadow)
                cairo_set_source(cairo, stroke)
                if sigma > 0 { cairo_paint_with_alpha(cairo, sigma * k) }
                cairo_paint_with_alpha(cairo, k)
                cairo_pop_group_to_source(cairo)
                cairo_paint_with_alpha(cairo, a / 255)
            }
        }
    }

    /// The arc in its local frame: from angle 0 for `length` pixels of the centre line, or the whole
    /// ring (closed, no ends) for a negative length.
    private func appendArc(_ arc: ArcInstance) {
        let radius = Double(arc.radius)
        cairo_new_sub_path(cairo)
        if arc.length < 0 {
            cairo_arc(cairo, 0, 0, radius, 0, 2 * .pi)
            cairo_close_path(cairo)
        } else {
            cairo_arc(cairo, 0, 0, radius, 0, Double(arc.length) / radius)
        }
    }

    /// The arc's ramp row as the source (root points to the row's samples), clipped to the painting
    /// layer's unit bounds; false when the row is unknown or the mapping is degenerate.
    private func setRampSource(_ arc: ArcInstance) -> Bool {
        guard let row = rampRows[Int(arc.ramp)] else { return false }
        // Root points -> the layer's unit square, and the gradient's t there: t = alpha x + beta y + gamma.
        let (ua, ub, uc, ud) = (Double(arc.unitA), Double(arc.unitB), Double(arc.unitC), Double(arc.unitD))
        let (ux, uy) = (Double(arc.unitX), Double(arc.unitY))
        let (sx, sy) = (Double(arc.gradientStepX), Double(arc.gradientStepY))
        let (gx, gy) = (Double(arc.gradientStartX), Double(arc.gradientStartY))
        var toUnit = cairo_matrix_t(xx: ua, yx: ub, xy: uc, yy: ud, x0: ux, y0: uy)
        guard cairo_matrix_invert(&toUnit) == CAIRO_STATUS_SUCCESS else { return false }
        // The unit square, in root points.
        cairo_save(cairo)
        cairo_transform(cairo, &toUnit)
        cairo_rectangle(cairo, 0, 0, 1, 1)
        cairo_restore(cairo)
        cairo_clip(cairo)
        let alpha = sx * ua + sy * ub, beta = sx * uc + sy * ud
        let gamma = sx * (ux - gx) + sy * (uy - gy)
        let width = Double(RampAtlas.width - 1)
        guard alpha != 0 || beta != 0 else {
            let t = Int((min(max(gamma, 0), 1) * width).rounded())
            let (r, g, b, a) = (Double(row[4 * t]), Double(row[4 * t + 1]), Double(row[4 * t + 2]), Double(row[4 * t + 3]))
            cairo_set_source_rgba(cairo, r / max(a, 1), g / max(a, 1), b / max(a, 1), a / 255)
            return true
        }
        guard let surface = rampSurface(row) else { return false }
        defer { cairo_surface_destroy(surface) }
        let pattern = cairo_pattern_create_for_surface(surface)
        defer { cairo_pattern_destroy(pattern) }
        // Sample x = t (width - 1) + 1/2; y across the row is any invertible completion.
        var m = cairo_matrix_t(xx: alpha * width, yx: -beta, xy: beta * width, yy: alpha, x0: gamma * width + 0.5, y0: 0.5)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_source(cairo, pattern)
        return true
    }

    /// One ramp row (premultiplied RGBA8) as a 256 x 1 Cairo surface.
    private func rampSurface(_ row: [UInt8]) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(RampAtlas.width), 1),
              let data = cairo_image_surface_get_data(surface) else { return nil }
        data.withMemoryRebound(to: UInt32.self, capacity: RampAtlas.width) { pixels in
            for x in 0..<RampAtlas.width {
                let (r, g, b, a) = (UInt32(row[4 * x]), UInt32(row[4 * x + 1]), UInt32(row[4 * x + 2]), UInt32(row[4 * x + 3]))
                pixels[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

extension ArcInstance {
    /// The same arc as `other`, its next band along the annulus (`ArcStroke` cuts a long arc into
    /// pieces that differ only in the band they cover, in order). A band that does not go on from
    /// `other`'s is another arc, even an identical one: the planner joins the arcs of adjacent layers
    /// into one run, and two layers may stroke the same arc.
    func isPiece(ofSameArcAs other: ArcInstance) -> Bool {
        var band = other
        (band.bandStart, band.bandStep, band.segments, band.inner, band.outerVertex) = (bandStart, bandStep, segments, inner, outerVertex)
        return band == self && bandStart > other.bandStart
    }
}
