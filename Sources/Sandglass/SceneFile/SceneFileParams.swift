import Foundation

// The `params` section: declarations that become a `SceneParameters`, exactly as a Swift scene's.
extension SceneFile {
    /// Reads the declarations in file order. Numeric fields (`default`, `min`, `max`, and the
    /// elements of array defaults) may be expressions over other params' defaults; they are evaluated
    /// in dependency order, and a circle of references is an error.
    static func declarations(_ node: JSONNode?, file: String, bytes: [UInt8]) throws(SceneFileError) -> [ParameterDeclaration] {
        guard let node else { return [] }
        let boot = SceneFileReader(file: file, bytes: bytes, values: [:], declaredNames: [])
        guard case let .object(members) = node.value else { throw boot.wrongType(node, "params", "an object of name → declaration") }
        let names = members.map(\.key)
        var byName: [String: JSONMember] = [:]
        var fields: [String: [JSONMember]] = [:]
        for m in members {
            let p = "params." + m.key
            guard !m.key.isEmpty, m.key.utf8.allSatisfy(SceneExpression.isIdentifierByte) else {
                throw boot.error(m.keyStart, p, .badParam(m.key, reason: "a name takes letters, digits and _ only"))
            }
            guard byName[m.key] == nil else { throw boot.error(m.keyStart, p, .duplicateKey(m.key)) }
            byName[m.key] = m
            fields[m.key] = try boot.members(m.value, p, allowed: SceneFileKeys.paramKeys.map(\.name), what: "a param declaration")
        }
        // Dependency order (depth first), refusing cycles.
        var order: [String] = []
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        func visit(_ name: String, _ stack: [String]) throws(SceneFileError) {
            if state[name] == 2 { return }
            if state[name] == 1 {
                let cycle = Array(stack[(stack.firstIndex(of: name) ?? 0)...]) + [name]
                let m = byName[name]!
                throw boot.error(m.keyStart, "params." + name, .cyclicParams(cycle))
            }
            state[name] = 1
            for f in fields[name] ?? [] where ["default", "min", "max"].contains(f.key) {
                for ref in references(f.value) where byName[ref] != nil { try visit(ref, stack + [name]) }
            }
            state[name] = 2
            order.append(name)
        }
        for name in names { try visit(name, []) }
        var values: [String: ParameterValue] = [:]
        var declared: [String: ParameterDeclaration] = [:]
        for name in order {
            let reader = SceneFileReader(file: file, bytes: bytes, values: values, declaredNames: names)
            let d = try declaration(name, byName[name]!, fields[name] ?? [], reader)
            declared[name] = d
            values[name] = d.defaultValue
        }
        return names.compactMap { declared[$0] }
    }

    private static func references(_ node: JSONNode) -> [String] {
        switch node.value {
        case let .string(s): return SceneExpression.references(in: s)
        case let .array(items): return items.flatMap(references)
        default: return []
        }
    }

