import Foundation
import Sandglass
import SandglassHeadless

extension TimingEditLocator {
    /// What defines the `timingFunction` of the animation held under `key`, added at `source`: the scene
    /// file's key (a name, control points, or absent), the curve params entry it names whole, or the
    /// Swift scene's one `variable.timingFunction = CAMediaTimingFunction(name: .x)` before the `add`.
    /// `chosen`: the name picked in the pop-up, which a refusal suggests writing (easeInEaseOut when none is).
    package func locateEasing(key: String, addedAt source: AnimationSourceLocation?,
                              chosen: CAMediaTimingFunctionName? = nil) -> Result<EasingTarget, TimingEditRefusal> {
        guard let source else {
            return .failure(playsFrames ? .fromFile(field: .timingFunction, label: key) : .unknownSource(field: .timingFunction, label: key))
        }
        if let jsonPath = source.jsonPath, let (path, text) = sceneFile, Self.samePath(path, source.filePath) {
            switch SceneFileMemberEdit.valueText(of: TimingField.timingFunction.rawValue, at: jsonPath, in: text) {
            case let .success(written):
                if let written, let name = Self.wholeParameter(written) { return .success(.parameter(name: name)) }
                return .success(.sceneFile(path: path, jsonPath: jsonPath, current: written))
            case .failure:
                return .failure(.code(field: .timingFunction, label: key, place: source.shortText))
            }
        }
        if source.jsonPath == nil, let swift = swiftScene, Self.samePath(swift.path, source.filePath) {
            switch Self.swiftEasingName(in: swift.source, addLine: source.line) {
            case let .success((_, current)):
                return .success(.swiftName(path: swift.path, addLine: source.line, current: current))
            case let .failure(problem):
                return .failure(problem.refusal(label: key, place: source.shortText, chosen: chosen ?? .easeInEaseOut))
            }
        }
        return .failure(.code(field: .timingFunction, label: key, place: source.shortText))
    }

    /// Why a Swift scene's timing function cannot take a name from the pop-up.
    enum SwiftEasingProblem: Error, Equatable {
        case notAnAdd
        case none(variable: String)
        case several(variable: String, count: Int)
        case notNamed
        func refusal(label: String, place: String, chosen: CAMediaTimingFunctionName) -> TimingEditRefusal {
            switch self {
            case .notAnAdd, .notNamed: return .code(field: .timingFunction, label: label, place: place)
            case let .none(variable):
                return .notWritten(field: .timingFunction, label: label,
                                   suggestion: "\(variable).timingFunction = CAMediaTimingFunction(name: .\(chosen.rawValue))", place: place)
            case let .several(variable, count):
                return .ambiguous(field: .timingFunction, label: label, variable: variable, count: count, place: place)
            }
        }
    }

    /// The bytes of the name argument (`.easeIn`) of the one `variable.timingFunction =
    /// CAMediaTimingFunction(name: .easeIn)` between the declaration of the variable the `add` on
    /// `addLine` adds (or `reach` lines up) and that line, in `text`; and the name.
    static func swiftEasingName(in text: String, addLine: Int) -> Result<(bytes: Range<Int>, name: String), SwiftEasingProblem> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(addLine - 1), let variable = addedVariable(in: lines[addLine - 1]) else { return .failure(.notAnAdd) }
        let first = firstSetupLine(of: variable, before: addLine, in: lines)
        let assignments = (first...addLine).filter { assigns(variable, TimingField.timingFunction.rawValue, lines[$0 - 1]) }
        guard assignments.count <= 1 else { return .failure(.several(variable: variable, count: assignments.count)) }
        guard let at = assignments.first else { return .failure(.none(variable: variable)) }
        let line = lines[at - 1]
        guard let call = line.range(of: "CAMediaTimingFunction(name:") else { return .failure(.notNamed) }
        let argument = line[call.upperBound...].drop { $0 == " " }
        let name = argument.prefix { $0 == "." || $0.isLetter }
        guard name.hasPrefix("."), argument.dropFirst(name.count).hasPrefix(")"),
              EasingTarget.names.contains(where: { "." + $0.rawValue == name }) else { return .failure(.notNamed) }
        // The byte offset of the line's start: the lengths of the lines before it and their newlines.
        let lineStart = lines[..<(at - 1)].reduce(0) { $0 + $1.utf8.count + 1 }
        let start = lineStart + line.utf8.distance(from: line.startIndex, to: name.startIndex)
        return .success((start..<(start + name.utf8.count), String(name.dropFirst())))
    }

    /// `pulseCurve` in the JSON text `"$pulseCurve"`; nil for other text.
    static func wholeParameter(_ json: String) -> String? {
        guard json.hasPrefix("\"$"), json.hasSuffix("\""), json.count > 3 else { return nil }
        let name = json.dropFirst(2).dropLast()
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? String(name) : nil
    }
}
