import Foundation
import QuartzCore

/// Recognizes a quick straight stroke: `numberOfTouchesRequired` fingers travel at least
/// `minimumDistance` points in one of the permitted `direction`s, within `maximumDuration` seconds of
/// going down, staying within 30° of that direction. Discrete: it recognizes (`.ended`) at the move
/// that completes the stroke, and fails on a stroke too slow, too crooked or the wrong way.
///
/// iOS does not publish its thresholds; these (50 pt, 0.5 s, 30°) make a flick of a thumb a swipe and
/// a slow drag not one.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count; `.right` by default, as on iOS.
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5
    /// tan 30°: how far a stroke may lean off its direction.
    static let maximumSlope: CGFloat = 0.577

    private var start: (point: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if self.touches.count > numberOfTouchesRequired { state = .failed; return }
        if self.touches.count == numberOfTouchesRequired { start = (location(in: nil), event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        if event.timestamp - start.time > Self.maximumDuration { state = .failed; return }
        let p = location(in: nil)
        let dx = p.x - start.point.x, dy = p.y - start.point.y
        let along = max(abs(dx), abs(dy))
        guard along >= Self.minimumDistance else { return }
        let stroke: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let across = min(abs(dx), abs(dy))
        state = direction.contains(stroke) && across <= along * Self.maximumSlope ? .recognized : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() { start = nil }
}
