import Foundation

/// Reads typed values out of a parsed scene file: every number slot takes a literal or an
/// expression, every other slot a literal or a whole `"$param"`; each failure names the byte offset
/// (→ file:line:column) and the JSON path.
struct SceneFileReader {
    let file: String
    let bytes: [UInt8]
    /// The parameter values the scene is being built with.
    let values: [String: ParameterValue]
    /// Every declared name (for suggestions).
    let declaredNames: [String]
    /// Line starts found once: every animation's location is looked up here.
    let lines: SourceLineIndex

    /// Takes the file's lines, indexed once by the caller: a scene file is read again and again (its
    /// params one by one, the tree at each build).
    init(file: String, lines: SourceLineIndex, values: [String: ParameterValue], declaredNames: [String]) {
        (self.file, self.bytes, self.lines, self.values, self.declaredNames) = (file, lines.bytes, lines, values, declaredNames)
    }

    func location(_ offset: Int) -> SourceLocation { lines.location(file: file, offset: offset) }

    func error(_ offset: Int, _ path: String, _ problem: SceneFileProblem) -> SceneFileError {
        SceneFileError(location: location(offset), jsonPath: path, problem: problem)
    }

    func wrongType(_ node: JSONNode, _ path: String, _ expected: String) -> SceneFileError {
        error(node.start, path, .wrongType(expected: expected, got: describe(node)))
    }

    func describe(_ node: JSONNode) -> String {
        if case let .string(s) = node.value { return "the string \"\(s.shortenedForMessage())\"" }
        return node.typeDescription
    }

    // MARK: Objects

    /// The members of an object node, checked against `allowed` (unknown and duplicate keys refused).
    func members(_ node: JSONNode, _ path: String, allowed: [String], what: String = "an object")
        throws(SceneFileError) -> [JSONMember] {
        guard case let .object(members) = node.value else { throw wrongType(node, path, what) }
        var seen = Set<String>()
        for m in members {
            let p = join(path, m.key)
            guard allowed.contains(m.key) else {
                throw error(m.keyStart, p, .unknownKey(m.key, suggestion: closestName(to: m.key, in: allowed)))
            }
            guard seen.insert(m.key).inserted else { throw error(m.keyStart, p, .duplicateKey(m.key)) }
        }
        return members
    }

    /// The JSON path of `key` in `path`, for messages: a long key shortened (`shortenedForMessage`).
    func join(_ path: String, _ key: String) -> String {
        let key = key.shortenedForMessage()
        return path.isEmpty ? key : path + "." + key
    }

    func array(_ node: JSONNode, _ path: String, _ expected: String) throws(SceneFileError) -> [JSONNode] {
        guard case let .array(items) = resolve(node).value else { throw wrongType(node, path, expected) }
        return items
    }

    // MARK: Params

    /// `"$name"` replaced by the parameter's value as a node at the same place; other nodes as they are.
    func resolve(_ node: JSONNode) -> JSONNode {
        guard case let .string(s) = node.value, s.hasPrefix("$"), s.count > 1,
              s.utf8.dropFirst().allSatisfy(SceneExpression.isIdentifierByte), let v = values[String(s.dropFirst())] else {
            return node
        }
        return Self.node(for: v, start: node.start, end: node.end)
    }

    static func node(for v: ParameterValue, start: Int, end: Int) -> JSONNode {
        func n(_ d: Double) -> JSONNode { JSONNode(value: .number("\(d)"), start: start, end: end) }
        switch v {
        case let .number(d): return n(d)
        case let .integer(i): return n(Double(i))
        case let .bool(b): return JSONNode(value: .bool(b), start: start, end: end)
        case let .string(s): return JSONNode(value: .string(s), start: start, end: end)
        case let .numbers(ds): return JSONNode(value: .array(ds.map(n)), start: start, end: end)
        }
    }

    /// A `"$name"` string that names no declared parameter: the error to report (nil otherwise).
    func unknownWholeParam(_ node: JSONNode, _ path: String) -> SceneFileError? {
        guard case let .string(s) = node.value, s.hasPrefix("$"), s.count > 1,
              s.utf8.dropFirst().allSatisfy(SceneExpression.isIdentifierByte) else { return nil }
        let name = String(s.dropFirst())
        guard values[name] == nil else { return nil }
        return error(node.start + 1, path, .unknownParam(name, suggestion: closestName(to: name, in: declaredNames)))
    }

