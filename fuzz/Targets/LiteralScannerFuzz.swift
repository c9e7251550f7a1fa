// libFuzzer target: SwiftLiteralScanner and its rewrite over any bytes read as UTF-8 text.
// Built by scripts/fuzz.sh together with the scanner's own files (Sources/SandglassHeadless/SwiftScenes/
// SwiftLiteralScanner.swift and the three beside it that it uses, which need only Foundation).
// Invariants: no crash; each literal's bytes are a Swift numeric literal (an optional unary minus
// included) at the line and column it says; none lies in a comment, a string (interpolations included)
// or a raw identifier, by an independent classifier (`CodeOracle`); and the rewrite, each call turned
// back into its literal's text, is the source exactly.
import Foundation

private let numberPattern = try! NSRegularExpression(pattern: "^-?(?:"
    + "0x[0-9A-Fa-f][0-9A-Fa-f_]*(?:\\.[0-9A-Fa-f][0-9A-Fa-f_]*[pP][+-]?[0-9][0-9_]*|[pP][+-]?[0-9][0-9_]*)?"
    + "|0o[0-7][0-7_]*|0b[01][01_]*"
    + "|[0-9][0-9_]*(?:\\.[0-9][0-9_]*)?(?:[eE][+-]?[0-9][0-9_]*)?)$")

@_cdecl("LLVMFuzzerTestOneInput")
public func literalsFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let source = Array(text.utf8)
    let scan = SwiftLiteralScanner(text)
    var oracle = CodeOracle(source)
    oracle.classify()
    var previousEnd = 0, line = 1, lineStart = 0, counted = 0
    for (k, literal) in scan.literals.enumerated() {
        precondition(literal.index == k && literal.bytes.lowerBound >= previousEnd && literal.bytes.upperBound <= source.count,
                     "literal \(k) out of order or place: \(literal.bytes)")
        previousEnd = literal.bytes.upperBound
        let written = String(decoding: source[literal.bytes], as: UTF8.self)
        precondition(literal.text == written, "literal \(k) text \(literal.text) is not its bytes \(written)")
        precondition(numberPattern.firstMatch(in: written, range: NSRange(location: 0, length: (written as NSString).length)) != nil,
                     "literal \(k) is not a Swift number: \(written)")
        for j in counted..<literal.bytes.lowerBound where source[j] == UInt8(ascii: "\n") { line += 1; lineStart = j + 1 }
        counted = literal.bytes.lowerBound
        precondition(literal.line == line && literal.column == literal.bytes.lowerBound - lineStart + 1,
                     "literal \(k) at \(literal.line):\(literal.column), is at \(line):\(literal.bytes.lowerBound - lineStart + 1)")
        if oracle.isReliable {
            precondition(literal.bytes.allSatisfy { oracle.inFileCode[$0] }, "literal \(k) (\(written)) is inside a string or comment")
        }
    }
    undoRewrite(scan.rewritten(reportingAs: "fuzz \"1\"\\.swift"), literals: scan.literals, expecting: source)
    return 0
}

/// Checks that the rewrite, with each `__sg…Literal(k, TEXT)` turned back into TEXT, is `source`.
private func undoRewrite(_ rewritten: String, literals: [DesignLiteral], expecting source: [UInt8]) {
    let bytes = Array(rewritten.utf8)
    let header = Array(SwiftSceneSource.locating("", as: "fuzz \"1\"\\.swift").utf8)
    precondition(bytes.starts(with: header), "rewrite header: \(String(decoding: bytes.prefix(80), as: UTF8.self))")
    var at = header.count, restored: [UInt8] = []
    for literal in literals {
        let call = Array(((literal.isInteger ? "__sgIntLiteral(" : "__sgFloatLiteral(") + "\(literal.index), " + literal.text + ")").utf8)
        var k = at
        while k + call.count <= bytes.count, !bytes[k..<(k + call.count)].elementsEqual(call) { k += 1 }
        precondition(k + call.count <= bytes.count, "no call for literal \(literal.index)")
        restored += bytes[at..<k] + Array(literal.text.utf8)
        at = k + call.count
    }
    restored += bytes[at...]
    precondition(restored == source, "undoing the rewrite does not give the source back")
}

