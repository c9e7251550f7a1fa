import Foundation

/// The text of an exported Lottie document: keys sorted, except `ty`, which comes first in every
/// object. Players read a shape's type before its other keys (rlottie ignores a shape whose `ty`
/// comes later, drawing nothing), and After Effects' exporter always writes it first. Numbers are
/// written shortest: integral ones without a fraction.
enum LottieJSONText {
    static func text(_ value: Any) -> String {
        var out = ""
        out.reserveCapacity(1 << 16)
        write(value, to: &out)
        return out
    }

    private static func write(_ value: Any, to out: inout String) {
        switch value {
        case let object as [String: Any]:
            out += "{"
            let keys = object.keys.sorted { a, b in a == "ty" ? b != "ty" : b == "ty" ? false : a < b }
            for (n, key) in keys.enumerated() {
                if n > 0 { out += "," }
                writeString(key, to: &out)
                out += ":"
                write(object[key]!, to: &out)
            }
            out += "}"
        case let array as [Any]:
            out += "["
            for (n, element) in array.enumerated() {
                if n > 0 { out += "," }
                write(element, to: &out)
            }
            out += "]"
        case let string as String: writeString(string, to: &out)
        case let bool as Bool: out += bool ? "true" : "false"
        case let int as Int: out += String(int)
        case let double as Double: out += number(double)
        default: out += "null"
        }
    }

    /// `v` shortest: `2`, `0.5`, `-1.25`; never `-0`, never a non-finite number (written as 0).
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    private static func writeString(_ s: String, to out: inout String) {
        out += JSONValue.string(s).text  // the tool's one escaper
    }
}
