import Foundation

// Layer time and the presentation tree: value copies of the model with animations applied.
extension CALayer {
    /// This layer's local time for its superlayer's time `t`: `(t - beginTime) * speed + timeOffset`.
    @inline(__always)
    func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * Double(speed) + timeOffset
    }

    /// This layer's local time for global (clock) time `t`, through every ancestor's timing.
    public func localTime(fromGlobal t: CFTimeInterval) -> CFTimeInterval {
        localTime(fromParent: parentForTiming?.localTime(fromGlobal: t) ?? t)
    }

    /// Global (clock) time for this layer's local time `t` (a speed of 0 maps to the begin time).
    public func globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        var l: CALayer? = self
        while let c = l {
            time = c.speed == 0 ? c.beginTime : (time - c.timeOffset) / Double(c.speed) + c.beginTime
            l = c.parentForTiming
        }
        return time
    }

    /// `convertTime:fromLayer:` — `t` in `layer`'s time (nil: global clock time) to this layer's time.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(fromGlobal: layer?.globalTime(fromLocal: t) ?? t)
    }

    /// `convertTime:toLayer:` — `t` in this layer's time to `layer`'s (nil: global clock time).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let g = globalTime(fromLocal: t)
        return layer?.localTime(fromGlobal: g) ?? g
    }

    /// The presentation layer at the current clock time (`CACurrentMediaTime()`): a copy of this
    /// layer and its subtree (sublayers and masks) with every animation applied. Its `superlayer`
    /// is nil; `model()` on it returns this layer.
    public func presentation() -> Self? {
        buildPresentation(localTime: localTime(fromGlobal: CACurrentMediaTime())) as? Self
    }

    /// The presentation copy of this subtree at global time `t` (seconds of the media clock): what the
    /// renderer draws and `dump` prints. A deep copy, masks included; the model is never changed.
    /// Animations of a layer run in its local time (its ancestors' beginTime/speed/timeOffset apply).
    /// A layer in a transition is drawn by a container of its snapshot and itself (CALayer+Transition.swift);
    /// at the root only when `Self` can hold it (a tree typed CALayer, as the tools hold it).
    public func presentationTree(at t: CFTimeInterval) -> Self {
        let local = localTime(fromGlobal: t)
        let c = buildPresentation(localTime: local)
        return (presentingTransition(c, localTime: local) as? Self) ?? c as! Self
    }

    /// `presentationTree(at:)` that updates `previous` in place when it is this subtree's presentation
    /// copy with the same structure (the same sublayers and mask, in the same order): a renderer
    /// drawing every frame then makes no new layers. Otherwise, or when `previous` is nil, a fresh copy.
    /// `previous`'s old values are gone either way: pass only a copy nobody else holds.
    public func presentationTree(at t: CFTimeInterval, reusing previous: CALayer?) -> Self {
        let local = localTime(fromGlobal: t)
        if let previous, update(previous, localTime: local) { return previous as! Self }
        let c = buildPresentation(localTime: local)
        return (presentingTransition(c, localTime: local) as? Self) ?? c as! Self
    }

    /// A copy of this subtree with model values only (no animations applied), for `--model` renders.
    public func modelTree() -> Self {
        buildCopy(localTime: nil) as! Self
    }

    /// The model layer of a presentation copy; `self` for a model layer.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// True for copies made by `presentation()`, `presentationTree(at:)` and `modelTree()`.
    public var isPresentationCopy: Bool { modelLayer != nil }

    func buildPresentation(localTime t: CFTimeInterval) -> CALayer { buildCopy(localTime: t) }

    private func buildCopy(localTime t: CFTimeInterval?) -> CALayer {
        // Through init(layer:), as Core Animation makes presentation layers: a subclass copies its own.
        let c = type(of: self).init(copyOf: self)
        c.actionsSuppressed = true
        c.modelLayer = self
        if let t { applyAnimations(at: t, to: c) }
        if isEmitterLayer { unsafeDowncast(c, to: CAEmitterLayer.self).presentedTime = t }
        if replicates, let replicator = self as? CAReplicatorLayer {
            c._sublayers = replicator.instanceContainers(localTime: t) { layer, time in layer.buildCopy(localTime: time) }
            for container in c._sublayers { container._superlayer = c }
        } else if !_sublayers.isEmpty {
            var subs: [CALayer] = []
            subs.reserveCapacity(_sublayers.count)
            for s in _sublayers {
                let st = t.map { s.localTime(fromParent: $0) }
                let sc = s.presentingTransition(s.buildCopy(localTime: st), localTime: st)
                sc._superlayer = c
                subs.append(sc)
            }
            c._sublayers = subs
        }
        if let m = mask {
            let mc = m.buildCopy(localTime: t.map { m.localTime(fromParent: $0) })
            mc.maskOwner = c
            c.mask = mc
        }
        return c
    }

    /// Brings `c`, a copy of this subtree made by `buildCopy`, to local time `t` (model values, then
    /// animations); false when the structure changed (classes, sublayers, mask) and a fresh copy is needed.
    private func update(_ c: CALayer, localTime t: CFTimeInterval?) -> Bool {
        // A replicator's containers are rebuilt every time (their count and lags follow its properties).
        guard c.modelLayer === self, type(of: c) == type(of: self), updatesInPlace,
              c._sublayers.count == _sublayers.count,
              !replicates,
              (c.storedMask == nil) == (storedMask == nil),
              animationEntries.transitionCount == 0 || t.map({ shownTransition(at: $0) == nil }) ?? true
        else { return false }
        copyProperties(to: c)
        if let t { applyAnimations(at: t, to: c) }
        if isEmitterLayer { unsafeDowncast(c, to: CAEmitterLayer.self).presentedTime = t }
        // The two lists are held for the loop, so each sublayer and its copy are used without a
        // retain and release of their own (10,000 of each a frame, every one a cache miss).
        let models = _sublayers, copies = c._sublayers
        for i in models.indices {
            let updated = Unmanaged.passUnretained(models[i])._withUnsafeGuaranteedRef { s in
                Unmanaged.passUnretained(copies[i])._withUnsafeGuaranteedRef { copy in
                    s.update(copy, localTime: t.map { s.localTime(fromParent: $0) })
                }
            }
            guard updated else { return false }
        }
        if let m = storedMask, let mc = c.storedMask {
            guard m.update(mc, localTime: t.map { m.localTime(fromParent: $0) }) else { return false }
        }
        return true
    }

    /// Applies this layer's animations at local time `t` to `c`, its presentation copy, and redraws
    /// the copy when one of them animates a key its class redraws for (`needsDisplay(forKey:)`), so
    /// that its `contents` show the animated values.
    private func applyAnimations(at t: CFTimeInterval, to c: CALayer) {
        guard !animationEntries.isEmpty else { return }
        c.needsDisplayFlag = false
        forEachAnimation { AnimationEvaluator.apply($0, at: t, to: c, topLevel: true) }
        c.displayIfNeeded()
    }

    /// Calls `body` with each of the layer's animations in order. Only the list is held for the loop
    /// (reading it through `animationEntries` copied its key set too), so each animation is used
    /// without a retain and release of its own: 10,000 animated layers paid them every frame, each
    /// on an object out of the cache.
    private func forEachAnimation(_ body: (CAAnimation) -> Void) {
        let list = animationEntries.list
        for i in list.indices { Unmanaged.passUnretained(list[i].animation)._withUnsafeGuaranteedRef(body) }
    }

    /// The presentation value of one property at the current clock time, for `modelValue` as the
    /// model value (used by implicit animations to start from what is on screen).
    func presentationValue(of p: LayerProperty, modelValue: CAValue) -> CAValue {
        guard !animationEntries.isEmpty else { return modelValue }
        let c = type(of: self).init(copyOf: self)
        c.actionsSuppressed = true
        c.set(modelValue, for: p)
        let t = localTime(fromGlobal: CACurrentMediaTime())
        for e in animationEntries { AnimationEvaluator.apply(e.animation, at: t, to: c, topLevel: true) }
        return c.value(of: p) ?? modelValue
    }
}
