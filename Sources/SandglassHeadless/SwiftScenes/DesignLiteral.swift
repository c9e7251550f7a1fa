import Foundation

/// A numeric literal of a Swift scene file, as the preview lists it for tweaking: where it is, what
/// it is called (the label or property before it: `duration` in `animation.duration = 3.0`) and the
/// line around it.
public struct DesignLiteral: Equatable, Sendable {
    /// Its number among the file's literals, the index the rewritten call passes.
    public let index: Int
    /// As written (`3.0`, `0xFF`, `1_000`, `-5`: a unary minus is the literal's own).
    public let text: String
    public let value: Double
    /// An integer literal (`3`), whose rewritten call keeps it integral.
    public let isInteger: Bool
    /// 1-based line, and 1-based column in UTF-8 bytes (as the compiler counts them).
    public let line: Int
    public let column: Int
    /// Byte offsets of the literal in the file.
    let bytes: Range<Int>
    public let label: String
    /// From the label to the literal (`-.pi / 2` in `startAngle: -.pi / 2`; `3.0` in `duration = 3.0`).
    public let expression: String
    /// The line, trimmed (clipped around the literal on a very long line).
    public let context: String

    /// `duration = 3.0 (MatchingView.swift:42)`, `startAngle = -.pi / 2 (…)` (the 2 is the literal).
    public func title(file: String) -> String {
        "\(label.isEmpty ? context : label + " = " + expression) (\((file as NSString).lastPathComponent):\(line))"
    }
}

extension DesignLiteral {
    /// How far around the literal its label and context are looked for: enough for any line a person
    /// writes, and what keeps a generated line of thousands of literals linear to scan.
    static let reach = 160

    /// The literal at `bytes` of `source`, on the line `lineStart..<lineEnd`.
    init(index: Int, bytes: Range<Int>, in source: [UInt8], line: Int, lineStart: Int, lineEnd: Int,
         value: Double, isInteger: Bool) {
        let text = String(decoding: source[bytes], as: UTF8.self)
        let from = DesignLiteral.boundary(source, max(lineStart, bytes.lowerBound - DesignLiteral.reach))
        let to = DesignLiteral.boundary(source, min(lineEnd, bytes.upperBound + DesignLiteral.reach))
        let before = DesignLiteral.label(before: source[from..<bytes.lowerBound])
        var context = String(decoding: source[from..<to], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if from > lineStart { context = "…" + context }
        if to < lineEnd { context += "…" }
        self.init(index: index, text: text, value: value, isInteger: isInteger, line: line,
                  column: bytes.lowerBound - lineStart + 1, bytes: bytes, label: before.label,
                  expression: before.between + text, context: context)
    }

    /// `k`, moved back to the start of the UTF-8 character it is in.
    private static func boundary(_ s: [UInt8], _ k: Int) -> Int {
        var k = k
        while k > 0, k < s.count, s[k] & 0xC0 == 0x80 { k -= 1 }
        return k
    }

    /// The last label or assigned name before the literal on its line (`width` in `CGRect(x: 0, width: `),
    /// and what stands between it and the literal (`-.pi / ` in `startAngle: -.pi / 2`): the last
    /// `name:` or `name =` (`+=`, `-=`, `*=`, `/=`; not `==`).
    static func label(before prefix: ArraySlice<UInt8>) -> (label: String, between: String) {
        var label: Range<Int>?, after = prefix.startIndex
        var k = prefix.startIndex
        func isLetter(_ c: UInt8) -> Bool {
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
        }
        func at(_ j: Int) -> UInt8 { j < prefix.endIndex ? prefix[j] : 0 }
        while k < prefix.endIndex {
            guard isLetter(prefix[k]) else { k += 1; continue }
            let start = k
            while k < prefix.endIndex, isLetter(prefix[k]) || SwiftNumberSyntax.isDigit(prefix[k]) { k += 1 }
            var j = k
            while at(j) == UInt8(ascii: " ") || at(j) == UInt8(ascii: "\t") { j += 1 }
            if at(j) == UInt8(ascii: ":") {
                (label, after, k) = (start..<k, j + 1, j + 1)
            } else {
                if "+-*/".utf8.contains(at(j)) { j += 1 }
                if at(j) == UInt8(ascii: "="), at(j + 1) != UInt8(ascii: "=") { (label, after, k) = (start..<k, j + 1, j + 1) }
            }
        }
        guard let label else { return ("", "") }
        let between = prefix[after...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return (String(decoding: prefix[label], as: UTF8.self), String(decoding: between, as: UTF8.self))
    }
}
