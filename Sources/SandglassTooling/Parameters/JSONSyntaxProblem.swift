import Foundation

/// Why a text is not JSON. One case per failure; `description` is the reason part of a
/// `FILE:LINE:COLUMN: reason` line.
public enum JSONSyntaxProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text ended where `expected` was still due.
    case unexpectedEnd(expected: String)
    /// `found` (a character or a word, quoted in the message) stands where `expected` was due.
    case unexpected(found: String, expected: String)
    /// A `,` right before `}` or `]` (JavaScript allows it, JSON does not).
    case trailingComma(closing: Character)
    /// A string runs to the end of its line: JSON strings cannot hold a raw line break.
    case unterminatedString
    /// A raw control character (byte < 0x20) inside a string; it must be escaped.
    case controlCharacterInString(UInt8)
    /// A backslash escape JSON does not define (`\x`, `\'`, a `\u` without four hex digits...).
    case invalidEscape(String)
    /// Bytes inside a string that are not UTF-8.
    case invalidUTF8
    /// A malformed number such as `012`, `1.`, `.5`, `+1`, `1e`; `reason` says what is wrong.
    case invalidNumber(String, reason: String)
    /// `//` or `/*`: JSON has no comments.
    case comment
    /// A `'single quoted'` string or key.
    case singleQuotedString
    /// An unquoted object key such as `{animationTime: 1}`.
    case unquotedKey(String)
    /// Something after the top-level value ends.
    case trailingContent(found: String)
    /// Arrays or objects nested deeper than `limit` (a guard against a stack overflow).
    case nestedTooDeep(limit: Int)

    public var description: String {
        switch self {
        case let .unexpectedEnd(expected):
            return "unexpected end of file, expected \(expected)"
        case let .unexpected(found, expected):
            return "expected \(expected) but found \(found)"
        case let .trailingComma(closing):
            return "trailing comma before '\(closing)' (JSON does not allow one)"
        case .unterminatedString:
            return "string is not closed before the end of the line"
        case let .controlCharacterInString(byte):
            return "control character 0x\(String(byte, radix: 16, uppercase: true)) in a string must be escaped"
        case let .invalidEscape(text):
            // The escape may run into a line break or other control byte: show those escaped, so that
            // the message stays one line.
            let shown = text.shortenedForMessage().unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? $0.escaped(asASCII: true) : String($0) }
            return "invalid escape '\(shown.joined())' in a string"
        case .invalidUTF8:
            return "string is not valid UTF-8"
        case let .invalidNumber(text, reason):
            return "invalid number '\(text.shortenedForMessage())': \(reason)"
        case .comment:
            return "comments are not allowed in JSON"
        case .singleQuotedString:
            return "strings and keys take double quotes (\"), not single quotes"
        case let .unquotedKey(word):
            return "key '\(word)' must be in double quotes"
        case let .trailingContent(found):
            return "unexpected \(found) after the end of the top-level value"
        case let .nestedTooDeep(limit):
            return "arrays and objects are nested more than \(limit) deep"
        }
    }
}

/// A syntax problem at a UTF-8 byte offset of the text (converted to line:column by the caller).
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public let problem: JSONSyntaxProblem
    public let offset: Int

    public init(_ problem: JSONSyntaxProblem, at offset: Int) {
        (self.problem, self.offset) = (problem, offset)
    }
}
