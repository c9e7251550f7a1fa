import Foundation
import QuartzCore

/// UINavigationController's default push and pop. A push slides the new view in from the right edge
/// over the old one, which moves left by a third of the width (a parallax); a pop runs it back: the top
/// view leaves to the right, uncovering the one below as it comes back from a third to the left.
/// 0.35 s on the ease-in-out curve: iOS's own curve is a private spring of about that length, and
/// ease-in-out, symmetric, is at half way at half time. There is no dimming of the view underneath.
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.35
    /// How far the lower view moves, as a part of the width.
    static let parallax: CGFloat = 1.0 / 3
    private let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(true)
        }
        let width = container.bounds.width
        let place = container.bounds
        let pushing = operation != .pop
        if pushing { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        toView.frame = place.offsetBy(dx: pushing ? width : -width * Self.parallax, dy: 0)
        UIView.animate(withDuration: Self.duration, delay: 0, options: .curveEaseInOut, animations: {
            toView.frame = place
            fromView.frame = place.offsetBy(dx: pushing ? -width * Self.parallax : width, dy: 0)
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            (completed ? fromView : toView).frame = place
            transitionContext.completeTransition(completed)
        })
    }
}