/// An independent reading of which bytes are the file's own code: not in a comment, a string literal
/// (any number of `#`, multi-line or not, with the code of its interpolations) or a raw identifier.
/// Regex literals are Swift's guess (a `/` may divide, `#/` may start no regex), so an input with a
/// `/` that starts no comment, or a `#/`, is not judged (`isReliable` false).
private struct CodeOracle {
    let s: [UInt8]
    var inFileCode: [Bool]
    var isReliable = true

    init(_ bytes: [UInt8]) {
        s = bytes
        inFileCode = [Bool](repeating: true, count: bytes.count)
    }

    private func byte(_ k: Int) -> UInt8 { k < s.count ? s[k] : 0 }

    mutating func classify() { _ = code(from: 0, nested: false) }

    /// Code from `i` to the end, or (`nested`: an interpolation's) to its unmatched `)`; returns where
    /// it stopped (after the `)`).
    private mutating func code(from start: Int, nested: Bool) -> Int {
        var i = start, depth = 0
        while i < s.count {
            let c = s[i]
            if c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "/") {
                let end = s[i...].firstIndex(of: UInt8(ascii: "\n")) ?? s.count
                mark(i, end); i = end
            } else if c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                let end = blockComment(i); mark(i, end); i = end
            } else if c == UInt8(ascii: "/") {
                isReliable = false; i += 1
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "#") {
                var hashes = 0
                while byte(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(i + hashes) == UInt8(ascii: "\"") {
                    let end = string(i, hashes: hashes); mark(i, end); i = end
                } else if hashes > 0, byte(i + hashes) == UInt8(ascii: "/") {
                    isReliable = false; i += hashes + 1   // `#/`: an extended regex, or not
                } else {
                    i += max(hashes, 1)
                }
            } else if c == UInt8(ascii: "`") {
                var k = i + 1
                while k < s.count, s[k] != UInt8(ascii: "`"), s[k] != UInt8(ascii: "\n") { k += 1 }
                if byte(k) == UInt8(ascii: "`") { mark(i, k + 1); i = k + 1 } else { i += 1 }
            } else if c == UInt8(ascii: "(") {
                depth += 1; i += 1
            } else if c == UInt8(ascii: ")") {
                if nested, depth == 0 { return i + 1 }
                depth -= 1; i += 1
            } else {
                i += 1
            }
        }
        return s.count
    }

    private func blockComment(_ start: Int) -> Int {
        var i = start, depth = 0
        while i < s.count {
            if s[i] == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") { depth += 1; i += 2 }
            else if s[i] == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") { depth -= 1; i += 2; if depth == 0 { return i } }
            else { i += 1 }
        }
        return s.count
    }

    /// The string literal whose `#`s start at `start`; returns its end.
    private mutating func string(_ start: Int, hashes: Int) -> Int {
        let quote = start + hashes
        let multiline = byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
        let closing = [UInt8](repeating: UInt8(ascii: "\""), count: multiline ? 3 : 1) + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
        let escape = [UInt8(ascii: "\\")] + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
        var i = quote + (multiline ? 3 : 1)
        while i < s.count {
            if s[i...].starts(with: escape) {
                i += escape.count
                if byte(i) == UInt8(ascii: "(") { i = code(from: i + 1, nested: true) } else { i += 1 }
            } else if s[i...].starts(with: closing) {
                return i + closing.count
            } else if s[i] == UInt8(ascii: "\n"), !multiline {
                return i + 1
            } else {
                i += 1
            }
        }
        return s.count
    }

    private mutating func mark(_ from: Int, _ to: Int) {
        for k in from..<min(to, s.count) { inFileCode[k] = false }
    }
}
