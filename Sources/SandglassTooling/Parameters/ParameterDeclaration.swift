import Foundation

/// One constant a scene declares: its name in the params file, default, accepted values, unit, help
/// and tweak-panel step.
///
/// Build one with the static factories, which check the declaration itself (a default outside its own
/// range is a programmer error and stops the program):
///
///     .number("animationTime", 6.5, in: 0.5...60, unit: "s", help: "one full cycle of the clock")
///     .curve("pileCurve", BezierControlPoints(0.8, 0, 1, 1), help: "how the pile grows")
public struct ParameterDeclaration: Sendable, Equatable {
    /// The key in the params file; unique within a scene.
    public let name: String
    public let kind: ParameterKind
    public let defaultValue: ParameterValue
    /// The unit of the numbers ("s", "pt", "deg", "" for none), printed after values and ranges.
    public let unit: String
    /// One line, shown by `sandglass params SCENE --describe` and the tweak panel.
    public let help: String
    /// Tweak-panel increments; nil for bools and strings.
    public let step: ParameterStep?

    private init(_ name: String, _ kind: ParameterKind, _ value: ParameterValue, unit: String, help: String,
                 step: ParameterStep?) {
        precondition(!name.isEmpty, "a parameter needs a name")
        (self.name, self.kind, self.defaultValue, self.unit, self.help, self.step) = (name, kind, value, unit, help, step)
        if let problem = validate(value) { preconditionFailure("default of \(name): \(problem)") }
    }

    /// A real number in `range`, e.g. a duration in seconds.
    public static func number(_ name: String, _ value: Double, in range: ClosedRange<Double>, unit: String = "",
                              step: ParameterStep? = nil, help: String) -> Self {
        Self(name, .number(range), .number(value), unit: unit, help: help, step: step ?? ParameterStep(for: range))
    }

    /// A whole number in `range`. The step defaults to 1 / 1.
    public static func integer(_ name: String, _ value: Int, in range: ClosedRange<Int>, unit: String = "",
                               step: ParameterStep? = nil, help: String) -> Self {
        Self(name, .integer(range), .integer(value), unit: unit, help: help, step: step ?? ParameterStep(coarse: 1, fine: 1))
    }

    /// `true` or `false`.
    public static func bool(_ name: String, _ value: Bool, help: String) -> Self {
        Self(name, .bool, .bool(value), unit: "", help: help, step: nil)
    }

    /// A string, restricted to `choices` when given.
    public static func string(_ name: String, _ value: String, choices: [String]? = nil, help: String) -> Self {
        precondition(choices?.isEmpty != true, "string parameter \(name) needs at least one choice")
        return Self(name, .string(choices: choices), .string(value), unit: "", help: help, step: nil)
    }

    /// Timing-curve control points; y may overshoot within `y` (default -1...2). Step 0.05 / 0.01.
    public static func curve(_ name: String, _ value: BezierControlPoints, y: ClosedRange<Double> = -1...2,
                             step: ParameterStep? = nil, help: String) -> Self {
        let numbers = [value.x1, value.y1, value.x2, value.y2].map { Double($0) }
        return Self(name, .curve(y: y), .numbers(numbers), unit: "", help: help,
                    step: step ?? ParameterStep(coarse: 0.05, fine: 0.01))
    }

    /// A point with each coordinate in its range.
    public static func point(_ name: String, _ value: CGPoint, x: ClosedRange<Double>, y: ClosedRange<Double>,
                             unit: String = "pt", step: ParameterStep? = nil, help: String) -> Self {
        Self(name, .point(x: x, y: y), .numbers([Double(value.x), Double(value.y)]), unit: unit, help: help,
             step: step ?? ParameterStep(for: min(x.lowerBound, y.lowerBound)...max(x.upperBound, y.upperBound)))
    }

