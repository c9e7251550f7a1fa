import Foundation

/// Reads one scene-file param declaration (`params.NAME`) into a `ParameterDeclaration`.
///
/// Every check a `ParameterDeclaration` factory would stop the program on is made here first and
/// reported as a `ParamDeclarationProblem`, so no file can reach a precondition.
struct ParamDeclarationReader {
    let name: String
    let member: JSONMember
    let fields: [JSONMember]
    let r: SceneFileReader

    /// The keys each kind uses besides `type`, `default` and `help`.
    static let kindKeys: [String: Set<String>] = [
        "number": ["min", "max", "unit"], "integer": ["min", "max", "unit"], "bool": [], "string": ["choices"],
        "curve": ["min", "max"], "point": ["x", "y", "unit"], "numbers": ["min", "max", "count", "unit"], "color": [],
    ]

    /// The most numbers a `numbers` param may hold.
    static let countLimit = 4096

    private var path: String { "params." + name }

    private func field(_ key: String) -> JSONMember? { fields.first { $0.key == key } }

    private func fail(_ node: JSONNode, _ key: String?, _ problem: ParamDeclarationProblem) -> SceneFileError {
        r.error(node.start, key.map { path + "." + $0 } ?? path, .badParam(name, problem))
    }

    func read() throws(SceneFileError) -> ParameterDeclaration {
        guard let def = field("default") else { throw r.error(member.value.start, path, .missingKey("default")) }
        let kind = try kindName(def)
        for f in fields where !["type", "default", "help"].contains(f.key) && !Self.kindKeys[kind, default: []].contains(f.key) {
            throw r.error(f.keyStart, path + "." + f.key, .badParam(name, .keyNotForKind(key: f.key, kind: kind)))
        }
        let unit = try field("unit").map { m throws(SceneFileError) in try r.string(m.value, path + ".unit") } ?? ""
        let help = try field("help").map { m throws(SceneFileError) in try r.string(m.value, path + ".help") } ?? ""
        let dp = path + ".default"
        func check(_ safe: ParameterDeclaration, _ value: ParameterValue) throws(SceneFileError) {
            if let problem = safe.validate(value) { throw fail(def.value, "default", .badDefault(problem)) }
        }
        switch kind {
        case "number":
            let range = try minMax(-1e6, 1e6)
            let v = try r.number(def.value, dp)
            try check(.number(name, range.lowerBound, in: range, help: ""), .number(v))
            return .number(name, v, in: range, unit: unit, help: help)
        case "integer":
            let range = try minMax(-1e6, 1e6, whole: true)
            let v = try r.number(def.value, dp)
            guard v == v.rounded() else { throw fail(def.value, "default", .notWhole(key: "default", value: v)) }
            try check(.number(name, range.lowerBound, in: range, help: ""), .number(v))
            return .integer(name, Int(v), in: Int(range.lowerBound)...Int(range.upperBound), unit: unit, help: help)
        case "bool":
            return .bool(name, try r.bool(def.value, dp), help: help)
        case "string":
            let v = try r.string(def.value, dp)
            let choices = try self.choices()
            try check(.string(name, choices?.first ?? v, choices: choices, help: ""), .string(v))
            return .string(name, v, choices: choices, help: help)
        case "curve":
            let y = try minMax(-1, 2)
            guard y.contains(0), y.contains(1) else {
                throw fail(member.value, nil, .curveYRangeWithoutEnds(min: y.lowerBound, max: y.upperBound))
            }
            let n = try r.numbers(def.value, dp, count: 4, expected: "[x1, y1, x2, y2]")
            try check(.curve(name, BezierControlPoints(0, 0, 1, 1), y: y, help: ""), .numbers(n))
            return .curve(name, BezierControlPoints(n[0], n[1], n[2], n[3]), y: y, help: help)
        case "point":
            let x = try pair("x", -1e6, 1e6), y = try pair("y", -1e6, 1e6)
            let n = try r.numbers(def.value, dp, count: 2, expected: "[x, y]")
            try check(.point(name, CGPoint(x: x.lowerBound, y: y.lowerBound), x: x, y: y, help: ""), .numbers(n))
            return .point(name, CGPoint(x: n[0], y: n[1]), x: x, y: y, unit: unit.isEmpty ? "pt" : unit, help: help)
        case "color":
            let n = try r.numbers(def.value, dp, expected: "[r, g, b, a]")
            try check(.color(name, .black, help: ""), .numbers(n))
            return .color(name, CGColor(red: n[0], green: n[1], blue: n[2], alpha: n[3]), help: help)
        default:  // numbers
            let element = try minMax(-1e6, 1e6)
            let count = try pair("count", 0, 64)
            guard count.lowerBound >= 0, count.upperBound <= Double(Self.countLimit),
                  count.lowerBound == count.lowerBound.rounded(), count.upperBound == count.upperBound.rounded() else {
                throw fail(field("count")!.value, "count", .badCount(min: count.lowerBound, max: count.upperBound, limit: Self.countLimit))
            }
            let counts = Int(count.lowerBound)...Int(count.upperBound)
            let n = try r.numbers(def.value, dp, expected: "a list of numbers")
            let safe = ParameterDeclaration.numbers(name, Array(repeating: element.lowerBound, count: counts.lowerBound),
                                                    each: element, count: counts, help: "")
            try check(safe, .numbers(n))
            return .numbers(name, n, each: element, count: counts, unit: unit, help: help)
        }
    }