    // MARK: Scalars

    /// A number: a literal, or an expression string over params (`"2 * $score / 100"`, `"pi"`).
    func number(_ node: JSONNode, _ path: String) throws(SceneFileError) -> Double {
        switch node.value {
        case let .number(text):
            guard let v = Double(text), v.isFinite else { throw error(node.start, path, .notFinite(text)) }
            return v
        case let .nonFinite(text):
            throw error(node.start, path, .notFinite(text))
        case let .string(text):
            let v: Double
            do throws(SceneExpression.Failure) {
                v = try SceneExpression.evaluate(text, lookup: numericParam)
            } catch {
                switch error {
                case let .unknownParam(name, offset):
                    let problem: SceneFileProblem
                    if let value = values[name] {
                        problem = .paramKind(name, kind: Self.kindName(value), expected: "a number")
                    } else {
                        problem = .unknownParam(name, suggestion: closestName(to: name, in: declaredNames))
                    }
                    throw self.error(node.start + 1 + offset, path, problem)
                case let .syntax(offset, reason):
                    throw self.error(node.start + 1 + offset, path, .badExpression(text, offset: offset, reason: reason))
                }
            }
            guard v.isFinite else { throw error(node.start, path, .notFinite(text)) }
            return v
        default:
            throw wrongType(node, path, "a number or an expression string")
        }
    }

    /// A number for a property stored as a `Float` (speed), refused when its magnitude does not fit.
    func float(_ node: JSONNode, _ path: String) throws(SceneFileError) -> Float {
        let v = try number(node, path)
        guard abs(v) <= Double(Float.greatestFiniteMagnitude) else { throw error(node.start, path, .beyondFloat(v)) }
        return Float(v)
    }

    func numericParam(_ name: String) -> Double? {
        switch values[name] {
        case let .number(d)?: return d
        case let .integer(i)?: return Double(i)
        case let .bool(b)?: return b ? 1 : 0
        default: return nil
        }
    }

    static func kindName(_ v: ParameterValue) -> String {
        switch v {
        case .number: return "number"
        case .integer: return "integer"
        case .bool: return "bool"
        case .string: return "string"
        case .numbers: return "list of numbers"
        }
    }

    func numbers(_ node: JSONNode, _ path: String, count: Int? = nil, expected: String) throws(SceneFileError) -> [Double] {
        if let e = unknownWholeParam(node, path) { throw e }
        let items = try array(node, path, expected)
        if let count, items.count != count {
            throw error(node.start, path, .wrongType(expected: expected, got: "an array of \(items.count) value\(items.count == 1 ? "" : "s")"))
        }
        var out: [Double] = []
        for (i, item) in items.enumerated() { out.append(try number(item, path + "[\(i)]")) }
        return out
    }

    func bool(_ node: JSONNode, _ path: String) throws(SceneFileError) -> Bool {
        if let e = unknownWholeParam(node, path) { throw e }
        guard case let .bool(b) = resolve(node).value else { throw wrongType(node, path, "true or false") }
        return b
    }

    func string(_ node: JSONNode, _ path: String) throws(SceneFileError) -> String {
        guard case let .string(s) = resolve(node).value else { throw wrongType(node, path, "a string") }
        return s
    }

    func choice(_ node: JSONNode, _ path: String, _ choices: [String]) throws(SceneFileError) -> String {
        let s = try string(node, path)
        guard choices.contains(s) else { throw error(node.start, path, .notAChoice(s, choices: choices)) }
        return s
    }

    // MARK: Geometry and colour

    func point(_ node: JSONNode, _ path: String) throws(SceneFileError) -> CGPoint {
        let n = try numbers(node, path, count: 2, expected: "a point [x, y]")
        return CGPoint(x: n[0], y: n[1])
    }

