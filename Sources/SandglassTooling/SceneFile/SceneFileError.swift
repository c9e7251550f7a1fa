import Foundation

/// Why a scene file cannot be loaded. One case per failure; `description` is the reason part of a
/// `FILE:LINE:COLUMN: JSONPATH: reason` line.
public enum SceneFileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file cannot be read.
    case unreadable(reason: String)
    /// The text is not JSON (JSON5 comments and trailing commas are accepted).
    case syntax(JSONSyntaxProblem)
    /// A key the format does not define here; `suggestion` is the closest valid one.
    case unknownKey(String, suggestion: String?)
    /// The same key twice in one object.
    case duplicateKey(String)
    /// A required key is missing.
    case missingKey(String)
    /// A value of the wrong JSON type or shape; `expected` says what goes here.
    case wrongType(expected: String, got: String)
    /// A string that must be one of a fixed set (a layer type, a fill mode...).
    case notAChoice(String, choices: [String])
    /// An animation's key path names no property, or one this kind of layer lacks.
    case unknownKeyPath(String, layerType: String, suggestion: String?)
    /// `keyTimes` and `values` counts do not fit the calculation mode.
    case keyTimesMismatch(keyTimes: Int, values: Int, mode: String)
    /// Malformed SVG path data; `offset` counts UTF-8 bytes into the string.
    case badPathData(offset: Int, reason: String)
    /// A malformed arithmetic expression; `offset` counts UTF-8 bytes into the string.
    case badExpression(String, offset: Int, reason: String)
    /// `$name` where no parameter `name` is declared.
    case unknownParam(String, suggestion: String?)
    /// A parameter used where its kind does not fit (a curve in an expression...).
    case paramKind(String, kind: String, expected: String)
    /// Parameter defaults (or ranges) that refer to each other in a circle.
    case cyclicParams([String])
    /// A parameter declaration that does not hold together (default out of its range...).
    /// Indirect to keep this enum small: with the problem stored inline, Swift 6.3 miscompiled the
    /// typed `throws(SceneFileError)` chain of `SceneFile.descriptor` (a failed load came back as a
    /// garbage descriptor and crashed).
    indirect case badParam(String, ParamDeclarationProblem)
    /// An expression that comes out as NaN or infinity.
    case notFinite(String)
    /// A finite number too large for a property stored as a 32-bit float (speed): it would become
    /// infinity, and the message would then blame a value the file never wrote.
    case beyondFloat(Double)
    /// The animation was refused by `CALayer.addChecked` (the reason names the field).
    case invalidAnimation(CAAnimationError)
    /// An `image` layer's file could not be loaded, or no image loader is available.
    case image(String)

    /// Keys, names and values as written are shortened (`shortenedForMessage`).
    public var description: String {
        switch self {
        case let .unreadable(reason): return "cannot read the scene file: \(reason)"
        case let .syntax(problem): return problem.description
        case let .unknownKey(key, suggestion):
            return "unknown key '\(key.shortenedForMessage())'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case let .duplicateKey(key): return "key '\(key.shortenedForMessage())' appears twice"
        case let .missingKey(key): return "missing key '\(key)'"
        case let .wrongType(expected, got): return "expected \(expected), got \(got)"
        case let .notAChoice(value, choices):
            return "'\(value.shortenedForMessage())' is not one of " + choices.map { "'\($0)'" }.joined(separator: ", ")
        case let .unknownKeyPath(keyPath, layerType, suggestion):
            return "unknown key path '\(keyPath.shortenedForMessage())' for a \(layerType) layer"
                + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case let .keyTimesMismatch(keyTimes, values, mode):
            let needed = mode == "discrete" ? "one more keyTime than values" : "one keyTime per value"
            return "keyTimes has \(keyTimes) entries but values has \(values) (calculationMode \(mode) needs \(needed))"
        case let .badPathData(offset, reason): return "bad path data at offset \(offset): \(reason)"
        case let .badExpression(text, offset, reason):
            return "bad expression '\(text.shortenedForMessage())' at offset \(offset): \(reason)"
        case let .unknownParam(name, suggestion):
            return "unknown param '$\(name.shortenedForMessage())'" + (suggestion.map { " (did you mean '$\($0)'?)" } ?? "")
        case let .paramKind(name, kind, expected): return "param '$\(name.shortenedForMessage())' is a \(kind), expected \(expected)"
        case let .cyclicParams(names):
            return "cyclic param references: " + names.map { "$" + $0.shortenedForMessage() }.joined(separator: " -> ")
        case let .badParam(name, problem): return "param '\(name.shortenedForMessage())': \(problem)"
        case let .notFinite(text): return "'\(text.shortenedForMessage())' is not a finite number"
        case let .beyondFloat(value): return "\(value) is beyond a 32-bit float's range (±\(Float.greatestFiniteMagnitude))"
        case let .invalidAnimation(error): return "animation refused: \(error)"
        case let .image(reason): return reason
        }
    }
}

/// A scene-file problem with where it is: the file position and the JSON path of the value
/// (`root.sublayers[2].animations.spin.keyTimes`; empty for the whole document).
public struct SceneFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let location: SourceLocation
    public let jsonPath: String
    public let problem: SceneFileProblem

    public init(location: SourceLocation, jsonPath: String, problem: SceneFileProblem) {
        (self.location, self.jsonPath, self.problem) = (location, jsonPath, problem)
    }

    /// `FILE:LINE:COLUMN: JSONPATH: reason` (the path left out when empty), on one line: control
    /// characters in quoted keys are shown escaped.
    public var description: String {
        ("\(location): " + (jsonPath.isEmpty ? "" : "\(jsonPath): ") + problem.description).escapingControlCharacters
    }
}

/// The closest of `candidates` to `name` when it is a likely typo (as params' suggestions).
func closestName(to name: String, in candidates: [String]) -> String? {
    EditDistance.likelyTypo(of: name, among: candidates)
}
