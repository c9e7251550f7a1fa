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
            // No direction: t is 0 everywhere (the first stop's colour).
            guard start != end else { return paintFlat(stops, at: 0, opacity: opacity) }
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        case .radial:
            // An ellipse about the start point reaching the end point along each axis; no radius: t is
            // past 1 everywhere but the centre.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else { return paintFlat(stops, at: 1, opacity: opacity) }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var m = cairo_matrix_t(xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -start.x / rx, y0: -start.y / ry)
            cairo_pattern_set_matrix(pattern, &m)
        case .conic:
            pattern = conicMesh(stops, center: start, toward: end, reaching: box)
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        if gradient.kind != .conic {
            addStops(stops, to: pattern)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
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

    /// A conic gradient as a mesh of thin sectors about `center`, reaching past every corner of `box`:
    /// t is the angle from the direction of `toward`, clockwise on screen (y down), in turns.
    private func conicMesh(_ stops: GradientStops, center: CGPoint, toward: CGPoint, reaching box: CGRect) -> OpaquePointer? {
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                       CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)]
        let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! * 1.5 + 1
        let start = atan2(toward.y - center.y, toward.x - center.x)
        guard reach.isFinite, start.isFinite, center.x.isFinite, center.y.isFinite else { return nil }
        let mesh = cairo_pattern_create_mesh()
        let sectors = 360
        for i in 0..<sectors {
            let t0 = Float(i) / Float(sectors), t1 = Float(i + 1) / Float(sectors)
            let a0 = start + 2 * .pi * CGFloat(t0), a1 = start + 2 * .pi * CGFloat(t1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a0), center.y + reach * sin(a0))
            cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a1), center.y + reach * sin(a1))
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, t) in [(0, t0), (1, t0), (2, t1), (3, t1)] {
                let c = stops.color(at: t)
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), Self.straight(c.r, c.a),
                                                         Self.straight(c.g, c.a), Self.straight(c.b, c.a), Double(c.a))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    static func straight(_ premultiplied: Float, _ alpha: Float) -> Double {
        alpha > 0 ? Double(min(1, premultiplied / alpha)) : 0
    }
}
