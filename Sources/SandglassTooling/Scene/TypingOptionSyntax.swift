import Foundation
import UIKit

/// The text of scripted typing, as `--type TEXT@T` gives it: the keys of TEXT typed one every tenth of a
/// second from scene time T (as a person types), into the text field being edited then. In TEXT,
/// `\n` is Return, `\b` the delete key and `\\` a backslash; the last `@` starts the time, so TEXT
/// may hold `@`. Nil for text that is not one: no `@`, a time outside 0...`SceneRunner.latestTime`, a
/// backslash before anything else, nothing to type, or a NUL.
public enum TypingOptionSyntax {
    /// Seconds between two keys.
    public static let keyInterval: TimeInterval = 0.1

    public static func keys(_ text: String) -> [KeySample]? {
        guard !text.contains("\0"), let at = text.range(of: "@", options: .backwards),
              let start = TouchOptionSyntax.time(String(text[at.upperBound...])) else { return nil }
        var keys: [KeySample.Key] = []
        var escaped = false
        for character in text[..<at.lowerBound] {
            if escaped {
                switch character {
                case "n": keys.append(.returnKey)
                case "b": keys.append(.deleteBackward)
                case "\\": keys.append(.text("\\"))
                default: return nil
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                keys.append(.text(String(character)))
            }
        }
        guard !escaped, !keys.isEmpty else { return nil }
        return keys.enumerated().map { KeySample($0.element, time: start + Double($0.offset) * keyInterval) }
    }
}
