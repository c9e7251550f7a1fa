import CCairo
import Foundation

/// Shadows (`setShadow`). Cairo has none, and no blur: each drawing call is drawn into a group, whose
/// alpha, blurred by a Gaussian and tinted with the shadow's colour, is painted at the offset under
/// the drawing, which is then painted as drawn.
///
/// As in Core Graphics, offset and blur are in base space, which no later change of the CTM affects:
/// device pixels with y up in a bitmap context (a positive height casts the shadow upwards), points
/// with y down in UIKit's contexts and a layer's drawing (downwards, as on iOS). The blur is twice the
/// Gaussian's standard deviation, the reading WebKit gives it when it draws a canvas's `shadowBlur`
/// with Core Graphics.
extension CGContext {
    /// Shadows later drawing in `color` (nil or a transparent colour: no shadow).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { state.shadow = nil; return }
        let b = baseCTM
        // Base space to Cairo's device space (y down).
        let device = CGSize(width: b.a * offset.width + b.c * offset.height, height: -(b.b * offset.width + b.d * offset.height))
        let scale = abs(b.a * b.d - b.b * b.c).squareRoot()
        let sigma = max(0, blur) * scale / 2
        guard device.width.isFinite, device.height.isFinite, sigma.isFinite else { state.shadow = nil; return }
        state.shadow = ContextShadow(offset: device, sigma: sigma, color: color)
    }

    /// Shadows later drawing in black of alpha 1/3, Core Graphics' default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// Runs `body` (one drawing call) with `shadow` under it.
    package func casting(_ shadow: ContextShadow, _ body: () -> Void) {
        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        body()
        guard let drawn = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(drawn) }
        var group: OpaquePointer?
        if cairo_pattern_get_surface(drawn, &group) == CAIRO_STATUS_SUCCESS, let group {
            shadow.paint(castBy: group, on: cairo)
        }
        cairo_save(cairo)
        cairo_set_source(cairo, drawn)
        cairo_paint(cairo)
        cairo_restore(cairo)
        checkCairo("setShadow")
    }
}

/// The shadow of the graphics state, in Cairo's device space.
package struct ContextShadow {
    /// Pixels, y down.
    let offset: CGSize
    /// The Gaussian's standard deviation in pixels (0: a sharp shadow).
    let sigma: CGFloat
    let color: CGColor

    /// A shadow `offset` device pixels away (y down), blurred by a Gaussian of `sigma` pixels.
    package init(offset: CGSize, sigma: CGFloat, color: CGColor) {
        (self.offset, self.sigma, self.color) = (offset, sigma, color)
    }

    /// Paints the shadow of what `group` (an image surface in `cairo`'s device space) holds onto
    /// `cairo`'s target through the current clip, with `op` (`CAIRO_OPERATOR_DEST_OVER` draws it under
    /// what is there) or, when nil, the current operator (the context's blend mode).
    package func paint(castBy group: OpaquePointer, on cairo: OpaquePointer, operator op: cairo_operator_t? = nil) {
        guard let (mask, origin) = mask(of: group) else { return }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        if let op { cairo_set_operator(cairo, op) }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cairo, mask, origin.x, origin.y)
        cairo_restore(cairo)
        cairo_surface_destroy(mask)
    }

    /// The shadow of what `group` (a group's image surface) holds: an alpha-only surface of its
    /// drawn part, blurred, and where to place it in device space. Nil when nothing was drawn.
    func mask(of group: OpaquePointer) -> (OpaquePointer, CGPoint)? {
        cairo_surface_flush(group)
        guard let data = cairo_image_surface_get_data(group) else { return nil }
        let w = Int(cairo_image_surface_get_width(group)), h = Int(cairo_image_surface_get_height(group))
        let stride = Int(cairo_image_surface_get_stride(group))
        var (dx, dy) = (0.0, 0.0)
        cairo_surface_get_device_offset(group, &dx, &dy)
        // The drawn part's box, widened by the blur's reach.
        func alpha(_ x: Int, _ y: Int) -> UInt8 {
            UInt8(data.withMemoryRebound(to: UInt32.self, capacity: (y * stride + x * 4) / 4 + 1) { $0[(y * stride + x * 4) / 4] } >> 24)
        }
        var (x0, y0, x1, y1) = (w, h, -1, -1)
        for y in 0..<h {
            for x in 0..<w where alpha(x, y) != 0 {
                (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
            }
        }
        guard x1 >= x0 else { return nil }
        let kernel = SeparableGaussian.kernel(sigma: sigma)
        let r = kernel.count - 1
        let (mw, mh) = (x1 - x0 + 1 + 2 * r, y1 - y0 + 1 + 2 * r)
        var plane = [Float](repeating: 0, count: mw * mh)
        for y in y0...y1 {
            for x in x0...x1 { plane[(y - y0 + r) * mw + (x - x0 + r)] = Float(alpha(x, y)) }
        }
        plane = SeparableGaussian.pass(plane, mw, mh, kernel, horizontal: true, edge: .zero)
        plane = SeparableGaussian.pass(plane, mw, mh, kernel, horizontal: false, edge: .zero)
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mw), Int32(mh))!
        let maskStride = Int(cairo_image_surface_get_stride(mask))
        guard let out = cairo_image_surface_get_data(mask) else { cairo_surface_destroy(mask); return nil }
        for y in 0..<mh {
            for x in 0..<mw { out[y * maskStride + x] = UInt8(max(0, min(255, plane[y * mw + x].rounded()))) }
        }
        cairo_surface_mark_dirty(mask)
        // Group pixel (x, y) is at device (x − dx, y − dy).
        return (mask, CGPoint(x: CGFloat(x0 - r) - dx + offset.width, y: CGFloat(y0 - r) - dy + offset.height))
    }
}
