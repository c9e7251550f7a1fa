import Foundation
import QuartzCore

/// One finger's change at a scene time, in the root view's coordinates: what `UITouchSimulator`
/// plays, and what a recorded or scripted interaction (`--tap`, `--drag`, the preview's Interact
/// mode) is made of.
public struct TouchSample: Equatable, Sendable {
    public var finger: Int
    public var phase: UITouch.Phase
    public var point: CGPoint
    public var time: TimeInterval

    public init(finger: Int = 0, phase: UITouch.Phase, point: CGPoint, time: TimeInterval) {
        (self.finger, self.phase, self.point, self.time) = (finger, phase, point, time)
    }

    /// A tap at `point`: down at `time`, up `duration` seconds later.
    public static func tap(at point: CGPoint, time: TimeInterval, duration: TimeInterval = 0.1) -> [TouchSample] {
        [TouchSample(phase: .began, point: point, time: time),
         TouchSample(phase: .ended, point: point, time: time + duration)]
    }

    /// A straight drag at constant speed: down at `from` at `start`, a move every `step` seconds
    /// (the last one at `end`, at `to`), up at `to` at `end` (`TouchStroke`'s samples, all made now).
    public static func drag(from: CGPoint, to: CGPoint, start: TimeInterval, end: TimeInterval,
                            step: TimeInterval = 1.0 / 60, finger: Int = 0) -> [TouchSample] {
        TouchStroke(from: from, to: to, start: start, end: end, step: step, finger: finger).samples
    }
}
