import SandglassTessellation

/// Turns a layer tree (a presentation or model copy) into the value snapshot the renderer draws.
///
/// Geometry follows Core Animation: a point in a layer's bounds coordinates reaches its superlayer as
/// `p' = (p - anchorInBounds) * transform + position` (z: -anchorPointZ, +zPosition), then passes the
/// superlayer's `sublayerTransform` (about its anchor point). A mask lives in its owner's bounds
/// coordinates. Hidden layers and layers with zero opacity are skipped; sublayers are ordered by
/// zPosition, ties in sibling order.
///
/// The root is an ordinary layer placed in the scene's rectangle as a view's layer is in its window:
/// its model bounds fill the image, so pixel (x, y) at scale 1 covers point (x, y) of the root layer's
/// bounds when nothing animates it; its transform applies about its anchor point, and an animation of
/// its position moves it by how far it takes it from the model position (seed 001 flips the view's own
/// layer). With a `margin` (a scene's overflow) the tree is `2 margin` points wider and taller, and the
/// root's bounds sit `margin` points in from its top-left corner: pixel (x + margin, y + margin) covers
/// root point (x, y).
package enum RenderTreeBuilder {
    public static func build(root: CALayer, size: CGSize, backgroundColor: CGColor, margin: CGFloat = 0,
                             fit: CATransform3D = CATransform3DIdentity) -> RenderTree {
        var tree = RenderTree(size: size, backgroundColor: backgroundColor)
        rebuild(&tree, root: root, size: size, backgroundColor: backgroundColor, margin: margin, fit: fit)
        return tree
    }

    /// `build` into `tree`, whose old nodes are dropped but whose arrays' capacity is kept: the tree
    /// equals a fresh build, and a steady frame makes no heap allocation when `tree` holds the only
    /// reference to its storage (`FrameSource` alternates two trees so that it does). Storage shared
    /// with a tree kept elsewhere is copied on write, and that tree stays as it was. `fit` places the
    /// root's rectangle in the scene's (`SceneInfo.fitTransform`), before the margin.
    public static func rebuild(_ tree: inout RenderTree, root: CALayer, size: CGSize, backgroundColor: CGColor,
                               margin: CGFloat = 0, fit: CATransform3D = CATransform3DIdentity) {
        let canvas = CGSize(width: size.width + 2 * margin, height: size.height + 2 * margin)
        tree.beginRebuild(size: canvas, backgroundColor: backgroundColor)
        if isDrawn(root) { addDrawn(root, world: rootPlacement(root, margin: margin, fit: fit), into: &tree) }
        tree.endRebuild()
        if tree.nodes.isEmpty {
            tree.append(RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: canvas), name: "root"))
        }
    }

    /// The tree `render(in:)` draws: `layer` in its own bounds coordinates, shifted so that root point
    /// (0, 0) is `region`'s origin, over `region`'s size, with no background. `bodyOnly`: the layer's
    /// own drawing and sublayers without its opacity, mask and shadow (a rasterized layer's bitmap,
    /// which they apply to), even when it rasterizes.
    static func build(drawing layer: CALayer, over region: CGRect, bodyOnly: Bool) -> RenderTree {
        var tree = RenderTree(size: region.size, backgroundColor: .clear)
        if bodyOnly || isDrawn(layer) {
            addDrawn(layer, world: CATransform3DMakeTranslation(-region.minX, -region.minY, 0), into: &tree,
                     bodyOnly: bodyOnly)
        }
        return tree
    }

    /// The root's bounds to the image: its anchor point stays where the model's anchor point is, at the
    /// anchor of the scene's rectangle, plus the presentation's offset from the model position.
    static func rootPlacement(_ root: CALayer, margin: CGFloat, fit: CATransform3D = CATransform3DIdentity) -> CATransform3D {
        let a = root.anchorInBounds
        let model = root.model()
        let modelAnchor = model.anchorInBounds
        var m = CATransform3DMakeTranslation(-a.x, -a.y, -root.anchorPointZ)
        if !root.transform.isIdentity { m = m.concat(root.transform) }
        let shift = fit.isIdentity ? margin : 0
        m = m.concat(CATransform3DMakeTranslation(
            shift + modelAnchor.x - model.bounds.minX + root.position.x - model.position.x,
            shift + modelAnchor.y - model.bounds.minY + root.position.y - model.position.y, 0))
        guard !fit.isIdentity else { return m }
        return m.concat(fit).concat(CATransform3DMakeTranslation(margin, margin, 0))
    }

    /// The layer's bounds-to-superlayer transform (before the superlayer's sublayerTransform), as the full
    /// product; the builder places an untransformed layer by `worldTransform` instead.
    static func localToSuperlayer(_ layer: CALayer) -> CATransform3D {
        let b = layer.storage.bounds, anchor = layer.storage.anchorPoint, position = layer.storage.position
        let ax = b.minX + anchor.x * b.width, ay = b.minY + anchor.y * b.height
        return CATransform3DMakeTranslation(-ax, -ay, -layer.storage.anchorPointZ).concat(layer.storage.transform)
            .concat(CATransform3DMakeTranslation(position.x, position.y, layer.storage.zPosition))
    }

    /// `localToSuperlayer(layer).concat(parent)`: a layer's bounds to the root's points, given its
    /// superlayer's (`parent`). Most layers have no transform, and a translation's product only
    /// changes the last row; it is computed alone, with the same operations in the same order as the
    /// full product, so the values are the same to the bit (a 4 x 4 product a layer a frame saved).
    static func worldTransform(of layer: CALayer, in parent: CATransform3D) -> CATransform3D {
        guard layer.storage.transformIsIdentity else { return localToSuperlayer(layer).concat(parent) }
        let b = layer.storage.bounds, anchor = layer.storage.anchorPoint, position = layer.storage.position
        let tx = position.x - (b.minX + anchor.x * b.width)
        let ty = position.y - (b.minY + anchor.y * b.height)
        let tz = layer.storage.zPosition - layer.storage.anchorPointZ
        var w = parent
        w.m41 = tx * parent.m11 + ty * parent.m21 + tz * parent.m31 + parent.m41
        w.m42 = tx * parent.m12 + ty * parent.m22 + tz * parent.m32 + parent.m42
        w.m43 = tx * parent.m13 + ty * parent.m23 + tz * parent.m33 + parent.m43
        w.m44 = tx * parent.m14 + ty * parent.m24 + tz * parent.m34 + parent.m44
        return w
    }

    /// The superlayer's sublayerTransform applied about its anchor point, in its bounds coordinates.
    static func sublayerTransform(of layer: CALayer) -> CATransform3D? {
        guard !layer.storage.sublayerTransform.isIdentity else { return nil }
        let b = layer.storage.bounds, anchor = layer.storage.anchorPoint
        let ax = b.minX + anchor.x * b.width, ay = b.minY + anchor.y * b.height
        return CATransform3DMakeTranslation(-ax, -ay, 0).concat(layer.storage.sublayerTransform)
            .concat(CATransform3DMakeTranslation(ax, ay, 0))
    }

    /// Hidden layers and layers of opacity 0 have no node (nor do their sublayers and masks).
    private static func isDrawn(_ layer: CALayer) -> Bool { !layer.storage.isHidden && layer.storage.opacity > 0 }

    /// Appends the node of `layer` (drawn), then its mask's subtree, then its sublayers' subtrees in
    /// drawing order; returns its index. `bodyOnly`: without the layer's opacity, mask, shadow and
    /// rasterisation (`build(drawing:over:bodyOnly:)`).
    @discardableResult
    private static func addDrawn(_ layer: CALayer, world: CATransform3D, into tree: inout RenderTree,
                                 bodyOnly: Bool = false) -> Int {
        // Step: the node refilled where an old one stands, or built in the tree's storage; then
        // changed there (a node is never copied). The layer's stored values are read as Core
        // Animation's renderer reads them, not through accessors a subclass may override: a
        // dispatched call a value a layer a frame cost more than the values.
        let index: Int
        if let slot = tree.takeRefillableSlot() {
            index = slot
            tree.nodes[slot].refill(world: world, bounds: layer.storage.bounds, opacity: CGFloat(min(max(layer.storage.opacity, 0), 1)),
                                    backgroundColor: layer.storage.backgroundColor, cornerRadius: max(0, layer.storage.cornerRadius),
                                    borderWidth: max(0, layer.storage.borderWidth), borderColor: layer.storage.borderColor,
                                    masksToBounds: layer.storage.masksToBounds, name: layer.plainStorage.name ?? "")
            refillContent(&tree.nodes[slot].content, of: layer)
        } else {
            index = tree.append(RenderNode(world: world, bounds: layer.storage.bounds, opacity: CGFloat(min(max(layer.storage.opacity, 0), 1)),
                                           backgroundColor: layer.storage.backgroundColor, cornerRadius: max(0, layer.storage.cornerRadius),
                                           borderWidth: max(0, layer.storage.borderWidth), borderColor: layer.storage.borderColor,
                                           masksToBounds: layer.storage.masksToBounds, content: content(of: layer),
                                           name: layer.plainStorage.name ?? ""))
        }
        if !bodyOnly, layer.plainStorage.blendMode != .normal { tree.nodes[index].blendMode = layer.plainStorage.blendMode }
        if bodyOnly {
            tree.nodes[index].opacity = 1
        } else if layer.plainStorage.shouldRasterize {
            // One bitmap in the layer's place (CALayer+Rasterization.swift): its own drawing and its
            // sublayers are in it; opacity, mask and shadow still apply to it.
            tree.nodes[index] = RenderNode(world: world, bounds: layer.storage.bounds, opacity: tree.nodes[index].opacity,
                                           name: layer.plainStorage.name ?? "")
            if let image = layer.rasterizedContents() {
                tree.nodes[index].content = .image(ImageContent(image: image, contentsScale: max(layer.rasterizationScale, 1e-6)))
            }
        }
        if !bodyOnly, let backdrop = layer.plainStorage.backdrop { tree.nodes[index].backdrop = backdrop }
        if !bodyOnly, layer.storage.shadowOpacity > 0, let color = layer.storage.shadowColor, color.alpha > 0 {
            tree.nodes[index].shadow = RenderShadow(color: color, opacity: CGFloat(layer.storage.shadowOpacity),
                                                    offset: layer.storage.shadowOffset, radius: layer.storage.shadowRadius,
                                                    path: layer.storage.shadowPath)
        }
        if !bodyOnly, let mask = layer.storedMask {
            if isDrawn(mask) {
                tree.nodes[index].mask = addDrawn(mask, world: worldTransform(of: mask, in: world), into: &tree)
                tree.nodes[index].maskInverted = layer.storage.invertsMask
            } else if !layer.storage.invertsMask {
                // A hidden or transparent mask masks everything out (an inverted one, nothing).
                tree.nodes[index].opacity = 0
            }
        }
        guard bodyOnly || !layer.plainStorage.shouldRasterize, !layer._sublayers.isEmpty else { return index }
        let sublayers = layer._sublayers
        // Step: one slot per drawn sublayer in the node's run, holding the sublayer's sibling offset,
        // in one pass that also sees whether their zPositions differ (10,000 sublayers read once, not
        // three times: each first read of a sublayer is a cache miss)
        let reserved = tree.reserveChildren(of: index, count: sublayers.count)
        var count = 0
        var firstZ: CGFloat?, zDiffers = false
        for offset in sublayers.indices {
            // Held by `sublayers`: read without a retain and release of its own.
            let drawnZ = Unmanaged.passUnretained(sublayers[offset])._withUnsafeGuaranteedRef {
                isDrawn($0) ? $0.storage.zPosition : nil
            }
            guard let z = drawnZ else { continue }
            tree[childSlot: reserved.lowerBound + count] = offset
            count += 1
            if let firstZ { zDiffers = zDiffers || z != firstZ } else { firstZ = z }
        }
        tree.keepChildren(of: index, count: count)
        guard count > 0 else { return index }
        let slots = reserved.lowerBound..<reserved.lowerBound + count
        // Step: zPosition order, ties in sibling order (sorting only when some zPosition differs)
        if zDiffers {
            tree.sortChildSlots(slots) { a, b in
                let (za, zb) = (sublayers[a].storage.zPosition, sublayers[b].storage.zPosition)
                return za != zb ? za < zb : a < b
            }
        }
        // Step: each slot's sublayer added, its offset replaced by its node's index
        let childWorld = sublayerTransform(of: layer).map { $0.concat(world) } ?? world
        for slot in slots {
            // Held by `sublayers` for the loop: used without a retain and release of its own.
            tree[childSlot: slot] = Unmanaged.passUnretained(sublayers[tree[childSlot: slot]])._withUnsafeGuaranteedRef {
                addDrawn($0, world: worldTransform(of: $0, in: childWorld), into: &tree)
            }
        }
        return index
    }

    /// `content(of: layer)` written over `content`: a shape over a shape is changed in place.
    private static func refillContent(_ content: inout RenderContent, of layer: CALayer) {
        // The path is not bound here: binding it retained it, a cold object a layer a frame.
        if layer.isShapeLayer, unsafeDowncast(layer, to: CAShapeLayer.self).shapeStorage.path != nil,
           content.updateShape({ fill(&$0, from: unsafeDowncast(layer, to: CAShapeLayer.self)) }) { return }
        content = Self.content(of: layer)
    }

    private static func content(of layer: CALayer) -> RenderContent {
        if layer.isEmitterLayer, let particles = unsafeDowncast(layer, to: CAEmitterLayer.self).particles() {
            if particles.capped {
                ProblemLog.report("sandglass: emitter \(layer.name.map { "'\($0)'" } ?? "(unnamed)") has more than "
                                  + "\(CAEmitterLayer.maximumParticles) live particles; the youngest are not drawn "
                                  + "(lower a cell's birthRate or lifetime)")
            }
            return particles.content.sprites.isEmpty ? .none : .particles(particles.content)
        }
        if layer.isShapeLayer {
            let shape = unsafeDowncast(layer, to: CAShapeLayer.self)
            if let path = shape.shapeStorage.path {
                var c = ShapeContent(path: path, fillColor: nil, strokeColor: nil)
                fill(&c, from: shape)
                return .shape(c)
            }
        }
        if let gradient = layer as? CAGradientLayer, let colors = gradient.cgColors, !colors.isEmpty {
            let kind: GradientContent.Kind = gradient.type == .radial ? .radial : gradient.type == .conic ? .conic : .axial
            return .gradient(GradientContent(kind: kind, colors: colors, locations: gradient.locationValues,
                                             startPoint: gradient.startPoint, endPoint: gradient.endPoint))
        }
        if let text = layer as? CATextLayer, let content = textContent(of: text) { return .text(content) }
        if let image = layer.contents {
            return .image(ImageContent(image: image, contentsRect: layer.contentsRect,
                                       gravity: layer.contentsGravity, contentsScale: layer.contentsScale))
        }
        return .none
    }

    /// What a text layer draws, nil when its string is empty: the renderer rasterises it, the Lottie
    /// export outlines it.
    package static func textContent(of text: CATextLayer) -> TextContent? {
        guard let string = text.string, !string.isEmpty else { return nil }
        let alignment: TextContent.Alignment
        switch text.alignmentMode {
        case .center: alignment = .center
        case .right: alignment = .right
        case .justified: alignment = .justified
        case .left: alignment = .left
        default: alignment = .natural
        }
        return TextContent(string: string, fontName: text.fontName, fontSize: text.fontSize,
                           color: text.foregroundColor ?? .white, alignment: alignment, wraps: text.isWrapped)
    }

    /// Sets every value of `c` from `shape`'s stored values (its path is not nil), as Core
    /// Animation's renderer takes them (not through accessors a subclass may override: eleven
    /// overridable getters a shape layer a frame cost more).
    @inline(__always)
    private static func fill(_ shapeContent: inout ShapeContent, from shape: CAShapeLayer) {
        shapeContent.update { c in
            // Field by field: `let values = shape.shapeStorage` copied (and retained) the whole storage.
            // The path is compared before it is assigned: an assignment retains the new one and releases
            // the old, touching the object (10,000 paths out of cache) for nothing when they are the same.
            if c.path !== shape.shapeStorage.path { c.path = shape.shapeStorage.path! }
            c.fillColor = shape.shapeStorage.fillColor
            c.strokeColor = shape.shapeStorage.strokeColor
            c.fillRule = shape.shapePlainStorage.tessellationFillRule
            c.lineWidth = shape.shapeStorage.lineWidth
            c.lineCap = shape.shapePlainStorage.tessellationLineCap
            c.lineJoin = shape.shapePlainStorage.tessellationLineJoin
            c.miterLimit = shape.shapeStorage.miterLimit
            if let dashes = shape.shapePlainStorage.lineDashValues {
                if c.lineDashPattern != dashes { c.lineDashPattern = dashes }
            } else if !c.lineDashPattern.isEmpty {
                c.lineDashPattern = []
            }
            c.lineDashPhase = shape.shapeStorage.lineDashPhase
            c.strokeStart = shape.shapeStorage.strokeStart
            c.strokeEnd = shape.shapeStorage.strokeEnd
        }
    }
}
