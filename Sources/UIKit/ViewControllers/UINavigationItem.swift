import Foundation

/// `UINavigationItem`: what a navigation bar shows for a controller. Sandglass's navigation controller
/// draws no bar, so these are kept for code that sets and reads them.
open class UINavigationItem: NSObject {
    open var title: String?
    open var titleView: UIView?
    open var prompt: String?
    open var hidesBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() { super.init() }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
