import Foundation
import QuartzCore

/// Modal presentation and dismissal, as UIKit does them:
///
/// Presenting puts a `UITransitionView` the size of the window over the window's other views and
/// runs the animator (the transitioning delegate's, else the default one of `modalTransitionStyle`) in
/// it, with the presented controller as `.to` and the presenter as `.from`. The presented view starts
/// at its final frame (the container's bounds, or the card's for a sheet), laid out. When the animator
/// completes, a `.fullScreen` presentation takes the presenting view out of the window; the others
/// leave it under the presented one. Dismissal runs the same way back in the same container (putting
/// the presenting view back in its place first), then removes the presented view and the container,
/// and puts the presenting view back in its place again if the animator moved it into the container.
///
/// `animated: false` runs no animator: the views take their final places and the transition completes
/// at once. A completion block runs only for a transition that completes (not for a cancelled one).
enum ModalTransition {
    /// Space between the window's top and a sheet's (there is no status bar here).
    static let sheetTopInset: CGFloat = 10

    static func present(_ presented: UIViewController, from source: UIViewController, animated: Bool,
                        completion: (() -> Void)?) {
        let presenter = source.fullScreenAncestor
        guard presenter.presentedController == nil, presented.presentingController == nil,
              let window = presenter.view.window else { return }
        presented.loadViewIfNeeded()
        let style = presented.modalPresentationStyle
        let container = UITransitionView(frame: window.bounds)
        window.addSubview(container)
        presenter.presentedController = presented
        presented.presentingController = presenter
        presented.presentationContainer = container
        presented.isBeingPresented = true

        let removesPresenter = style.removesPresentersView
        if removesPresenter {
            presenter.rememberPlace()
            presenter.beginAppearanceTransition(false, animated: animated)
        }
        presented.beginAppearanceTransition(true, animated: animated)
        let finalFrame = style.isSheet ? container.bounds.inset(top: sheetTopInset) : container.bounds
        presented.view.frame = finalFrame
        presented.view.layoutIfNeeded()

        let delegateAnimator = presented.transitioningDelegate?.animationController(
            forPresented: presented, presenting: presenter, source: source)
        let animator = delegateAnimator ?? ModalAnimator(style: presented.modalTransitionStyle, presenting: true)
        let interaction = delegateAnimator.flatMap { presented.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        let presenterFrame = presenter.view.convert(presenter.view.bounds, to: container)
        let context = TransitionContext(
            container: container,
            from: .init(controller: presenter, movesView: removesPresenter, initialFrame: presenterFrame,
                        finalFrame: removesPresenter ? .zero : presenterFrame),
            to: .init(controller: presented, movesView: true, initialFrame: .zero, finalFrame: finalFrame),
            animated: animated, style: style, animator: animator
        ) { completed in
            presented.isBeingPresented = false
            if completed {
                if removesPresenter { presenter.viewIfLoaded?.removeFromSuperview() }
                presenter.endAppearanceTransition()
                presented.endAppearanceTransition()
                completion?()
            } else {
                presented.viewIfLoaded?.removeFromSuperview()
                container.removeFromSuperview()
                presenter.returnToPlace(forgetting: true)
                unlink(presented, from: presenter)
                presented.reverseAppearance(to: false)
                presenter.reverseAppearance(to: true)
            }
        }
        run(context, animator: animator, interaction: interaction)
    }

    static func dismiss(from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = source.presentedViewController == nil ? source.presentingViewController : source.fullScreenAncestor
        guard let presenter, let presented = presenter.presentedController,
              let container = presented.presentationContainer, !presented.isBeingDismissed else { return }
        if let above = presented.presentedController { dismiss(from: above, animated: false, completion: nil) }
        let style = presented.modalPresentationStyle
        let restoresPresenter = presenter.coveredPlace != nil
        presented.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if restoresPresenter {
            presenter.beginAppearanceTransition(true, animated: animated)
            presenter.returnToPlace(forgetting: false)
        }

        let delegateAnimator = presented.transitioningDelegate?.animationController(forDismissed: presented)
        let animator = delegateAnimator ?? ModalAnimator(style: presented.modalTransitionStyle, presenting: false)
        let interaction = delegateAnimator.flatMap { presented.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        let presentedFrame = presented.view.frame
        let presenterFrame = presenter.view.convert(presenter.view.bounds, to: container)
        let context = TransitionContext(
            container: container,
            from: .init(controller: presented, movesView: true, initialFrame: presentedFrame, finalFrame: .zero),
            to: .init(controller: presenter, movesView: restoresPresenter,
                      initialFrame: restoresPresenter ? .zero : presenterFrame, finalFrame: presenterFrame),
            animated: animated, style: style, animator: animator
        ) { completed in
            presented.isBeingDismissed = false
            if completed {
                presented.viewIfLoaded?.removeFromSuperview()
                container.removeFromSuperview()
                presenter.returnToPlace(forgetting: true)
                unlink(presented, from: presenter)
                presented.endAppearanceTransition()
                presenter.endAppearanceTransition()
                completion?()
            } else {
                if restoresPresenter { presenter.viewIfLoaded?.removeFromSuperview() }
                presented.reverseAppearance(to: true)
                presenter.reverseAppearance(to: false)
            }
        }
        run(context, animator: animator, interaction: interaction)
    }

    /// Starts the context; without animation, places the incoming view and completes at once.
    static func run(_ context: TransitionContext, animator: UIViewControllerAnimatedTransitioning,
                    interaction: UIViewControllerInteractiveTransitioning?) {
        guard context.isAnimated else {
            if let to = context.viewController(forKey: .to), let view = context.view(forKey: .to) {
                if view.superview == nil { context.containerView.addSubview(view) }
                view.frame = context.finalFrame(for: to)
            }
            context.completeTransition(true)
            return
        }
        context.start(interaction: interaction)
    }

    private static func unlink(_ presented: UIViewController, from presenter: UIViewController) {
        presenter.presentedController = nil
        presented.presentingController = nil
        presented.presentationContainer = nil
    }
}

extension UIViewController {
    /// The controller that presents for this one: its outermost container (a child presents through
    /// its navigation controller or other parent, as on iOS without a presentation context).
    var fullScreenAncestor: UIViewController {
        var top = self
        while let up = top.parentController { top = up }
        return top
    }

    /// Remembers where the view is, for `returnToPlace(forgetting:)`: a full-screen presentation takes
    /// it out of the window, and an animator may move it into the transition's container.
    func rememberPlace() {
        guard let view = viewIfLoaded, let superview = view.superview,
              let index = superview.subviews.firstIndex(of: view) else { return }
        coveredPlace = (superview, index)
    }

    /// Puts the view back where `rememberPlace()` found it, unless it is there already.
    func returnToPlace(forgetting: Bool) {
        guard let place = coveredPlace else { return }
        if forgetting { coveredPlace = nil }
        guard view.superview !== place.superview else { return }
        place.superview.insertSubview(view, at: min(place.index, place.superview.subviews.count))
    }

    /// Undoes a begun appearance change after a cancelled transition: `isAppearing` true gives a
    /// disappearing controller its `viewWillAppear`/`viewDidAppear` back.
    func reverseAppearance(to isAppearing: Bool) {
        guard appearance == (isAppearing ? .disappearing : .appearing) else { return }
        beginAppearanceTransition(isAppearing, animated: appearanceAnimated)
        endAppearanceTransition()
    }
}

extension CGRect {
    /// The rectangle less `top` points at its top.
    func inset(top: CGFloat) -> CGRect {
        CGRect(x: minX, y: minY + top, width: width, height: max(0, height - top))
    }
}
