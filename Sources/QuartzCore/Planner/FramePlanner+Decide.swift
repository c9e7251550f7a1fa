import SandglassTessellation

/// The decision half of planning: one `NodeStrategy` per node, from the tree alone, before anything
/// is emitted. Emitting then follows the strategies and decides nothing.
///
/// Two strategies depend on what is drawn around a node, and are decided from the tree too:
/// - a painted arc needs the arc shader to take the arc (`ArcStroke.accepts`) and a free ramp row,
///   which `RampAtlas` guarantees while fewer than `RampAtlas.rows` painted arcs are decided;
/// - a layer casts its shadow under itself only where it is drawn first into a target cleared whole
///   (`shadowUnder`), so the decision walks the tree in painter's order and tracks whether the target
///   is still empty: a draw that may or may not leave pixels (a shape whose tessellation may be
///   empty) counts as one that does, which can only choose the group, the same picture.
extension FramePlanner {
    /// Fills `strategies` (one per node, `.skipped` where a node is not reached) for `tree` planned at
    /// `scale` device pixels per point, and `decided` with what each strategy draws; with `drawing`
    /// false (an empty clip), every node is skipped.
    func decide(_ tree: RenderTree, scale: CGFloat, drawing: Bool = true, into strategies: inout [NodeStrategy]) {
        self.scale = scale
        strategies.removeAll(keepingCapacity: true)
        strategies.append(contentsOf: repeatElement(.skipped, count: tree.nodes.count))
        decided.removeAll(keepingCapacity: true)
        decided.append(contentsOf: repeatElement(.none, count: tree.nodes.count))
        guard drawing, !tree.nodes.isEmpty else { return }
        var paintedArcs = 0
        _ = decideNode(0, tree, inherited: 1, targetEmpty: false, &strategies, &paintedArcs)
    }

    /// Decides `index` and what it draws; returns whether the target is still empty after it. A node
    /// drawn directly or sharing its opacity (most nodes) is read in place; the rarer strategies copy it.
    private func decideNode(_ index: Int, _ tree: RenderTree, inherited: CGFloat, targetEmpty: Bool,
                            _ strategies: inout [NodeStrategy], _ paintedArcs: inout Int) -> Bool {
        // An inverted mask is drawn only by the group's mask target (`invertGroupMask`).
        if tree.nodes[index].mask != nil, !tree.nodes[index].maskInverted, tree.nodes[index].blendMode == .normal,
           !tree.nodes[index].paintsBackdrop, let painted = paintedStrategy(index, tree.nodes[index], tree, inherited: inherited, &paintedArcs) {
            (strategies[index], decided[index]) = painted
            return false
        }
        let reasons = groupReasons(index, tree)
        if reasons == .opacityOverSublayers, sharesOpacity(index, tree) {
            strategies[index] = .sharedOpacity
            return decideLayer(index, tree, sublayerInherited: tree.nodes[index].opacity * inherited, scissors: true,
                               targetEmpty: targetEmpty, &strategies, &paintedArcs)
        }
        guard !reasons.isEmpty else {
            let underlay = tree.nodes[index].hasShadow ? SharpShadow.underlay(for: tree.nodes[index], scale: scale) : nil
            strategies[index] = underlay != nil ? .sharpUnderlay : .direct
            if let underlay { decided[index] = .underlay(underlay) }
            return decideLayer(index, tree, sublayerInherited: inherited, scissors: true,
                               targetEmpty: targetEmpty && underlay == nil, &strategies, &paintedArcs)
        }
        let node = tree.nodes[index]
        if reasons == .mask, let maskIndex = node.mask, !node.maskInverted, let quad = onlyQuad(node) {
            strategies[index] = .maskedQuad(mask: maskIndex)
            let clearsBox = GroupBounds.box(index, tree) != nil && !castsShadowUnderItself(maskIndex, tree)
            decided[index] = .maskedQuad(rect: quad.rect, paint: quad.paint, clearsBox: clearsBox)
            _ = decideNode(maskIndex, tree, inherited: 1, targetEmpty: !clearsBox, &strategies, &paintedArcs)
            return false
        }
        if reasons == .shadow, targetEmpty, let shadow = shadowCastUnder(node) {
            strategies[index] = .shadowUnder
            decided[index] = .shadowUnder(shadow)
            let boxed = GroupBounds.box(index, tree) != nil
            _ = decideLayer(index, tree, sublayerInherited: inherited, scissors: false, targetEmpty: !boxed,
                            &strategies, &paintedArcs)
            return false
        }
        strategies[index] = .group(reasons)
        // Without a shadow the group's target is cleared only in its box: nothing in it is "first". A
        // mask that casts its shadow under itself blurs the mask target: it is cleared whole.
        let boxedClears = GroupBounds.box(index, tree) != nil && !node.hasShadow
        let maskClearsBox = boxedClears && !(node.mask.map { castsShadowUnderItself($0, tree) } ?? false)
        decided[index] = .group(clearsBox: boxedClears, maskClearsBox: maskClearsBox)
        _ = decideLayer(index, tree, sublayerInherited: 1, scissors: true, targetEmpty: !boxedClears, &strategies, &paintedArcs)
        if let maskIndex = node.mask {
            _ = decideNode(maskIndex, tree, inherited: 1, targetEmpty: !maskClearsBox, &strategies, &paintedArcs)
        }
        return false
    }

