import Foundation

/// One value of a parsed JSON text, with the UTF-8 byte range it was read from.
///
/// The byte ranges are what lets the params file be edited in place: writing a value back splices the
/// new text over `start..<end` and leaves every other byte of the user's file as it was. Line and
/// column are derived from the offsets only when an error is reported (`SourceLocation`).
public struct JSONNode: Sendable, Equatable {
    /// What the node holds. Numbers keep their source text: it is what an error message quotes, and
    /// the conversion (and its overflow) is the reader's decision.
    public indirect enum Value: Sendable, Equatable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
        /// `NaN`, `Infinity`, `-Infinity` (and spellings like `inf`): not JSON, but kept as a node so that
        /// the reader can name the key and say why instead of reporting a bare syntax error.
        case nonFinite(String)
    }

    public let value: Value
    /// UTF-8 byte offset of the first byte of the value.
    public let start: Int
    /// UTF-8 byte offset one past the last byte of the value (for an object: one past its `}`).
    public let end: Int

    public init(value: Value, start: Int, end: Int) {
        (self.value, self.start, self.end) = (value, start, end)
    }

    /// A short name of the node's JSON type for messages: "a number", "an array", ...
    public var typeDescription: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number, .nonFinite: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// One `"key": value` pair of a JSON object, in file order (duplicates kept, so they can be reported).
public struct JSONMember: Sendable, Equatable {
    public let key: String
    /// UTF-8 byte offset of the key's opening quote.
    public let keyStart: Int
    /// UTF-8 byte offset one past the key's closing quote.
    public let keyEnd: Int
    public let value: JSONNode

    public init(key: String, keyStart: Int, keyEnd: Int, value: JSONNode) {
        (self.key, self.keyStart, self.keyEnd, self.value) = (key, keyStart, keyEnd, value)
    }
}
