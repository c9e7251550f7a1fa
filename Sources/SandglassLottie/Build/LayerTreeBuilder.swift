import Foundation

/// Builds a composition's layer tree.
///
/// A Lottie layer is one CALayer named after it, holding its transform, opacity, visibility (a
/// `hidden` step animation for its in and out points), masks and content. Parenting: the child is
/// wrapped in one transform-only layer per ancestor (named after the ancestor, innermost the direct
/// parent), so parent transforms apply to the child and parent opacity does not, as in Lottie. A
/// layer with a track matte is wrapped in a layer named "Track Matte" in composition coordinates
/// whose mask is a fresh tree of the matte layer. Layers are added bottom first (the reverse of the
/// file's order).
struct LayerTreeBuilder {
    let composition: LottieComposition
    let animator: PropertyAnimator
    let timing: LottieTiming
    let text: LottieText
    private let budget = Budget()

    private final class Budget { var layers = 0 }

    init(_ composition: LottieComposition, timing: LottieTiming, text: LottieText) {
        self.composition = composition
        self.timing = timing
        self.text = text
        animator = PropertyAnimator(duration: composition.duration)
    }

    /// The map of a layer's own properties (its transform, contents, masks, time remap): its own
    /// frames under After Effects' rule, its composition's under iOS's (`LottieTiming`).
    private func ownMap(_ l: LayerModel, in map: TimeMap) -> TimeMap {
        timing == .afterEffects ? map.layer(start: l.startFrame, stretch: l.stretch) : map
    }

    func build() -> CALayer {
        let root = CALayer()
        root.name = composition.name
        root.anchorPoint = .zero
        root.bounds = CGRect(origin: .zero, size: composition.size)
        let map = TimeMap(inPoint: composition.inPoint, frameRate: composition.frameRate)
        addLayers(composition.model.layers, to: root, size: composition.size, map: map, precomps: [])
        return root
    }

    /// `size`: the size of the composition the layers are in (a shape layer's bounds size).
    private func addLayers(_ layers: [LayerModel], to container: CALayer, size: CGSize, map: TimeMap, precomps: [String]) {
        let byIndex = LayerModel.byIndex(layers)
        for i in layers.indices.reversed() {
            let l = layers[i]
            guard !l.isMatte, !l.hidden else { continue }
            budget.layers += 1
            guard budget.layers <= LottieLimits.builtLayers else { return }
            var node = stack(l, byIndex: byIndex, size: size, map: map, precomps: precomps)
            // Luma mattes (3, 4) are no matte lottie-ios knows: iOS draws the layer unmatted.
            if let mode = l.matteMode, mode == 1 || mode == 2, let matte = LayerModel.matte(of: i, in: layers, byIndex: byIndex) {
                let wrapper = CALayer()
                wrapper.name = "Track Matte"
                wrapper.anchorPoint = .zero
                wrapper.bounds = container.bounds
                wrapper.addSublayer(node)
                wrapper.mask = stack(matte, byIndex: byIndex, size: size, map: map, precomps: precomps)
                // An inverted matte cuts the matte out, as iOS.
                wrapper.invertsMask = mode == 2
                node = wrapper
            }
            container.addSublayer(node)
        }
    }

    /// The layer of `l` inside its ancestors' transform layers.
    private func stack(_ l: LayerModel, byIndex: [Int: LayerModel], size: CGSize, map: TimeMap, precomps: [String]) -> CALayer {
        var node = layer(l, size: size, map: map, precomps: precomps)
        var parent = l.parent
        var seen: Set<Int> = []
        while let p = parent, let ancestor = byIndex[p], seen.insert(p).inserted, seen.count <= LottieLimits.parentChain {
            let wrapper = CALayer()
            wrapper.name = ancestor.name
            animator.applyTransform(ancestor.transform, map: ownMap(ancestor, in: map), to: wrapper, opacity: false)
            wrapper.addSublayer(node)
            node = wrapper
            parent = ancestor.parent
        }
        return node
    }

