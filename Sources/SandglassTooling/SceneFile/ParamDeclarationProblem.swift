import Foundation

/// Why a scene file's param declaration does not hold together. Found when the file is loaded, before
/// any params file or build sees it: a declaration that got past these checks could trap later (an
/// empty choice list, a step of zero) or promise what a params file cannot hold.
///
/// `description` is the reason after `param 'NAME': ` in the scene-file error line.
public enum ParamDeclarationProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name is not an identifier, so `$name` could not refer to it.
    case badName
    /// A key that the param's kind does not use (`choices` on a number, `min` on a bool): refused
    /// rather than ignored, since the author meant something by it.
    case keyNotForKind(key: String, kind: String)
    /// `choices: []`: no string could be valid, not even the default.
    case emptyChoices
    /// The same string twice in `choices`.
    case duplicateChoice(String)
    /// A range whose lower end is above its upper end; `key` names the `[min, max]` pair (`x`,
    /// `count`), nil for the `min` and `max` keys.
    case minAboveMax(key: String?, min: Double, max: Double)
    /// An integer's `default`, `min` or `max` with a fraction.
    case notWhole(key: String, value: Double)
    /// An integer's `min` or `max` beyond ±2^53, where a params file (JSON numbers are doubles)
    /// can no longer hold every integer exactly.
    case beyondExactIntegers(key: String, value: Double)
    /// A `count` range that is not whole numbers within `0...limit`.
    case badCount(min: Double, max: Double, limit: Int)
    /// A curve's y range must hold 0 and 1, where every timing curve starts and ends.
    case curveYRangeWithoutEnds(min: Double, max: Double)
    /// The default does not fit the declaration's own type or range.
    case badDefault(ParameterValueProblem)

    /// The largest integer a params file holds exactly (2^53).
    public static let exactIntegerLimit = 9_007_199_254_740_992.0

    public var description: String {
        func f(_ v: Double) -> String { ParameterValue.format(v) }
        switch self {
        case .badName:
            return "a name takes letters, digits and _ only"
        case let .keyNotForKind(key, kind):
            return "'\(key.shortenedForMessage())' does not apply to a \(kind) param"
        case .emptyChoices:
            return "choices is empty; list at least one string"
        case let .duplicateChoice(choice):
            return "\(JSONValue.string(choice).text) appears twice in choices"
        case let .minAboveMax(key, min, max):
            return (key.map { "\($0): " } ?? "") + "min \(f(min)) is above max \(f(max))"
        case let .notWhole(key, value):
            return "\(key) \(f(value)) is not a whole number"
        case let .beyondExactIntegers(key, value):
            return "\(key) \(f(value)) is beyond ±\(Int64(Self.exactIntegerLimit)) (2^53), the largest integer a params file holds exactly"
        case let .badCount(min, max, limit):
            return "count [\(f(min)), \(f(max))] must be whole numbers in 0...\(limit)"
        case let .curveYRangeWithoutEnds(min, max):
            return "the y range \(f(min))...\(f(max)) must hold 0 and 1"
        case let .badDefault(problem):
            return problem.description
        }
    }
}
