import Foundation

/// `UIApplication`: the app object iOS code asks for its windows, its state and the notifications of
/// its life. Here the app is the scene being previewed or rendered: its window is the key window
/// while it is shown, the app is always active (the preview has no background), and each scene, when
/// built, hears `didFinishLaunchingNotification` and `didBecomeActiveNotification` after its first
/// layout, as an app does when it starts.
///
/// `shared` is the one instance, as on iOS; what it holds (the windows, the key window) is guarded by
/// a lock, since scenes may be built on more than one thread (tests, variants).
open class UIApplication: UIResponder, @unchecked Sendable {
    /// The app's state; always `.active` here.
    public enum State: Int, Sendable { case active, inactive, background }

    public static let shared = UIApplication()

    private let lock = NSLock()
    private var made: [WeakWindow] = []
    private weak var key: UIWindow?
    private var badge = 0

    private struct WeakWindow { weak var window: UIWindow? }

    override init() { super.init() }

    /// The windows alive, in the order they were made.
    open var windows: [UIWindow] {
        lock.lock(); defer { lock.unlock() }
        made.removeAll { $0.window == nil }
        return made.compactMap(\.window)
    }

    /// The window made key last (`makeKeyAndVisible()`; a scene's window is made key when shown).
    @available(*, deprecated, message: "use the window scene's keyWindow")
    open var keyWindow: UIWindow? { currentKeyWindow }

    var currentKeyWindow: UIWindow? {
        lock.lock(); defer { lock.unlock() }
        return key
    }

    /// The one window scene, holding every window.
    open var connectedScenes: Set<UIScene> { [UIWindowScene.main] }
    open var supportsMultipleScenes: Bool { false }

    open var applicationState: State { .active }
    /// Left to right: leading is left (see docs/api-coverage.md).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Kept; there is no screen to keep awake.
    open var isIdleTimerDisabled = false
    /// Kept; there is no home screen icon.
    open var applicationIconBadgeNumber: Int {
        get { lock.lock(); defer { lock.unlock() }; return badge }
        set { lock.lock(); badge = newValue; lock.unlock() }
    }
    /// Zero: there is no status bar (the safe area insets are zero too).
    @available(*, deprecated, message: "use the window scene's statusBarManager")
    open var statusBarFrame: CGRect { .zero }
    @available(*, deprecated, message: "use the window scene's statusBarManager")
    open var statusBarStyle: UIStatusBarStyle { .default }

    /// The ignoring count of iOS 12 and before: kept, touches still arrive.
    open var isIgnoringInteractionEvents: Bool { false }

    /// There are no other apps to open: the completion hears `false`, and one line on stderr names the URL.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {
        ProblemLog.report("sandglass: UIApplication.open(\(url.absoluteString.prefix(80))): there are no other apps to open it")
        completion?(false)
    }

    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    // MARK: Windows

    func windowMade(_ window: UIWindow) {
        lock.lock(); defer { lock.unlock() }
        made.removeAll { $0.window == nil }
        made.append(WeakWindow(window: window))
    }

    /// Makes `window` the key window; returns the one that was.
    func makeKey(_ window: UIWindow) -> UIWindow? {
        lock.lock(); defer { lock.unlock() }
        let old = key
        key = window
        return old
    }

    /// A scene's app has started: its window laid out and shown.
    package func didLaunch() {
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }

    // MARK: Notifications

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}
