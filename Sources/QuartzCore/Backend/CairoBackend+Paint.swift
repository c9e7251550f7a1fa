import CCairo
import Foundation

/// How a command's paint colours what its clip leaves, in the layer's points, as the layer shader
/// computes it (`shaders/layer.frag`).
extension CairoBackend {
    /// Paints `paint` at `opacity` over the current clip; `quad`: the rectangle a quad covers (text
    /// is laid out in it).
    func paint(_ paint: DrawPaint, opacity: CGFloat, quad: CGRect?) {
        switch paint {
        case .solid(let color):
            setSource(color)
            cairo_paint_with_alpha(cairo, opacity)
        case let .gradient(gradient, box):
            paintGradient(gradient, box: box, opacity: opacity)
        case let .image(content, box, uvRect):
            paintImage(content.image, box: box, uvRect: uvRect, opacity: opacity)
        case let .text(content, size, _):
            guard !content.string.isEmpty else { return }
            let alignment: TextPainter.Alignment = switch content.alignment {
            case .center: .center
            case .right: .right
            default: .left
            }
            TextPainter(fontName: content.fontName, string: content.string)
                .draw(fontSize: content.fontSize, color: content.color, alpha: opacity, alignment: alignment,
                      wraps: content.wraps, in: quad ?? CGRect(origin: .zero, size: size), on: context)
        case let .roundedRect(box, radius, fill, borderWidth, borderColor):
            paintRoundedRect(box, radius: radius, fill: fill, borderWidth: borderWidth, borderColor: borderColor,
                             opacity: opacity)
        }
    }

    /// The background inside the border, and the border inside the bounds (both non-overlapping, so
    /// each is drawn at its alpha times `opacity`).
    private func paintRoundedRect(_ box: CGRect, radius: CGFloat, fill: CGColor?, borderWidth: CGFloat,
                                  borderColor: CGColor?, opacity: CGFloat) {
        let width = borderColor == nil ? 0 : max(0, borderWidth)
        let inner = box.insetBy(dx: min(width, box.width / 2), dy: min(width, box.height / 2))
        if let fill, fill.alpha > 0 {
            cairo_new_path(cairo)
            appendRoundedRect(inner, radius: radius - width)
            setSource(fill, alpha: opacity)
            cairo_fill(cairo)
        }
        if let borderColor, width > 0 {
            cairo_new_path(cairo)
            appendRoundedRect(box, radius: radius)
            appendRoundedRect(inner, radius: radius - width)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            setSource(borderColor, alpha: opacity)
            cairo_fill(cairo)
        }
    }

