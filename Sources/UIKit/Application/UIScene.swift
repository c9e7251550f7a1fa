import Foundation

/// `UIScene`: one instance of the app's interface. There is one here, `UIWindowScene`'s, always in the
/// foreground and active.
open class UIScene: UIResponder, @unchecked Sendable {
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    open var activationState: ActivationState { .foregroundActive }
    /// The scene's title, kept.
    open var title: String?

    override init() { super.init() }
}

/// `UIWindowScene`: the scene that holds the app's windows; its `windows` are the application's.
open class UIWindowScene: UIScene, @unchecked Sendable {
    /// The one window scene (`UIApplication.connectedScenes`, every window's `windowScene`).
    static let main = UIWindowScene()

    open var windows: [UIWindow] { UIApplication.shared.windows }
    open var keyWindow: UIWindow? { UIApplication.shared.currentKeyWindow }
    open var screen: UIScreen { .main }
    open var traitCollection: UITraitCollection { UIScreen.main.traitCollection }
    /// No status bar: its frame is zero.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
    /// Upright: there is no rotation.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

/// `UIInterfaceOrientation`, as iOS numbers it.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// `UIStatusBarManager`: a window scene's status bar. There is none here: its frame is zero and it is
/// hidden, as the safe area's zero insets say.
open class UIStatusBarManager: NSObject, @unchecked Sendable {
    open var statusBarFrame: CGRect { .zero }
    open var isStatusBarHidden: Bool { true }
    open var statusBarStyle: UIStatusBarStyle { .default }
}

/// `UIStatusBarStyle`, as iOS numbers it.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}