    private static func declaration(_ name: String, _ member: JSONMember, _ fields: [JSONMember],
                                    _ r: SceneFileReader) throws(SceneFileError) -> ParameterDeclaration {
        let path = "params." + name
        func field(_ key: String) -> JSONMember? { fields.first { $0.key == key } }
        guard let def = field("default") else { throw r.error(member.value.start, path, .missingKey("default")) }
        let kind: String
        if let t = field("type") {
            guard case let .choice(kinds) = SceneFileKeys.paramKeys[0].kind else { return .bool(name, false, help: "") }
            kind = try r.choice(t.value, path + ".type", kinds)
        } else {
            switch def.value.value {
            case .bool: kind = "bool"
            case let .string(s): kind = s.contains("$") || s == "pi" ? "number" : "string"
            case .array: kind = "numbers"
            default: kind = "number"
            }
        }
        let unit = try field("unit").map { m throws(SceneFileError) in try r.string(m.value, path + ".unit") } ?? ""
        let help = try field("help").map { m throws(SceneFileError) in try r.string(m.value, path + ".help") } ?? ""
        func number(_ key: String, _ fallback: Double) throws(SceneFileError) -> Double {
            guard let m = field(key) else { return fallback }
            return try r.number(m.value, path + "." + key)
        }
        func range(_ key: String, _ lo: Double, _ hi: Double) throws(SceneFileError) -> ClosedRange<Double> {
            guard let m = field(key) else { return lo...hi }
            let n = try r.numbers(m.value, path + "." + key, count: 2, expected: "[min, max]")
            guard n[0] <= n[1] else { throw r.error(m.value.start, path + "." + key, .badParam(name, reason: "min is above max")) }
            return n[0]...n[1]
        }
        func minMax(_ lo: Double, _ hi: Double) throws(SceneFileError) -> ClosedRange<Double> {
            let a = try number("min", lo), b = try number("max", hi)
            guard a <= b else { throw r.error(member.value.start, path, .badParam(name, reason: "min \(a) is above max \(b)")) }
            return a...b
        }
        func check(_ safe: ParameterDeclaration, _ value: ParameterValue) throws(SceneFileError) {
            if let problem = safe.validate(value) {
                throw r.error(def.value.start, path + ".default", .badParam(name, reason: problem.description))
            }
        }
        let dp = path + ".default"
        switch kind {
        case "number":
            let range = try minMax(-1e6, 1e6)
            let v = try r.number(def.value, dp)
            try check(.number(name, range.lowerBound, in: range, help: ""), .number(v))
            return .number(name, v, in: range, unit: unit, help: help)
        case "integer":
            let range = try minMax(-1e6, 1e6)
            let v = try r.number(def.value, dp)
            guard let lo = Int(exactly: range.lowerBound.rounded(.up)), let hi = Int(exactly: range.upperBound.rounded(.down)),
                  lo <= hi, let i = Int(exactly: v) else {
                throw r.error(def.value.start, dp, .badParam(name, reason: "needs a whole number within a whole range"))
            }
            try check(.integer(name, lo, in: lo...hi, help: ""), .integer(i))
            return .integer(name, i, in: lo...hi, unit: unit, help: help)
        case "bool":
            return .bool(name, try r.bool(def.value, dp), help: help)
        case "string":
            let v = try r.string(def.value, dp)
            var choices: [String]?
            if let m = field("choices") {
                choices = []
                for (i, c) in try r.array(m.value, path + ".choices", "a list of strings").enumerated() {
                    choices?.append(try r.string(c, path + ".choices[\(i)]"))
                }
            }
            try check(.string(name, choices?.first ?? v, choices: choices, help: ""), .string(v))
            return .string(name, v, choices: choices, help: help)
        case "curve":
            let y = try minMax(-1, 2)
            guard y.contains(0), y.contains(1) else { throw r.error(member.value.start, path, .badParam(name, reason: "the y range must hold 0 and 1")) }
            let n = try r.numbers(def.value, dp, count: 4, expected: "[x1, y1, x2, y2]")
            try check(.curve(name, BezierControlPoints(0, 0, 1, 1), y: y, help: ""), .numbers(n))
            return .curve(name, BezierControlPoints(n[0], n[1], n[2], n[3]), y: y, help: help)
        case "point":
            let x = try range("x", -1e6, 1e6), y = try range("y", -1e6, 1e6)
            let n = try r.numbers(def.value, dp, count: 2, expected: "[x, y]")
            try check(.point(name, CGPoint(x: x.lowerBound, y: y.lowerBound), x: x, y: y, help: ""), .numbers(n))
            return .point(name, CGPoint(x: n[0], y: n[1]), x: x, y: y, unit: unit.isEmpty ? "pt" : unit, help: help)
        case "color":
            let n = try r.numbers(def.value, dp, expected: "[r, g, b, a]")
            try check(.color(name, .black, help: ""), .numbers(n))
            return .color(name, CGColor(red: n[0], green: n[1], blue: n[2], alpha: n[3]), help: help)
        default:  // numbers
            let element = try minMax(-1e6, 1e6)
            let count = try range("count", 0, 64)
            guard let lo = Int(exactly: count.lowerBound.rounded(.up)), let hi = Int(exactly: count.upperBound.rounded(.down)),
                  lo >= 0, lo <= hi, hi <= 4096 else {
                throw r.error(member.value.start, path, .badParam(name, reason: "count must be a range of whole numbers in 0...4096"))
            }
            let n = try r.numbers(def.value, dp, expected: "a list of numbers")
            let safe = ParameterDeclaration.numbers(name, Array(repeating: element.lowerBound, count: lo), each: element,
                                                    count: lo...hi, help: "")
            try check(safe, .numbers(n))
            return .numbers(name, n, each: element, count: lo...hi, unit: unit, help: help)
        }
    }
}
