import CCairo
import Foundation

/// Colours, line style, and the calls that paint or clip with the current path.
extension CGContext {
    // MARK: Colours and compositing

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// The alpha every later drawing call is multiplied by.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = max(0, min(1, alpha)) }
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        cairo_set_operator(cairo, mode.cairoOperator)
    }
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
    public func setShouldAntialias(_ on: Bool) {
        cairo_set_antialias(cairo, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
    public func setAllowsAntialiasing(_ on: Bool) { setShouldAntialias(on) }

    // MARK: Line style

    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, max(0, width)) }
    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cairo, cairo_line_cap_t(rawValue: UInt32(cap.rawValue))) }
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cairo, cairo_line_join_t(rawValue: UInt32(join.rawValue))) }
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, limit) }

    /// Dashes of the given lengths in user space, starting `phase` into the pattern; an empty list
    /// draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let usable = lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 }
        let dashes = usable ? lengths.map(Double.init) : []
        cairo_set_dash(cairo, dashes, Int32(dashes.count), phase)
    }

    // MARK: Painting the current path

    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        paint(state.fillColor) { cairo_fill(cairo) }
    }
    public func eoFillPath() { fillPath(using: .evenOdd) }
    public func strokePath() { paint(state.strokeColor) { cairo_stroke(cairo) } }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath()
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(cairo, mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            paint(state.fillColor) { cairo_fill_preserve(cairo) }
            strokePath()
        }
    }

    public func fill(_ rect: CGRect) { beginPath(); addRect(rect); fillPath() }
    public func fill(_ rects: [CGRect]) { beginPath(); addRects(rects); fillPath() }
    public func stroke(_ rect: CGRect) { beginPath(); addRect(rect); strokePath() }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    public func fillEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); fillPath() }
    public func strokeEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); strokePath() }
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count { move(to: points[i]); addLine(to: points[i + 1]); i += 2 }
        strokePath()
    }

    /// Makes `rect` transparent black, whatever the blend mode (and casting no shadow).
    public func clear(_ rect: CGRect) {
        drawing(shadowed: false) {
            cairo_save(cairo)
            cairo_new_path(cairo)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_fill(cairo)
            cairo_restore(cairo)
        }
    }

    // MARK: Clipping

    /// Intersects the clip with the current path (consumed).
    public func clip(using rule: CGPathFillRule = .winding) {
        // A singular CTM clips everything away, and draws nothing anyway until it is restored.
        guard !isSingular else { return cairo_new_path(cairo) }
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }
    public func eoClip() { clip(using: .evenOdd) }
    public func clip(to rect: CGRect) { beginPath(); addRect(rect); clip() }
    public func clip(to rects: [CGRect]) { beginPath(); addRects(rects); clip() }
    public func resetClip() { cairo_reset_clip(cairo); state.maskClips = [] }

    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Paints with `color` times the context's alpha through `operation` (a Cairo fill or stroke).
    package func paint(_ color: CGColor, _ operation: () -> Void) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * state.alpha)
        drawing(operation)
    }
}
