import Sandglass
import SandglassHeadless

/// Undo and redo of the params panel's edits (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y).
///
/// Edits of one parameter less than `coalescing` seconds apart are one step, so a slider drag is
/// undone at once, not frame by frame. A new edit after an undo drops what could be redone. The
/// history is of one scene: the preview starts a new one on a scene switch.
public struct EditHistory: Equatable, Sendable {
    /// One step: parameter `name` went from `before` to `after`.
    public struct Step: Equatable, Sendable {
        public let name: String
        public var before: ParameterValue
        public var after: ParameterValue
        /// When it was last changed (seconds, the caller's clock).
        public var time: Double
    }

    public static let coalescing = 1.0
    public private(set) var undoSteps: [Step] = []
    public private(set) var redoSteps: [Step] = []

    public init() {}

    /// Records that `name` went from `before` to `after` at `time`.
    public mutating func record(_ name: String, from before: ParameterValue, to after: ParameterValue, at time: Double) {
        guard before != after else { return }
        redoSteps.removeAll()
        if var last = undoSteps.last, last.name == name, time - last.time < Self.coalescing {
            undoSteps.removeLast()
            last.after = after
            last.time = time
            if last.before != last.after { undoSteps.append(last) }  // dragged back to where it was: no step
            return
        }
        undoSteps.append(Step(name: name, before: before, after: after, time: time))
    }

    /// The value to set to undo the last step, which moves to the redo list; nil when there is none.
    public mutating func undo() -> (name: String, value: ParameterValue)? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        return (step.name, step.before)
    }

    /// The value to set to redo the last undone step; nil when there is none.
    public mutating func redo() -> (name: String, value: ParameterValue)? {
        guard var step = redoSteps.popLast() else { return nil }
        step.time = -.infinity  // a redone step never merges with the next edit
        undoSteps.append(step)
        return (step.name, step.after)
    }
}
