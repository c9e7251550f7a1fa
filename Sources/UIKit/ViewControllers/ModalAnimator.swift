import Foundation
import QuartzCore

/// The default animation of a presentation or dismissal, by `modalTransitionStyle`:
/// `.coverVertical` slides the presented view up from below the container's bottom edge to its final
/// frame (and back down when dismissed); the others fade it in (and out). 0.5 s on the ease-in-out
/// curve: iOS's slide is a spring of about that length that does not overshoot.
final class ModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    private let style: UIModalTransitionStyle
    private let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) { (self.style, self.presenting) = (style, presenting) }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key),
              let moving = transitionContext.view(forKey: presenting ? .to : .from) else {
            return transitionContext.completeTransition(true)
        }
        if let restored = transitionContext.view(forKey: .to), !presenting, restored.superview == nil {
            container.insertSubview(restored, at: 0)
        }
        let shown = presenting ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        var hidden = shown
        hidden.origin.y = container.bounds.maxY
        let slides = style == .coverVertical
        if presenting {
            container.addSubview(moving)
            if slides { moving.frame = hidden } else { moving.alpha = 0 }
        }
        UIView.animate(withDuration: Self.duration, delay: 0, options: .curveEaseInOut, animations: {
            if slides {
                moving.frame = self.presenting ? shown : hidden
            } else {
                moving.alpha = self.presenting ? 1 : 0
            }
        }, completion: { _ in
            if !self.presenting && !slides { moving.alpha = 1 }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
