import Foundation
import QuartzCore

/// The context of one transition (a presentation, a dismissal, a push or a pop): what the animator is
/// given, and the one place the transition ends (`completeTransition(_:)` runs `onComplete` once,
/// then the animator's `animationEnded(_:)`).
///
/// While it runs, a display link advances the layer tree the container is in at every frame of the scene
/// clock, so the animations' completions fire wherever the container is (a window's transition view is
/// outside the root view's tree); advancing a tree twice in a frame fires nothing twice.
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    let animator: UIViewControllerAnimatedTransitioning
    /// The last percent an interaction controller reported.
    private(set) var percentComplete: CGFloat = 0

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    private var onComplete: ((Bool) -> Void)?
    private var driver: CADisplayLink?

    /// One side of a transition: the controller, whether its view is added or removed (else
    /// `view(forKey:)` gives nil for it), and its frames in the container.
    struct Side {
        var controller: UIViewController
        var movesView: Bool
        var initialFrame: CGRect
        var finalFrame: CGRect
    }

    init(container: UIView, from: Side, to: Side, animated: Bool, style: UIModalPresentationStyle,
         animator: UIViewControllerAnimatedTransitioning, onComplete: @escaping (Bool) -> Void) {
        (containerView, isAnimated, presentationStyle, self.animator, self.onComplete) =
            (container, animated, style, animator, onComplete)
        controllers = [.from: from.controller, .to: to.controller]
        var views: [UITransitionContextViewKey: UIView] = [:]
        if from.movesView { views[.from] = from.controller.view }
        if to.movesView { views[.to] = to.controller.view }
        self.views = views
        frames = [ObjectIdentifier(from.controller): (from.initialFrame, from.finalFrame),
                  ObjectIdentifier(to.controller): (to.initialFrame, to.finalFrame)]
    }

    /// Runs the transition: through `interaction` when there is one, else the animator's
    /// `animateTransition(using:)`.
    func start(interaction: UIViewControllerInteractiveTransitioning?) {
        let container = containerView
        let link = CADisplayLink { _ in container.layer.treeRoot.advance(to: CACurrentMediaTime()) }
        link.add(to: .main, forMode: .common)
        driver = link
        if let interaction {
            isInteractive = true
            interaction.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }
    func finishInteractiveTransition() { isInteractive = false }
    func pauseInteractiveTransition() { isInteractive = true }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else { return }
        self.onComplete = nil
        driver?.invalidate()
        driver = nil
        containerView.layer.resumeNormalTime()
        onComplete(didComplete)
        animator.animationEnded(didComplete)
    }
}
