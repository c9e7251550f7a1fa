import Foundation
import QuartzCore

/// What the continuous two-finger recognizers (pinch, rotation) share: the value's last reading and its
/// rate of change, and the state steps. Such a gesture begins at the first move that takes its value
/// from where it started, changes at each move after, ends when a finger lifts, and fails when the
/// fingers lift before it began.
struct TwoFingerGesture {
    /// The value at the last move (or as set), and when.
    var value: CGFloat
    var time: TimeInterval = 0
    /// The change of the value between the last two moves, per second.
    private(set) var velocity: CGFloat = 0

    init(value: CGFloat) { self.value = value }

    /// The second finger went down at `time`, the value at `value`.
    mutating func start(at value: CGFloat, time: TimeInterval) {
        (self.value, self.time, velocity) = (value, time, 0)
    }

    /// The gesture is over: no rate until the next one moves (the last value stays).
    mutating func stop() { velocity = 0 }

    /// A move left the value at `value` at `time`.
    mutating func moved(to value: CGFloat, at time: TimeInterval) {
        let dt = time - self.time
        velocity = dt > 0 ? (value - self.value) / dt : 0
        (self.value, self.time) = (value, time)
    }

    /// After a move: steps `recognizer`'s state by its value now (`rest`: the value when the fingers
    /// went down). Apart from `moved`, since the actions it runs read the recognizer's value and rate.
    static func step(_ recognizer: UIGestureRecognizer, value: CGFloat, rest: CGFloat) {
        switch recognizer.state {
        case .possible: if value != rest { recognizer.state = .began }
        case .began, .changed: recognizer.state = .changed
        default: break
        }
    }

    /// A finger lifted: the gesture ends, or fails when it had not begun and every finger is up.
    static func ended(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .possible: if recognizer.touches.allSatisfy({ $0.phase == .ended }) { recognizer.state = .failed }
        case .began, .changed: recognizer.state = .ended
        default: break
        }
    }

    static func cancelled(_ recognizer: UIGestureRecognizer) {
        recognizer.state = recognizer.state == .possible ? .failed : .cancelled
    }
}
