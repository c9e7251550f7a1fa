import Sandglass

/// A scale step: `transform.scale` from one rate to another in `duration` seconds.
struct ARScanningScale {
    var fromRate: CGFloat, toRate: CGFloat
    var duration: CFTimeInterval
}

/// An opacity step.
struct ARScanningAlpha {
    var fromAlpha: CGFloat, toAlpha: CGFloat
    var duration: CFTimeInterval
}

/// A turn: one full turn every `speedTime` seconds from `beginTime` (relative to the group), clockwise
/// on screen or not, `repeatCount` times, from `fromAngle`. A `speedTime` of 0 is a stop: no turn (the
/// post lists one between the fast turn and the slow one), holding `fromAngle` until a later turn.
struct ARScanningRotation {
    var clockwise: Bool
    var speedTime: CFTimeInterval
    var beginTime: CFTimeInterval
    var repeatCount: Float = .infinity
    var fromAngle: CGFloat = 0
}

/// A shadow-radius step.
struct ARScanningRadius {
    var fromRadius: CGFloat, toRadius: CGFloat
    var duration: CFTimeInterval
}

/// The post's animation helpers: lists of basic animations for a group, each step starting where the
/// previous one ends, all linear (the post names no timing function) and held at their end values.
enum ARScanningAnimations {
    /// `transform.scale` steps, one after another from `delayTime`.
    static func addScaleAnimations(scales: [ARScanningScale], delayTime: CFTimeInterval) -> [CABasicAnimation] {
        chain(scales.map { ("transform.scale", $0.fromRate, $0.toRate, $0.duration) }, delayTime: delayTime)
    }

    /// `opacity` steps, one after another from `delayTime`.
    static func addAlphaAnimations(alphas: [ARScanningAlpha], delayTime: CFTimeInterval) -> [CABasicAnimation] {
        chain(alphas.map { ("opacity", $0.fromAlpha, $0.toAlpha, $0.duration) }, delayTime: delayTime)
    }

    /// `shadowRadius` steps, one after another from `delayTime`.
    static func addShadowRadiusAnimations(radiuses: [ARScanningRadius], delayTime: CFTimeInterval) -> [CABasicAnimation] {
        chain(radiuses.map { ("shadowRadius", $0.fromRadius, $0.toRadius, $0.duration) }, delayTime: delayTime)
    }

    /// `transform.rotation.z` turns of 2 pi (minus for counter-clockwise); a later turn overrides an
    /// earlier one while both run, as later animations on the same key path do. A stop from an angle
    /// other than 0 holds it (from its begin time on, until a later turn takes over); a stop at 0 is the
    /// model value and needs no animation.
    static func addRotationAnimations(rotations: [ARScanningRotation]) -> [CABasicAnimation] {
        rotations.compactMap { rotation in
            let animation = CABasicAnimation(keyPath: "transform.rotation.z")
            animation.fromValue = rotation.fromAngle
            animation.beginTime = rotation.beginTime
            guard rotation.speedTime > 0 else {
                guard rotation.fromAngle != 0 else { return nil }
                animation.toValue = rotation.fromAngle
                animation.duration = forever
                return animation
            }
            animation.toValue = rotation.fromAngle + (rotation.clockwise ? 2 * CGFloat.pi : -2 * CGFloat.pi)
            animation.duration = rotation.speedTime
            animation.repeatCount = rotation.repeatCount
            return animation
        }
    }

    /// Puts `groups` into one group on `layer`, starting at media time `beginTime` and cut off after
    /// `duration` seconds (the scan phase's length, or "forever" for the scan-end phase).
    static func addGroupAnimationsTo(layer: CALayer, groups: [CAAnimation], animationKey: String,
                                     beginTime: CFTimeInterval, duration: CFTimeInterval) {
        let group = CAAnimationGroup()
        group.animations = groups
        group.beginTime = beginTime
        group.duration = duration
        group.isRemovedOnCompletion = true
        layer.add(group, forKey: animationKey)
    }

    /// The gradient's `colors` to `toColors` in `duration` seconds from media time `beginTime`, kept.
    static func gradientColor(toColors: [CGColor], duration: CFTimeInterval, beginTime: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "colors")
        animation.toValue = toColors
        animation.duration = duration
        animation.beginTime = beginTime
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// A group "forever": the post's `MAXFLOAT` seconds.
    static let forever = CFTimeInterval(Float.greatestFiniteMagnitude)

    /// The first step also fills backwards, so that a delayed pop-in hides the ring until it starts
    /// (before its begin time a step would otherwise leave the model value, scale 1, opacity 1).
    private static func chain(_ steps: [(String, CGFloat, CGFloat, CFTimeInterval)], delayTime: CFTimeInterval) -> [CABasicAnimation] {
        var begin = delayTime
        return steps.enumerated().map { index, step in
            let (keyPath, from, to, duration) = step
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = duration
            animation.beginTime = begin
            animation.fillMode = index == 0 ? .both : .forwards
            animation.isRemovedOnCompletion = false
            begin += duration
            return animation
        }
    }
}
