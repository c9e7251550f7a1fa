import SandglassTessellation

/// Opacity below 1 over sublayers, without the group, where no two of the layer's draws touch a pixel.
///
/// The group paints each draw once into a clear target and composites it at opacity α: a pixel that
/// one draw of colour c covers ends as α·c over what was there. Drawing that draw straight at α
/// gives the same, so when the draws' footprints are pairwise disjoint every pixel is the same
/// picture without the group (arscanning's faded rings: four of its six groups go). Each draw must
/// itself paint a pixel once: a layer of one painted part, or a layer drawn as one composite (its own
/// group, or its painted mask), at the product of the opacities. A shadow or a second part under a
/// part would be two draws on one pixel, so such a layer keeps the group.
extension FramePlanner {
    /// At most this many footprints are compared (pairwise), so planning stays cheap.
    static let maximumSharedOpacityDraws = 32

    /// Whether `index`, whose only reason for a group is opacity over sublayers, can draw its own part
    /// and its sublayers at its opacity each instead.
    func sharesOpacity(_ index: Int, _ tree: RenderTree) -> Bool {
        let node = tree.nodes[index]
        guard node.paintedPartCount <= 1, (node.shadow?.opacity ?? 0) <= 0 || node.masksToBounds else { return false }
        // The planner's buffer, borrowed and given back, so that a steady frame allocates nothing.
        var footprints = footprintBuffer
        footprintBuffer = []
        defer {
            footprints.removeAll(keepingCapacity: true)
            footprintBuffer = footprints
        }
        guard appendOwnFootprint(node, into: &footprints) else { return false }
        for child in tree.children(of: index) {
            guard appendFootprints(child, tree, into: &footprints) else { return false }
        }
        for i in footprints.indices {
            for j in footprints.indices where j > i {
                guard footprints[i].isDisjoint(from: footprints[j]) else { return false }
            }
        }
        return true
    }

    /// Where `index` paints, as footprints each painted once; false when it paints a pixel twice, or
    /// cannot be bounded, or has too many draws.
    private func appendFootprints(_ index: Int, _ tree: RenderTree, into footprints: inout [PaintFootprint]) -> Bool {
        let node = tree.nodes[index]
        guard footprints.count < Self.maximumSharedOpacityDraws, node.world.isPlanarAffine,
              (node.shadow?.opacity ?? 0) <= 0 || node.masksToBounds else { return false }
        if let mask = node.mask {
            // Painted part by part it is several draws; its group instead would cost more than ours.
            guard PaintedMask.tessellatedCandidate(node, in: tree, scale: scale) == nil else { return false }
            // One composite (its group or its painted arc), inside its mask's stroke when that is an arc.
            if !node.maskInverted, let ring = maskStrokeFootprint(tree.nodes[mask]) {
                footprints.append(ring)
                return true
            }
        }
        if node.mask != nil || !groupReasons(index, tree).isEmpty {
            // One composite: its group.
            guard let box = GroupBounds.box(index, tree) else { return false }
            footprints.append(.box(box, fringe: fringe))
            return true
        }
        guard node.paintedPartCount <= 1, appendOwnFootprint(node, into: &footprints) else { return false }
        for child in tree.children(of: index) {
            guard appendFootprints(child, tree, into: &footprints) else { return false }
        }
        return true
    }

    /// The layer's one painted part (nothing when it paints none): a ring sector for an arc's stroke.
    private func appendOwnFootprint(_ node: RenderNode, into footprints: inout [PaintFootprint]) -> Bool {
        guard node.paintedPartCount > 0 else { return true }
        guard footprints.count < Self.maximumSharedOpacityDraws else { return false }
        if case .shape(let shape) = node.content, shape.paintsStroke, !shape.paintsFill, !node.paintsBackground,
           !node.paintsBorder, let arc = geometry.circularArcs.arc(of: shape.path),
           let ring = PaintFootprint.stroke(of: arc, shape: shape, world: node.world, fringe: fringe) {
            footprints.append(ring)
            return true
        }
        guard let world = node.world.planarAffine else { return false }
        let area = GroupBounds.ownArea(node)
        guard !area.isNull else { return true }
        footprints.append(.box(area.applying(world), fringe: fringe))
        return true
    }

    /// A mask that is only the stroke of an arc (a sharp shadow right under it adds no area): the
    /// ring sector its layer shows through.
    private func maskStrokeFootprint(_ mask: RenderNode) -> PaintFootprint? {
        guard mask.drawsOnlyItsContent, mask.mask == nil,
              mask.shadow.map({ $0.opacity <= 0 || ($0.path == nil && $0.isSharpAndUnder(pixelsPerPoint: scale * mask.world.approximateScale)) }) ?? true,
              case .shape(let shape) = mask.content, shape.paintsStroke, !shape.paintsFill,
              let arc = geometry.circularArcs.arc(of: shape.path) else { return nil }
        return PaintFootprint.stroke(of: arc, shape: shape, world: mask.world, fringe: fringe)
    }

    /// How far anti-aliasing may reach past an edge, in root points: a pixel, twice what the shaders'
    /// coverage reaches (a pixel whose centre lies half a pixel outside gets none), so two footprints
    /// apart leave at least one pixel's width that neither draw touches.
    private var fringe: CGFloat { 1 / max(scale, 1e-9) }
}