    /// A list of numbers (a dash pattern, key times...), each in `element`, `count` of them.
    public static func numbers(_ name: String, _ value: [Double], each element: ClosedRange<Double>,
                               count: ClosedRange<Int>, unit: String = "", step: ParameterStep? = nil,
                               help: String) -> Self {
        Self(name, .numbers(element: element, count: count), .numbers(value), unit: unit, help: help,
             step: step ?? ParameterStep(for: element))
    }

    /// A colour, straight alpha. Step 0.05 / 0.01.
    public static func color(_ name: String, _ value: CGColor, step: ParameterStep? = nil, help: String) -> Self {
        Self(name, .color, .numbers(value.rgba.map { Double($0) }), unit: "", help: help,
             step: step ?? ParameterStep(coarse: 0.05, fine: 0.01))
    }

    // MARK: Validation

    /// Why `value` does not fit this declaration, or nil when it does.
    public func validate(_ value: ParameterValue) -> ParameterValueProblem? {
        validate(value, texts: nil)
    }

    /// `texts` are the values as the user wrote them (one per array element), quoted in messages instead
    /// of the formatted numbers.
    func validate(_ value: ParameterValue, texts: [String]?) -> ParameterValueProblem? {
        switch (kind, value) {
        case let (.number(range), .number(number)):
            return check(number, in: range, component: nil, text: texts?.first)
        case let (.integer(range), .integer(integer)):
            guard range.contains(integer) else {
                return .outOfRange(key: name, component: nil, value: texts?.first ?? String(integer),
                                   range: rangeText(Double(range.lowerBound)...Double(range.upperBound)))
            }
            return nil
        case (.bool, .bool):
            return nil
        case let (.string(choices), .string(text)):
            if let choices, !choices.contains(text) {
                return .notAChoice(key: name, value: JSONValue.string(text).text, choices: choices)
            }
            return nil
        case let (_, .numbers(numbers)) where kind.isArray:
            if let fixed = kind.fixedCount, numbers.count != fixed {
                return .wrongCount(key: name, count: numbers.count, expected: String(fixed))
            }
            if case let .numbers(_, count) = kind, !count.contains(numbers.count) {
                let expected = count.lowerBound == count.upperBound
                    ? String(count.lowerBound) : "\(count.lowerBound)...\(count.upperBound)"
                return .wrongCount(key: name, count: numbers.count, expected: expected)
            }
            for (index, number) in numbers.enumerated() {
                let text = texts.flatMap { index < $0.count ? $0[index] : nil }
                if let problem = check(number, in: kind.componentRange(index), component: kind.component(index),
                                       text: text) {
                    return problem
                }
            }
            return nil
        default:
            return .wrongType(key: name, component: nil, value: texts?.first ?? value.jsonText, expected: expectedText)
        }
    }

    private func check(_ number: Double, in range: ClosedRange<Double>, component: ParameterComponent?,
                       text: String?) -> ParameterValueProblem? {
        let text = text ?? ParameterValue.format(number)
        if number.isNaN { return .notFinite(key: name, component: component, value: text) }
        if number.isInfinite { return .tooLarge(key: name, component: component, value: text) }
        guard range.contains(number) else {
            return .outOfRange(key: name, component: component, value: text, range: rangeText(range))
        }
        return nil
    }

    /// `0.05...5 s`, or without the unit when there is none.
    public func rangeText(_ range: ClosedRange<Double>) -> String {
        let text = ParameterValue.format(range.lowerBound) + "..." + ParameterValue.format(range.upperBound)
        return unit.isEmpty ? text : text + " " + unit
    }

    /// What a wrong-type message says is expected: the JSON shape, and the range where there is one,
    /// e.g. `a number in 0.05...5 s`.
    public var expectedText: String {
        switch kind {
        case let .number(range): return "a number in \(rangeText(range))"
        case let .integer(range): return "an integer in \(rangeText(Double(range.lowerBound)...Double(range.upperBound)))"
        case let .string(choices?): return "one of " + choices.map { JSONValue.string($0).text }.joined(separator: ", ")
        default: return kind.expectedType
        }
    }
}
