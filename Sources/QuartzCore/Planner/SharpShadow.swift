
/// A shape layer with a sharp shadow right under it (radius 0, no offset, no shadowPath: arscanning's
/// glowing masks) drawn without a group: the shape in the shadow's colour, then the shape itself.
///
/// The group path draws the layer into a target, draws that target's alpha tinted with the shadow's
/// colour, then the target over it. Drawing the parts directly gives the same pixels when the layer's
/// opacity is 1 and either it has one painted part or the tint is opaque: the tinted fill and stroke
/// drawn one over the other then cover 1 - (1 - a_fill)(1 - a_stroke), the alpha of the group. The
/// layer must have no sublayers, mask, background, border or clip, so the shape is all it draws.
enum SharpShadow {
    /// The shape to draw first (the layer's shape in the shadow's colour), or nil when the layer
    /// needs its group.
    static func underlay(for node: RenderNode, scale: CGFloat) -> ShapeContent? {
        guard let shadow = node.shadow, shadow.opacity > 0, shadow.path == nil,
              shadow.isSharpAndUnder(pixelsPerPoint: scale * node.world.approximateScale), node.opacity >= 1,
              node.drawsOnlyItsContent, node.mask == nil, !node.masksToBounds,
              case .shape(var shape) = node.content else { return nil }
        let tintAlpha = shadow.color.alpha * min(shadow.opacity, 1)
        let fillAlpha = shape.fillColor?.alpha ?? 0
        let strokeAlpha = shape.lineWidth > 0 ? shape.strokeColor?.alpha ?? 0 : 0
        guard shape.paintedPartCount == 1 || tintAlpha >= 1 else { return nil }
        shape.fillColor = fillAlpha > 0 ? shadow.color.copy(alpha: tintAlpha * fillAlpha) : nil
        shape.strokeColor = strokeAlpha > 0 ? shadow.color.copy(alpha: tintAlpha * strokeAlpha) : nil
        return shape
    }
}
