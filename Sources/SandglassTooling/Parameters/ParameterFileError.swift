import Foundation

/// Why a params file could not be loaded or written. One case per failure; `description` is one line,
/// `FILE:LINE:COLUMN: reason` for anything found in the text, `FILE: reason` for failures of the file
/// itself (missing, a directory, unreadable, unwritable), which have no position.
///
/// Contract: a failed load changes nothing. The caller keeps the last good `ParameterValues` in force
/// and shows this line; a failed write leaves the file exactly as it was.
public enum ParameterFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file at the path.
    case notFound(file: String)
    /// The path names a directory.
    case isDirectory(file: String)
    /// The file exists but cannot be read; `reason` is the system's (`Permission denied`).
    case unreadable(file: String, reason: String)
    /// The file holds nothing but whitespace.
    case empty(file: String)
    /// The text is not JSON.
    case syntax(SourceLocation, JSONSyntaxProblem)
    /// The top-level value is not an object; `found` is its type ("an array").
    case notAnObject(SourceLocation, found: String)
    /// A key appears twice (JSON parsers disagree on which one wins, so neither does); the location is
    /// the second one's.
    case duplicateKey(SourceLocation, key: String, firstLine: Int)
    /// A key the scene does not declare, with the closest declared name if one is near.
    case unknownKey(SourceLocation, key: String, suggestion: String?)
    /// A declared key whose value does not fit; the location is the value's (or the bad element's).
    case invalidValue(SourceLocation, ParameterValueProblem)
    /// A write-back was asked to store a value that does not fit; nothing was written.
    case rejectedValue(file: String, ParameterValueProblem)
    /// The file or its temporary sibling could not be written; `reason` is the system's. The file is
    /// unchanged.
    case unwritable(file: String, reason: String)

    /// Where in the text the problem is, when it is in the text.
    public var location: SourceLocation? {
        switch self {
        case let .syntax(location, _), let .notAnObject(location, _), let .duplicateKey(location, _, _),
             let .unknownKey(location, _, _), let .invalidValue(location, _):
            return location
        case .notFound, .isDirectory, .unreadable, .empty, .rejectedValue, .unwritable:
            return nil
        }
    }

    /// The file named by a failure of the file itself (nil for one in the text: its location names it).
    private var file: String? {
        switch self {
        case let .notFound(file), let .isDirectory(file), let .unreadable(file, _), let .empty(file),
             let .rejectedValue(file, _), let .unwritable(file, _):
            return file
        case .syntax, .notAnObject, .duplicateKey, .unknownKey, .invalidValue:
            return nil
        }
    }

    /// One line: control characters in quoted keys or file names are shown escaped, long values and
    /// keys shortened (`shortenedForMessage`).
    public var description: String { message.escapingControlCharacters }

    private var message: String {
        let file = self.file?.shortenedForMessage(limit: String.messagePathLimit) ?? ""
        switch self {
        case .notFound:
            return "\(file): no such file"
        case .isDirectory:
            return "\(file): is a directory, not a params file"
        case let .unreadable(_, reason):
            return "\(file): cannot read: \(reason)"
        case .empty:
            return "\(file):1:1: file is empty; expected a JSON object of name: value, e.g. {\"duration\": 1}"
        case let .syntax(location, problem):
            return "\(location): \(problem)"
        case let .notAnObject(location, found):
            return "\(location): expected a JSON object of name: value but found \(found)"
        case let .duplicateKey(location, key, firstLine):
            return "\(location): '\(key.shortenedForMessage())' appears twice (first on line \(firstLine)); keep one"
        case let .unknownKey(location, key, suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "\(location): unknown parameter '\(key.shortenedForMessage())'\(hint)"
        case let .invalidValue(location, problem):
            return "\(location): \(problem)"
        case let .rejectedValue(_, problem):
            return "\(file): not written: \(problem)"
        case let .unwritable(_, reason):
            return "\(file): cannot write: \(reason) (the file is unchanged)"
        }
    }
}
