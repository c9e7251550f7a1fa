import Foundation
import QuartzCore

/// What a tab bar controller tells its delegate, and asks it: whether a tab may be selected, that one
/// was, and the animator (and interaction) of the switch between two tabs. Every member has a default.
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

/// `UITabBarController`: its controllers' views shown one at a time above a `UITabBar` of their
/// `tabBarItem`s. A tap on a tab asks the delegate (`shouldSelect`), switches at once or through the
/// delegate's animator (`animationControllerForTransitionFrom:to:`, as a custom navigation transition
/// runs), then says `didSelect`. Setting `selectedIndex` or `selectedViewController` in code switches
/// without asking, as on iOS.
open class UITabBarController: UIViewController, UITabBarDelegate {
    open weak var delegate: UITabBarControllerDelegate?
    public private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar()
        bar.delegate = self
        return bar
    }()

    private var transitionView: UITransitionView?
    private var transitioning = false
    private var selected = 0

    open var viewControllers: [UIViewController]? {
        get { childControllers.isEmpty ? nil : childControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    open var selectedIndex: Int {
        get { childControllers.isEmpty ? Int.max : selected }
        set { if childControllers.indices.contains(newValue) { select(newValue, animated: false, asked: false) } }
    }

    open var selectedViewController: UIViewController? {
        get { childControllers.indices.contains(selected) ? childControllers[selected] : nil }
        set {
            guard let newValue, let index = childControllers.firstIndex(where: { $0 === newValue }) else { return }
            select(index, animated: false, asked: false)
        }
    }

    open override func loadView() {
        view = TabBarView(frame: .zero)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        let container = UITransitionView(frame: view.bounds)
        view.addSubview(container)
        view.addSubview(tabBar)
        transitionView = container
        if let shown = selectedViewController { show(shown) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        guard !transitioning else { return }
        let old = selectedViewController
        for child in childControllers where !(viewControllers ?? []).contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        for controller in viewControllers ?? [] where controller.parentController !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        childControllers = viewControllers ?? []
        if let old, let index = childControllers.firstIndex(where: { $0 === old }) { selected = index } else { selected = 0 }
        tabBar.items = childControllers.map(\.tabBarItem)
        tabBar.selectedItem = selectedViewController?.tabBarItem
        if let shown = selectedViewController, shown !== old {
            old?.viewIfLoaded?.removeFromSuperview()
            if isViewLoaded { show(shown) }
        }
    }

    /// `UITabBarDelegate`: a tap on a tab selects its controller, if the delegate lets it.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = childControllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        select(index, animated: true, asked: true)
    }

    /// Switches to controller `index`; `asked`: a tap's (the delegate may refuse, and hears of it).
    private func select(_ index: Int, animated: Bool, asked: Bool) {
        guard !transitioning, childControllers.indices.contains(index) else { return restoreBarSelection() }
        let to = childControllers[index]
        if asked, delegate?.tabBarController(self, shouldSelect: to) == false { return restoreBarSelection() }
        let from = selectedViewController
        selected = index
        tabBar.selectedItem = to.tabBarItem
        guard let from, from !== to, isViewLoaded else {
            if isViewLoaded, from !== to { show(to) }
            if asked { delegate?.tabBarController(self, didSelect: to) }
            return
        }
        transition(from: from, to: to, animated: animated) { [self] in
            if asked { delegate?.tabBarController(self, didSelect: to) }
        }
    }

    private func restoreBarSelection() { tabBar.selectedItem = selectedViewController?.tabBarItem }

    /// The switch from `from` to `to`: at once, or run by the delegate's animator in the transition view.
    private func transition(from: UIViewController, to: UIViewController, animated: Bool, done: @escaping () -> Void) {
        guard let container = transitionView else { return }
        let visible = appearance == .appeared || appearance == .appearing
        let custom = animated && view.window != nil ? delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) : nil
        to.loadViewIfNeeded()
        if visible {
            from.beginAppearanceTransition(false, animated: custom != nil)
            to.beginAppearanceTransition(true, animated: custom != nil)
        }
        guard let custom else {
            from.view.removeFromSuperview()
            show(to)
            if visible {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            return done()
        }
        transitioning = true
        runChildTransition(in: container, from: from, to: to, animator: custom,
                           interaction: delegate?.tabBarController(self, interactionControllerFor: custom),
                           animated: true, visible: visible, completion: { [self] completed in
            transitioning = false
            guard !completed else { return }
            selected = childControllers.firstIndex(where: { $0 === from }) ?? selected
            restoreBarSelection()
        }, afterAppearance: { completed in
            if completed { done() }
        })
    }

    /// Puts `controller`'s view in the transition view, filling it.
    private func show(_ controller: UIViewController) {
        guard let container = transitionView else { return }
        controller.view.frame = container.bounds
        container.addSubview(controller.view)
    }

    /// Appearance goes to the selected controller only.
    override var appearanceForwardees: [UIViewController] { selectedViewController.map { [$0] } ?? [] }
}

/// The tab bar controller's view: the bar along the bottom, the transition view and the shown view above it.
private final class TabBarView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let barHeight = UITabBar.height
        for subview in subviews {
            if subview is UITabBar {
                subview.frame = CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
            } else if subview is UITransitionView {
                subview.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - barHeight))
                if subview.subviews.count == 1 { subview.subviews[0].frame = subview.bounds }
            }
        }
    }
}
