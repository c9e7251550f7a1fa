import Foundation

/// Where an animation's `duration` or `beginTime` in a scene file gets its value, so the timeline can
/// edit it there: a number written at the key, or a params entry the key's expression is a straight
/// line of (`"$period"`, `"$period / 2"`, `"2 * $period + 0.5"`: dragging the duration drags the period).
///
/// Found by walking the animation's JSON path (`AnimationSourceLocation.jsonPath`,
/// `root.sublayers[0].animations.pulse`) through the file's text, so the write touches only the
/// number's bytes and every comment, key order and spacing stays.
public enum SceneFileTimingSource: Equatable, Sendable {
    /// The number at `bytes` of the file.
    case number(bytes: Range<Int>, value: Double)
    /// `value = offset + slope * $name` where `$name` is the one params entry the expression mentions.
    case parameter(name: String, slope: Double, offset: Double)

    /// The source of `key` (`duration`, `beginTime`) of the animation at `jsonPath` in `bytes`;
    /// `lookup` gives the params' current numbers (what the expression is evaluated with).
    public static func locate(_ key: String, jsonPath: String, in bytes: [UInt8],
                              lookup: @escaping (String) -> Double?) -> Result<SceneFileTimingSource, SceneFileTimingProblem> {
        guard let root = try? JSONSourceParser.parse(bytes, allowingJSON5Extras: true) else { return .failure(.unreadable) }
        guard let animation = node(at: jsonPath, in: root), case let .object(members) = animation.value else {
            return .failure(.noAnimation(jsonPath))
        }
        guard let member = members.last(where: { $0.key == key }) else { return .failure(.missingKey(key)) }
        switch member.value.value {
        case let .number(text):
            guard let value = Double(text), value.isFinite else { return .failure(.notANumber(text)) }
            return .success(.number(bytes: member.value.start..<member.value.end, value: value))
        case let .string(text):
            return parameter(in: text, lookup: lookup).map { .success($0) } ?? .failure(.notLinear(text))
        default:
            return .failure(.notANumber(String(decoding: bytes[member.value.start..<member.value.end], as: UTF8.self)))
        }
    }

    /// The params entry `expression` is a straight line of, found by evaluating it at the entry's value
    /// and one and two more: equal steps mean a line (a product of two entries or a division by one is
    /// refused, as is an expression of none or of two).
    static func parameter(in expression: String, lookup: @escaping (String) -> Double?) -> SceneFileTimingSource? {
        let names = Set(SceneExpression.references(in: expression))
        guard names.count == 1, let name = names.first, let base = lookup(name) else { return nil }
        func value(at x: Double) -> Double? {
            try? SceneExpression.evaluate(expression) { $0 == name ? x : lookup($0) }
        }
        guard let v0 = value(at: base), let v1 = value(at: base + 1), let v2 = value(at: base + 2) else { return nil }
        let slope = v1 - v0
        guard slope != 0, abs((v2 - v1) - slope) <= 1e-9 * max(1, abs(slope)) else { return nil }
        return .parameter(name: name, slope: slope, offset: v0 - slope * base)
    }

    /// The node at `path` (`root.sublayers[1].animations.spin`, `…pulse.animations[0]`) of `document`.
    static func node(at path: String, in document: JSONNode) -> JSONNode? {
        var node = document
        for part in path.split(separator: ".") {
            var rest = Substring(part)
            let name = rest.prefix { $0 != "[" }
            rest = rest.dropFirst(name.count)
            if !name.isEmpty {
                guard case let .object(members) = node.value, let m = members.last(where: { $0.key == name }) else { return nil }
                node = m.value
            }
            while rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
                      case let .array(items) = node.value, items.indices.contains(index) else { return nil }
                node = items[index]
                rest = rest[rest.index(after: close)...]
            }
        }
        return node
    }

    /// Writes `value` (to 3 decimals) over the number at `bytes` of the scene file at `path`, whose
    /// text must still hold `expected` there (else the file changed since it was read: nothing written).
    /// The file is replaced as params files are (`ParameterFileIO`: its mode kept, atomically).
    public static func write(_ value: Double, over bytes: Range<Int>, expected: [UInt8], in path: String) throws(ParameterFileError) {
        let text: [UInt8]
        switch ParameterFileIO.read(path) {
        case let .success(read): text = read
        case let .failure(error): throw error
        }
        guard bytes.upperBound <= text.count, Array(text[bytes]) == expected else {
            throw .unwritable(file: path, reason: "it changed since it was loaded; save it to reload, then drag again")
        }
        try ParameterFileIO.replace(path, with: spliced(value, over: bytes, in: text))
    }

    /// `text` with the number at `bytes` replaced by `value` to 3 decimals.
    public static func spliced(_ value: Double, over bytes: Range<Int>, in text: [UInt8]) -> [UInt8] {
        let number = ParameterValue.format(DecimalRounding.round(value, decimals: 3))
        return Array(text[..<bytes.lowerBound]) + Array(number.utf8) + Array(text[bytes.upperBound...])
    }
}

/// Why a scene file's `duration` or `beginTime` cannot be edited from the timeline.
public enum SceneFileTimingProblem: Error, Equatable, Sendable {
    /// The file does not parse (a bad save the preview has not loaded).
    case unreadable
    /// No animation object at this JSON path (the file changed since it was loaded).
    case noAnimation(String)
    /// The animation does not set the key (it has the default).
    case missingKey(String)
    case notANumber(String)
    /// An expression not of one params entry, or not a straight line of it.
    case notLinear(String)
}
