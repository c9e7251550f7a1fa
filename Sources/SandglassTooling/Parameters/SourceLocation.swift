import Foundation

/// A place in a text file, as compilers and editors print it: `FILE:LINE:COLUMN`.
///
/// `line` and `column` are 1-based. `column` counts Unicode scalars from the start of the line (a tab
/// is one column), so a name with an accent before the error does not shift it.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        (self.file, self.line, self.column) = (file, line, column)
    }

    /// The location of UTF-8 byte `offset` of `bytes` (an offset past the end points just after the
    /// last character).
    public init(file: String, offset: Int, in bytes: [UInt8]) {
        let offset = max(0, min(offset, bytes.count))
        var line = 1
        var lineStart = 0
        for i in 0..<offset where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        self.init(file: file, line: line, lineStart: lineStart, offset: offset, in: bytes)
    }

    /// The location of `offset` on `line`, which starts at byte `lineStart`: the column counts the
    /// scalars between them.
    init(file: String, line: Int, lineStart: Int, offset: Int, in bytes: [UInt8]) {
        // Count lead bytes only: UTF-8 continuation bytes (10xxxxxx) belong to the scalar before them.
        var column = 1
        for i in lineStart..<offset where bytes[i] & 0xC0 != 0x80 { column += 1 }
        if lineStart == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]), offset >= 3 { column -= 1 }
        self.init(file: file, line: line, column: column)
    }

    /// The file name is shortened only beyond PATH_MAX (`shortenedForMessage`).
    public var description: String { "\(file.shortenedForMessage(limit: String.messagePathLimit)):\(line):\(column)" }
}