    /// The sublayers of node `index` drawn as `emitLayer` draws it; returns whether the target is still
    /// empty after the layer (its background, scissor box, contents, sublayers and border).
    private func decideLayer(_ index: Int, _ tree: RenderTree, sublayerInherited: CGFloat,
                             scissors: Bool, targetEmpty: Bool, _ strategies: inout [NodeStrategy], _ paintedArcs: inout Int) -> Bool {
        var empty = targetEmpty && !tree.nodes[index].paintsBackground && !tree.nodes[index].paintsBackdrop && !mayDraw(index, tree)
            && !(scissors && tree.nodes[index].masksToBounds && canScissor(tree.nodes[index]))
        for child in tree.children(of: index) {
            empty = decideNode(child, tree, inherited: sublayerInherited, targetEmpty: empty, &strategies, &paintedArcs)
        }
        return empty && !tree.nodes[index].paintsBorder
    }

    /// Whether emitting node `index`'s content may append a command (a shape whose paths tessellate to
    /// nothing counts as drawing: only ever the safe answer).
    private func mayDraw(_ index: Int, _ tree: RenderTree) -> Bool {
        switch tree.nodes[index].content {
        case .none: false
        case .shape(let shape): !shape.path.isEmpty && (shape.paintsFill || shape.paintsStroke)
        case .gradient(let gradient): !gradient.colors.isEmpty
        case .image, .text: true
        case .particles(let particles): !particles.sprites.isEmpty
        }
    }

    /// The painted strategy for a masked layer and its candidate, when one applies; the mask (and a
    /// painted sublayer) are then not drawn on their own, so they stay `.skipped`.
    private func paintedStrategy(_ index: Int, _ node: RenderNode, _ tree: RenderTree, inherited: CGFloat,
                                 _ paintedArcs: inout Int) -> (NodeStrategy, DecidedDraw)? {
        if let arc = PaintedMask.candidate(node, in: tree, arcs: geometry.circularArcs, scale: scale, inherited: inherited),
           paintedArcs < RampAtlas.rows, ramps.hasRamp(for: arc.gradient),
           FrameGeometry.acceptsPaintedArc(arc.shape, arc: arc.arc, world: tree.nodes[arc.mask].world, scale: scale) {
            paintedArcs += 1
            return (.paintedArc(mask: arc.mask), .paintedArc(arc))
        }
        if let p = PaintedMask.polygonCandidate(node, in: tree) {
            return (.maskedByPolygon(mask: p.mask, sublayer: p.sublayer),
                    .polygon(mask: p.mask, sublayer: p.sublayer, shape: p.shape, polygon: p.polygon, clip: p.clip, alpha: p.alpha))
        }
        if inherited >= 1, let parts = PaintedMask.tessellatedCandidate(node, in: tree, scale: scale) {
            return (.paintedParts(mask: parts.mask, passes: parts.passes),
                    .parts(mask: parts.mask, shape: parts.shape, paint: parts.paint, passes: parts.passes))
        }
        if let solid = PaintedMask.solidCandidate(node, in: tree, scale: scale, inherited: inherited) {
            return (.paintedSolid(mask: solid.mask), .solid(mask: solid.mask, shape: solid.shape, clip: solid.clip))
        }
        return nil
    }
}
