import Foundation
import QuartzCore

// UIKit's block animations. Changes made in `animations` to frame, bounds, center, transform,
// alpha and backgroundColor become animations on the views' layers, keyed by the layer property,
// beginning in this frame (`CACurrentMediaTime()`) plus `delay`.
extension UIView {
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        UIViewAnimation(duration: duration, delay: delay, options: options, spring: nil, completion: completion)
            .run(animations)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The spring variant: `dampingRatio` 1 settles without overshoot, lower values oscillate;
    /// `velocity` is in distances-to-travel per second. The options' curve is ignored, as in UIKit.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        UIViewAnimation(duration: duration, delay: delay, options: options,
                        spring: (dampingRatio, velocity), completion: completion)
            .run(animations)
    }

    /// Whether `UIView.animate` blocks animate (off: their changes apply at once, their completions run
    /// at once). Kept per scene build, so a rebuild starts with it on.
    public class var areAnimationsEnabled: Bool { DisplayLinkClock.current?.viewAnimationsEnabled ?? true }

    public class func setAnimationsEnabled(_ enabled: Bool) { DisplayLinkClock.current?.viewAnimationsEnabled = enabled }

    /// Runs `actionsWithoutAnimation` with no animation even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        UIViewAnimation.during(nil, actionsWithoutAnimation)
    }
}
