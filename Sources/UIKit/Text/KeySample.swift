import Foundation

/// One key typed at a scene time: what the preview's Interact mode records from the host's keyboard and
/// `--type` scripts, delivered to the text field or text view being edited (the window's first
/// responder) as a hardware keyboard delivers it on iOS.
public struct KeySample: Equatable, Sendable {
    /// What a key does to the field.
    public enum Key: Equatable, Sendable {
        /// Characters typed (`insertText(_:)`).
        case text(String)
        /// The delete key (`deleteBackward()`).
        case deleteBackward
        /// Return: a field asks its delegate's `textFieldShouldReturn`, then sends
        /// `.editingDidEndOnExit`; a text view takes a new line.
        case returnKey
        /// The keyboard put away (an iPad keyboard's hide key; Esc in the preview): the field resigns
        /// first responder, if its delegate lets it.
        case dismissKeyboard
    }

    public var key: Key
    public var time: TimeInterval

    public init(_ key: Key, time: TimeInterval) { (self.key, self.time) = (key, time) }
}

extension UIWindow {
    /// Gives `key` to the text field or text view being edited; false when none is (the key goes nowhere).
    @discardableResult
    package func type(_ key: KeySample.Key) -> Bool {
        guard let field = editingField else { return false }
        switch key {
        case .text(let text): field.insertText(text)
        case .deleteBackward: field.deleteBackward()
        case .returnKey: field.returnKeyPressed()
        case .dismissKeyboard: _ = field.endEditing(asked: true)
        }
        return true
    }

    /// Whether a text field is being edited, so that keys typed now reach it.
    package var isTyping: Bool { editingField != nil }
}
