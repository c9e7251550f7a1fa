import Foundation
import QuartzCore

/// The base of views and view controllers, as on iOS: the touch methods, whose defaults pass the
/// touches up the responder chain (`next`), so that a superview or controller overriding them hears
/// touches its subviews leave alone.
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder up the chain: a view's controller or superview, a controller's view's
    /// superview. Nil here.
    open var next: UIResponder? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// There is no keyboard focus here: accepted and refused, so that code asking compiles.
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
