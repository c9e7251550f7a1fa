import Sandglass
import SandglassTessellation

/// A gradient layer masked by a stroked arc (the score gauge, `stress-masks`) drawn as the arc painted
/// with the gradient: one batched draw instead of a group target, a mask target and a composite.
///
/// Same pixels as the group: the group holds the gradient inside the layer's bounds, the mask holds
/// the stroke's coverage times its colour's alpha and the mask layer's opacity, and the composite
/// multiplies the two and the layer's opacity. The arc shader computes the stroke's coverage, reads
/// the gradient at the pixel (from its ramp row) and draws nothing outside the layer's bounds.
///
/// It applies when the layer draws nothing but an axial gradient (no background, border, shadow,
/// sublayers, rounded clip) and its mask is one shape layer with only a stroke and nothing else of its
/// own but, perhaps, a sharp shadow right under it (arscanning's glowing arcs: the shadow adds its
/// alpha where the stroke's is below 1); whether the stroke is an arc the shader can draw is
/// `ShapeDrawer.recordPainted`'s answer.
enum PaintedMask {
    /// The mask's node, shape and paint for `node`, or nil when the layer needs its group.
    static func candidate(_ node: RenderNode, in tree: RenderTree, ramps: GradientRamps, scale: CGFloat)
        -> (mask: Int, shape: ShapeContent, paint: ArcStroke.Paint)? {
        guard let maskIndex = node.mask, node.children.isEmpty, (node.shadow?.opacity ?? 0) <= 0,
              (node.backgroundColor?.alpha ?? 0) <= 0, node.borderWidth <= 0 || (node.borderColor?.alpha ?? 0) <= 0,
              !node.masksToBounds || node.cornerRadius <= 0,
              case .gradient(let gradient) = node.content, gradient.kind == .axial, !gradient.colors.isEmpty,
              let unit = unitMap(node) else { return nil }
        let mask = tree.nodes[maskIndex]
        let shadow = mask.shadow.flatMap { $0.opacity > 0 ? $0 : nil }
        guard mask.children.isEmpty, mask.mask == nil, !mask.masksToBounds,
              shadow.map({ $0.path == nil && $0.offset == .zero && $0.radius * scale * mask.world.approximateScale < 0.05 }) ?? true,
              (mask.backgroundColor?.alpha ?? 0) <= 0, mask.borderWidth <= 0 || (mask.borderColor?.alpha ?? 0) <= 0,
              case .shape(let shape) = mask.content, (shape.fillColor?.alpha ?? 0) <= 0,
              let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0,
              let row = ramps.row(for: gradient) else { return nil }
        // A sharp shadow right under the mask adds its tint's alpha where the mask is not opaque.
        let sigma = shadow.map { $0.color.alpha * min($0.opacity, 1) } ?? 0
        let paint = ArcStroke.Paint.ramp(row: row, unit: unit, start: Vec2(gradient.startPoint), end: Vec2(gradient.endPoint),
                                         alpha: Float(node.opacity), maskAlpha: Float(mask.opacity * stroke.alpha),
                                         maskShadow: Float(sigma))
        return (maskIndex, shape, paint)
    }

    /// Root points to the unit coordinates of `node`'s bounds, when its transform is 2-D and invertible.
    static func unitMap(_ node: RenderNode) -> ArcStroke.Placement? {
        let w = node.world
        guard w.m14 == 0, w.m24 == 0, w.m44 == 1, node.bounds.width > 0, node.bounds.height > 0 else { return nil }
        let (a, b, c, d) = (Double(w.m11), Double(w.m12), Double(w.m21), Double(w.m22))
        let (tx, ty) = (Double(w.m41), Double(w.m42))
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let (x0, y0) = (Double(node.bounds.minX), Double(node.bounds.minY))
        let (sw, sh) = (det * Double(node.bounds.width), det * Double(node.bounds.height))
        return ArcStroke.Placement(a: d / sw, b: -b / sh, c: -c / sw, d: a / sh,
                                   tx: (c * ty - d * tx) / sw - x0 / Double(node.bounds.width),
                                   ty: (b * tx - a * ty) / sh - y0 / Double(node.bounds.height))
    }
}