    private func layer(_ l: LayerModel, size compositionSize: CGSize, map: TimeMap, precomps: [String]) -> CALayer {
        let own = ownMap(l, in: map)
        let layer = CALayer()
        layer.name = l.name
        animator.applyTransform(l.transform, map: own, to: layer)
        if map.isSampled {
            applyVisibility(l, sampledBy: map, on: layer)
        } else {
            applyVisibility(from: map.time(l.inFrame), to: map.time(l.outFrame), on: layer)
        }
        switch l.content {
        case .shapes(let items):
            layer.bounds.size = compositionSize
            ShapeLayerBuilder(animator: animator, map: own).add(items, to: layer)
        case .solid(let color, let size):
            layer.bounds.size = size
            let solid = CALayer()
            solid.name = "Solid"
            solid.frame = CGRect(origin: .zero, size: size)
            solid.backgroundColor = color
            layer.addSublayer(solid)
        case .precomp(let refId, let size):
            layer.bounds.size = size
            guard let layers = composition.model.precomps[refId], !precomps.contains(refId),
                  precomps.count < LottieLimits.precompDepth else { break }
            let clip = CALayer()
            clip.name = "Precomp"
            clip.frame = CGRect(origin: .zero, size: size)
            clip.masksToBounds = true
            // A remap curve runs in `own`'s frames; without one, the children's frames are the layer's
            // own (st, sr) in either rule.
            let inner = l.timeRemap.map { own.remapped(by: $0, duration: composition.duration) }
                ?? map.layer(start: l.startFrame, stretch: l.stretch)
            addLayers(layers, to: clip, size: size, map: inner, precomps: precomps + [refId])
            layer.addSublayer(clip)
        case .image(let refId):
            guard let asset = composition.model.images[refId] else { break }
            layer.bounds.size = asset.size
            let image = CALayer()
            image.name = "Image"
            image.frame = CGRect(origin: .zero, size: asset.size)
            image.contents = asset.image
            layer.addSublayer(image)
        case .text(let text):
            layer.addSublayer(TextBuilder(glyphs: composition.model.glyphs, mode: self.text).layer(text))
        case .null, .empty:
            break
        }
        layer.mask = MaskBuilder(animator: animator, map: own).mask(l.masks)
        if let filter = l.compositingFilter { layer.compositingFilter = filter }
        if let shadow = l.dropShadow { applyShadow(shadow, map: own, to: layer) }
        return layer
    }

    /// A drop shadow as the layer's own shadow, cast by everything it draws (Core Animation's shadow of a
    /// layer without a shadowPath), as lottie-ios draws the effect.
    private func applyShadow(_ s: DropShadowModel, map: TimeMap, to layer: CALayer) {
        animator.apply(s.color, map: map, to: layer, keyPath: "shadowColor", value: { .color(PropertyAnimator.color($0)) }) {
            layer.shadowColor = PropertyAnimator.color($0)
        }
        animator.apply(s.opacity, map: map, to: layer, keyPath: "shadowOpacity", value: { .number(min(max($0[safe: 0], 0), 1)) }) {
            layer.shadowOpacity = Float(min(max($0[safe: 0], 0), 1))
        }
        animator.apply(s.radius, map: map, to: layer, keyPath: "shadowRadius", value: { .number(max($0[safe: 0], 0)) }) {
            layer.shadowRadius = max($0[safe: 0], 0)
        }
        animator.apply(s.offset, map: map, to: layer, keyPath: "shadowOffset", value: { .size(CGSize(width: $0[safe: 0], height: $0[safe: 1])) }) {
            layer.shadowOffset = CGSize(width: $0[safe: 0], height: $0[safe: 1])
        }
    }

    /// Below a time remap: hidden at the samples where the composition's frame is outside
    /// [in, out), a step at each change.
    private func applyVisibility(_ l: LayerModel, sampledBy map: TimeMap, on layer: CALayer) {
        let d = animator.duration
        var keys: [(time: Double, hidden: Bool)] = []
        for sample in map.sampledFrames {
            let frame = sample.frame * map.scale + map.offset
            let hidden = !(l.inFrame <= frame && frame < l.outFrame)
            if let last = keys.last {
                guard last.hidden != hidden else { continue }
                keys.append((sample.time, last.hidden))
            }
            keys.append((sample.time, hidden))
        }
        guard let first = keys.first, d > 0 else { return }
        guard keys.count > 1 else { layer.isHidden = first.hidden; return }
        if let last = keys.last, last.time < d { keys.append((d, last.hidden)) }
        let a = CAKeyframeAnimation(keyPath: "hidden")
        a.values = keys.map { CAValue.bool($0.hidden) }
        a.keyTimes = keys.map { NSNumber(value: min(max($0.time / d, 0), 1)) }
        (a.calculationMode, a.duration, a.fillMode, a.isRemovedOnCompletion) = (.linear, d, .both, false)
        layer.add(a, forKey: "hidden")
    }

    /// Hidden outside scene times [start, end) (visible through the end of the scene when `end`
    /// reaches it, since the last instant shows frame op, and so at that instant when `start` is it,
    /// as iOS shows a layer whose in point is the last frame): a `hidden` step animation.
    private func applyVisibility(from start: Double, to end: Double, on layer: CALayer) {
        let d = animator.duration
        if start <= 0 && end >= d { return }
        if start > d || end <= 0 || end <= start {
            layer.isHidden = true
            return
        }
        var keys: [(Double, Bool)] = [(0, start > 0)]
        if start > 0 { keys += [(start, true), (start, false)] }
        if end < d { keys += [(end, false), (end, true)] }
        keys.append((d, end < d))
        let a = CAKeyframeAnimation(keyPath: "hidden")
        a.values = keys.map { CAValue.bool($0.1) }
        a.keyTimes = keys.map { NSNumber(value: $0.0 / d) }
        a.calculationMode = .linear
        (a.duration, a.fillMode, a.isRemovedOnCompletion) = (d, .both, false)
        layer.add(a, forKey: "hidden")
    }
}