    func size(_ node: JSONNode, _ path: String) throws(SceneFileError) -> CGSize {
        let n = try numbers(node, path, count: 2, expected: "a size [width, height]")
        return CGSize(width: n[0], height: n[1])
    }

    func rect(_ node: JSONNode, _ path: String) throws(SceneFileError) -> CGRect {
        let n = try numbers(node, path, count: 4, expected: "a rect [x, y, width, height]")
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// `[r, g, b]` / `[r, g, b, a]` (0...1, straight alpha), `"#RRGGBB"` / `"#RRGGBBAA"`, a name, or null (nil).
    func color(_ node: JSONNode, _ path: String) throws(SceneFileError) -> CGColor? {
        let expected = "a colour [r, g, b, a], \"#RRGGBB\", a colour name or null"
        if let e = unknownWholeParam(node, path) { throw e }
        let node = resolve(node)
        switch node.value {
        case .null: return nil
        case let .string(s):
            if let c = ColorText.color(s) { return c }
            if s.hasPrefix("#") { throw wrongType(node, path, expected) }
            if let first = s.first, first.isLetter, !s.contains(" ") {
                throw error(node.start, path, .notAChoice(s, choices: ColorText.named.keys.sorted()))
            }
            throw wrongType(node, path, expected)
        case let .array(items) where items.count == 3 || items.count == 4:
            let n = try numbers(node, path, expected: expected)
            return CGColor(red: n[0], green: n[1], blue: n[2], alpha: n.count == 4 ? n[3] : 1)
        default:
            throw wrongType(node, path, expected)
        }
    }

    /// 16 numbers row-major (m11...m44), 6 affine numbers `[a, b, c, d, tx, ty]`, or
    /// `{"scale": s | [sx, sy], "rotation": radians, "translation": [x, y]}` applied in that order.
    func transform(_ node: JSONNode, _ path: String) throws(SceneFileError) -> CATransform3D {
        let expected = "a transform (16 numbers, 6 affine numbers, or {scale, rotation, translation})"
        if case .object = node.value {
            var t = CATransform3D.identity
            let ms = try members(node, path, allowed: ["scale", "rotation", "translation"])
            var scale: (CGFloat, CGFloat)?, rotation: CGFloat?, translation: CGPoint?
            for m in ms {
                let p = join(path, m.key)
                switch m.key {
                case "scale":
                    if case .array = resolve(m.value).value {
                        let s = try numbers(m.value, p, count: 2, expected: "a scale s or [sx, sy]")
                        scale = (CGFloat(s[0]), CGFloat(s[1]))
                    } else {
                        let s = try number(m.value, p)
                        scale = (CGFloat(s), CGFloat(s))
                    }
                case "rotation": rotation = try number(m.value, p)
                default: translation = try point(m.value, p)
                }
            }
            if let (sx, sy) = scale { t = t.concat(CATransform3DMakeScale(sx, sy, 1)) }
            if let rotation { t = t.concat(CATransform3D(CGAffineTransform(rotationAngle: rotation))) }
            if let translation { t = t.concat(CATransform3DMakeTranslation(translation.x, translation.y, 0)) }
            return t
        }
        let n = try numbers(node, path, expected: expected)
        if n.count == 16 { return CATransform3D(rowMajor: n.map { CGFloat($0) }) }
        if n.count == 6 { return CATransform3D(CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])) }
        throw wrongType(node, path, expected)
    }

    func timingFunction(_ node: JSONNode, _ path: String) throws(SceneFileError) -> CAMediaTimingFunction? {
        let names = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]
        if let e = unknownWholeParam(node, path) { throw e }
        let node = resolve(node)
        switch node.value {
        case .null: return nil
        case .string:
            let name = try choice(node, path, names)
            return CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: name))
        default:
            let n = try numbers(node, path, count: 4, expected: "a timing function name or [c1x, c1y, c2x, c2y]")
            for i in [0, 2] where !(0...1).contains(n[i]) {
                throw error(node.start, path, .wrongType(expected: "control point x in 0...1", got: "\(n[i])"))
            }
            return CAMediaTimingFunction(c1x: n[0], c1y: n[1], c2x: n[2], c2y: n[3])
        }
    }
}
