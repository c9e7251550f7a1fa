import Foundation

/// What an animation shows outside its active interval (`kCAFillMode*`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No effect outside the active interval (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Holds the final value after the end (until the animation is removed).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the first value before `beginTime`.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Core Animation's timing protocol, adopted by animations and layers. Times are seconds.
///
/// An object's local time is `(parentTime - beginTime) * speed`, then `timeOffset` is added (for
/// animations it wraps around the active duration, as Core Animation does: a 3 s animation with
/// `timeOffset` 1 starts 1 s in, plays to its end, wraps and stops at 1 s).
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// Where an animation is on its timeline at one parent time.
package struct TimingState: Equatable, Sendable {
    public enum Phase: Sendable { case before, active, after }
    public var phase: Phase
    /// Seconds into the current iteration, 0...duration (reversed while autoreversing).
    public var simpleTime: CFTimeInterval
    /// The resolved duration of one iteration (never 0).
    public var duration: CFTimeInterval
    /// Zero-based repeat index (for cumulative animations).
    public var iteration: Int
    /// Whether the animation contributes a value (active, or filling).
    public var hasEffect: Bool

    /// `simpleTime / duration`, linear (before any timing function).
    public var progress: Double { simpleTime / duration }
}

/// The pure timing evaluator: CAMediaTiming parameters in, phase and iteration time out. Used by
/// presentation and by completion so that they never disagree.
package struct MediaTimingEvaluator: Sendable {
    public var beginTime: CFTimeInterval
    public var duration: CFTimeInterval
    public var speed: Double
    public var timeOffset: CFTimeInterval
    public var repeatCount: Double
    public var repeatDuration: CFTimeInterval
    public var autoreverses: Bool
    /// Before `beginTime` the first value shows (`.backwards`, `.both`).
    public var fillsBackwards: Bool
    /// After the end the last value shows (`.forwards`, `.both`).
    public var fillsForwards: Bool
    /// The two fills as a mode (an unknown mode fills neither way, as `.removed`). Kept as flags:
    /// the mode's string was retained and released each time an animation was evaluated.
    public var fillMode: CAMediaTimingFillMode {
        get {
            switch (fillsBackwards, fillsForwards) {
            case (true, true): .both
            case (true, false): .backwards
            case (false, true): .forwards
            case (false, false): .removed
            }
        }
        set { (fillsBackwards, fillsForwards) = (newValue.fillsBackwards, newValue.fillsForwards) }
    }

    /// Core Animation's default duration, used when `duration <= 0` (or is not finite).
    public static let defaultDuration: CFTimeInterval = 0.25

    public init(beginTime: CFTimeInterval = 0, duration: CFTimeInterval = 0, speed: Float = 1, timeOffset: CFTimeInterval = 0,
                repeatCount: Float = 0, repeatDuration: CFTimeInterval = 0, autoreverses: Bool = false,
                fillMode: CAMediaTimingFillMode = .removed) {
        self.init(beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset, repeatCount: repeatCount,
                  repeatDuration: repeatDuration, autoreverses: autoreverses,
                  fillsBackwards: fillMode.fillsBackwards, fillsForwards: fillMode.fillsForwards)
    }

    /// The evaluator of an animation whose fills are known as flags (`CAAnimation.timing`).
    init(beginTime: CFTimeInterval, duration: CFTimeInterval, speed: Float, timeOffset: CFTimeInterval,
         repeatCount: Float, repeatDuration: CFTimeInterval, autoreverses: Bool,
         fillsBackwards: Bool, fillsForwards: Bool) {
        self.beginTime = beginTime
        self.duration = duration > 0 && duration.isFinite ? duration : Self.defaultDuration
        self.speed = Double(speed)
        self.timeOffset = timeOffset
        // Float.greatestFiniteMagnitude is Core Animation's documented "forever" as well.
        self.repeatCount = repeatCount >= Float.greatestFiniteMagnitude ? .infinity : Double(repeatCount)
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        (self.fillsBackwards, self.fillsForwards) = (fillsBackwards, fillsForwards)
    }

    public init(_ t: some CAMediaTiming) {
        self.init(beginTime: t.beginTime, duration: t.duration, speed: t.speed, timeOffset: t.timeOffset,
                  repeatCount: t.repeatCount, repeatDuration: t.repeatDuration, autoreverses: t.autoreverses,
                  fillMode: t.fillMode)
    }

    /// One forward (and, with autoreverses, backward) pass.
    public var cycle: CFTimeInterval { autoreverses ? 2 * duration : duration }

    /// Length of the active interval in local time (infinite for endless repeats).
    public var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount * cycle }
        return cycle
    }

    /// The parent time at which the active interval ends (infinite when endless or speed is 0).
    public var endTime: CFTimeInterval {
        guard speed > 0 else { return speed == 0 ? .infinity : beginTime }
        return beginTime + activeDuration / speed
    }

    /// The state at parent time `t`.
    public func state(at t: CFTimeInterval) -> TimingState {
        let active = activeDuration
        let local = (t - beginTime) * speed
        let phase: TimingState.Phase
        var position: CFTimeInterval
        if t < beginTime {
            phase = .before
            position = wrap(timeOffset, active, atEnd: false)
        } else if local >= active {
            phase = .after
            position = wrap(active + timeOffset, active, atEnd: true)
        } else {
            phase = .active
            position = wrap(local + timeOffset, active, atEnd: false)
        }
        let hasEffect: Bool
        switch phase {
        case .before: hasEffect = fillsBackwards
        case .active: hasEffect = true
        case .after: hasEffect = fillsForwards
        }
        // Iteration and time within it.
        let c = cycle
        var iteration: Double
        var inCycle: Double
        if position >= active && active.isFinite {
            iteration = max(0, (active / c).rounded(.up) - 1)
            inCycle = active - iteration * c
        } else {
            iteration = (position / c).rounded(.down)
            inCycle = position - iteration * c
            if inCycle >= c { iteration += 1; inCycle -= c }
        }
        var simple = inCycle
        if autoreverses && inCycle > duration { simple = 2 * duration - inCycle }
        simple = min(max(simple, 0), duration)
        let iter = iteration < Double(Int.max / 2) ? Int(iteration) : Int.max / 2
        return TimingState(phase: phase, simpleTime: simple, duration: duration, iteration: iter, hasEffect: hasEffect)
    }

    /// Folds `x` into 0...active; an exact multiple counts as the end of the previous pass when
    /// `atEnd` (the final frame of a completed animation).
    private func wrap(_ x: CFTimeInterval, _ active: CFTimeInterval, atEnd: Bool) -> CFTimeInterval {
        guard active.isFinite, active > 0 else { return max(0, x) }
        var r = x.truncatingRemainder(dividingBy: active)
        if r < 0 { r += active }
        if r == 0 && atEnd && x > 0 { return active }
        return r
    }
}
