import Foundation

/// `UIStoryboardSegue`: a transition from one controller to another. There are no storyboards here;
/// a segue made in code runs its handler (or a subclass's `perform()`) as on iOS.
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let handler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        (self.identifier, self.source, self.destination, handler) = (identifier, source, destination, nil)
        super.init()
    }

    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping () -> Void) {
        (self.identifier, self.source, self.destination, handler) = (identifier, source, destination, performHandler)
        super.init()
    }

    /// Runs the handler given at init; without one, does nothing (a subclass overrides it).
    open func perform() { handler?() }
}
