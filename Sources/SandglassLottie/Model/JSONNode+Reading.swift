import Foundation

/// Typed reads of the parsed file. Each throws a `ReadProblem` at the offending node, so the error
/// names the value that is wrong; a missing optional key reads as nil.
extension JSONNode {
    /// The member `key`; nil when it is missing or `null` (exporters write `"i": null` for a keyframe
    /// without easing, and lottie-ios reads null as absent).
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        for m in members where m.key == key {
            if case .null = m.value.value { return nil }
            return m.value
        }
        return nil
    }

    func problem(_ reason: String) -> ReadProblem { ReadProblem(offset: start, reason: reason) }

    var isObject: Bool { if case .object = value { return true }; return false }

    func object() throws(ReadProblem) -> JSONNode {
        guard isObject else { throw problem("expected an object, found \(typeDescription)") }
        return self
    }

    func array() throws(ReadProblem) -> [JSONNode] {
        guard case .array(let elements) = value else { throw problem("expected an array, found \(typeDescription)") }
        return elements
    }

    /// A finite number; booleans read as 0 or 1 (exporters write `"c": true` for `1`).
    func number() throws(ReadProblem) -> Double {
        switch value {
        case .number(let text):
            guard let d = Double(text), d.isFinite else { throw problem("number '\(text.prefix(40))' is out of range") }
            return d
        case .bool(let b): return b ? 1 : 0
        case .nonFinite(let text): throw problem("expected a finite number, found '\(text)'")
        default: throw problem("expected a number, found \(typeDescription)")
        }
    }

    /// A number, or the first element of an array of numbers (per-dimension easing tangents).
    func firstNumber() throws(ReadProblem) -> Double {
        if case .array(let elements) = value {
            guard let first = elements.first else { throw problem("expected a number, found an empty array") }
            return try first.number()
        }
        return try number()
    }

    /// A number or an array of numbers, as a vector.
    func numbers(limit: Int = 1 << 16) throws(ReadProblem) -> [Double] {
        if case .array(let elements) = value {
            guard elements.count <= limit else { throw problem("\(elements.count) numbers, more than \(limit)") }
            var out: [Double] = []
            out.reserveCapacity(elements.count)
            for e in elements { out.append(try e.number()) }
            return out
        }
        return [try number()]
    }

    func string() throws(ReadProblem) -> String {
        switch value {
        case .string(let s): return s
        case .number(let text): return text
        default: throw problem("expected a string, found \(typeDescription)")
        }
    }

    func optionalNumber(_ key: String) throws(ReadProblem) -> Double? { try self[key]?.number() }
    func optionalString(_ key: String) throws(ReadProblem) -> String? { try self[key]?.string() }
    func number(_ key: String, default d: Double) throws(ReadProblem) -> Double { try self[key]?.number() ?? d }

    /// An enumeration code (`ty`, `lc`, `j`...): the number toward zero, within ±1e9 (a code out of
    /// that range is no known code, and `Int(1e300)` would trap).
    func code(_ key: String, default d: Int) throws(ReadProblem) -> Int {
        Int(min(max(try number(key, default: Double(d)), -1e9), 1e9))
    }

    func required(_ key: String) throws(ReadProblem) -> JSONNode {
        guard let node = self[key] else { throw problem("missing '\(key)'") }
        return node
    }

    /// The JSON path (`layers[2].ks.p`) to the deepest node of `root` that contains byte `offset`.
    static func path(to offset: Int, in root: JSONNode) -> String {
        var path = ""
        var node = root
        descend: while true {
            switch node.value {
            case .object(let members):
                for m in members where m.keyStart <= offset && offset < m.value.end {
                    path += path.isEmpty ? m.key : ".\(m.key)"
                    node = m.value
                    continue descend
                }
            case .array(let elements):
                for (i, e) in elements.enumerated() where e.start <= offset && offset < e.end {
                    path += "[\(i)]"
                    node = e
                    continue descend
                }
            default: break
            }
            return path
        }
    }
}
