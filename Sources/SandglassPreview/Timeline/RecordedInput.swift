import Foundation
import Sandglass
import SandglassHeadless

/// What the user gave the scene on the timeline, one marker each: a scene action (Enter), a touch
/// gesture recorded in Interact mode (its first finger down to its last finger up), or a drag of a
/// `--drag` stroke. A marker can be deleted on its own (right click on it), leaving the rest to replay.
package enum RecordedInput: Equatable, Sendable {
    case action(time: Double)
    /// The gesture whose first finger came down at `time`.
    case gesture(time: Double)
    case stroke(start: Double)

    package var time: Double {
        switch self {
        case let .action(time), let .gesture(time), let .stroke(time): return time
        }
    }

    /// What the marker's menu offers.
    package var deleteLabel: String {
        let at = String(format: "%.2f s", time)
        switch self {
        case .action: return "Delete the action at \(at)"
        case .gesture: return "Delete the touch at \(at)"
        case .stroke: return "Delete the drag at \(at)"
        }
    }

    /// The markers of `actions`, the gestures of `samples` and `strokes`, in that order.
    package static func markers(actions: [Double], samples: [TouchSample], strokes: [TouchStroke]) -> [RecordedInput] {
        actions.map { .action(time: $0) } + gestureStarts(samples).map { .gesture(time: samples[$0].time) } + strokes.map { .stroke(start: $0.start) }
    }

    /// The indices of the samples that start a gesture: a finger down while no other is.
    static func gestureStarts(_ samples: [TouchSample]) -> [Int] {
        var down = Set<Int>(), starts: [Int] = []
        for (i, sample) in samples.enumerated() {
            switch sample.phase {
            case .began:
                if down.isEmpty { starts.append(i) }
                down.insert(sample.finger)
            case .ended, .cancelled: down.remove(sample.finger)
            default: break
            }
        }
        return starts
    }

    /// `samples` without the gesture that starts at `time`: its samples from that first finger down to
    /// the sample that lifts its last finger.
    package static func removingGesture(at time: Double, from samples: [TouchSample]) -> [TouchSample] {
        guard let start = gestureStarts(samples).first(where: { samples[$0].time == time }) else { return samples }
        var down = Set<Int>(), end = samples.count - 1
        for i in start..<samples.count {
            switch samples[i].phase {
            case .began: down.insert(samples[i].finger)
            case .ended, .cancelled: down.remove(samples[i].finger)
            default: break
            }
            if down.isEmpty { end = i; break }
        }
        return Array(samples[..<start]) + Array(samples[(end + 1)...])
    }
}
