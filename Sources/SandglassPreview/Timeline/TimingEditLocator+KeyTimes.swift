import Foundation
import Sandglass
import SandglassHeadless

extension TimingEditLocator {
    /// What defines the `keyTimes` of `track`'s keyframe animation (held under `key`, added at `source`):
    /// the scene file's `keyTimes` array of numbers (or none yet: the keys spread evenly, written as an
    /// array by the drag), or the Swift scene's one `variable.keyTimes = [0, 0.3, 1]` of literals before
    /// the `add` line. Anything else is refused with the line the status shows.
    package func locateKeyTimes(of track: AnimationTrack, key: String, addedAt source: AnimationSourceLocation?) -> Result<KeyTimesTarget, TimingEditRefusal> {
        guard let source else {
            return .failure(playsFrames ? .fromFile(field: .keyTimes, label: key) : .unknownSource(field: .keyTimes, label: key))
        }
        guard let mode = track.calculationMode, !track.keyTimes.isEmpty else { return .failure(.code(field: .keyTimes, label: key, place: source.shortText)) }
        if mode == .paced || mode == .cubicPaced { return .failure(.ignored(field: .keyTimes, label: key, mode: mode.rawValue)) }
        let given = track.givenKeyTimes ?? Self.evenKeyTimes(count: track.keyTimes.count, discrete: mode == .discrete)
        if let jsonPath = source.jsonPath, let (path, text) = sceneFile, Self.samePath(path, source.filePath) {
            let target = KeyTimesTarget(label: key, source: .sceneFile(path: path, jsonPath: jsonPath), keyTimes: given,
                                        isImplicit: track.givenKeyTimes == nil)
            switch SceneFileMemberEdit.valueText(of: TimingField.keyTimes.rawValue, at: jsonPath, in: text) {
            case .success(nil) where target.isImplicit:
                return .success(target)
            case let .success(written?) where Self.numbers(in: written)?.count == given.count:
                return .success(target)
            case let .success(written?):
                return .failure(.expression(field: .keyTimes, label: key, expression: written, place: source.shortText))
            case .success(nil), .failure:
                return .failure(.code(field: .keyTimes, label: key, place: source.shortText))
            }
        }
        if source.jsonPath == nil, let swift = swiftScene, Self.samePath(swift.path, source.filePath) {
            return locateKeyTimesInSwift(key: key, line: source.line, keyTimes: given, isImplicit: track.givenKeyTimes == nil,
                                         swift: swift, place: source.shortText)
        }
        return .failure(.code(field: .keyTimes, label: key, place: source.shortText))
    }

    /// The one line between the variable's declaration (or `reach` lines up) and the `add` on `line`
    /// that assigns `variable.keyTimes` an array of literals only, one per key; an inner key's literal
    /// must be a float literal (an integer one is written back rounded).
    private func locateKeyTimesInSwift(key: String, line: Int, keyTimes: [Double], isImplicit: Bool,
                                       swift: (path: String, source: String, literals: [DesignLiteral]),
                                       place: String) -> Result<KeyTimesTarget, TimingEditRefusal> {
        let lines = swift.source.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(line - 1), let variable = Self.addedVariable(in: lines[line - 1]) else {
            return .failure(.code(field: .keyTimes, label: key, place: place))
        }
        let first = Self.firstSetupLine(of: variable, before: line, in: lines)
        let assignments = (first...line).filter { Self.assigns(variable, "keyTimes", lines[$0 - 1]) }
        guard assignments.count <= 1 else {
            return .failure(.ambiguous(field: .keyTimes, label: key, variable: variable, count: assignments.count, place: place))
        }
        guard let at = assignments.first else {
            let array = "[" + keyTimes.map { ParameterValue.format(DecimalRounding.round($0, decimals: 3)) }.joined(separator: ", ") + "]"
            return .failure(.notWritten(field: .keyTimes, label: key, suggestion: "\(variable).keyTimes = \(array)", place: place))
        }
        let literals = swift.literals.filter { $0.line == at && $0.label == TimingField.keyTimes.rawValue }
        let written = lines[at - 1].split(separator: "=", maxSplits: 1).last?.filter { !$0.isWhitespace } ?? ""
        let inner = literals.dropFirst().dropLast()
        guard !isImplicit, literals.count == keyTimes.count, written == "[" + literals.map(\.text).joined(separator: ",") + "]",
              !inner.contains(where: \.isInteger) else {
            return .failure(.code(field: .keyTimes, label: key, place: place))
        }
        return .success(KeyTimesTarget(label: key, source: .swiftLiterals(literals.map(\.index)), keyTimes: literals.map(\.value), isImplicit: false))
    }

    /// The key times of `count` values spread evenly: `i / (count - 1)`, or for a discrete animation
    /// `i / count` with the closing 1 (`count + 1` boundaries).
    static func evenKeyTimes(count: Int, discrete: Bool) -> [Double] {
        let steps = discrete ? count : max(count - 1, 1)
        return (0..<(discrete ? count + 1 : count)).map { Double($0) / Double(steps) }
    }

    /// The numbers of a JSON array's text (`[0, 0.2, 1]`); nil when it is not an array of numbers.
    static func numbers(in json: String) -> [Double]? {
        guard let node = try? JSONSourceParser.parse(Array(json.utf8), allowingJSON5Extras: true), case let .array(items) = node.value else { return nil }
        let numbers = items.compactMap { item -> Double? in
            if case let .number(text) = item.value { return Double(text) }
            return nil
        }
        return numbers.count == items.count ? numbers : nil
    }

    /// Whether `line` assigns `variable.field` (`anim.keyTimes = …`, not `==`).
    static func assigns(_ variable: String, _ field: String, _ line: Substring) -> Bool {
        guard let at = line.range(of: "\(variable).\(field)") else { return false }
        let rest = line[at.upperBound...].drop { $0 == " " }
        return rest.hasPrefix("=") && !rest.hasPrefix("==")
    }
}
