import Foundation
import QuartzCore

// The protocols of UIKit's custom view-controller transitions, as iOS declares them. Members iOS marks
// optional have a default here (a protocol extension), so a class implements only what it needs.

/// Names the two controllers of a transition in `viewController(forKey:)`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller on screen when the transition begins.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller on screen when it ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the two views of a transition in `view(forKey:)`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is given: the container its views animate in, the two controllers and views, and
/// their frames, in the container's coordinates (points, y down). `completeTransition(_:)` must be
/// called once the animations are over; the transition and the presentation state end there.
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the incoming view to it.
    var containerView: UIView { get }
    /// False when the transition was asked for with `animated: false`.
    var isAnimated: Bool { get }
    /// True while an interaction controller drives it.
    var isInteractive: Bool { get }
    /// True once `cancelInteractiveTransition()` was called.
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }

    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Ends the transition: true leaves the incoming controller on screen, false the outgoing one.
    func completeTransition(_ didComplete: Bool)

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view the transition adds or removes; nil for a view that stays where it is (the presenting
    /// view of a presentation that keeps it).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where the controller's view is when the transition begins; `.zero` when it is not on screen yet.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where it is when the transition ends; `.zero` when it leaves the screen.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// The object that animates a transition.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The length of the animations, in seconds; an interaction controller maps its percent onto it.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Adds the incoming view to the container, animates, and calls `completeTransition(_:)` at the end.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after `completeTransition(_:)`, with its argument.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The object that drives a transition by hand (a gesture); `UIPercentDrivenInteractiveTransition` is one.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// A presented controller's source of animators (`transitioningDelegate`); every member is optional,
/// nil meaning "the default for the presentation's style".
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}
