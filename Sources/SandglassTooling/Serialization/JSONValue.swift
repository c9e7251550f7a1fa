import Foundation

/// A minimal JSON value with deterministic output: object keys sorted, numbers printed in Swift's
/// shortest round-trip form (`0.9`, `1.0`, `1e-05`), NaN and infinities written as `null`.
public indirect enum JSONValue: Equatable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    public static func number(_ v: CGFloat) -> JSONValue { .number(Double(v)) }

    /// Compact text.
    public var text: String {
        var s = ""
        write(to: &s)
        return s
    }

    func write(to s: inout String) {
        switch self {
        case .number(let v): s += Self.format(v)
        case .string(let v): Self.quote(v, into: &s)
        case .bool(let b): s += b ? "true" : "false"
        case .null: s += "null"
        case .array(let vs):
            s += "["
            for (i, v) in vs.enumerated() {
                if i > 0 { s += ", " }
                v.write(to: &s)
            }
            s += "]"
        case .object(let o):
            s += "{"
            for (i, k) in o.keys.sorted().enumerated() {
                if i > 0 { s += ", " }
                Self.quote(k, into: &s)
                s += ": "
                o[k]!.write(to: &s)
            }
            s += "}"
        }
    }

    /// Shortest text that parses back to the same Double; `null` when not finite.
    public static func format(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == 0 { return "0.0" }   // also folds -0
        return "\(v)"
    }

    /// Appends `v` as a JSON string literal (quotes, backslashes and control characters escaped): the
    /// one escaper for all JSON the tool writes (dumps, scene files, params files, messages).
    static func quote(_ v: String, into s: inout String) {
        s += "\""
        for u in v.unicodeScalars {
            switch u {
            case "\"": s += "\\\""
            case "\\": s += "\\\\"
            case "\n": s += "\\n"
            case "\r": s += "\\r"
            case "\t": s += "\\t"
            default:
                if u.value < 0x20 { s += String(format: "\\u%04x", u.value) } else { s.unicodeScalars.append(u) }
            }
        }
        s += "\""
    }
}
