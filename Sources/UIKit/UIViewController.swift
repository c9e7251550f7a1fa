import Foundation
import QuartzCore

/// UIKit's view controller, as far as animation code needs one: a lazily loaded `view` and the
/// lifecycle calls made around it (`loadView`, `viewDidLoad`, `viewDidLayoutSubviews`).
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
    open func viewDidLayoutSubviews() {}

    /// Called for controllers loaded from a storyboard: never here (there are none), as on iOS for a
    /// controller made in code; declared so that overrides compile.
    open func awakeFromNib() {}
}
