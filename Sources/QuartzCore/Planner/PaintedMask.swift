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
/// alpha where the stroke's is below 1), and that stroke is one circular arc; whether the arc shader
/// can draw it (transform, dashes) is `FrameGeometry.acceptsPaintedArc`'s answer.
package enum PaintedMask {
    /// A painted arc as decided: the mask's node, shape and arc, and what its paint needs but the ramp
    /// row, which is taken only when the arc is emitted.
    struct ArcCandidate {
        var mask: Int
        var shape: ShapeContent
        var arc: CircularArc
        var gradient: GradientContent
        var unit: ArcStroke.Placement
        var alpha: Float, maskAlpha: Float, maskShadow: Float

        /// The paint that reads the gradient from `row` of the ramp texture.
        func paint(row: Int) -> ArcStroke.Paint {
            .ramp(row: row, unit: unit, start: Vec2(gradient.startPoint), end: Vec2(gradient.endPoint),
                  alpha: alpha, maskAlpha: maskAlpha, maskShadow: maskShadow)
        }
    }

    /// The painted arc for `node`, or nil when the layer needs its group. Whether the arc shader takes
    /// the arc (transform, dashes) and a ramp row is free are the planner's questions.
    static func candidate(_ node: RenderNode, in tree: RenderTree, arcs: CircularArcCache, scale: CGFloat,
                          inherited: CGFloat = 1) -> ArcCandidate? {
        guard let maskIndex = node.mask, node.drawsOnlyItsContent, (node.shadow?.opacity ?? 0) <= 0,
              !node.masksToBounds || node.cornerRadius <= 0,
              case .gradient(let gradient) = node.content, gradient.kind == .axial, !gradient.colors.isEmpty,
              let unit = unitMap(node) else { return nil }
        let mask = tree.nodes[maskIndex]
        let shadow = mask.shadow.flatMap { $0.opacity > 0 ? $0 : nil }
        guard mask.drawsOnlyItsContent, mask.mask == nil, !mask.masksToBounds,
              shadow.map({ $0.path == nil && $0.isSharpAndUnder(pixelsPerPoint: scale * mask.world.approximateScale) }) ?? true,
              case .shape(let shape) = mask.content, (shape.fillColor?.alpha ?? 0) <= 0,
              let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0,
              let arc = arcs.arc(of: shape.path) else { return nil }
        // A sharp shadow right under the mask adds its tint's alpha where the mask is not opaque.
        let sigma = shadow.map { $0.color.alpha * min($0.opacity, 1) } ?? 0
        return ArcCandidate(mask: maskIndex, shape: shape, arc: arc, gradient: gradient, unit: unit,
                            alpha: Float(node.opacity * inherited), maskAlpha: Float(mask.opacity * stroke.alpha),
                            maskShadow: Float(sigma))
    }

    /// Root points to the unit coordinates of `node`'s bounds, when its transform is 2-D and invertible.
    static func unitMap(_ node: RenderNode) -> ArcStroke.Placement? {
        let w = node.world
        guard w.isPlanarAffine, node.bounds.width > 0, node.bounds.height > 0 else { return nil }
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

extension PaintedMask {
    /// Any mask shape (fill and stroke, perhaps a sharp opaque shadow under it) over an opaque
    /// gradient layer at opacity 1 (arscanning's glowing triangles), drawn part by part with the
    /// gradient as paint, each part at its colour's alpha, the shadow as a second pass.
    ///
    /// With an opaque paint P, painting P at alphas a1, a2, ... one over the other leaves
    /// P (1 - (1 - a1)(1 - a2)...) over the background: the alpha the mask's group composites with.
    /// A sharp opaque shadow under the mask makes that alpha A + A (1 - A) = 1 - (1 - A)^2, which the
    /// second pass gives. A translucent gradient is painted so only when the mask is one part, a fill
    /// with no shadow (Lottie's gradient fills): its coverage is laid down once per pixel (the fringe
    /// quads share their edges), so the paint at the fill's alpha is what the mask's group would
    /// composite. The mask must lie inside the layer's bounds (the gradient is not clipped) and be
    /// placed by the layer's transform plus a translation (the gradient box is then the layer's
    /// bounds, moved).
    static func tessellatedCandidate(_ node: RenderNode, in tree: RenderTree, scale: CGFloat)
        -> (mask: Int, shape: ShapeContent, paint: DrawPaint, passes: Int)? {
        guard let maskIndex = node.mask, node.drawsOnlyItsContent, (node.shadow?.opacity ?? 0) <= 0, node.opacity >= 1,
              case .gradient(let gradient) = node.content, !gradient.colors.isEmpty else { return nil }
        let mask = tree.nodes[maskIndex]
        let shadow = mask.shadow.flatMap { $0.opacity > 0 ? $0 : nil }
        guard mask.drawsOnlyItsContent, mask.mask == nil, !mask.masksToBounds, mask.opacity >= 1,
              shadow.map({ $0.path == nil && $0.offset == .zero && $0.radius == 0
                           && $0.color.alpha * min($0.opacity, 1) >= 1 }) ?? true,
              case .shape(let shape) = mask.content,
              gradient.colors.allSatisfy({ $0.alpha >= 1 }) || (shadow == nil && !shape.paintsStroke) else { return nil }
        // Step: the mask is the layer moved by d (same linear part, both 2-D)
        let (l, m) = (node.world, mask.world)
        guard l.isPlanarAffine, m.isPlanarAffine,
              l.m11 == m.m11, l.m12 == m.m12, l.m21 == m.m21, l.m22 == m.m22 else { return nil }
        let det = l.m11 * l.m22 - l.m12 * l.m21
        guard det != 0, det.isFinite else { return nil }
        let (px, py) = (m.m41 - l.m41, m.m42 - l.m42)
        let dx = (px * l.m22 - py * l.m21) / det, dy = (py * l.m11 - px * l.m12) / det
        let box = node.bounds.offsetBy(dx: -dx, dy: -dy)
        // Step: every part inside the box (control points bound the path; miters reach further; the
        // anti-aliasing fringe reaches half a device pixel beyond, in layer points at most half a
        // pixel over the scale and the layer's least stretch). A mask the size of its layer (Lottie's
        // gradient fills: the layer one point larger each side) fits.
        let fringe = 0.5 / (max(scale, 1e-9) * Self.leastStretch(m11: l.m11, m12: l.m12, m21: l.m21, m22: l.m22)) + 1e-6
        let reach = (shape.paintsStroke ? shape.strokeReach : 0) + fringe
        let extent = shape.path.boundingBox.insetBy(dx: -reach, dy: -reach)
        guard !shape.path.isEmpty, reach.isFinite, box.contains(extent) else { return nil }
        return (maskIndex, shape, .gradient(gradient, box: box), shadow == nil ? 1 : 2)
    }
}

extension PaintedMask {
    /// A layer that draws nothing but one sublayer's fill, masked by a shape layer whose only drawing
    /// is the fill of a convex polygon (sandclock's sand piles): the sublayer's fill drawn with the
    /// polygon's coverage computed at each pixel (`PolygonMask`), instead of a group target, a mask
    /// target and a composite.
    ///
    /// Same pixels: the composite multiplies the fill's colour and coverage, the mask's coverage times
    /// its fill's alpha and opacity, and the layer's opacity. The mask's own masksToBounds cuts the
    /// mask and so the drawing alike: axis-aligned, as a scissor box (the caller's); rotated (sandclock
    /// while it turns over), as a second polygon, its bounds, whose coverage multiplies the first's as
    /// the rounded-rect clip's does in the group. `alpha` is the product of the opacities and the
    /// mask's fill alpha, for the fill's colour to be drawn at.
    static func polygonCandidate(_ node: RenderNode, in tree: RenderTree)
        -> (mask: Int, sublayer: Int, shape: ShapeContent, polygon: PolygonMask, clip: PolygonMask?, alpha: CGFloat)? {
        guard let maskIndex = node.mask, case .none = node.content, !node.paintsBackground, !node.paintsBorder,
              !node.masksToBounds, (node.shadow?.opacity ?? 0) <= 0, node.childRange.count == 1 else { return nil }
        let sublayerIndex = tree.childIndices[node.childRange.lowerBound]
        let sublayer = tree.nodes[sublayerIndex], mask = tree.nodes[maskIndex]
        guard sublayer.drawsOnlyItsContent, sublayer.mask == nil, !sublayer.masksToBounds,
              (sublayer.shadow?.opacity ?? 0) <= 0, sublayer.world.isPlanarAffine,
              case .shape(let shape) = sublayer.content, shape.paintsFill, !shape.paintsStroke else { return nil }
        guard mask.drawsOnlyItsContent, mask.mask == nil, (mask.shadow?.opacity ?? 0) <= 0,
              !mask.masksToBounds || mask.cornerRadius <= 0,
              case .shape(let maskShape) = mask.content, maskShape.paintsFill, !maskShape.paintsStroke,
              let fill = maskShape.fillColor,
              let polygon = PolygonMask(path: maskShape.path, world: mask.world) else { return nil }
        var clip: PolygonMask?
        if mask.masksToBounds && !mask.world.isAxisAligned {
            guard let bounds = PolygonMask(path: CGPath(rect: mask.bounds), world: mask.world) else { return nil }
            clip = bounds
        }
        let alpha = min(max(node.opacity, 0), 1) * min(max(sublayer.opacity, 0), 1) * min(max(mask.opacity, 0), 1) * fill.alpha
        return (maskIndex, sublayerIndex, shape, polygon, clip, alpha)
    }
}

extension PaintedMask {
    /// A layer whose one drawing is a rectangle of colour (its own background, or its one sublayer's:
    /// a Lottie solid layer), masked by a shape layer that only fills: the mask's fill drawn in the
    /// rectangle's colour, instead of a group target, a mask target and a composite.
    ///
    /// Same pixels: inside the rectangle the group holds the colour C everywhere, so the composite is C
    /// times the mask's coverage, its fill's alpha and opacity, and the layer's opacity, which is the
    /// mask's fill drawn in C at those alphas. That holds where the mask draws inside the rectangle, so
    /// the candidate needs the mask's fill, with a pixel of anti-aliasing around it, inside the
    /// rectangle (both in root points, the rectangle axis-aligned). A fill that reaches beyond (a
    /// Lottie inverted mask: the layer's bounds and more, even-odd) is cut by the rectangle as a
    /// scissor box, which is the same where the rectangle's edges fall on device pixels: the group's
    /// rectangle then covers whole pixels and nothing past them. Returns the mask's node, its shape
    /// with the fill colour to draw, and the rectangle to clip to (root points), nil when none is needed.
    static func solidCandidate(_ node: RenderNode, in tree: RenderTree, scale: CGFloat, inherited: CGFloat)
        -> (mask: Int, shape: ShapeContent, clip: CGRect?)? {
        guard let maskIndex = node.mask, case .none = node.content, !node.paintsBorder,
              (node.shadow?.opacity ?? 0) <= 0, !node.masksToBounds else { return nil }
        // Step: the rectangle of colour, and its world
        let solid: RenderNode
        let ownBackground = node.paintsBackground
        if ownBackground, node.childRange.isEmpty {
            solid = node
        } else if !node.paintsBackground, node.childRange.count == 1 {
            solid = tree.nodes[tree.childIndices[node.childRange.lowerBound]]
            guard solid.paintsBackground, case .none = solid.content, solid.childRange.isEmpty, solid.mask == nil,
                  !solid.paintsBorder, (solid.shadow?.opacity ?? 0) <= 0, solid.blendMode == .normal else { return nil }
        } else {
            return nil
        }
        guard solid.cornerRadius <= 0, let color = solid.backgroundColor, solid.world.isAxisAligned,
              let toRoot = solid.world.planarAffine else { return nil }
        let rect = solid.bounds.applying(toRoot)
        // Step: the mask fills only, and its fill (with a pixel of fringe) lies inside the rectangle
        let mask = tree.nodes[maskIndex]
        guard mask.drawsOnlyItsContent, mask.mask == nil, !mask.masksToBounds, (mask.shadow?.opacity ?? 0) <= 0,
              mask.blendMode == .normal, case .shape(var shape) = mask.content, shape.paintsFill, !shape.paintsStroke,
              let fill = shape.fillColor, let maskToRoot = mask.world.planarAffine, !shape.path.isEmpty else { return nil }
        let fringe = 1 / max(scale, 1e-9)
        let extent = shape.path.boundingBox.applying(maskToRoot).insetBy(dx: -fringe, dy: -fringe)
        guard extent.minX.isFinite, extent.maxX.isFinite, extent.minY.isFinite, extent.maxY.isFinite else { return nil }
        let clip: CGRect?
        if rect.contains(extent) {
            clip = nil
        } else {
            func whole(_ v: CGFloat) -> Bool { abs(v * scale - (v * scale).rounded()) < 1e-6 }
            guard whole(rect.minX), whole(rect.minY), whole(rect.maxX), whole(rect.maxY) else { return nil }
            clip = rect
        }
        let alpha = color.alpha * min(max(ownBackground ? 1 : solid.opacity, 0), 1) * fill.alpha
            * min(max(mask.opacity, 0), 1) * min(max(node.opacity, 0), 1) * inherited
        shape.fillColor = color.copy(alpha: alpha)
        return (maskIndex, shape, clip)
    }
}

extension PaintedMask {
    /// The least factor by which the linear map (m11 m12; m21 m22) stretches a vector: its smaller
    /// singular value.
    static func leastStretch(m11: CGFloat, m12: CGFloat, m21: CGFloat, m22: CGFloat) -> CGFloat {
        let squares = m11 * m11 + m12 * m12 + m21 * m21 + m22 * m22
        let det = m11 * m22 - m12 * m21
        let root = (max(squares * squares - 4 * det * det, 0)).squareRoot()
        return (max((squares - root) / 2, 0)).squareRoot()
    }
}
