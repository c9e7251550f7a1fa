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
