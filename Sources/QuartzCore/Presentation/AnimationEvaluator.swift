import Foundation

/// Applies animations to a presentation copy at a layer time. Pure with respect to the model: it
/// only writes to the copy it is given, and never fires callbacks or removes anything.
enum AnimationEvaluator {
    /// Applies `a` at layer time `t` (the time space the animation's `beginTime` is in) to `target`.
    /// `topLevel` animations in their after phase count as removed when `isRemovedOnCompletion`
    /// (Core Animation removes them at that moment), so rendering and completion agree.
    /// `holdsEnd`: the parent group is filling past its end at `t`; a child whose active interval ends
    /// exactly at `t` then keeps its end value, as on iOS, instead of dropping out at the half-open end
    /// of its own interval (seed 003's dust sets fillMode only on the group).
    /// `groupDuration`: the parent group's duration, which a child without its own (`duration` 0)
    /// runs for, as on Core Animation, instead of the 0.25 s default (seed 003 sets only the group's).
    static func apply(_ a: CAAnimation, at t: CFTimeInterval, to target: CALayer, topLevel: Bool, holdsEnd: Bool = false,
                      groupDuration: CFTimeInterval? = nil) {
        var timing = a.timing
        if let groupDuration, !(a.duration > 0 && a.duration.isFinite) { timing.duration = groupDuration }
        if holdsEnd && !timing.fillsForwards && abs(timing.endTime - t) <= 1e-9 * max(1, abs(t)) {
            timing.fillsForwards = true
        }
        let st = timing.state(at: t)
        guard st.hasEffect else { return }
        if topLevel && st.phase == .after && a.isRemovedOnCompletion { return }
        switch a.evaluationKind {
        case .basic, .spring:
            let b = unsafeDowncast(a, to: CABasicAnimation.self)
            applyBasic(b, st, target)
            if b.redrawsLayer { target.needsDisplayFlag = true }
        case .keyframes:
            let k = unsafeDowncast(a, to: CAKeyframeAnimation.self)
            applyKeyframes(k, st, target)
            if k.redrawsLayer { target.needsDisplayFlag = true }
        case .group:
            let g = unsafeDowncast(a, to: CAAnimationGroup.self)
            var s = st.simpleTime
            if let tf = g.timingFunction { s = tf.evaluate(s / st.duration) * st.duration }
            for child in g.animations ?? [] {
                apply(child, at: s, to: target, topLevel: false, holdsEnd: st.phase == .after, groupDuration: st.duration)
            }
        default:
            if let p = a as? CAPropertyAnimation, p.redrawsLayer { target.needsDisplayFlag = true }
        }
    }

    private static func applyBasic(_ b: CABasicAnimation, _ st: TimingState, _ target: CALayer) {
        guard let kp = b.parsedKeyPath else {
            // A key of the app's own: its values are all of one kind, so one of them is a sample.
            guard let key = b.ownKey, let sample = b.converted.from ?? b.converted.to ?? b.converted.by,
                  let v = basicValue(b, st, current: target.animatedBase(forOwnKey: key, kindOf: sample)) else { return }
            return target.setAnimatedValue(v, forOwnKey: key)
        }
        if b.appliedValueFunction == nil, let numbers = b.converted.numbers, let current = target.number(at: kp) {
            applyNumbers(b, numbers, current, st, kp, target)
            return
        }
        guard let current = target.value(at: kp), let v = basicValue(b, st, current: current) else { return }
        target.set(v, at: kp)
    }

    /// The value `b` gives at `st` over `current`, the value beneath it; nil when its value function
    /// makes no transform of it.
    @inline(__always)
    private static func basicValue(_ b: CABasicAnimation, _ st: TimingState, current: CAValue) -> CAValue? {
        let function = b.appliedValueFunction
        // With a value function the ends are the function's inputs; a missing one is its identity.
        let (from, to) = b.converted.endpoints(current: function?.identityInput ?? current,
                                               additive: b.isAdditive)
        let f: CGFloat
        if b.evaluationKind == .spring {
            f = unsafeDowncast(b, to: CASpringAnimation.self).fraction(at: st.simpleTime)
        } else {
            f = CGFloat(b.timingFunction?.evaluate(st.progress) ?? st.progress)
        }
        var v = CAValue.interpolate(from, to, f)
        if b.isCumulative && st.iteration > 0 {
            v = v.adding(to.subtracting(from).scaled(by: CGFloat(st.iteration)))
        }
        if let function {
            guard let t = function.transform(for: v) else { return nil }
            v = .transform(t)
        }
        if b.isAdditive { v = current.adding(v) }
        return v
    }

    /// `applyBasic` for a number-valued key path and number values, in CGFloats: the same steps
    /// without a CAValue.
    private static func applyNumbers(_ b: CABasicAnimation, _ numbers: NumberEnds, _ current: CGFloat,
                                     _ st: TimingState, _ kp: LayerKeyPath, _ target: CALayer) {
        let (from, to) = numbers.endpoints(current: current, additive: b.isAdditive)
        let f: CGFloat
        if b.evaluationKind == .spring {
            f = unsafeDowncast(b, to: CASpringAnimation.self).fraction(at: st.simpleTime)
        } else {
            f = CGFloat(b.timingFunction?.evaluate(st.progress) ?? st.progress)
        }
        var v = from + (to - from) * f
        if b.isCumulative && st.iteration > 0 { v = v + (to - from) * CGFloat(st.iteration) }
        if b.isAdditive { v = current + v }
        target.setNumber(v, at: kp)
    }

    private static func applyKeyframes(_ k: CAKeyframeAnimation, _ st: TimingState, _ target: CALayer) {
        guard let r = k.resolved else { return }
        let p = k.timingFunction?.evaluate(st.progress) ?? st.progress
        let (v, angle) = r.value(at: p)
        if let kp = k.parsedKeyPath, let current = target.value(at: kp) {
            guard let value = keyframeValue(k, r, st, v, current: current) else { return }
            target.set(value, at: kp)
        } else if let key = k.ownKey {
            guard let value = keyframeValue(k, r, st, v, current: target.animatedBase(forOwnKey: key, kindOf: v)) else { return }
            target.setAnimatedValue(value, forOwnKey: key)
        }
        if let mode = k.rotationMode, let a = angle, r.isPath {
            let turn = mode == .rotateAutoReverse ? a + .pi : a
            target.transform = CATransform3DMakeRotation(turn, 0, 0, 1).multiplied(by: target.transform)
        }
    }

    /// The keyframes' value `v` at `st` over `current`, with repeats accumulated, the value function and
    /// `isAdditive` applied; nil when the value function makes no transform of it.
    private static func keyframeValue(_ k: CAKeyframeAnimation, _ r: ResolvedKeyframes, _ st: TimingState, _ v: CAValue,
                                      current: CAValue) -> CAValue? {
        var v = v
        if k.isCumulative && st.iteration > 0 {
            let first = r.isPath ? CAValue.point(r.segments[0].start) : r.values[0]
            let last = r.isPath ? CAValue.point(r.segments[r.segments.count - 1].end) : r.values[r.values.count - 1]
            v = v.adding(last.subtracting(first).scaled(by: CGFloat(st.iteration)))
        }
        if let function = k.appliedValueFunction {
            guard let t = function.transform(for: v) else { return nil }
            v = .transform(t)
        }
        if k.isAdditive { v = current.adding(v) }
        return v
    }
}
