import Foundation

/// Why an animation was refused by `validate()` / `CALayer.addChecked(_:forKey:)`.
/// Each family names the field and the offending value.
public enum CAAnimationError: Error, Equatable, CustomStringConvertible {
    case timing(TimingError)
    case keyframes(KeyframeError)
    case value(ValueError)
    case keyPath(KeyPathError)
    /// A child of a group failed; `index` is its position in `animations`.
    indirect case groupChild(index: Int, CAAnimationError)

    public var description: String {
        switch self {
        case .timing(let e): return e.description
        case .keyframes(let e): return e.description
        case .value(let e): return e.description
        case .keyPath(let e): return e.description
        case .groupChild(let i, let e): return "animations[\(i)]: \(e)"
        }
    }
}

/// Invalid CAMediaTiming fields. (A duration <= 0 is not an error: it means 0.25 s, as in Core
/// Animation.)
public enum TimingError: Error, Equatable, CustomStringConvertible {
    /// NaN or infinite where a finite number is needed (beginTime, duration, speed, timeOffset,
    /// repeatDuration); `repeatCount` may be infinite.
    case notFinite(field: String, value: Double)
    /// A negative repeatCount or repeatDuration, or damping.
    case negative(field: String, value: Double)
    /// A spring's mass or stiffness of 0 or less: the spring equation divides by the mass, and a spring
    /// without stiffness never settles.
    case notPositive(field: String, value: Double)

    public var description: String {
        switch self {
        case .notFinite(let f, let v): return "\(f): must be finite, got \(v)"
        case .negative(let f, let v): return "\(f): must not be negative, got \(v)"
        case .notPositive(let f, let v): return "\(f): must be greater than 0, got \(v)"
        }
    }
}

/// Invalid keyframe inputs.
public enum KeyframeError: Error, Equatable, CustomStringConvertible {
    /// Neither `values` nor a non-empty `path`.
    case noValues
    /// `keyTimes` has the wrong number of entries for the values and calculation mode.
    case keyTimesCount(expected: Int, got: Int)
    /// `keyTimes[index]` is smaller than the one before.
    case keyTimeNotAscending(index: Int, value: Double)
    /// `keyTimes[index]` lies outside 0...1 or is not finite.
    case keyTimeOutOfRange(index: Int, value: Double)
    /// `timingFunctions` must have one entry per segment.
    /// `tensionValues`, `continuityValues` or `biasValues` must have one entry per value.
    case splineParameterCount(field: String, expected: Int, got: Int)
    /// A tension/continuity/bias entry is not finite.
    case splineParameterNotFinite(field: String, index: Int, value: Double)

    public var description: String {
        switch self {
        case .noValues: return "values: a keyframe animation needs values or a path"
        case .keyTimesCount(let e, let g): return "keyTimes: expected \(e) entries, got \(g)"
        case .keyTimeNotAscending(let i, let v): return "keyTimes[\(i)]: \(v) is smaller than the previous key time"
        case .keyTimeOutOfRange(let i, let v): return "keyTimes[\(i)]: \(v) is outside 0...1"
        case .splineParameterCount(let f, let e, let g): return "\(f): expected \(e) entries, got \(g)"
        case .splineParameterNotFinite(let f, let i, let v): return "\(f)[\(i)]: must be finite, got \(v)"
        }
    }
}

/// Invalid animated values.
public enum ValueError: Error, Equatable, CustomStringConvertible {
    /// NaN or infinity inside a value (field is e.g. "toValue" or "values[2]").
    case notFinite(field: String, value: String)
    /// A value of another kind than the key path's: `got` and `expected` are type names with their
    /// article ("a String", "a CGPoint"); field e.g. "toValue" or "values[1]".
    case kindMismatch(keyPath: String, field: String, got: String, expected: String)

    public var description: String {
        switch self {
        case .notFinite(let f, let v): return "\(f): must be finite, got \(v)"
        case .kindMismatch(let k, let f, let g, let e): return "\(k): \(f) is \(g), expected \(e)"
        }
    }
}
