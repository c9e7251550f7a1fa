import SandglassTessellation

/// Conservative boxes, in root points, of what a subtree can draw: its backgrounds, contents and
/// sublayers, cut by its masksToBounds and its mask. A group is scissored to its box, so its
/// composite, mask and blur passes touch only those pixels, not the whole frame (on llvmpipe every
/// full-frame pass costs milliseconds). Nil means "anywhere" (a perspective transform).
enum GroupBounds {
    static func box(_ index: Int, _ tree: RenderTree) -> CGRect? {
        box(index, tree) { box($0, tree) }
    }

    /// Every node's box, each subtree visited once (for comparing whole frames, `FrameDamage`).
    static func boxes(_ tree: RenderTree) -> [CGRect?] {
        var known = [CGRect??](repeating: .none, count: tree.nodes.count)
        func visit(_ index: Int) -> CGRect? {
            if let done = known[index] { return done }
            let result = box(index, tree, childBox: visit)
            known[index] = .some(result)
            return result
        }
        return tree.nodes.indices.map(visit)
    }

    /// The box of `index` from its own area and `childBox` of its sublayers and mask.
    private static func box(_ index: Int, _ tree: RenderTree, childBox: (Int) -> CGRect?) -> CGRect? {
        let node = tree.nodes[index]
        guard let world = node.world.planarAffine else { return nil }
        var box = ownArea(node).applying(world)
        for child in tree.children(of: index) {
            guard let b = childBox(child) else { return nil }
            box = box.union(withOwnShadow(b, of: tree.nodes[child]))
        }
        if node.masksToBounds { box = box.intersection(node.bounds.applying(world)) }
        // An inverted mask keeps what lies outside it: it does not bound the group.
        if let mask = node.mask, !node.maskInverted, let m = childBox(mask) {
            box = box.intersection(withOwnShadow(m, of: tree.nodes[mask]))
        }
        return box
    }

    /// `rect` (a layer's points) in root points; nil under perspective.
    static func rootBox(of rect: CGRect, world: CATransform3D) -> CGRect? {
        world.planarAffine.map { rect.applying($0) }
    }

    /// A sublayer's (or mask's) box grown by its own shadow: what its parent's group must keep. A
    /// node's own box leaves its shadow out, for the caller to add (`FramePlanner.emitGroup`, `FrameDamage`).
    private static func withOwnShadow(_ box: CGRect, of node: RenderNode) -> CGRect {
        guard let shadow = node.shadow, shadow.opacity > 0, !node.masksToBounds else { return box }
        return withShadow(box, shadow, world: node.world)
    }

    /// The box grown by what the layer's shadow adds: its offset copy, blurred by 3 sigma, plus the
    /// same again so that the blur passes read zeros around it.
    /// A shadowPath casts its own outline instead of the layer's drawing, which may reach further.
    static func withShadow(_ box: CGRect, _ shadow: RenderShadow, world: CATransform3D) -> CGRect {
        let scale = world.approximateScale
        var cast = box
        if let path = shadow.path, let affine = world.planarAffine {
            let outline = path.boundingBox
            if !outline.isNull { cast = cast.union(outline.applying(affine)) }
        }
        let reach = 3 * max(0, shadow.radius) * scale + 2
        return cast.union(cast.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height))
            .insetBy(dx: -2 * reach, dy: -2 * reach)
    }

    /// The box of the part of the path a stroke draws (before its width is added): for a circular arc
    /// trimmed by strokeStart or strokeEnd, the trimmed arc's own box, so that a ring filling up
    /// (matching, scoregauge) damages the part drawn, not its whole circle; otherwise the path's box.
    private static func strokedBox(_ shape: ShapeContent) -> CGRect {
        let s0 = min(max(shape.strokeStart, 0), 1), s1 = min(max(shape.strokeEnd, 0), 1)
        guard s0 > 0 || s1 < 1, let arc = CircularArc.detect(shape.path) else { return shape.path.boundingBox }
        guard s0 < s1 else { return .null }  // nothing is drawn
        let a0 = arc.startAngle + arc.sweep * Double(s0), a1 = arc.startAngle + arc.sweep * Double(s1)
        let (lo, hi) = (min(a0, a1), max(a0, a1))
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: arc.center.x + arc.radius * cos(angle), y: arc.center.y + arc.radius * sin(angle))
        }
        var box = CGRect(origin: point(lo), size: .zero).union(CGRect(origin: point(hi), size: .zero))
        // The circle's extremes (right, bottom, left, top) the trimmed arc passes through.
        var quarter = (lo / (.pi / 2)).rounded(.up) * (.pi / 2)
        while quarter < hi {
            box = box.union(CGRect(origin: point(quarter), size: .zero))
            quarter += .pi / 2
        }
        return box
    }

    /// What the layer itself paints, in its bounds coordinates.
    static func ownArea(_ node: RenderNode) -> CGRect {
        var area = CGRect.null
        if node.paintsBackground || node.paintsBorder || node.paintsBackdrop {
            area = node.bounds
        }
        switch node.content {
        case .none:
            break
        case .shape(let shape) where shape.paintsFill || shape.paintsStroke:
            // A shape with a clear fill and no stroke paints nothing: a container that only turns its
            // sublayers (matching's orbiting ball) once damaged its whole turning bounds every frame.
            var b = shape.paintsFill ? shape.path.boundingBox : strokedBox(shape)
            if !b.isNull {
                let pad = shape.strokeReach + 1  // and the anti-aliasing fringe
                b = b.insetBy(dx: -pad, dy: -pad)
                area = area.union(b)
            }
        case .shape:
            break
        case .image(let image):
            area = area.union(ContentsPlacement(image: image, bounds: node.bounds).box)
        case .gradient, .text:
            area = area.union(node.bounds)
        case .particles(let particles):
            // Particles fly out of the layer's bounds: their own box, and the fringe around it.
            if let box = particles.bounds { area = area.union(box.insetBy(dx: -1, dy: -1)) }
        }
        return area
    }
}
