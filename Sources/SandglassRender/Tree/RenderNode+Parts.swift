import Sandglass

// What a node paints of its own, asked by the paths that draw a layer without its group.
extension RenderNode {
    /// A background is drawn.
    var paintsBackground: Bool { (backgroundColor?.alpha ?? 0) > 0 }
    /// A border is drawn.
    var paintsBorder: Bool { borderWidth > 0 && (borderColor?.alpha ?? 0) > 0 }
    /// No sublayers, background or border: its content is all it draws (shadow and mask aside).
    var drawsOnlyItsContent: Bool { children.isEmpty && !paintsBackground && !paintsBorder }
}

extension RenderShadow {
    /// Blur under 0.05 device pixels and no offset (`pixelsPerPoint` of the layer): the shadow is the
    /// layer's alpha, tinted, right under it; `ShadowPass` then skips the blur.
    func isSharpAndUnder(pixelsPerPoint: CGFloat) -> Bool {
        offset == .zero && max(0, radius) * pixelsPerPoint < 0.05
    }
}
