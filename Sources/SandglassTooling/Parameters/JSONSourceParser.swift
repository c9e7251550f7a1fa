import Foundation

/// A strict JSON (RFC 8259) parser that keeps the byte range of every value.
///
/// Why not `JSONSerialization`: it accepts trailing commas, silently keeps one of two duplicate keys,
/// reports syntax errors only as "around character N", and loses where each value was, so it could
/// neither point an out-of-range value at its line:column nor let a write-back splice one value into
/// the user's file. This parser is ~250 lines and small files are all it reads.
///
/// Accepts exactly RFC 8259 plus two courtesies: a UTF-8 byte-order mark is skipped, and `NaN`,
/// `Infinity`, `-Infinity` (any case, also `inf`) become `.nonFinite` nodes so the reader can name the key.
/// Nesting is limited to `maxDepth` so that a hostile file cannot overflow the stack.
///
/// With `allowingJSON5Extras` (scene files, never params files) it also accepts JSON5's `//` and
/// `/* */` comments and one trailing comma before `}` or `]`; everything else stays strict.
public struct JSONSourceParser {
    public static let maxDepth = 64
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private var json5 = false

    /// Parses `bytes` as one JSON value, with nothing but whitespace (and, with
    /// `allowingJSON5Extras`, comments) after it.
    public static func parse(_ bytes: [UInt8], allowingJSON5Extras: Bool = false) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONSourceParser(bytes: bytes)
        parser.json5 = allowingJSON5Extras
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error(.trailingContent(found: parser.found()))
        }
        return node
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func error(_ problem: JSONSyntaxProblem, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(problem, at: offset ?? index)
    }

    private mutating func skipWhitespace() {
        while let byte = current {
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1; continue }
            guard json5, byte == UInt8(ascii: "/"), index + 1 < bytes.count else { return }
            if bytes[index + 1] == UInt8(ascii: "/") {
                while let b = current, b != 0x0A { index += 1 }
            } else if bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                                             && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(bytes.count, index + 2)
            } else {
                return
            }
        }
    }

    /// The error for whatever stands at `index` where `expected` was due.
    private func unexpected(expected: String) -> JSONSyntaxError {
        guard let byte = current else { return error(.unexpectedEnd(expected: expected)) }
        if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
           bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
            return error(.comment)
        }
        if byte == UInt8(ascii: "'") { return error(.singleQuotedString) }
        return error(.unexpected(found: found(), expected: expected))
    }

    /// How the text at `index` is quoted in a message: a word, one character, or a byte in hex.
    private func found() -> String {
        guard let byte = current else { return "end of file" }
        if Self.isWordByte(byte) { return "'\(word(from: index).shortenedForMessage())'" }
        if byte < 0x20 || byte == 0x7F { return "byte 0x\(String(byte, radix: 16, uppercase: true))" }
        if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
        var end = index + 1
        while end < bytes.count, end < index + 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        if let text = String(validating: bytes[index..<end], as: UTF8.self) { return "'\(text)'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "_")
    }

    private func word(from start: Int) -> String {
        var end = start
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        guard let byte = current else { throw unexpected(expected: "a value") }
        let start = index
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""):
            let text = try parseString()
            return JSONNode(value: .string(text), start: start, end: index)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"), index + 1 < bytes.count,
               Self.isLetter(bytes[index + 1]) {
                return try parseWord(signed: true)
            }
            return try parseNumber()
        default:
            if Self.isLetter(byte) { return try parseWord(signed: false) }
            throw unexpected(expected: "a value")
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// `true`, `false`, `null`, or a non-finite spelling; anything else is an unexpected word.
    private mutating func parseWord(signed: Bool) throws(JSONSyntaxError) -> JSONNode {
        let start = index
        let text = (signed ? String(Character(Unicode.Scalar(bytes[index]))) : "") + word(from: index + (signed ? 1 : 0))
        let end = start + text.utf8.count
        let unsigned = signed ? String(text.dropFirst()) : text
        let value: JSONNode.Value
        switch unsigned {
        case "true" where !signed: value = .bool(true)
        case "false" where !signed: value = .bool(false)
        case "null" where !signed: value = .null
        default:
            guard ["nan", "inf", "infinity"].contains(unsigned.lowercased()) else {
                throw error(.unexpected(found: "'\(text.shortenedForMessage())'", expected: "a value"))
            }
            value = .nonFinite(text)
        }
        index = end
        return JSONNode(value: value, start: start, end: end)
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode {
        let start = index
        try enter()
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONNode(value: .object(members), start: start, end: index)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                if let byte = current, Self.isLetter(byte) { throw error(.unquotedKey(word(from: index).shortenedForMessage())) }
                throw unexpected(expected: "a key in double quotes")
            }
            let keyStart = index
            let key = try parseString()
            let keyEnd = index
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw unexpected(expected: "':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyStart: keyStart, keyEnd: keyEnd, value: value))
            skipWhitespace()
            if current == UInt8(ascii: "}") { break }
            guard current == UInt8(ascii: ",") else { throw unexpected(expected: "',' or '}'") }
            let comma = index
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                if json5 { break }
                throw error(.trailingComma(closing: "}"), at: comma)
            }
        }
        index += 1
        depth -= 1
        return JSONNode(value: .object(members), start: start, end: index)
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode {
        let start = index
        try enter()
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return JSONNode(value: .array(elements), start: start, end: index)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: "]") { break }
            guard current == UInt8(ascii: ",") else { throw unexpected(expected: "',' or ']'") }
            let comma = index
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                if json5 { break }
                throw error(.trailingComma(closing: "]"), at: comma)
            }
        }
        index += 1
        depth -= 1
        return JSONNode(value: .array(elements), start: start, end: index)
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth { throw error(.nestedTooDeep(limit: Self.maxDepth)) }
    }

    // MARK: Scalars

    /// Number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, with a reason for each way
    /// people get it wrong. Returns the source text; overflow (`1e999`) is the reader's to report.
    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode {
        let start = index
        var end = index
        while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        if let reason = Self.numberProblem(Array(bytes[start..<end])) {
            throw error(.invalidNumber(text, reason: reason))
        }
        index = end
        return JSONNode(value: .number(text), start: start, end: end)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            || byte == UInt8(ascii: "x") || byte == UInt8(ascii: "X")
    }

    private static func numberProblem(_ n: [UInt8]) -> String? {
        func isDigit(_ i: Int) -> Bool { i < n.count && n[i] >= 0x30 && n[i] <= 0x39 }
        var i = 0
        if n.first == UInt8(ascii: "+") { return "a leading '+' is not allowed" }
        if n.first == UInt8(ascii: "-") { i += 1 }
        if i < n.count, n[i] == UInt8(ascii: ".") { return "a digit must come before the '.'" }
        guard isDigit(i) else { return "a digit must follow the '-'" }
        if n[i] == UInt8(ascii: "0"), isDigit(i + 1) { return "leading zeros are not allowed" }
        if n[i] == UInt8(ascii: "0"), i + 1 < n.count, n[i + 1] | 0x20 == UInt8(ascii: "x") {
            return "hexadecimal is not allowed"
        }
        while isDigit(i) { i += 1 }
        if i < n.count, n[i] == UInt8(ascii: ".") {
            i += 1
            guard isDigit(i) else { return "a digit must follow the '.'" }
            while isDigit(i) { i += 1 }
        }
        if i < n.count, n[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < n.count, n[i] == UInt8(ascii: "+") || n[i] == UInt8(ascii: "-") { i += 1 }
            guard isDigit(i) else { return "the exponent needs digits" }
            while isDigit(i) { i += 1 }
        }
        return i == n.count ? nil : "unexpected '\(Character(Unicode.Scalar(n[i])))'"
    }

    /// Reads a string starting at its opening quote; leaves `index` past the closing quote.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ parser: JSONSourceParser, to end: Int) throws(JSONSyntaxError) {
            guard runStart < end else { return }
            guard let text = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
                throw parser.error(.invalidUTF8, at: runStart)
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard let byte = current else { throw error(.unterminatedString) }
            switch byte {
            case UInt8(ascii: "\""):
                try flush(self, to: index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush(self, to: index)
                scalars.append(try parseEscape())
                runStart = index
            case 0x0A, 0x0D:
                throw error(.unterminatedString)
            case 0..<0x20:
                throw error(.controlCharacterInString(byte))
            default:
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = index
        guard index + 1 < bytes.count else { throw error(.unterminatedString) }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4(escapeStart: start)
            if (0xD800..<0xDC00).contains(high), index + 1 < bytes.count,
               bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                let low = try hex4(escapeStart: start)
                if (0xDC00..<0xE000).contains(low),
                   let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw error(.invalidEscape(String(decoding: bytes[start..<index], as: UTF8.self)), at: start)
            }
            return scalar
        default:
            let end = min(bytes.count, start + 2)
            throw error(.invalidEscape(String(decoding: bytes[start..<end], as: UTF8.self)), at: start)
        }
    }

    private mutating func hex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                let end = min(bytes.count, index + 1)
                throw error(.invalidEscape(String(decoding: bytes[escapeStart..<end], as: UTF8.self)), at: escapeStart)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
