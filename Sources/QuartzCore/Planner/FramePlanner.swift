import SandglassTessellation

/// Turns a frame's `RenderTree` into a draw list, with no GL, in two steps: `decide` gives each node its
/// strategy from the tree alone (`strategies`, one per node); emitting then follows them, tessellating
/// what is drawn (`geometry`) and listing the steps in painter's order (`commands`), which a backend
/// executes as they are.
///
/// Order per layer, as Core Animation: shadow, background, contents (shape, gradient, image, text),
/// sublayers in zPosition order, border. A layer is drawn through an offscreen group when it has a
/// mask, a shadow, opacity below 1 over sublayers or over several parts, or masksToBounds that a
/// scissor cannot express (`GroupReasons`); the cheaper strategies of `NodeStrategy` replace the group
/// only where they give the same pixels. A shadow follows the masked group and the layer's opacity;
/// masksToBounds clips it away, as on iOS. See docs/architecture.md.
///
/// A planner is reused from frame to frame so that its buffers keep their capacity; what it made is
/// `plan`, a value the backend executes.
package final class FramePlanner {
    @exclusivity(unchecked) public private(set) var strategies: [NodeStrategy] = []
    /// What `decide` found for each node besides its strategy; emitting reads it (`DecidedDraw`).
    @exclusivity(unchecked) var decided: [DecidedDraw] = []
    @exclusivity(unchecked) public private(set) var commands: [DrawCommand] = []
    @exclusivity(unchecked) public private(set) var geometry = FrameGeometry()
    /// Times tessellation shape by shape (`geometry.tessellationSeconds`), for the benchmarks; off,
    /// a frame reads no clock per shape.
    public var timesTessellation: Bool {
        get { geometry.timesTessellation }
        set { geometry.timesTessellation = newValue }
    }
    /// Gradient ramp rows (painted arcs); the backend uploads what a frame filled.
    public let ramps = RampAtlas()
    /// Device pixels per point of this frame (`decide`'s, which `plan` passes it).
    @exclusivity(unchecked) public internal(set) var scale: CGFloat = 1
    /// The only part of the target this frame draws (its damage), nil for all of it.
    @exclusivity(unchecked) public private(set) var clip: DeviceRect?
    /// The tree's size (points) and background, for the backend's clear.
    @exclusivity(unchecked) private var pointSize = CGSize.zero
    @exclusivity(unchecked) private var background = CGColor.clear

    /// The last frame's plan: the planner's buffers shared, not copied, for as long as the value is
    /// held (a backend holds it for one frame, so the next frame refills the buffers in place).
    public var plan: FramePlan {
        FramePlan(strategies: strategies, commands: commands, geometry: geometry, ramps: ramps, scale: scale, clip: clip,
                  size: pointSize, background: background, width: targetWidth, height: targetHeight)
    }
    @exclusivity(unchecked) private var targetHeight = 0
    @exclusivity(unchecked) private var targetWidth = 0
    @exclusivity(unchecked) private var scissors: [DeviceRect] = []
    /// Footprints compared by `sharesOpacity`, kept from frame to frame for their capacity.
    @exclusivity(unchecked) var footprintBuffer: [PaintFootprint] = []
    @exclusivity(unchecked) private var borderStrokes = BorderStroke.Strokes()

    public init() {}

    /// Plans `tree` for a target of `width` x `height` pixels covering `tree.size` points; with `clip`,
    /// only those pixels are drawn (the target keeps the rest from the frame before, `FrameDamage`).
    public func plan(_ tree: RenderTree, width: Int, height: Int, clip: DeviceRect? = nil) {
        let scale = CGFloat(width) / max(tree.size.width, 1e-9)
        (targetWidth, targetHeight) = (width, height)
        (pointSize, background) = (tree.size, tree.backgroundColor)
        commands.removeAll(keepingCapacity: true)
        geometry.removeAll()
        ramps.beginFrame()
        scissors.removeAll(keepingCapacity: true)
        self.clip = clip
        let drawing = clip?.isEmpty != true
        decide(tree, scale: scale, drawing: drawing, into: &strategies)
        guard drawing else { return }
        if let clip { pushScissor(clip) }
        if !tree.nodes.isEmpty { emitNode(0, tree) }
        if clip != nil { popScissor() }
        geometry.closeArcs(in: &commands)
    }

    // MARK: strategy

    /// Why node `index` would need its group; `decide` then looks for a cheaper strategy with the same
    /// pixels. It reads the node's fields in place: a copy of the whole node per node and frame was a
    /// tenth of planning 10,000 shapes.
    func groupReasons(_ index: Int, _ tree: RenderTree) -> GroupReasons {
        var reasons: GroupReasons = []
        if tree.nodes[index].mask != nil { reasons.insert(.mask) }
        if tree.nodes[index].hasShadow && SharpShadow.underlay(for: tree.nodes[index], scale: scale) == nil {
            reasons.insert(.shadow)
        }
        if tree.nodes[index].masksToBounds && !canScissor(tree.nodes[index]) { reasons.insert(.roundedOrRotatedClip) }
        if tree.nodes[index].blendMode != .normal { reasons.insert(.blend) }
        if tree.nodes[index].opacity < 1 {
            if !tree.nodes[index].childRange.isEmpty { reasons.insert(.opacityOverSublayers) }
            if tree.nodes[index].paintedPartCount > 1 { reasons.insert(.opacityOverParts) }
        }
        return reasons
    }

    func canScissor(_ node: RenderNode) -> Bool { node.cornerRadius <= 0 && node.world.isAxisAligned }

    // MARK: emitting

    /// Emits `index` and its subtree as `strategies[index]` says; `inherited` is the opacity of
    /// ancestors that share theirs instead of grouping (`sharesOpacity`: then nothing below paints a
    /// pixel twice). The strategies most nodes take read the node in place, not a copy of it.
    private func emitNode(_ index: Int, _ tree: RenderTree, inherited: CGFloat = 1) {
        if tree.nodes[index].paintsBackdrop, strategies[index] != .skipped { emitBackdrop(index, tree, inherited: inherited) }
        switch strategies[index] {
        case .sharedOpacity:
            let opacity = tree.nodes[index].opacity * inherited
            emitLayer(index, tree, opacity: opacity, sublayerOpacity: opacity, scissor: boundsScissor(index, tree))
        case .sharpUnderlay:
            let node = tree.nodes[index]
            if case .underlay(let underlay) = decided[index] {
                geometry.appendUnbatched(underlay, world: node.world, opacity: inherited, scale: scale, into: &commands)
            }
            emitLayer(index, tree, opacity: node.opacity * inherited, sublayerOpacity: inherited,
                      scissor: boundsScissor(index, tree))
        case .direct:
            emitLayer(index, tree, opacity: tree.nodes[index].opacity * inherited, sublayerOpacity: inherited,
                      scissor: boundsScissor(index, tree))
        case .maskedQuad(let maskIndex):
            guard case let .maskedQuad(rect, paint, clearsBox) = decided[index] else { return }
            emitMaskedQuad(tree.nodes[index], index, maskIndex, tree, quad: (rect, paint), clearsBox: clearsBox, inherited: inherited)
        case .shadowUnder:
            guard case .shadowUnder(let shadow) = decided[index] else { return }
            emitShadowUnder(tree.nodes[index], index, tree, inherited: inherited, shadow: shadow)
        case .group:
            guard case let .group(clearsBox, maskClearsBox) = decided[index] else { return }
            emitGroup(tree.nodes[index], index, tree, inherited: inherited, clearsBox: clearsBox, maskClearsBox: maskClearsBox)
        case .paintedArc, .maskedByPolygon, .paintedParts, .paintedSolid:
            emitPaintedMask(index, tree.nodes[index], tree, inherited: inherited)
        case .skipped:
            break
        }
    }

    /// The node's backdrop filter and its tint, first of all it draws: before its group begins, so that
    /// it reads what lies behind the layer rather than the group's empty target.
    private func emitBackdrop(_ index: Int, _ tree: RenderTree, inherited: CGFloat) {
        let node = tree.nodes[index]
        guard let backdrop = node.backdrop, let box = GroupBounds.rootBox(of: node.bounds, world: node.world),
              let region = DeviceRect(covering: box, scale: scale, width: targetWidth, height: targetHeight),
              !region.isEmpty else { return }
        let pixelsPerPoint = scale * node.world.approximateScale
        commands.append(.backdrop(BackdropDraw(bounds: node.bounds, cornerRadius: node.cornerRadius, world: node.world,
                                               sigma: backdrop.blurRadius * pixelsPerPoint, saturation: backdrop.saturation,
                                               opacity: node.opacity * inherited, region: region)))
        if let tint = backdrop.tint, tint.alpha > 0 {
            commands.append(.quad(node.bounds, world: node.world,
                                  paint: .roundedRect(box: node.bounds, radius: node.cornerRadius, fill: tint, borderWidth: 0,
                                                      borderColor: nil),
                                  opacity: node.opacity * inherited))
        }
    }

    /// The scissor box of node `index`'s masksToBounds, when it has one a scissor expresses.
    private func boundsScissor(_ index: Int, _ tree: RenderTree) -> DeviceRect? {
        tree.nodes[index].masksToBounds ? scissorRect(for: tree.nodes[index]) : nil
    }

    /// The one rectangle of paint a layer draws, when that is all it draws (no sublayers, background,
    /// border, shadow, or masksToBounds other than a scissor box, which the caller keeps).
    func onlyQuad(_ node: RenderNode) -> (rect: CGRect, paint: DrawPaint)? {
        guard node.drawsOnlyItsContent, (node.shadow?.opacity ?? 0) <= 0 else { return nil }
        switch node.content {
        case .gradient(let gradient) where !gradient.colors.isEmpty:
            return (node.bounds, .gradient(gradient, box: node.bounds))
        case .image(let image):
            let placement = ContentsPlacement(image: image, bounds: node.bounds)
            return (placement.box, .image(image, box: placement.box, uvRect: placement.uvRect))
        case .text(let content):
            return (node.bounds, .text(content, size: node.bounds.size, pixelsPerPoint: scale * node.world.approximateScale))
        default:
            return nil
        }
    }

    /// The group's picture without the group: the composite would multiply the layer's one rectangle
    /// by the mask's alpha and the opacity, which drawing the rectangle through the mask target does.
    private func emitMaskedQuad(_ node: RenderNode, _ index: Int, _ maskIndex: Int, _ tree: RenderTree,
                                quad: (rect: CGRect, paint: DrawPaint), clearsBox: Bool, inherited: CGFloat) {
        let clip = node.masksToBounds ? scissorRect(for: node) : nil
        let box = GroupBounds.box(index, tree)
        if let box { pushScissor(deviceRect(box.insetBy(dx: -1, dy: -1))) }
        if let clip { pushScissor(clip) }
        commands.append(.beginMask(clearsBoxOnly: clearsBox))
        emitNode(maskIndex, tree)
        commands.append(.endMaskWithQuad(quad.rect, world: node.world, paint: quad.paint, opacity: node.opacity * inherited))
        if clip != nil { popScissor() }
        if box != nil { popScissor() }
    }

    /// The shadow a layer needing a group only for it could instead cast under itself from a target
    /// holding nothing else: blurred or offset (a sharp one under the layer would read and write the
    /// same pixels in one pass), drawn (no masksToBounds), from the layer itself (no mask).
    func shadowCastUnder(_ node: RenderNode) -> RenderShadow? {
        guard let shadow = node.shadow, shadow.opacity > 0, !node.masksToBounds, node.mask == nil,
              !shadow.isSharpAndUnder(pixelsPerPoint: scale * node.world.approximateScale) else { return nil }
        return shadow
    }

    /// Whether node `index`, drawn first into an empty target, would cast its shadow under itself there
    /// (`decide`'s test): then that target must be cleared whole, since the blur reads around it.
    func castsShadowUnderItself(_ index: Int, _ tree: RenderTree) -> Bool {
        groupReasons(index, tree) == .shadow && shadowCastUnder(tree.nodes[index]) != nil
    }

    /// The layer drawn straight into the empty target (at its opacity: it has one part or none over
    /// sublayers, else it would need its group for that too), then its shadow blurred from the
    /// target, which holds only the layer, and drawn under it: the group's picture without the group's
    /// target and composite (arscanning's glowing masks).
    private func emitShadowUnder(_ node: RenderNode, _ index: Int, _ tree: RenderTree, inherited: CGFloat, shadow: RenderShadow) {
        let box = GroupBounds.box(index, tree).map { GroupBounds.withShadow($0, shadow, world: node.world) }
        if let box { pushScissor(deviceRect(box.insetBy(dx: -1, dy: -1))) }
        emitLayer(index, tree, opacity: node.opacity * inherited, sublayerOpacity: inherited, scissor: nil)
        let pixelsPerPoint = scale * node.world.approximateScale
        // The target already holds the layer at its opacity, so the tint leaves it out.
        var tint = shadow.color
        tint.alpha *= min(max(shadow.opacity, 0), 1)
        let pathFill = shadow.path.map { geometry.appendPathFill($0, world: node.world, scale: scale) }
        commands.append(.shadowUnder(GroupShadow(tint: tint, sigma: max(0, shadow.radius) * pixelsPerPoint, offset: shadow.offset,
                                                 isSharp: false, pathFill: pathFill, world: node.world)))
        if box != nil { popScissor() }
    }

    /// A masked layer drawn by the painted strategy `decide` chose: the mask's shape painted with the
    /// layer's gradient (an arc, or its tessellated parts), or a sublayer's fill through a polygon.
    private func emitPaintedMask(_ index: Int, _ node: RenderNode, _ tree: RenderTree, inherited: CGFloat) {
        switch decided[index] {
        case .paintedArc(let painted):
            // `decide` checked that the arc shader takes the arc and that a ramp row is free.
            guard let row = ramps.row(for: painted.gradient) else { return }
            _ = geometry.appendPaintedArc(painted.shape, node: painted.mask, arc: painted.arc, world: tree.nodes[painted.mask].world,
                                          scale: scale, paint: painted.paint(row: row), into: &commands)
        case let .polygon(maskIndex, sublayer, shape, polygon, clip, alpha):
            let mask = tree.nodes[maskIndex]
            let box = mask.masksToBounds ? scissorRect(for: mask) : nil
            if let box { pushScissor(box) }
            geometry.appendMaskedFill(shape, world: tree.nodes[sublayer].world, opacity: alpha * inherited,
                                      scale: scale, mask: polygon, clip: clip, into: &commands)
            if box != nil { popScissor() }
        case let .parts(maskIndex, shape, paint, passes):
            geometry.appendUnbatched(shape, world: tree.nodes[maskIndex].world, opacity: 1, scale: scale,
                                     paint: paint, passes: passes, into: &commands)
        case let .solid(maskIndex, shape, clip):
            if let clip { pushScissor(deviceRect(clip)) }
            geometry.appendShape(shape, node: maskIndex, world: tree.nodes[maskIndex].world, opacity: 1, scale: scale,
                                 into: &commands)
            if clip != nil { popScissor() }
        default:
            break
        }
    }

    private func emitGroup(_ node: RenderNode, _ index: Int, _ tree: RenderTree, inherited: CGFloat,
                           clearsBox boxedClears: Bool, maskClearsBox: Bool) {
        let clipByScissor = node.masksToBounds ? scissorRect(for: node) : nil
        let clipByMask = node.masksToBounds && clipByScissor == nil
        // Everything this group does happens inside its box (plus its shadow's reach); clears stay
        // whole-target, so what the blur reads outside the box is transparent.
        let box = GroupBounds.box(index, tree).map { b in
            node.shadow.map { GroupBounds.withShadow(b, $0, world: node.world) } ?? b
        }
        if let box { pushScissor(deviceRect(box.insetBy(dx: -1, dy: -1))) }
        commands.append(.beginGroup(clearsBoxOnly: boxedClears))
        emitLayer(index, tree, opacity: 1, sublayerOpacity: 1, scissor: clipByScissor)
        if node.mask != nil || clipByMask {
            commands.append(.beginGroupMask(clearsBoxOnly: maskClearsBox))
            if let maskIndex = node.mask {
                emitNode(maskIndex, tree)
                if node.maskInverted { commands.append(.invertGroupMask) }
            }
            if clipByMask {
                commands.append(.clipGroupMask(bounds: node.bounds, cornerRadius: node.cornerRadius, world: node.world,
                                               intersect: node.mask != nil))
            }
        }
        if let shadow = node.shadow, shadow.opacity > 0, !node.masksToBounds {
            let pixelsPerPoint = scale * node.world.approximateScale
            var tint = shadow.color
            tint.alpha = tint.alpha * min(max(shadow.opacity, 0), 1) * min(max(node.opacity * inherited, 0), 1)
            let pathFill = shadow.path.map { geometry.appendPathFill($0, world: node.world, scale: scale) }
            commands.append(.groupShadow(GroupShadow(tint: tint, sigma: max(0, shadow.radius) * pixelsPerPoint,
                                                     offset: shadow.offset,
                                                     isSharp: shadow.isSharpAndUnder(pixelsPerPoint: pixelsPerPoint),
                                                     pathFill: pathFill, world: node.world)))
        }
        commands.append(.endGroup(opacity: node.opacity * inherited, blend: node.blendMode))
        if box != nil { popScissor() }
    }

    /// Background, contents, sublayers (clipped by `scissor`, each at its opacity times
    /// `sublayerOpacity`), border, of node `index` (read in place; copied only to draw a background or
    /// border).
    private func emitLayer(_ index: Int, _ tree: RenderTree, opacity: CGFloat, sublayerOpacity: CGFloat,
                           scissor: DeviceRect?) {
        if tree.nodes[index].paintsBackground {
            let node = tree.nodes[index]
            commands.append(.quad(node.bounds, world: node.world,
                                  paint: .roundedRect(box: node.bounds, radius: node.cornerRadius, fill: node.backgroundColor,
                                                      borderWidth: 0, borderColor: nil), opacity: opacity))
        }
        if let scissor { pushScissor(scissor) }
        emitContent(index, tree, opacity: opacity)
        for child in tree.children(of: index) { emitNode(child, tree, inherited: sublayerOpacity) }
        if scissor != nil { popScissor() }
        if tree.nodes[index].paintsBorder {
            let node = tree.nodes[index]
            if let stroke = BorderStroke.shape(for: node, color: node.borderColor!, strokes: &borderStrokes) {
                // Only the border's band of pixels, not a shader over the whole bounds.
                geometry.appendUnbatched(stroke, world: node.world, opacity: opacity, scale: scale, into: &commands)
            } else {
                commands.append(.quad(node.bounds, world: node.world,
                                      paint: .roundedRect(box: node.bounds, radius: node.cornerRadius, fill: nil,
                                                          borderWidth: node.borderWidth, borderColor: node.borderColor),
                                      opacity: opacity))
            }
        }
    }

    private func emitContent(_ index: Int, _ tree: RenderTree, opacity: CGFloat) {
        switch tree.nodes[index].content {
        case .none:
            break
        case .shape(let shape):
            geometry.appendShape(shape, node: index, world: tree.nodes[index].world, opacity: opacity, scale: scale,
                                 into: &commands)
        case .gradient(let gradient):
            guard !gradient.colors.isEmpty else { return }
            let bounds = tree.nodes[index].bounds
            commands.append(.quad(bounds, world: tree.nodes[index].world, paint: .gradient(gradient, box: bounds),
                                  opacity: opacity))
        case .image(let image):
            let placement = ContentsPlacement(image: image, bounds: tree.nodes[index].bounds)
            commands.append(.quad(placement.box, world: tree.nodes[index].world,
                                  paint: .image(image, box: placement.box, uvRect: placement.uvRect), opacity: opacity))
        case .particles(let particles):
            geometry.appendParticles(particles, world: tree.nodes[index].world, opacity: opacity, into: &commands)
        case .text(let content):
            let (bounds, world) = (tree.nodes[index].bounds, tree.nodes[index].world)
            commands.append(.quad(bounds, world: world,
                                  paint: .text(content, size: bounds.size, pixelsPerPoint: scale * world.approximateScale),
                                  opacity: opacity))
        }
    }

    // MARK: scissor boxes

    /// An axis-aligned, square-cornered masksToBounds as a scissor box; nil when it is not one.
    private func scissorRect(for node: RenderNode) -> DeviceRect? {
        guard canScissor(node) else { return nil }
        let w = node.world
        let corners = (CGPoint(x: node.bounds.minX * w.m11 + w.m41, y: node.bounds.minY * w.m22 + w.m42),
                       CGPoint(x: node.bounds.maxX * w.m11 + w.m41, y: node.bounds.maxY * w.m22 + w.m42))
        let x0 = min(corners.0.x, corners.1.x) * scale, x1 = max(corners.0.x, corners.1.x) * scale
        let y0 = min(corners.0.y, corners.1.y) * scale, y1 = max(corners.0.y, corners.1.y) * scale
        // GL's scissor origin is the bottom-left pixel; points are y down.
        let px = Int(x0.rounded()), pw = Int(x1.rounded()) - px
        let top = Int(y0.rounded()), bottom = Int(y1.rounded())
        return DeviceRect(x: px, y: targetHeight - bottom, width: max(0, pw), height: max(0, bottom - top))
    }

    /// A rectangle in root points as a scissor box, clamped to the target (all of it when too far out).
    private func deviceRect(_ r: CGRect) -> DeviceRect {
        DeviceRect(covering: r, scale: scale, width: targetWidth, height: targetHeight)
            ?? DeviceRect(x: 0, y: 0, width: targetWidth, height: targetHeight)
    }

    private func pushScissor(_ r: DeviceRect) {
        let rect = scissors.last.map { r.intersection($0) } ?? r
        scissors.append(rect)
        commands.append(.scissor(rect))
    }

    private func popScissor() {
        scissors.removeLast()
        commands.append(.scissor(scissors.last))
    }
}
