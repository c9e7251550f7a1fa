import Foundation
import QuartzCore

extension UIView.AnimationOptions {
    // The transitions of `UIView.transition` (bits 20-23, Apple's raw values).
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)

    /// True when the options name a transition.
    var hasTransition: Bool { (rawValue >> 20) & 0xF != 0 }
}

// UIKit's view transitions, on CATransition: the container's layer gets a transition added before the
// change (so its snapshot is the view as it was), under `kCATransition`. A cross-dissolve is a fade;
// flips and curls, which need 3-D page and perspective rendering, cross-dissolve too.
extension UIView {
    /// Changes `view` in `animations` and shows the change with the options' transition, over
    /// `duration` on the options' curve. The changes themselves are not animated unless the options
    /// hold `.allowAnimatedContent`. `completion` runs when the transition ends.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        transitioning(view.layer, duration: duration, options: options, completion: completion) {
            guard let animations else { return }
            if options.contains(.allowAnimatedContent) {
                UIViewAnimation(duration: duration, delay: 0, options: options, spring: nil, completion: nil).run(animations)
            } else {
                performWithoutAnimation(animations)
            }
        }
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with the options' transition (on the
    /// superview): `toView` goes on top of the superview's subviews and `fromView` leaves it; with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            completion?(true)
            return
        }
        transitioning(container.layer, duration: duration, options: options, completion: completion) {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.addSubview(toView) }
                fromView.removeFromSuperview()
            }
        }
    }

    /// Adds the options' transition to `layer`, then runs `change`; without a transition in the
    /// options, runs it and completes at once.
    private class func transitioning(_ layer: CALayer, duration: TimeInterval, options: AnimationOptions,
                                     completion: ((Bool) -> Void)?, _ change: () -> Void) {
        guard options.hasTransition else {
            change()
            completion?(true)
            return
        }
        let transition = CATransition()
        transition.type = .fade
        transition.duration = duration
        transition.timingFunction = options.timingFunction
        transition.completion = completion
        layer.add(transition, forKey: kCATransition)
        change()
    }
}
