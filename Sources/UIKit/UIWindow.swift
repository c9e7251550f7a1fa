import Foundation
import QuartzCore

/// The root of a view tree on screen, so that views learn when they are shown
/// (`willMove(toWindow:)`, `didMoveToWindow()`) and can ask for their `window`. A scene's view is put
/// in one the size of the scene (see `SceneDescriptor(view:)`); the window's own layer is not drawn, the
/// scene's root layer stays the view's.
open class UIWindow: UIView {
    /// The traits of the screen the window is on: those current when it is made (a scene's windows are
    /// made with the scene's, light or dark by its background).
    private let screenTraits = UITraitCollection.current

    override var inheritedTraits: UITraitCollection { screenTraits }

    /// A window is its own window.
    /// The text field or text view being edited in this window: the first responder, one at a time.
    weak var editingField: (any TextEditing)?

    open override var window: UIWindow? { self }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        UIApplication.shared.windowMade(self)
    }

    public required init?(coder: NSCoder) { nil }

    /// A new size is announced to the root view controller first (`viewWillTransition(to:with:)`), then
    /// laid out in an animation with what the controller asked to animate alongside.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let size = newValue.size
            resize(to: size) { super.frame = newValue }
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set { resize(to: newValue.size) { super.bounds = newValue } }
    }

    private func resize(to size: CGSize, _ apply: @escaping () -> Void) {
        guard size != bounds.size, let root = rootViewController, root.isViewLoaded else { return apply() }
        let coordinator = SizeTransitionCoordinator(container: self)
        root.viewWillTransition(to: size, with: coordinator)
        coordinator.run { [self] in
            apply()
            root.view.frame = bounds
            layoutIfNeeded()
        }
    }

    /// The app's one window scene (`UIApplication.connectedScenes`).
    open var windowScene: UIWindowScene? {
        get { .main }
        set {}
    }

    /// Whether this is the window made key last.
    open var isKeyWindow: Bool { UIApplication.shared.currentKeyWindow === self }

    /// Makes the window key and shows it (it is shown already: `isHidden` becomes false).
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key: the window key before hears `resignKey()`, this one `becomeKey()`.
    open func makeKey() {
        let old = UIApplication.shared.makeKey(self)
        guard old !== self else { return }
        old?.resignKey()
        becomeKey()
    }

    open func becomeKey() {}
    open func resignKey() {}

    /// The controller whose view fills the window; setting it replaces the old root view.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let view = rootViewController?.view else { return }
            view.frame = bounds
            addSubview(view)
        }
    }
}
