import Foundation
import QuartzCore

/// A property animator's timing curve: a cubic Bézier (the named curves and control points) or
/// UIKit's spring for a damping ratio.
enum PropertyAnimatorCurve {
    case cubic(CAMediaTimingFunction)
    case spring(damping: CGFloat)
}

/// Where an animator's animations are on their timeline, from which each track's Core Animation
/// animation is made: held at a fraction, or moving from a fraction at a global media time.
enum PropertyAnimatorPhase {
    case paused(fraction: CGFloat, linear: Bool)
    case running(fraction: CGFloat, at: CFTimeInterval, reversed: Bool)
}

/// One view property a property animator drives: from the value on screen when its block ran to the
/// new model value, over the fractions `start...1` of the animator (`start` > 0 for animations added
/// late or with a delay factor).
///
/// As iOS does inside UIKit, the animator drives it by Core Animation timing: each change of phase
/// (start, pause, scrub, reverse) replaces the layer's animation for the key with one whose
/// `beginTime` puts the animator's fraction at the right media time; a held fraction is a constant
/// animation. Reversing plays the same curve backwards (the Bézier mirrored, the spring's keyframes
/// in reverse order), so the view retraces its path.
struct PropertyAnimatorTrack {
    var change: ViewPropertyChange
    let start: CGFloat

    var layer: CALayer { change.layer }
    var key: String { change.key }

    /// Progress of the track (0...1) at animator fraction `f`.
    func progress(at f: CGFloat) -> CGFloat {
        guard start < 1 else { return f >= 1 ? 1 : 0 }
        return min(max((f - start) / (1 - start), 0), 1)
    }

    /// The value shown at animator fraction `f` along `curve` (or straight, when `linear`).
    func value(at f: CGFloat, curve: PropertyAnimatorCurve, duration: TimeInterval, linear: Bool) -> CAValue {
        let x = progress(at: f)
        let eased: CGFloat
        switch curve {
        case _ where linear: eased = x
        case .cubic(let tf): eased = CGFloat(tf.evaluate(Double(x)))
        case .spring(let damping): eased = spring(damping, duration).progress(at: Double(x) * spanDuration(duration))
        }
        return CAValue.interpolate(change.from.value, change.to.value, eased)
    }

    /// The track's own duration: its part of the animator's.
    private func spanDuration(_ duration: TimeInterval) -> TimeInterval { Double(1 - start) * duration }

    private func spring(_ damping: CGFloat, _ duration: TimeInterval) -> UIViewSpringCurve {
        UIViewSpringCurve(damping: damping, initialVelocity: 0, duration: spanDuration(duration))
    }

    /// The Core Animation animation that shows this track in `phase` (begin times in the layer's time).
    func animation(for phase: PropertyAnimatorPhase, curve: PropertyAnimatorCurve, duration: TimeInterval) -> CAAnimation {
        let span = spanDuration(duration)
        switch phase {
        case .paused(let f, let linear):
            let held = value(at: f, curve: curve, duration: duration, linear: linear)
            let basic = CABasicAnimation(keyPath: key)
            (basic.fromValue, basic.toValue) = (held, held)
            return hold(basic, beginning: CACurrentMediaTime())
        case .running(let f, let t0, let reversed):
            // The animator's fraction `start` (forwards) or 1 (backwards) is at this global time.
            let origin = reversed ? t0 - Double(1 - f) * duration : t0 - Double(f - start) * duration
            let (a, b) = reversed ? (change.to, change.from) : (change.from, change.to)
            let anim: CAPropertyAnimation
            switch curve {
            case .cubic(let tf):
                let basic = CABasicAnimation(keyPath: key)
                (basic.fromValue, basic.toValue) = (a.any, b.any)
                basic.timingFunction = reversed ? mirrored(tf) : tf
                anim = basic
            case .spring(let damping):
                let keyframes = CAKeyframeAnimation(keyPath: key)
                let samples = spring(damping, duration).samples()
                let values = samples.map { CAValue.interpolate(change.from.value, change.to.value, $0) }
                keyframes.values = reversed ? values.reversed() : values
                anim = keyframes
            }
            anim.duration = span
            return hold(anim, beginning: origin)
        }
    }

    /// `anim` beginning at global time `t`, filling both ways and kept after its end.
    private func hold(_ anim: CAAnimation, beginning t: CFTimeInterval) -> CAAnimation {
        // A beginTime of exactly 0 means "now" to add(_:forKey:), as on iOS: the nearest time to it.
        let begin = layer.convertTime(t, from: nil)
        anim.beginTime = begin == 0 ? .leastNonzeroMagnitude : begin
        anim.fillMode = .both
        anim.isRemovedOnCompletion = false
        return anim
    }

    /// The curve that, played forwards, retraces `tf` backwards: 1 - tf(1 - x).
    private func mirrored(_ tf: CAMediaTimingFunction) -> CAMediaTimingFunction {
        CAMediaTimingFunction(c1x: 1 - tf.c2x, c1y: 1 - tf.c2y, c2x: 1 - tf.c1x, c2y: 1 - tf.c1y)
    }
}
