import Foundation
import Sandglass
import SandglassHeadless

/// What the user gave the scene on the timeline, one marker each: a scene action (Enter), a touch
/// gesture recorded in Interact mode (its first finger down to its last finger up), a drag of a
/// `--drag` stroke, or a run of typing (keys each within `typingGap` of the one before). A marker can
/// be deleted on its own (right click on it), leaving the rest to replay.
package enum RecordedInput: Equatable, Sendable {
    case action(time: Double)
    /// The gesture whose first finger came down at `time`.
    case gesture(time: Double)
    case stroke(start: Double)
    /// The run of keys whose first was typed at `time`.
    case typing(time: Double)

    package var time: Double {
        switch self {
        case let .action(time), let .gesture(time), let .stroke(time), let .typing(time): return time
        }
    }

    /// What the marker's menu offers.
    package var deleteLabel: String {
        let at = String(format: "%.2f s", time)
        switch self {
        case .action: return "Delete the action at \(at)"
        case .gesture: return "Delete the touch at \(at)"
        case .stroke: return "Delete the drag at \(at)"
        case .typing: return "Delete the typing at \(at)"
        }
    }

    /// The markers of `actions`, the gestures of `samples`, `strokes` and the runs of `keys`, in that order.
    package static func markers(actions: [Double], samples: [TouchSample], strokes: [TouchStroke],
                                keys: [KeySample] = []) -> [RecordedInput] {
        actions.map { .action(time: $0) } + gestures(samples).map { .gesture(time: samples[$0.lowerBound].time) }
            + strokes.map { .stroke(start: $0.start) } + typingRuns(keys).map { .typing(time: keys[$0.lowerBound].time) }
    }

    /// Seconds between two keys of one run of typing at most.
    static let typingGap = 1.0

    /// Each run of typing: keys (in time order) each at most `typingGap` after the one before.
    static func typingRuns(_ keys: [KeySample]) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for (i, key) in keys.enumerated() {
            if let last = runs.last, key.time - keys[last.upperBound].time <= typingGap {
                runs[runs.count - 1] = last.lowerBound...i
            } else {
                runs.append(i...i)
            }
        }
        return runs
    }

    /// `keys` without the run of typing that starts at `time`.
    package static func removingTyping(at time: Double, from keys: [KeySample]) -> [KeySample] {
        guard let run = typingRuns(keys).first(where: { keys[$0.lowerBound].time == time }) else { return keys }
        return Array(keys[..<run.lowerBound]) + Array(keys[(run.upperBound + 1)...])
    }

    /// Each gesture's samples: from a finger down while no other is, to the sample that lifts the last
    /// finger (or the last sample, for a gesture still down).
    static func gestures(_ samples: [TouchSample]) -> [ClosedRange<Int>] {
        var down = Set<Int>(), start: Int?, found: [ClosedRange<Int>] = []
        for (i, sample) in samples.enumerated() {
            switch sample.phase {
            case .began:
                if down.isEmpty { start = i }
                down.insert(sample.finger)
            case .ended, .cancelled: down.remove(sample.finger)
            default: break
            }
            if down.isEmpty, let first = start {
                found.append(first...i)
                start = nil
            }
        }
        if let first = start { found.append(first...(samples.count - 1)) }
        return found
    }

    /// `samples` without the gesture that starts at `time`.
    package static func removingGesture(at time: Double, from samples: [TouchSample]) -> [TouchSample] {
        guard let gesture = gestures(samples).first(where: { samples[$0.lowerBound].time == time }) else { return samples }
        return Array(samples[..<gesture.lowerBound]) + Array(samples[(gesture.upperBound + 1)...])
    }
}
