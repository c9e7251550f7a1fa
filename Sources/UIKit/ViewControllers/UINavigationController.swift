import Foundation
import QuartzCore

/// A stack of controllers, the top one's view filling the navigation controller's view (there is no
/// navigation bar). Push and pop run the delegate's animator, else the default slide
/// (`NavigationSlideAnimator`), in a `UITransitionView` that fills the view; the outgoing controller's
/// view leaves it when the transition completes. The stack is the controller's `children`.
///
/// Without a window (`view.window` nil) or with `animated: false`, the change is made at once. A push
/// or pop asked for while one runs is ignored (iOS logs a warning).
open class UINavigationController: UIViewController {
    public enum Operation: Int, Sendable {
        case none, push, pop
    }

    open weak var delegate: UINavigationControllerDelegate?
    /// iOS's swipe from the left edge that pops interactively: nil here, as iOS answers where there is
    /// none (Sandglass pops on `popViewController(animated:)`; an interactive pop is a transition of your
    /// own, through the delegate's `interactionControllerFor`).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
    private var transitionView: UITransitionView?
    private var transitioning = false

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The stack, bottom first; setting it replaces the stack without animation (controllers kept
    /// keep their place in the stack's new order).
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }
    /// The top controller, or what it presents.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    open override func loadView() {
        view = NavigationView(frame: .zero)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        let container = UITransitionView(frame: view.bounds)
        view.addSubview(container)
        transitionView = container
        if let top = topViewController { show(top) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !transitioning else { return }
        let old = topViewController
        for child in children where !viewControllers.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        for controller in viewControllers where controller.parentController !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        childControllers = viewControllers
        if let top = topViewController, top !== old {
            old?.viewIfLoaded?.removeFromSuperview()
            if isViewLoaded { show(top) }
        }
    }

    /// Pushes `viewController` on the stack and shows it, sliding in from the right when animated.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !transitioning, viewController.parentController !== self else { return }
        let from = topViewController
        addChild(viewController)
        guard let from, isViewLoaded else { return viewController.didMove(toParent: self) }
        viewController.isMovingToParent = true
        transition(.push, from: from, to: viewController, animated: animated) { [self] completed in
            viewController.isMovingToParent = false
            if completed {
                viewController.didMove(toParent: self)
            } else {
                viewController.removeFromParent()
            }
        }
    }

    /// Pops the top controller and returns it; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        return popToViewController(children[children.count - 2], animated: animated)?.last
    }

    /// Pops every controller above the root; returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` (the transition runs from the top one to it);
    /// returns them, bottom first.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard !transitioning, let index = children.firstIndex(where: { $0 === viewController }),
              index < children.count - 1, let from = topViewController else { return nil }
        let popped = Array(children[(index + 1)...])
        popped.forEach { $0.willMove(toParent: nil) }
        let leave = { popped.forEach { $0.removeFromParent() } }
        guard isViewLoaded else {
            leave()
            return popped
        }
        from.isMovingFromParent = true
        transition(.pop, from: from, to: viewController, animated: animated) { completed in
            from.isMovingFromParent = false
            if completed { leave() }
        }
        return popped
    }

    /// Runs one push or pop from `from` to `to` in the transition view.
    private func transition(_ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool,
                            stack: @escaping (Bool) -> Void) {
        guard let container = transitionView else { return }
        let animated = animated && view.window != nil
        let visible = appearance == .appeared || appearance == .appearing
        to.loadViewIfNeeded()
        if visible {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let animator = custom ?? NavigationSlideAnimator(operation: operation)
        let interaction = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        transitioning = true
        runChildTransition(in: container, from: from, to: to, animator: animator, interaction: interaction,
                           animated: animated, visible: visible, completion: { [self] completed in
            transitioning = false
            stack(completed)
        }, afterAppearance: { [self] completed in
            if completed { delegate?.navigationController(self, didShow: to, animated: animated) }
        })
    }

    /// Puts `controller`'s view in the transition view, filling it.
    private func show(_ controller: UIViewController) {
        guard let container = transitionView else { return }
        controller.view.frame = container.bounds
        container.addSubview(controller.view)
    }

    /// Appearance goes to the top controller only.
    override var appearanceForwardees: [UIViewController] { topViewController.map { [$0] } ?? [] }
}

/// The navigation controller's view: keeps the transition view, and the top view in it, filling it.
private final class NavigationView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        for container in subviews where container is UITransitionView {
            container.frame = bounds
            if container.subviews.count == 1 { container.subviews[0].frame = container.bounds }
        }
    }
}
