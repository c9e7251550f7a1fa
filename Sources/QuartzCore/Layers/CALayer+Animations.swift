import Foundation

// Attaching animations: copied, validated, keyed; callbacks fire from `advance(to:)`.
extension CALayer {
    /// `addAnimation:forKey:`. Stores a COPY of `anim` (later edits to the caller's object change
    /// nothing), replacing (and stopping, `finished: false`) any animation under the same key; a nil
    /// key gets a unique one (`"animation-N"`). A `beginTime` of 0 is stamped with the current
    /// media time in this layer's time space (`convertTime(CACurrentMediaTime(), from: nil)`), as
    /// Core Animation does at commit.
    ///
    /// The copy's values are read for its key path here, once (`readValues`). An invalid animation
    /// (unknown key path, a value of the wrong kind, see also `validate()`) is not added, where Core
    /// Animation would skip it silently: one line naming the field and the values goes to stderr
    /// (once per distinct line). Use `addChecked` to get the typed error instead.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        do {
            try addChecked(anim, forKey: key)
        } catch {
            ProblemLog.report("sandglass: animation '\(key ?? "nil")' not added: \(error)")
        }
    }

    /// `add(_:forKey:)` that throws the typed validation error instead of reporting it.
    public func addChecked(_ anim: CAAnimation, forKey key: String?) throws(CAAnimationError) {
        let c = anim.copy()
        try prepare(c)
        try c.validate()
        if let transition = c as? CATransition { transition.snapshot = transitionSnapshot() }
        if c.beginTime == 0 { c.beginTime = convertTime(CACurrentMediaTime(), from: nil) }
        let k = key ?? nextAnimationKey()
        if animationEntries.containsKey(k), let i = animationEntries.firstIndex(where: { $0.key == k }) {
            let old = animationEntries.remove(at: i)
            old.animation.fireStop(finished: false)
        }
        animationEntries.append(AnimationEntry(key: k, animation: c))
        CATransaction.register(c)
    }

    private func nextAnimationKey() -> String {
        var n = animationEntries.count
        while animationEntries.containsKey("animation-\(n)") { n += 1 }
        return "animation-\(n)"
    }

    /// Parses key paths against this layer and reads the values for them (recursively through groups).
    func prepare(_ a: CAAnimation) throws(CAAnimationError) {
        if let g = a as? CAAnimationGroup {
            for (i, child) in (g.animations ?? []).enumerated() {
                do { try prepare(child) } catch { throw .groupChild(index: i, error) }
            }
            return
        }
        guard let p = a as? CAPropertyAnimation else { return }
        guard let ks = p.keyPath else { throw .keyPath(.missing) }
        p.redrawsLayer = type(of: self).needsDisplay(forKey: String(ks.prefix { $0 != "." }))
        let kp: LayerKeyPath
        do { kp = try LayerKeyPath(parsing: ks) } catch {
            if try prepareOwnKey(p, ks) { return }
            throw .keyPath(error)
        }
        guard value(of: kp.property) != nil else { throw .keyPath(.notOnLayer(keyPath: ks, layerType: Self.typeName)) }
        p.ownKey = nil
        let kind = kp.expectedKind(wholeKind: CALayer.kind(of: kp.property))
        p.appliedValueFunction = kind == "transform" ? p.valueFunction : nil
        try p.readValues(keyPath: ks, kind: p.appliedValueFunction?.inputKind ?? kind)
        p.parsedKeyPath = kp
    }

    /// What `removeAnimation(forKey:)` does: the animation stops with `finished: false`.
    final func stopAnimation(forKey key: String) {
        guard let i = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let e = animationEntries.remove(at: i)
        e.animation.fireStop(finished: false)
    }

    /// What `removeAllAnimations()` does: each stops with `finished: false`.
    final func stopAllAnimations() {
        let all = animationEntries
        animationEntries = []
        for e in all { e.animation.fireStop(finished: false) }
    }
}
