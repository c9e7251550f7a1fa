import Foundation

/// `UIKeyInput`: a responder that takes typed text, as `UITextField` and `UITextView` do.
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// A view being edited, which the window gives typed keys (`KeySample`): one at a time per window.
protocol TextEditing: UIView, UIKeyInput {
    /// Ends editing; `asked`: the delegate may keep it going.
    func endEditing(asked: Bool) -> Bool
    /// The return key: a field asks its delegate, a text view takes a new line.
    func returnKeyPressed()
}
