import Foundation

/// The small arithmetic of scene files: numbers, `$param`, `pi`, `+ - * /`, parentheses and unary
/// minus, e.g. `"2 * $score / 100"`, `"-($inset + 1)"`, `"pi / 2"`. Evaluated at once (no tree is
/// kept): a scene file is re-read on every build and its expressions are a few bytes each.
///
/// Errors carry the UTF-8 byte offset in the expression text; nesting is limited (64) so that no
/// input can overflow the stack.
enum SceneExpression {
    enum Failure: Error, Equatable {
        /// Malformed text at `offset`.
        case syntax(offset: Int, reason: String)
        /// `$name` is not declared (or not a number) — left to the caller to phrase.
        case unknownParam(String, offset: Int)
    }

    /// Evaluates `text`; `lookup` gives a parameter's number, nil when it is unknown.
    static func evaluate(_ text: String, lookup: @escaping (String) -> Double?) throws(Failure) -> Double {
        var parser = Parser(bytes: Array(text.utf8), lookup: lookup)
        parser.skipSpaces()
        if parser.index >= parser.bytes.count { throw .syntax(offset: 0, reason: "empty expression") }
        let value = try parser.sum()
        parser.skipSpaces()
        if parser.index < parser.bytes.count {
            throw .syntax(offset: parser.index, reason: "unexpected '\(parser.char)'")
        }
        return value
    }

    /// The `$names` an expression mentions, in order (for the parameter dependency graph).
    static func references(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var names: [String] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "$") {
                var j = i + 1
                while j < bytes.count, isIdentifierByte(bytes[j]) { j += 1 }
                names.append(String(decoding: bytes[(i + 1)..<j], as: UTF8.self))
                i = j
            } else {
                i += 1
            }
        }
        return names
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
    }

    private struct Parser {
        let bytes: [UInt8]
        let lookup: (String) -> Double?
        var index = 0
        var depth = 0

        var char: String {
            index < bytes.count ? String(decoding: bytes[index..<(index + 1)], as: UTF8.self) : "end"
        }

        mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }

        mutating func sum() throws(Failure) -> Double {
            var value = try product()
            while true {
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else {
                    return value
                }
                let plus = bytes[index] == UInt8(ascii: "+")
                index += 1
                let rhs = try product()
                value = plus ? value + rhs : value - rhs
            }
        }

        mutating func product() throws(Failure) -> Double {
            var value = try unary()
            while true {
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "/") else {
                    return value
                }
                let times = bytes[index] == UInt8(ascii: "*")
                index += 1
                let rhs = try unary()
                value = times ? value * rhs : value / rhs
            }
        }

        mutating func unary() throws(Failure) -> Double {
            skipSpaces()
            depth += 1
            defer { depth -= 1 }
            if depth > 64 { throw .syntax(offset: index, reason: "nested too deep") }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1; return -(try unary()) }
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") { index += 1; return try unary() }
            return try primary()
        }

        mutating func primary() throws(Failure) -> Double {
            skipSpaces()
            guard index < bytes.count else { throw .syntax(offset: index, reason: "expected a number, $param, pi or '('") }
            let start = index
            let b = bytes[index]
            if b == UInt8(ascii: "(") {
                index += 1
                let value = try sum()
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else {
                    throw .syntax(offset: index, reason: "expected ')'")
                }
                index += 1
                return value
            }
            if b == UInt8(ascii: "$") {
                index += 1
                while index < bytes.count, SceneExpression.isIdentifierByte(bytes[index]) { index += 1 }
                let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
                guard !name.isEmpty else { throw .syntax(offset: start, reason: "'$' must be followed by a param name") }
                guard let value = lookup(name) else { throw .unknownParam(name, offset: start) }
                return value
            }
            if (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: ".") {
                index = DecimalNumberScan.scan(bytes, from: start).end
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                guard let value = Double(text) else { throw .syntax(offset: start, reason: "invalid number '\(text.shortenedForMessage())'") }
                return value
            }
            if SceneExpression.isIdentifierByte(b) {
                while index < bytes.count, SceneExpression.isIdentifierByte(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                if word == "pi" { return Double.pi }
                throw .syntax(offset: start, reason: "unknown name '\(word.shortenedForMessage())' (params are written $\(word.shortenedForMessage()))")
            }
            throw .syntax(offset: start, reason: "expected a number, $param, pi or '(' but found '\(char)'")
        }
    }
}
