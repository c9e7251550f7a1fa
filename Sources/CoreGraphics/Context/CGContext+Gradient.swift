import CCairo
import Foundation

/// Gradients fill the whole clip, as in Core Graphics: clip first to bound them.
extension CGContext {
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        paint(pattern, gradient, options)
    }

    /// The gradient between the circle (`startCenter`, `startRadius`) and the circle (`endCenter`,
    /// `endRadius`); Cairo's radial patterns are the same two-circle construction.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, max(0, startRadius),
                                                  endCenter.x, endCenter.y, max(0, endRadius))!
        paint(pattern, gradient, options)
    }

    /// Paints `pattern` with the gradient's stops. Cairo extends both ends or neither; a side that must
    /// not be drawn gets a transparent stop at the same location, so padding past it paints nothing.
    private func paint(_ pattern: OpaquePointer, _ gradient: CGGradient, _ options: CGGradientDrawingOptions) {
        defer { cairo_pattern_destroy(pattern) }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let stops = zip(gradient.locations, gradient.colors).map { (max(0, min(1, $0)), $1) }
        // A pattern Cairo refused (a coordinate not finite) would stop the context if set as the source.
        guard let first = stops.first, let last = stops.last, cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return }
        if !before { cairo_pattern_add_color_stop_rgba(pattern, first.0, 0, 0, 0, 0) }
        for (location, c) in stops {
            cairo_pattern_add_color_stop_rgba(pattern, location, c.red, c.green, c.blue, c.alpha)
        }
        if !after { cairo_pattern_add_color_stop_rgba(pattern, last.0, 0, 0, 0, 0) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        drawing { cairo_paint_with_alpha(cairo, state.alpha) }
    }
}
