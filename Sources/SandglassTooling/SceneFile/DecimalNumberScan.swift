/// Where a number ends in the text a scene file embeds in its strings (SVG path data, expressions),
/// which both read numbers the same way: digits with at most one '.', then an exponent only when a
/// digit follows the 'e' and its sign. So numbers pack as SVG packs them ("1.5.5" is 1.5 then .5,
/// "2e" is 2 then "e"). JSON's own numbers are stricter and each mistake is named, so
/// `JSONSourceParser` reads those itself.
enum DecimalNumberScan {
    /// The end of the unsigned number that starts at `start`, and how many digits come before its
    /// exponent (0: there is no number there, though a lone '.' may have been passed).
    static func scan(_ bytes: [UInt8], from start: Int) -> (end: Int, digits: Int) {
        var index = start, digits = 0, dot = false
        while index < bytes.count {
            let b = bytes[index]
            if isDigit(b) { digits += 1; index += 1 }
            else if b == UInt8(ascii: "."), !dot { dot = true; index += 1 }
            else { break }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var j = index + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            if j < bytes.count, isDigit(bytes[j]) {
                index = j
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
        }
        return (index, digits)
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
}
