import Foundation

public typealias UIActionHandler = (UIAction) -> Void

/// An action as a closure, iOS 14's form for controls: `button.addAction(UIAction { _ in … }, for:
/// .touchUpInside)`. It replaces `addTarget(_:action:for:)`, whose selectors need the Objective-C runtime.
open class UIAction: NSObject {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    public let identifier: Identifier
    /// The control that sent the action, while its handler runs.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping UIActionHandler) {
        (self.title, self.image, self.handler) = (title, image, handler)
        self.identifier = identifier ?? Identifier(UUID().uuidString)
    }

    /// Runs the handler with `sender` set to `control`.
    func perform(from control: UIControl) {
        sender = control
        handler(self)
        sender = nil
    }
}
