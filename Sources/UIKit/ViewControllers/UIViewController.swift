import Foundation
import QuartzCore

/// UIKit's view controller: a lazily loaded `view`, its lifecycle calls, child controllers, and modal
/// presentation with UIKit's default and custom transitions.
///
/// Appearance calls (`viewWillAppear(_:)` … `viewDidDisappear(_:)`) come in iOS's order for a
/// transition: the outgoing controller's `viewWillDisappear`, the incoming one's `viewWillAppear`, the
/// animation, then the outgoing `viewDidDisappear` and the incoming `viewDidAppear`; a container
/// forwards them to its children. The root controller of a window appears through
/// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`.
///
/// Presentation (see UIViewController+Presentation.swift) runs on the scene clock: the transition's
/// animations are Core Animation animations, so a scene shows its in-between states at any time.
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// Touches a controller's view leaves alone go on to the view's superview.
    open override var next: UIResponder? { loadedView?.superview }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Controllers are never decoded here (no storyboards): always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The root view, loaded on first use: `loadView()`, then `viewDidLoad()`.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }
    public var viewIfLoaded: UIView? { loadedView }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Makes the root view; override to make your own and assign it to `view`.
    open func loadView() { view = UIView(frame: .zero) }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    /// Called each time the root view's `layoutSubviews()` has run.
    /// Before the view lays out its subviews (then `viewDidLayoutSubviews`), as iOS calls them.
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Called for controllers loaded from a storyboard: never here (there are none), as on iOS for a
    /// controller made in code; declared so that overrides compile.
    open func awakeFromNib() {}

    // MARK: Showing controllers

    /// Shows `vc` where this controller is: pushed by the nearest navigation controller above (itself
    /// included), else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        var ancestor: UIViewController? = self
        while let controller = ancestor {
            if let navigation = controller as? UINavigationController { return navigation.pushViewController(vc, animated: true) }
            ancestor = controller.parentController
        }
        present(vc, animated: true)
    }

    /// Shows `vc` as the detail of the nearest split view controller above, else as `show` does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        var ancestor = parentController
        while let controller = ancestor {
            if let split = controller as? UISplitViewController { return split.showDetailViewController(vc, sender: sender) }
            ancestor = controller.parentController
        }
        show(vc, sender: sender)
    }

    // MARK: Segues and size changes

    /// There are no storyboards, so no segues are performed: one line on stderr names the identifier.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        ProblemLog.report("sandglass: performSegue(withIdentifier: \"\(identifier.prefix(60))\"): there are no storyboards; "
                          + "push or present the controller in code")
    }
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called before a segue runs: for `UIStoryboardSegue`s made and performed in code.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Called before the controller's view changes size (its window was resized): passed to the
    /// children, as iOS's does. `coordinator` animates blocks alongside the change.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    open var title: String? { didSet { navigationItem.title = title } }
    /// What a navigation bar would show for this controller (no bar is drawn; kept). Its title follows `title`.
    open var navigationItem: UINavigationItem { storedNavigationItem }
    private lazy var storedNavigationItem = UINavigationItem()

    // MARK: Traits

    /// What the controller inherits (its view's superview's traits, else its parent's, else
    /// `UITraitCollection.current`) with `overrideUserInterfaceStyle` laid over it. Its view inherits these.
    open var traitCollection: UITraitCollection { traits(inheriting: inheritedTraits) }

    /// The style the controller, its view and the views in it take; `.unspecified` (the default)
    /// inherits. Setting it calls `traitCollectionDidChange(_:)` on the controller and the views whose
    /// traits change.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
        didSet {
            guard oldValue != overrideUserInterfaceStyle else { return }
            let base = inheritedTraits
            let (old, new) = (base.overriding(oldValue), traitCollection)
            guard !old.isEqual(new) else { return }
            new.performAsCurrent { traitCollectionDidChange(old) }
            if let view = loadedView {
                view.ownTraitsChanged(from: old.overriding(view.overrideUserInterfaceStyle), to: view.traitCollection)
            }
        }
    }

    /// Called after the controller's traits changed, with `UITraitCollection.current` set to the new ones.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    var inheritedTraits: UITraitCollection {
        loadedView?.superview?.traitCollection ?? parentController?.traitCollection ?? UITraitCollection.current
    }

    func traits(inheriting base: UITraitCollection) -> UITraitCollection { base.overriding(overrideUserInterfaceStyle) }

    // MARK: Appearance

    /// Where the controller is between disappeared and appeared.
    var appearance = AppearanceState.disappeared
    var appearanceAnimated = false

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Tells the controller (and its children) that its view is about to appear or disappear: calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, once per change (a second call in the same
    /// direction does nothing).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let next: AppearanceState = isAppearing ? .appearing : .disappearing
        guard appearance != next, appearance != (isAppearing ? .appeared : .disappeared) else { return }
        appearance = next
        appearanceAnimated = animated
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in appearanceForwardees { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the change begun by `beginAppearanceTransition(_:animated:)`: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)`, then the same for the children.
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceForwardees { child.endAppearanceTransition() }
    }

    /// The children that appear and disappear with this controller: all of them.
    var appearanceForwardees: [UIViewController] { childControllers }

    /// True between the start and the end of this controller's presentation.
    public internal(set) var isBeingPresented = false
    /// True between the start and the end of its dismissal.
    public internal(set) var isBeingDismissed = false
    /// True while it is being added to a parent (a pushed controller during the push).
    public internal(set) var isMovingToParent = false
    /// True while it is being removed from its parent (a popped controller during the pop).
    public internal(set) var isMovingFromParent = false

    // MARK: Children

    weak var parentController: UIViewController?
    var childControllers: [UIViewController] = []

    /// The container this controller is a child of.
    open var parent: UIViewController? { parentController }
    /// The child controllers, in the order added.
    open var children: [UIViewController] { childControllers }

    /// Makes `childController` a child, calling its `willMove(toParent:)` first (as UIKit does); the
    /// container adds the child's view itself, then calls the child's `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parentController !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childControllers.append(childController)
        childController.parentController = self
    }

    /// Leaves the parent, then calls `didMove(toParent: nil)` (as UIKit does); the container calls
    /// `willMove(toParent: nil)` first and removes the view itself.
    open func removeFromParent() {
        guard let parent = parentController else { return }
        parent.childControllers.removeAll { $0 === self }
        parentController = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The controller's item in a tab bar controller's bar (made on first use, titled by `title`).
    open var tabBarItem: UITabBarItem! {
        get {
            if storedTabBarItem == nil { storedTabBarItem = UITabBarItem(title: title, image: nil, tag: 0) }
            return storedTabBarItem
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { ancestor(UITabBarController.self) }

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? { ancestor(UINavigationController.self) }
    /// The nearest split view controller above (itself included).
    open var splitViewController: UISplitViewController? { ancestor(UISplitViewController.self) }
    /// Kept: there is no status bar to style or hide (the safe area insets are zero).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Presentation (see UIViewController+Presentation.swift)

    var presentedController: UIViewController?
    weak var presentingController: UIViewController?
    /// The superview and index the presenting view had before a full-screen presentation took it out.
    var coveredPlace: (superview: UIView, index: Int)?
    /// The transition view a presentation put in the window for this (presented) controller.
    var presentationContainer: UIView?

    /// The controller this one (or an ancestor) presents.
    open var presentedViewController: UIViewController? { presentedController ?? parentController?.presentedViewController }
    /// The controller that presented this one (or an ancestor).
    open var presentingViewController: UIViewController? {
        presentingController ?? parentController?.presentingViewController
    }

    /// The style of this controller's presentations: `.automatic` by default, as on iOS 13 and later.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// The default animation of its presentation: a slide up from the bottom.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Where custom animators come from. Weak, as on iOS: keep the delegate alive yourself.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// Presents `viewControllerToPresent` over this controller's window with its style and transition;
    /// `completion` runs when the transition ends. Nothing happens when this controller already
    /// presents one or its view is in no window (iOS logs a warning).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        ModalTransition.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents none, this controller itself
    /// (the presenting controller then dismisses it); `completion` runs when the transition ends.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        ModalTransition.dismiss(from: self, animated: flag, completion: completion)
    }
}

/// A controller's place between disappeared and appeared.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}
