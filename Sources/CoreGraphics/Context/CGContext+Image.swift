import CCairo
import Foundation

extension CGContext {
    /// Draws `image` scaled into `rect`, its first row at the rect's top in a y-up space (so it is
    /// upright in a fresh bitmap context and upside down under UIKit's flip, as on iOS).
    public func draw(_ image: CGImage, in rect: CGRect) {
        // User space to image pixels: x from the rect's left, y down from its top (maxY, y up). A
        // matrix Cairo refuses (a rect too thin to invert, or not finite) would stop it: nothing to draw.
        let sx = rect.width / CGFloat(image.width), sy = rect.height / CGFloat(image.height)
        let toImage = CGAffineTransform(a: 1 / sx, b: 0, c: 0, d: -1 / sy, tx: -rect.minX / sx, ty: rect.maxY / sy)
        guard rect.width != 0, rect.height != 0, toImage.isDrawable else { return }
        guard let source = image.makeCairoSurface() else { return }
        defer { cairo_surface_destroy(source) }
        let pattern = cairo_pattern_create_for_surface(source)!
        defer { cairo_pattern_destroy(pattern) }
        var m = cairo_matrix_t(xx: toImage.a, yx: 0, xy: 0, yy: toImage.d, x0: toImage.tx, y0: toImage.ty)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, state.interpolationQuality == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        drawing {
            cairo_save(cairo)
            cairo_new_path(cairo)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cairo)
            cairo_set_source(cairo, pattern)
            cairo_paint_with_alpha(cairo, state.alpha)
            cairo_restore(cairo)
        }
    }
}
