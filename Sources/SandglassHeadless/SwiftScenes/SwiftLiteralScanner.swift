import Foundation

/// Finds the numeric literals of a Swift source that the preview can make tweakable, and rewrites the
/// source so each one reads its value from `DesignTimeLiterals`.
///
/// Never rewritten: comments, string literals of every kind (raw, multi-line) with the code of their
/// interpolations (a number in `"\(x * 2)"` stays as written: the string's text must not change, and
/// code inside a string is where a lexing slip would change it), regex literals, raw identifiers; and,
/// because Swift wants a literal there: compiler directives (`#if`, `#sourceLocation(…)`, any
/// `#name(…)`), attribute arguments (`@available(iOS 13.0, *)`), enum raw values (`case a = 1, b = 2`),
/// integer generic arguments (`InlineArray<3, Int>`, `[3 of Int]`), tuple indices and digits inside
/// names. A unary minus is part of its literal (`-5`), so a negative value written back replaces it.
public struct SwiftLiteralScanner: Sendable {
    public let literals: [DesignLiteral]
    private let source: [UInt8]

    public init(_ text: String) {
        source = Array(text.utf8)
        var lexer = SwiftLiteralLexer(source)
        literals = lexer.literals()
    }

    /// The source with every literal `3.0` replaced by `__sgFloatLiteral(index, 3.0)` (integers by
    /// `__sgIntLiteral`), and a `#sourceLocation` naming `file` (`SwiftSceneSource.reportedName`), so
    /// the compiler's lines are the file's.
    public func rewritten(reportingAs file: String) -> String {
        var out = Array(SwiftSceneSource.locating("", as: file).utf8)
        var at = 0
        for literal in literals {
            out += source[at..<literal.bytes.lowerBound]
            out += Array(prefix(literal).utf8) + source[literal.bytes] + [UInt8(ascii: ")")]
            at = literal.bytes.upperBound
        }
        out += source[at...]
        return String(decoding: out, as: UTF8.self)
    }

    /// The column of the original line for a column the compiler gave in the rewritten one (a column
    /// inside an inserted call is the literal's own column).
    public func originalColumn(line: Int, rewrittenColumn column: Int) -> Int {
        var shift = 0
        for literal in literals where literal.line == line {
            let start = literal.column + shift, inserted = prefix(literal).utf8.count
            if column < start { break }
            if column < start + inserted { return literal.column }
            if column < start + inserted + literal.bytes.count { return column - shift - inserted }
            shift += inserted + 1
        }
        return column - shift
    }

    /// A compiler line `file:L:C: …` (the file as `rewritten(reportingAs: file)` named it) with C turned
    /// back into the file's own column, and the file named as it is.
    public func mappingColumns(in message: String, of file: String) -> String {
        let named = SwiftSceneSource.reportedName(for: file)
        guard message.hasPrefix(named + ":") else { return message }
        let rest = message.dropFirst(named.count + 1)
        let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) else { return message }
        return "\(file):\(line):\(originalColumn(line: line, rewrittenColumn: column)):\(parts[2])"
    }

    private func prefix(_ literal: DesignLiteral) -> String {
        (literal.isInteger ? "__sgIntLiteral(" : "__sgFloatLiteral(") + "\(literal.index), "
    }
}
