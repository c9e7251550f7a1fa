import Foundation

/// Swift's numeric literal syntax and the byte classes the literal lexer asks about, on UTF-8 bytes.
enum SwiftNumberSyntax {
    /// Where the number starting at `start` (a digit) ends; nil when what follows makes it part of a
    /// name (`3px`).
    static func end(of s: [UInt8], from start: Int) -> Int? {
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
