import Foundation
import Sandglass
import SandglassHeadless

/// Finds what defines a track's `duration` or `beginTime`, so a drag on its bar can be written there:
/// the scene file's key at the animation's JSON path (a number, or a line of one params entry), or the
/// Swift scene's one literal assigned to that field of the variable the `add(_:forKey:)` line adds.
/// Anything else is refused with the line the status shows (`TimingEditRefusal`).
package struct TimingEditLocator {
    /// The scene file being shown (its path and its text now), nil for other scenes.
    package var sceneFile: (path: String, text: [UInt8])?
    /// The Swift scene being shown: its path, the text its build was compiled from, and its literals.
    package var swiftScene: (path: String, source: String, literals: [DesignLiteral])?
    /// The params' current numbers.
    package var lookup: (String) -> Double?
    /// The scene plays a file of frames (a Lottie file): its animations come from the file, not code.
    package var playsFrames = false

    /// How many lines above the `add` the animation's setup is looked for when no declaration of its
    /// variable is found sooner.
    static let reach = 40

    package init(sceneFile: (path: String, text: [UInt8])?, swiftScene: (path: String, source: String, literals: [DesignLiteral])?,
                lookup: @escaping (String) -> Double?) {
        (self.sceneFile, self.swiftScene, self.lookup) = (sceneFile, swiftScene, lookup)
    }

    /// What defines `field` of the animation under `key` that was added at `source`.
    package func locate(_ field: TimingField, key: String, addedAt source: AnimationSourceLocation?) -> Result<TimingEditTarget, TimingEditRefusal> {
        guard let source else {
            return .failure(playsFrames ? .fromFile(field: field, label: key) : .unknownSource(field: field, label: key))
        }
        if let jsonPath = source.jsonPath, let (path, text) = sceneFile, Self.samePath(path, source.filePath) {
            return locateInSceneFile(field, key: key, jsonPath: jsonPath, path: path, text: text, place: source.shortText)
        }
        if source.jsonPath == nil, let swift = swiftScene, Self.samePath(swift.path, source.filePath) {
            if let name = parameterRead(field, line: source.line, source: swift.source) {
                return .success(TimingEditTarget(field: field, label: key, source: .parameter(name: name, slope: 1, offset: 0), value: lookup(name)!))
            }
            return locateInSwift(field, key: key, line: source.line, swift: swift, place: source.shortText)
        }
        // A compiled-in scene (sandglass's own, or an app's): its source, where it is on disk, may read
        // the field from one parameter, which the user's params file then edits.
        if source.jsonPath == nil, let text = try? String(contentsOfFile: source.filePath, encoding: .utf8),
           let name = parameterRead(field, line: source.line, source: text) {
            return .success(TimingEditTarget(field: field, label: key, source: .parameter(name: name, slope: 1, offset: 0), value: lookup(name)!))
        }
        return .failure(.code(field: field, label: key, place: source.shortText))
    }

    /// The parameter `field` is read from whole, `anim.duration = v.number("duration")` (or `.double`,
    /// `.cgFloat`, `.float`, `.timeInterval`), in the setup of the variable added on `line`; nil when it
    /// is anything else or names no parameter of the scene.
    func parameterRead(_ field: TimingField, line: Int, source: String) -> String? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(line - 1), let variable = Self.addedVariable(in: lines[line - 1]) else { return nil }
        let first = Self.firstSetupLine(of: variable, before: line, in: lines)
        let pattern = #"^\s*"# + NSRegularExpression.escapedPattern(for: "\(variable).\(field.rawValue)")
            + #"\s*=\s*[A-Za-z_][A-Za-z0-9_]*\.(?:number|double|cgFloat|float|timeInterval)\("([^"]+)"\)\s*(?://.*)?$"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        let names = (first...line).compactMap { n -> String? in
            let text = String(lines[n - 1])
            guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                  let range = Range(match.range(at: 1), in: text) else { return nil }
            return String(text[range])
        }
        guard names.count == 1, let name = names.first, lookup(name) != nil else { return nil }
        return name
    }

    private func locateInSceneFile(_ field: TimingField, key: String, jsonPath: String, path: String, text: [UInt8],
                                   place: String) -> Result<TimingEditTarget, TimingEditRefusal> {
        switch SceneFileTimingSource.locate(field.rawValue, jsonPath: jsonPath, in: text, lookup: lookup) {
        case let .success(.number(_, value)):
            return .success(TimingEditTarget(field: field, label: key, source: .sceneFile(path: path, jsonPath: jsonPath), value: value))
        case let .success(.parameter(name, slope, offset)):
            guard let base = lookup(name) else { return .failure(.code(field: field, label: key, place: place)) }
            return .success(TimingEditTarget(field: field, label: key, source: .parameter(name: name, slope: slope, offset: offset),
                                             value: offset + slope * base))
        case .failure(.missingKey):
            return .failure(.unset(field: field, label: key, place: place))
        case let .failure(.notLinear(text)), let .failure(.notANumber(text)):
            return .failure(.expression(field: field, label: key, expression: text, place: place))
        case .failure(.unreadable), .failure(.noAnimation):
            return .failure(.code(field: field, label: key, place: place))
        }
    }

    /// The one literal assigned to `variable.field` between the variable's declaration (or `reach`
    /// lines up) and the `add` on `line`; a literal in the declaration's own line labelled `field:`
    /// counts too. A `beginTime` may be an offset added to a time (`CACurrentMediaTime() + 0.5`).
    private func locateInSwift(_ field: TimingField, key: String, line: Int,
                               swift: (path: String, source: String, literals: [DesignLiteral]),
                               place: String) -> Result<TimingEditTarget, TimingEditRefusal> {
        let lines = swift.source.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(line - 1), let variable = Self.addedVariable(in: lines[line - 1]) else {
            return .failure(.code(field: field, label: key, place: place))
        }
        let first = Self.firstSetupLine(of: variable, before: line, in: lines)
        let candidates = swift.literals.filter { literal in
            literal.label == field.rawValue && (first...line).contains(literal.line)
                && (literal.context.contains("\(variable).\(field.rawValue)") || (literal.line == first && Self.declares(variable, lines[first - 1])))
        }
        guard candidates.count <= 1 else {
            return .failure(.ambiguous(field: field, label: key, variable: variable, count: candidates.count, place: place))
        }
        guard let literal = candidates.first, Self.isWholeValue(literal, field: field) else {
            return .failure(.code(field: field, label: key, place: place))
        }
        return .success(TimingEditTarget(field: field, label: key, source: .swiftLiteral(index: literal.index), value: literal.value))
    }

    /// The line the setup of `variable` added on `line` starts at: its declaration's, or `reach` lines up.
    static func firstSetupLine(of variable: String, before line: Int, in lines: [Substring]) -> Int {
        let first = max(1, line - Self.reach)
        return stride(from: line - 1, through: first, by: -1).first { Self.declares(variable, lines[$0 - 1]) } ?? first
    }

    /// Whether the literal is the field's value, not a factor of it (`duration = 2 * base`); a
    /// `beginTime` may add it to a time, which a drag moves by as much.
    static func isWholeValue(_ literal: DesignLiteral, field: TimingField) -> Bool {
        if literal.expression == literal.text { return true }
        guard field == .beginTime else { return false }
        let before = literal.expression.dropLast(literal.text.count).trimmingCharacters(in: .whitespaces)
        return before.hasSuffix("+") && !literal.text.hasPrefix("-")
    }

    /// `anim` in `layer.add(anim, forKey: "pulse")`.
    static func addedVariable(in line: Substring) -> String? {
        guard let call = line.range(of: "add(") else { return nil }
        let name = line[call.upperBound...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty || name.first!.isNumber ? nil : String(name)
    }

    /// Whether `line` declares `variable` (`let anim =`, `var anim: CABasicAnimation =`).
    static func declares(_ variable: String, _ line: Substring) -> Bool {
        ["let ", "var "].contains { keyword in
            guard let at = line.range(of: keyword + variable) else { return false }
            let next = line[at.upperBound...].first
            return next == nil || next == " " || next == "=" || next == ":"
        }
    }

    static func samePath(_ a: String, _ b: String) -> Bool {
        a == b || URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path
    }
}