    /// The `uvRect` part of `image` stretched over `box`, its first row at the top, sampled
    /// bilinearly with its edge texels repeated outward (GL's clamp to edge).
    private func paintImage(_ image: CGImage, box: CGRect, uvRect: CGRect, opacity: CGFloat) {
        let key = ObjectIdentifier(image.pixels)
        if images[key] == nil { images[key] = image.makeCairoSurface() }
        guard let surface = images[key], box.width != 0, box.height != 0, uvRect.width != 0, uvRect.height != 0 else { return }
        // Layer points to image pixels.
        let sx = uvRect.width * CGFloat(image.width) / box.width, sy = uvRect.height * CGFloat(image.height) / box.height
        var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: uvRect.minX * CGFloat(image.width) - box.minX * sx,
                               y0: uvRect.minY * CGFloat(image.height) - box.minY * sy)
        guard sx.isFinite, sy.isFinite, m.x0.isFinite, m.y0.isFinite else { return }
        let pattern = cairo_pattern_create_for_surface(surface)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_source(cairo, pattern)
        cairo_paint_with_alpha(cairo, opacity)
    }

    /// A gradient over `box`: start and end points are unit coordinates of it, as CAGradientLayer's.
    private func paintGradient(_ gradient: GradientContent, box: CGRect, opacity: CGFloat) {
        let stops = GradientStops(gradient)
        guard !stops.locations.isEmpty else { return }
        func point(_ u: CGPoint) -> CGPoint { CGPoint(x: box.minX + u.x * box.width, y: box.minY + u.y * box.height) }
        let start = point(gradient.startPoint), end = point(gradient.endPoint)
        let pattern: OpaquePointer?
        switch gradient.kind {
        case .axial:
            // No direction: t is 0 everywhere (the first stop's colour). t runs along the line in the
            // box's unit square, so a stretched box tilts the bands as the shader does.
            guard start != end, box.width > 0, box.height > 0 else { return paintFlat(stops, at: 0, opacity: opacity) }
            let (s, e) = (gradient.startPoint, gradient.endPoint)
            pattern = cairo_pattern_create_linear(s.x, s.y, e.x, e.y)
            var m = cairo_matrix_t(xx: 1 / box.width, yx: 0, xy: 0, yy: 1 / box.height, x0: -box.minX / box.width,
                                   y0: -box.minY / box.height)
            cairo_pattern_set_matrix(pattern, &m)
        case .radial:
            // An ellipse about the start point reaching the end point along each axis; no radius: t is
            // past 1 everywhere but the centre.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else { return paintFlat(stops, at: 1, opacity: opacity) }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var m = cairo_matrix_t(xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -start.x / rx, y0: -start.y / ry)
            cairo_pattern_set_matrix(pattern, &m)
        case .conic:
            return paintConic(stops, center: start, toward: end, opacity: opacity)
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        addStops(stops, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        cairo_paint_with_alpha(cairo, opacity)
    }

    private func paintFlat(_ stops: GradientStops, at t: Float, opacity: CGFloat) {
        let c = stops.color(at: t)
        cairo_set_source_rgba(cairo, Self.straight(c.r, c.a), Self.straight(c.g, c.a), Self.straight(c.b, c.a), Double(c.a))
        cairo_paint_with_alpha(cairo, opacity)
    }

    /// The stops, sampled at their locations inside 0...1, at both ends, and 8 times between each
    /// two: the shader mixes premultiplied colours, Cairo straight ones; this many samples keep the
    /// two within a level, and locations outside 0...1 shift the ends as they do in the shader.
    private func addStops(_ stops: GradientStops, to pattern: OpaquePointer) {
        var ts: [Float] = [0]
        for location in stops.locations where location > 0 && location < 1 { ts.append(location) }
        ts.append(1)
        for (t0, t1) in zip(ts, ts.dropFirst()) {
            for step in 0..<8 { addStop(stops, at: t0 + (t1 - t0) * Float(step) / 8, to: pattern) }
        }
        addStop(stops, at: 1, to: pattern)
    }

    private func addStop(_ stops: GradientStops, at t: Float, to pattern: OpaquePointer) {
        let c = stops.color(at: t)
        cairo_pattern_add_color_stop_rgba(pattern, Double(t), Self.straight(c.r, c.a), Self.straight(c.g, c.a),
                                          Self.straight(c.b, c.a), Double(c.a))
    }

    /// A conic gradient, computed as the layer shader does at each device pixel's centre inside the
    /// clip (Cairo has no conic pattern): t is the angle about `center` from the direction of
    /// `toward`, clockwise on screen (y down), in turns.
    private func paintConic(_ stops: GradientStops, center: CGPoint, toward: CGPoint, opacity: CGFloat) {
        var toLayer = cairo_matrix_t()
        cairo_get_matrix(cairo, &toLayer)
        guard cairo_matrix_invert(&toLayer) == CAIRO_STATUS_SUCCESS else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_identity_matrix(cairo)
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        let (left, top) = (Int(x0.rounded(.down)), Int(y0.rounded(.down)))
        let (width, height) = (Int(x1.rounded(.up)) - left, Int(y1.rounded(.up)) - top)
        guard width > 0, height > 0, width * height <= 1 << 26,
              let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(image) }
        guard let data = cairo_image_surface_get_data(image) else { return }
        let stride = Int(cairo_image_surface_get_stride(image))
        let start = atan2(toward.y - center.y, toward.x - center.x)
        func byte(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), 1) * 255 + 0.5) }
        for row in 0..<height {
            let pixels = (data + row * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for column in 0..<width {
                var x = Double(left + column) + 0.5, y = Double(top + row) + 0.5
                cairo_matrix_transform_point(&toLayer, &x, &y)
                let turns = (atan2(y - center.y, x - center.x) - start) / (2 * .pi)
                let c = stops.color(at: Float(turns - turns.rounded(.down)))
                pixels[column] = byte(c.a) << 24 | byte(c.r) << 16 | byte(c.g) << 8 | byte(c.b)
            }
        }
        cairo_surface_mark_dirty(image)
        cairo_set_source_surface(cairo, image, Double(left), Double(top))
        cairo_paint_with_alpha(cairo, opacity)
    }

    static func straight(_ premultiplied: Float, _ alpha: Float) -> Double {
        alpha > 0 ? Double(min(1, premultiplied / alpha)) : 0
    }
}
