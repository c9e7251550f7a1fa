import Foundation

// Attaching animations: copied, validated, keyed; callbacks fire from `advance(to:)`.
extension CALayer {
    /// `add(_:forKey:)` as app code calls it, with a key: the same, and the animation remembers the
    /// call site (`addedAt`) so that the preview can show and open it. Swift fills in the location
    /// only through default arguments, and an overridable method cannot have extra ones (a subclass's
    /// `override func add(_:forKey:)` must still override), so these two overloads sit in front of it:
    /// the overridable one is disfavoured, and a `String?` (what an override passes to `super`) reaches
    /// it directly, so an override runs once.
    public func add(_ anim: CAAnimation, forKey key: String, fileID: String = #fileID,
                    filePath: String = #filePath, line: Int = #line) {
        anim.addedAt = AnimationSourceLocation(fileID: fileID, filePath: filePath, line: line)
        let overridable: (CAAnimation, String?) -> Void = add(_:forKey:)
        overridable(anim, key)
    }

    /// `add(_:forKey: nil)`, remembering the call site as the overload above does.
    public func add(_ anim: CAAnimation, forKey key: Never?, fileID: String = #fileID,
                    filePath: String = #filePath, line: Int = #line) {
        anim.addedAt = AnimationSourceLocation(fileID: fileID, filePath: filePath, line: line)
        let overridable: (CAAnimation, String?) -> Void = add(_:forKey:)
        overridable(anim, nil)
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
        c.isHeldByLayer = true
        animationEntries.append(AnimationEntry(key: k, animation: c))
        markPending(.tick)
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
