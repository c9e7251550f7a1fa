import Foundation

// The per-frame tick: the only place callbacks fire and finished animations are removed.
extension CALayer {
    /// Advances this subtree (sublayers and masks) to global time `t`: fires `animationDidStart`/
    /// `onStart` for animations whose active interval has begun, `animationDidStop(finished: true)`/
    /// `completion(true)` for those that ended (each exactly once), removes ended animations whose
    /// `isRemovedOnCompletion` is true, and marks layers committed (so later property sets animate
    /// implicitly). Call it once per frame with the clock's time, before `presentationTree(at:)`.
    /// A subtree with no tick work (`PendingWork.tick`: every layer committed, every animation started
    /// and repeating forever) is not visited: nothing in it can fire or end.
    public func advance(to t: CFTimeInterval) {
        guard pendingWork.contains(.tick) else { return }
        advance(localTime: localTime(fromGlobal: t))
    }

    private func advance(localTime t: CFTimeInterval) {
        hasBeenCommitted = true
        if !animationEntries.isEmpty {
            var finished: [AnimationEntry] = []
            for e in animationEntries {
                // Started and repeating forever: it never reaches its after phase, so nothing is left
                // to fire (and no timing to work out for it, a layer a frame).
                if e.animation.didFireStart && e.animation.repeatsForever { continue }
                let st = e.animation.timing.state(at: t)
                if st.phase != .before { e.animation.fireStart() }
                if st.phase == .after && !e.animation.didFireStop { finished.append(e) }
            }
            // Every finished animation leaves first (one pass, however many end together), then each
            // stops in the order added, so a stop callback sees the layer as the frame left it.
            if !finished.isEmpty {
                let leaving = Set(finished.lazy.filter(\.animation.isRemovedOnCompletion).map { ObjectIdentifier($0.animation) })
                if !leaving.isEmpty { animationEntries.removeAll { leaving.contains(ObjectIdentifier($0.animation)) } }
                for e in finished { e.animation.fireStop(finished: true) }
            }
        }
        for s in _sublayers where s.pendingWork.contains(.tick) { s.advance(localTime: s.localTime(fromParent: t)) }
        if let m = storedMask, m.pendingWork.contains(.tick) { m.advance(localTime: m.localTime(fromParent: t)) }
        // Read again: a callback may have added an animation here or below. An animation started and
        // repeating forever, or one that stopped and stays (not removed on completion), fires nothing more.
        let own = animationEntries.contains {
            !($0.animation.didFireStart && ($0.animation.repeatsForever || $0.animation.didFireStop))
        }
        if !pendingAfterWalk(.tick, own: own) { pendingWork.remove(.tick) }
    }
}

extension CALayer {
    /// True when an animation anywhere in this subtree (masks and group children included) has a
    /// delegate, an `onStart` or a `completion`: then advancing frame by frame can change the scene.
    public var hasAnimationCallbacks: Bool {
        func has(_ a: CAAnimation) -> Bool {
            if a.delegate != nil || a.onStart != nil || a.completion != nil { return true }
            return (a as? CAAnimationGroup)?.animations?.contains(where: has) ?? false
        }
        if animationEntries.contains(where: { has($0.animation) }) { return true }
        if _sublayers.contains(where: \.hasAnimationCallbacks) { return true }
        return storedMask?.hasAnimationCallbacks ?? false
    }
}
