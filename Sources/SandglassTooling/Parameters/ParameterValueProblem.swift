import Foundation

/// Why a value does not fit a parameter's declaration. One case per failure; every case names the key,
/// the value as written, and what was expected. `description` is the reason part of a
/// `FILE:LINE:COLUMN: reason` line, e.g. `'sandFall05' is 12 but must be in 0.05...5 s`.
///
/// `component` is set for one element of an array parameter (`'pileCurve' x1 is 1.5 ...`).
public enum ParameterValueProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// A value of the wrong JSON type (a string for a number, `2.5` for an integer, `null`...).
    case wrongType(key: String, component: ParameterComponent?, value: String, expected: String)
    /// A number outside the declared range; `range` is printed with the unit, e.g. `0.05...5 s`.
    case outOfRange(key: String, component: ParameterComponent?, value: String, range: String)
    /// An array with the wrong number of elements; `expected` is e.g. `4` or `1...6`.
    case wrongCount(key: String, count: Int, expected: String)
    /// A string that is not one of the declared choices.
    case notAChoice(key: String, value: String, choices: [String])
    /// `NaN` or `Infinity`: not JSON, and never a meaningful duration or size.
    case notFinite(key: String, component: ParameterComponent?, value: String)
    /// A number too large to represent (`1e999`), or an integer beyond ±2^53.
    case tooLarge(key: String, component: ParameterComponent?, value: String)

    /// The parameter the problem is about.
    public var key: String {
        switch self {
        case let .wrongType(key, _, _, _), let .outOfRange(key, _, _, _), let .wrongCount(key, _, _),
             let .notAChoice(key, _, _), let .notFinite(key, _, _), let .tooLarge(key, _, _):
            return key
        }
    }

    /// The array element the problem is about, if it is about one.
    public var component: ParameterComponent? {
        switch self {
        case let .wrongType(_, component, _, _), let .outOfRange(_, component, _, _),
             let .notFinite(_, component, _), let .tooLarge(_, component, _):
            return component
        case .wrongCount, .notAChoice:
            return nil
        }
    }

    /// Key and value shortened (`shortenedForMessage`): a 500,000-digit number gives a short line.
    public var description: String {
        func subject(_ key: String, _ component: ParameterComponent?) -> String {
            let key = key.shortenedForMessage()
            guard let component else { return "'\(key)'" }
            return component.name.hasPrefix("[") ? "'\(key)'\(component.name)" : "'\(key)' \(component.name)"
        }
        switch self {
        case let .wrongType(key, component, value, expected):
            return "\(subject(key, component)) is \(value.shortenedForMessage()) but must be \(expected)"
        case let .outOfRange(key, component, value, range):
            return "\(subject(key, component)) is \(value.shortenedForMessage()) but must be in \(range)"
        case let .wrongCount(key, count, expected):
            return "\(subject(key, nil)) has \(count) number\(count == 1 ? "" : "s") but must have \(expected)"
        case let .notAChoice(key, value, choices):
            let quoted = choices.map { JSONValue.string($0).text }.joined(separator: ", ")
            return "\(subject(key, nil)) is \(value.shortenedForMessage()) but must be one of \(quoted)"
        case let .notFinite(key, component, value):
            return "\(subject(key, component)) is \(value.shortenedForMessage()), which is not a number JSON allows: write a finite number"
        case let .tooLarge(key, component, value):
            return "\(subject(key, component)) is \(value.shortenedForMessage()), which is too large to be a number"
        }
    }
}
