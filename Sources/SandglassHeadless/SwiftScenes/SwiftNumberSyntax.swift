import Foundation

/// Swift's numeric literal syntax and the byte classes the literal lexer asks about, on UTF-8 bytes.
enum SwiftNumberSyntax {
    /// Where the number starting at `start` (a digit) ends; nil when it is not one Swift accepts (`3px`,
    /// `0x_1`, `0x1.8` without its exponent), which then reads as a name.
    static func end(of s: [UInt8], from start: Int) -> Int? {
        var i = start
        func at(_ k: Int) -> UInt8 { k < s.count ? s[k] : 0 }
        func digits(_ ok: (UInt8) -> Bool) -> Bool {   // one digit, then digits and underscores
            guard ok(at(i)) else { return false }
            while i < s.count, ok(s[i]) || s[i] == UInt8(ascii: "_") { i += 1 }
            return true
        }
        func exponent(_ letters: [UInt8]) -> Bool? {   // nil: an exponent letter with no digits
            guard letters.contains(at(i)) else { return false }
            i += 1
            if at(i) == UInt8(ascii: "+") || at(i) == UInt8(ascii: "-") { i += 1 }
            return digits(isDigit) ? true : nil
        }
        let radix = s[i] == UInt8(ascii: "0") ? at(i + 1) : 0
        if radix == UInt8(ascii: "x") {
            i += 2
            guard digits(isHexDigit) else { return nil }
            var fraction = false
            if at(i) == UInt8(ascii: "."), isHexDigit(at(i + 1)) { i += 1; fraction = digits(isHexDigit) }
            guard let hasExponent = exponent([UInt8(ascii: "p"), UInt8(ascii: "P")]), hasExponent || !fraction else { return nil }
        } else if radix == UInt8(ascii: "b") || radix == UInt8(ascii: "o") {
            i += 2
            guard digits(radix == UInt8(ascii: "b") ? { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
                                                    : { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }) else { return nil }
        } else {
            _ = digits(isDigit)
            if at(i) == UInt8(ascii: "."), isDigit(at(i + 1)) { i += 1; _ = digits(isDigit) }
            let mark = i
            if exponent([UInt8(ascii: "e"), UInt8(ascii: "E")]) == nil { i = mark }   // `2em`: a name, below
        }
        return isNameByte(at(i)) || isDigit(at(i)) ? nil : i
    }

    /// The literal's value, and whether it is an integer literal; nil for one Double cannot hold.
    /// `text` may start with a minus (a literal with its unary minus).
    static func value(of text: Substring) -> (value: Double, isInteger: Bool)? {
        let negative = text.hasPrefix("-")
        let plain = (negative ? text.dropFirst() : text).replacingOccurrences(of: "_", with: "")
        let sign: Double = negative ? -1 : 1
        if plain.hasPrefix("0b") { return Int(plain.dropFirst(2), radix: 2).map { (sign * Double($0), true) } }
        if plain.hasPrefix("0o") { return Int(plain.dropFirst(2), radix: 8).map { (sign * Double($0), true) } }
        if plain.hasPrefix("0x") {
            if plain.contains(".") || plain.lowercased().contains("p") { return Double(plain).map { (sign * $0, false) } }
            return Int(plain.dropFirst(2), radix: 16).map { (sign * Double($0), true) }
        }
        let isInteger = !plain.contains(".") && !plain.lowercased().contains("e")
        guard let value = Double(plain), value.isFinite else { return nil }
        return (sign * value, isInteger)
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }
    /// A byte that can start a name (any non-ASCII byte counts: Swift names may be Unicode).
    static func isNameByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c >= 0x80
    }
    /// Swift's operator characters (ASCII ones; `.` only starts dot operators).
    static func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default: return false
        }
    }
    /// What may stand left of a prefix operator (Swift's rule: whitespace or one of `( [ { , ; :`).
    static func allowsPrefixOperator(after c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "("),
             UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return true
        default: return false
        }
    }
}