    /// From `type`, or from the default: a bool, a string (a number when it holds an expression), a
    /// list (numbers), else a number.
    private func kindName(_ def: JSONMember) throws(SceneFileError) -> String {
        if let t = field("type") {
            return try r.choice(t.value, path + ".type", SceneFileKeys.paramKinds)
        }
        switch def.value.value {
        case .bool: return "bool"
        case let .string(s): return s.contains("$") || s == "pi" ? "number" : "string"
        case .array: return "numbers"
        default: return "number"
        }
    }

    /// The `min` and `max` keys (defaults `lo`, `hi`); for an integer, whole and within ±2^53.
    private func minMax(_ lo: Double, _ hi: Double, whole: Bool = false) throws(SceneFileError) -> ClosedRange<Double> {
        func bound(_ key: String, _ fallback: Double) throws(SceneFileError) -> Double {
            guard let m = field(key) else { return fallback }
            let v = try r.number(m.value, path + "." + key)
            if whole, v != v.rounded() { throw fail(m.value, key, .notWhole(key: key, value: v)) }
            if whole, abs(v) > ParamDeclarationProblem.exactIntegerLimit {
                throw fail(m.value, key, .beyondExactIntegers(key: key, value: v))
            }
            return v
        }
        let a = try bound("min", lo), b = try bound("max", hi)
        guard a <= b else {
            let at = field("min") ?? field("max")!
            throw fail(at.value, at.key, .minAboveMax(key: nil, min: a, max: b))
        }
        return a...b
    }

    /// A `[min, max]` key (`x`, `y`, `count`), `lo...hi` when absent.
    private func pair(_ key: String, _ lo: Double, _ hi: Double) throws(SceneFileError) -> ClosedRange<Double> {
        guard let m = field(key) else { return lo...hi }
        let n = try r.numbers(m.value, path + "." + key, count: 2, expected: "[min, max]")
        guard n[0] <= n[1] else { throw fail(m.value, key, .minAboveMax(key: key, min: n[0], max: n[1])) }
        return n[0]...n[1]
    }

    /// The `choices` list: strings, at least one, none twice; nil when absent (any string goes).
    private func choices() throws(SceneFileError) -> [String]? {
        guard let m = field("choices") else { return nil }
        let items = try r.array(m.value, path + ".choices", "a list of strings")
        guard !items.isEmpty else { throw fail(m.value, "choices", .emptyChoices) }
        var choices: [String] = []
        for (i, item) in items.enumerated() {
            let choice = try r.string(item, path + ".choices[\(i)]")
            if choices.contains(choice) {
                throw r.error(item.start, path + ".choices[\(i)]", .badParam(name, .duplicateChoice(choice)))
            }
            choices.append(choice)
        }
        return choices
    }
}
