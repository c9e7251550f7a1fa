
// What a node paints of its own, asked by the planner's rules that draw a layer without its group.
extension RenderNode {
    /// Whether the node has a shadow, asked by its case alone: `shadow != nil` copies the shadow first
    /// (its path and colour), which every node of a frame paid.
    public var hasShadow: Bool { if case .some = shadow { true } else { false } }
    /// A background is drawn.
    public var paintsBackground: Bool { (backgroundColor?.alpha ?? 0) > 0 }
    /// A border is drawn.
    public var paintsBorder: Bool { borderWidth > 0 && (borderColor?.alpha ?? 0) > 0 }
    /// A blur of what lies behind is drawn first (`LayerBackdrop`).
    public var paintsBackdrop: Bool { if case .some = backdrop { true } else { false } }
    /// No sublayers, background, backdrop or border: its content is all it draws (shadow and mask aside).
    public var drawsOnlyItsContent: Bool { childRange.isEmpty && !paintsBackground && !paintsBorder && !paintsBackdrop }

    /// How many separately painted parts the layer has: backdrop, background, fill, stroke (or other
    /// contents), border. Over more than one, opacity below 1 needs a group (the parts must not show
    /// through each other).
    public var paintedPartCount: Int {
        var parts = (paintsBackground ? 1 : 0) + (paintsBorder ? 1 : 0) + (paintsBackdrop ? 1 : 0)
        switch content {
        case .none: break
        case .shape(let s): parts += s.paintedPartCount
        default: parts += 1
        }
        return parts
    }
}

extension ShapeContent {
    /// The fill is drawn.
    public var paintsFill: Bool { (fillColor?.alpha ?? 0) > 0 }
    /// The stroke is drawn.
    public var paintsStroke: Bool { (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0 }
    /// Fill and stroke, those drawn.
    public var paintedPartCount: Int { (paintsFill ? 1 : 0) + (paintsStroke ? 1 : 0) }

    /// How far (points) the stroke can paint past the box of the path's control points, which holds
    /// the path: half the width, lengthened up to the miter limit where miter joins spike, and by √2
    /// at a square cap's corners (round caps and joins stay within half the width). 0 without a
    /// stroke. The anti-aliasing fringe (half a device pixel) is the caller's margin.
    public var strokeReach: CGFloat {
        guard strokeColor != nil, lineWidth > 0 else { return 0 }
        let join = lineJoin == .miter ? max(miterLimit, 1) : 1
        let cap: CGFloat = lineCap == .square ? 2.0.squareRoot() : 1
        return lineWidth / 2 * max(join, cap)
    }
}

extension RenderShadow {
    /// Blur under 0.05 device pixels and no offset (`pixelsPerPoint` of the layer): the shadow is the
    /// layer's alpha, tinted, right under it; no blur pass is needed.
    public func isSharpAndUnder(pixelsPerPoint: CGFloat) -> Bool {
        offset == .zero && max(0, radius) * pixelsPerPoint < 0.05
    }
}
