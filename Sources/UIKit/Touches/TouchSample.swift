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
    /// (the last one at `end`, at `to`), up at `to` at `end`.
    public static func drag(from: CGPoint, to: CGPoint, start: TimeInterval, end: TimeInterval,
                            step: TimeInterval = 1.0 / 60, finger: Int = 0) -> [TouchSample] {
        let count = max(1, Int(((end - start) / step).rounded()))
        var samples = [TouchSample(finger: finger, phase: .began, point: from, time: start)]
        for i in 1...count {
            let t = CGFloat(i) / CGFloat(count)
            let point = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            samples.append(TouchSample(finger: finger, phase: .moved, point: point, time: start + (end - start) * Double(t)))
        }
        samples.append(TouchSample(finger: finger, phase: .ended, point: to, time: end))
        return samples
    }
}
