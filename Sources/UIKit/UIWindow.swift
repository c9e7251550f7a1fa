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
    /// The text field being edited in this window: the first responder, one at a time.
    weak var editingField: UITextField?

    open override var window: UIWindow? { self }

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
