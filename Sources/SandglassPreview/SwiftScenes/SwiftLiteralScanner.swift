import Foundation

/// Finds the numeric literals of a Swift source that the preview can make tweakable, and rewrites the
/// source so each one reads its value from `DesignTimeLiterals`.
///
/// Comments and string literals are skipped (a number in a string stays text). Left as they are,
/// because Swift wants a literal there: compiler directives (`#if`, `#sourceLocation`), `@available` and
/// `#available` versions, enum raw values (`case a = 3`), tuple indices and digits inside names.
public struct SwiftLiteralScanner: Sendable {
    public let literals: [DesignLiteral]
    private let source: [UInt8]

    public init(_ text: String) {
        source = Array(text.utf8)
        literals = SwiftLiteralScanner.scan(source)
    }

    /// The source with every literal `3.0` replaced by `__sgFloatLiteral(index, 3.0)` (integers by
    /// `__sgIntLiteral`), and a `#sourceLocation` naming `file`, so the compiler's lines are the file's.
    public func rewritten(reportingAs file: String) -> String {
        var out = Array("#sourceLocation(file: \"\(file)\", line: 1)\n".utf8)
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

    /// A compiler line `file:L:C: …` with C turned back into the file's own column.
    public func mappingColumns(in message: String, of file: String) -> String {
        guard message.hasPrefix(file + ":") else { return message }
        let rest = message.dropFirst(file.count + 1)
        let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) else { return message }
        return "\(file):\(line):\(originalColumn(line: line, rewrittenColumn: column)):\(parts[2])"
    }

    private func prefix(_ literal: DesignLiteral) -> String {
        (literal.isInteger ? "__sgIntLiteral(" : "__sgFloatLiteral(") + "\(literal.index), "
    }

    // MARK: Scanning

