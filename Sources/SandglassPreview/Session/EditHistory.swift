import Sandglass
import SandglassHeadless

/// Undo and redo of the edits made in the params panel and on the timeline's tracks (Ctrl+Z,
/// Ctrl+Shift+Z or Ctrl+Y), the last `limit` of them.
///
/// Edits of one parameter less than `coalescing` seconds apart are one step, so a slider drag is
/// undone at once, not frame by frame; a timeline drag is one step already (it is recorded once, on
/// release). A new edit after an undo drops what could be redone. The history is of one scene: the
/// preview starts a new one on a scene switch.
package struct EditHistory: Equatable, Sendable {
    /// What an edit changed.
    package enum Subject: Equatable, Sendable {
        /// A params entry (its name).
        case parameter(String)
        /// An animation's `duration` or `beginTime` where its scene file or Swift file defines it
        /// (its value a `.number`).
        case timing(TimingEditTarget.Source, field: TimingField, label: String)
        /// Key `key` of the animation at `jsonPath` in the scene file at `path` (`keyTimes`,
        /// `timingFunction`), its value the JSON text as written (a `.string`; empty: the key absent).
        case sceneFileKey(path: String, jsonPath: String, key: TimingField, label: String)
        /// The `CAMediaTimingFunction(name:)` argument before the `add` on `addLine` of the Swift scene
        /// at `path`, its value the name (a `.string`: `easeIn`).
        case swiftEasing(path: String, addLine: Int, label: String)
    }

    /// One step: `subject` went from `before` to `after`.
    package struct Step: Equatable, Sendable {
        package let subject: Subject
        package var before: ParameterValue
        package var after: ParameterValue
        /// When it was last changed (seconds, the caller's clock); -infinity: never merged with the next.
        package var time: Double
        /// The parameter's name, or the timing value's (`duration of 'pulse'`).
        package var name: String { subject.name }
    }

    /// A value to set back: `subject` to `value`.
    package struct Change: Equatable, Sendable {
        package let subject: Subject
        package let value: ParameterValue
        package var name: String { subject.name }
    }

    package static let coalescing = 1.0
    /// The most steps kept; the oldest go first.
    package static let limit = 50
    package private(set) var undoSteps: [Step] = []
    package private(set) var redoSteps: [Step] = []

    package init() {}

    /// Records that parameter `name` went from `before` to `after` at `time`.
    package mutating func record(_ name: String, from before: ParameterValue, to after: ParameterValue, at time: Double) {
        record(.parameter(name), from: before, to: after, at: time)
    }

    /// Records that `subject` went from `before` to `after` at `time` (nil: a step of its own, never
    /// merged with the edit before it).
    package mutating func record(_ subject: Subject, from before: ParameterValue, to after: ParameterValue, at time: Double?) {
        guard before != after else { return }
        redoSteps.removeAll()
        if let time, var last = undoSteps.last, last.subject == subject, time - last.time < Self.coalescing {
            undoSteps.removeLast()
            last.after = after
            last.time = time
            if last.before != last.after { undoSteps.append(last) }  // dragged back to where it was: no step
            return
        }
        undoSteps.append(Step(subject: subject, before: before, after: after, time: time ?? -.infinity))
        if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
    }

    /// The value to set to undo the last step, which moves to the redo list; nil when there is none.
    package mutating func undo() -> Change? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        return Change(subject: step.subject, value: step.before)
    }

    /// The value to set to redo the last undone step; nil when there is none.
    package mutating func redo() -> Change? {
        guard var step = redoSteps.popLast() else { return nil }
        step.time = -.infinity  // a redone step never merges with the next edit
        undoSteps.append(step)
        return Change(subject: step.subject, value: step.after)
    }
}

extension EditHistory.Subject {
    /// The parameter's name, or `duration of 'pulse'`.
    package var name: String {
        switch self {
        case let .parameter(name): return name
        case let .timing(_, field, label), let .sceneFileKey(_, _, field, label): return "\(field.rawValue) of '\(label)'"
        case let .swiftEasing(_, _, label): return "timingFunction of '\(label)'"
        }
    }
}
