import Foundation
import QuartzCore

/// A straight drag of one finger at constant speed, its samples made one at a time when asked for:
/// down at `from` at `start`, a move every `step` seconds (the last at `end`, at `to`), up at `end`.
///
/// A drag of a million seconds is 60 million moves at 60 Hz: held as samples it took gigabytes before
/// the first frame, held as a stroke it is these few numbers, and a runner asks for the moves it plays.
public struct TouchStroke: Equatable, Sendable {
    public var finger: Int
    public let from: CGPoint, to: CGPoint
    public let start: TimeInterval, end: TimeInterval
    public let step: TimeInterval
    /// The moves between down and up (the last one at `end`).
    public let moveCount: Int

    /// `end` after `start`, both finite; `step` positive.
    public init(from: CGPoint, to: CGPoint, start: TimeInterval, end: TimeInterval, step: TimeInterval = 1.0 / 60, finger: Int = 0) {
        precondition(start.isFinite && end.isFinite && end > start && step > 0, "a stroke runs forward in time")
        (self.from, self.to, self.start, self.end, self.step, self.finger) = (from, to, start, end, step, finger)
        moveCount = max(1, Int(min(((end - start) / step).rounded(), Double(Int32.max))))
    }

    /// Down, the moves, up.
    public var sampleCount: Int { moveCount + 2 }

    /// Sample `index` of `sampleCount`: 0 is down, `1...moveCount` the moves, the last up.
    public func sample(_ index: Int) -> TouchSample {
        if index == 0 { return TouchSample(finger: finger, phase: .began, point: from, time: start) }
        if index > moveCount { return TouchSample(finger: finger, phase: .ended, point: to, time: end) }
        let t = CGFloat(index) / CGFloat(moveCount)
        let point = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
        return TouchSample(finger: finger, phase: .moved, point: point, time: time(ofSample: index))
    }

    /// The time of sample `index`, without making it. Never past `end`: start + (end − start) · 1 can
    /// round one ulp above `end` (0.07 + 0.53), which sorted the last move after the finger's up.
    public func time(ofSample index: Int) -> TimeInterval {
        if index == 0 { return start }
        if index >= moveCount { return end }
        return min(end, start + (end - start) * Double(CGFloat(index) / CGFloat(moveCount)))
    }

    /// The last move at or before `time` (0, down, when none is).
    public func lastMove(atOrBefore time: TimeInterval) -> Int {
        guard time >= start else { return 0 }
        var k = min(moveCount, Int(((time - start) / (end - start) * Double(moveCount)).rounded(.down)))
        while k > 0 && self.time(ofSample: k) > time { k -= 1 }
        return k
    }

    /// Every sample, in order (for a short drag played whole).
    public var samples: [TouchSample] { (0..<sampleCount).map(sample) }
}
