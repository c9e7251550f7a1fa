import Foundation

/// Why a file could not be imported: one line, `FILE:LINE:COLUMN: PATH: reason`, where PATH is the
/// JSON path of the offending value (`layers[2].ks.p`) and LINE:COLUMN where that value starts.
public struct LottieError: Error, CustomStringConvertible, Equatable, Sendable {
    public let file: String
    public let line: Int
    public let column: Int
    /// The JSON path of the value, empty for the whole file.
    public let path: String
    public let reason: String

    public init(file: String, line: Int, column: Int, path: String, reason: String) {
        (self.file, self.line, self.column, self.path, self.reason) = (file, line, column, path, reason)
    }

    /// One line: control characters from the file (a key holding a newline) are shown escaped.
    public var description: String {
        let location = SourceLocation(file: file, line: line, column: column)
        return (path.isEmpty ? "\(location): \(reason)" : "\(location): \(path): \(reason)").escapingControlCharacters
    }
}

/// A problem found while reading, at a byte offset; turned into a `LottieError` (line, column and
/// JSON path) only when it is reported, so reading builds no path strings.
struct ReadProblem: Error {
    let offset: Int
    let reason: String
}