    private static func scan(_ s: [UInt8]) -> [DesignLiteral] {
        var found: [DesignLiteral] = []
        var i = 0, line = 1, lineStart = 0
        func at(_ k: Int) -> UInt8 { k < s.count ? s[k] : 0 }
        while i < s.count {
            let c = s[i]
            if c == UInt8(ascii: "\n") { line += 1; lineStart = i + 1; i += 1; continue }
            if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                while i < s.count, s[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                var depth = 0
                while i < s.count {
                    if s[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") { depth += 1; i += 2; continue }
                    if s[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") { depth -= 1; i += 2; if depth == 0 { break }; continue }
                    if s[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
                    i += 1
                }
                continue
            }
            if c == UInt8(ascii: "\"") || (c == UInt8(ascii: "#") && at(i + 1) == UInt8(ascii: "\"")) {
                skipString(s, &i, &line, &lineStart)
                continue
            }
            if isDigit(c), !continuesName(i > 0 ? s[i - 1] : 0), let end = numberEnd(s, i) {
                let text = String(decoding: s[i..<end], as: UTF8.self)
                let prefixText = String(decoding: s[lineStart..<i], as: UTF8.self)
                if let (value, isInteger) = parse(text), allowed(prefixText) {
                    var lineEnd = end
                    while lineEnd < s.count, s[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                    let context = String(decoding: s[lineStart..<lineEnd], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                    found.append(DesignLiteral(index: found.count, text: text, value: value, isInteger: isInteger,
                                               line: line, column: i - lineStart + 1, bytes: i..<end,
                                               label: label(before: prefixText).label,
                                               expression: label(before: prefixText).between + text, context: context))
                }
                i = end
                continue
            }
            if isNameByte(c) {   // a whole name, digits in it included
                while i < s.count, isNameByte(s[i]) || isDigit(s[i]) { i += 1 }
                continue
            }
            i += 1
        }
        return found
    }

    private static func skipString(_ s: [UInt8], _ i: inout Int, _ line: inout Int, _ lineStart: inout Int) {
        var hashes = 0
        while i < s.count, s[i] == UInt8(ascii: "#") { hashes += 1; i += 1 }
        let multiline = i + 2 < s.count && s[i + 1] == UInt8(ascii: "\"") && s[i + 2] == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        i += quotes
        let close = [UInt8](repeating: UInt8(ascii: "\""), count: quotes) + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
        while i < s.count {
            if s[i] == UInt8(ascii: "\\"), hashes == 0 { i += 2; continue }
            if s[i] == UInt8(ascii: "\n") {
                line += 1; lineStart = i + 1
                if !multiline { i += 1; return }
            }
            if s[i...].starts(with: close) { i += close.count; return }
            i += 1
        }
    }

    /// Where the number starting at `i` ends; nil when what follows makes it part of a name.
    private static func numberEnd(_ s: [UInt8], _ start: Int) -> Int? {
        var i = start
        func at(_ k: Int) -> UInt8 { k < s.count ? s[k] : 0 }
        func digits(_ ok: (UInt8) -> Bool) { while i < s.count, ok(s[i]) || s[i] == UInt8(ascii: "_") { i += 1 } }
        if s[i] == UInt8(ascii: "0"), [UInt8(ascii: "x"), UInt8(ascii: "b"), UInt8(ascii: "o")].contains(at(i + 1)) {
            let radix = at(i + 1)
            i += 2
            if radix == UInt8(ascii: "x") {
                digits(isHexDigit)
                if at(i) == UInt8(ascii: "."), isHexDigit(at(i + 1)) { i += 1; digits(isHexDigit) }
                if at(i) == UInt8(ascii: "p") || at(i) == UInt8(ascii: "P") {
                    i += 1
                    if at(i) == UInt8(ascii: "+") || at(i) == UInt8(ascii: "-") { i += 1 }
                    digits(isDigit)
                }
            } else {
                digits(isDigit)
            }
        } else {
            digits(isDigit)
            if at(i) == UInt8(ascii: "."), isDigit(at(i + 1)) { i += 1; digits(isDigit) }
            if at(i) == UInt8(ascii: "e") || at(i) == UInt8(ascii: "E") {
                let sign = at(i + 1) == UInt8(ascii: "+") || at(i + 1) == UInt8(ascii: "-") ? 1 : 0
                if isDigit(at(i + 1 + sign)) { i += 1 + sign; digits(isDigit) }
            }
        }
        return isNameByte(at(i)) ? nil : i
    }

    /// The literal's value, and whether it is an integer literal; nil for one Double cannot hold.
    private static func parse(_ text: String) -> (Double, Bool)? {
        let plain = text.replacingOccurrences(of: "_", with: "")
        if plain.hasPrefix("0b") { return Int(plain.dropFirst(2), radix: 2).map { (Double($0), true) } }
        if plain.hasPrefix("0o") { return Int(plain.dropFirst(2), radix: 8).map { (Double($0), true) } }
        if plain.hasPrefix("0x") {
            if plain.contains(".") || plain.lowercased().contains("p") { return Double(plain).map { ($0, false) } }
            return Int(plain.dropFirst(2), radix: 16).map { (Double($0), true) }
        }
        let isInteger = !plain.contains(".") && !plain.lowercased().contains("e")
        guard let value = Double(plain), value.isFinite else { return nil }
        return (value, isInteger)
    }

    /// False where Swift wants a literal (see the type's comment); `prefix` is the line before it.
    private static func allowed(_ prefix: String) -> Bool {
        let trimmed = prefix.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") { return false }
        if prefix.range(of: #"[@#](available|unavailable)\s*\([^)]*$"#, options: .regularExpression) != nil { return false }
        if prefix.range(of: #"\bcase\s+[A-Za-z_][A-Za-z0-9_]*\s*=\s*-?\s*$"#, options: .regularExpression) != nil { return false }
        return true
    }

    /// The last label or assigned name before the literal on its line (`width` in `CGRect(x: 0, width: `),
    /// and what stands between it and the literal (`-.pi / ` in `startAngle: -.pi / 2`).
    private static func label(before prefix: String) -> (label: String, between: String) {
        let pattern = try! NSRegularExpression(pattern: #"([A-Za-z_][A-Za-z0-9_]*)\s*(?::|[-+*/]?=(?!=))"#)
        let ns = prefix as NSString
        guard let last = pattern.matches(in: prefix, range: NSRange(location: 0, length: ns.length)).last else { return ("", "") }
        let between = String(ns.substring(from: last.range.upperBound).drop { $0 == " " || $0 == "\t" })
        return (ns.substring(with: last.range(at: 1)), between)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }
    private static func isNameByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c >= 0x80
    }
    /// A digit after these belongs to a name, a tuple index (`.0`) or a closure argument (`$0`).
    private static func continuesName(_ c: UInt8) -> Bool {
        isNameByte(c) || isDigit(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "$") || c == UInt8(ascii: "#")
    }
}
