import Foundation
import QuartzCore

/// Recognizes two fingers turning about each other: `rotation` is the angle (radians, clockwise on
/// screen positive, as on iOS) the line through them has turned since the second went down (plus what
/// was set since), and `velocity` its change between the last two moves per second. It begins at the
/// first move that turns the line, and ends when a finger lifts.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Settable, as on iOS, usually back to 0 after applying it.
    open var rotation: CGFloat {
        get { touches.count >= 2 ? baseRotation + turned(from: startAngle, to: angle) : progress.value }
        set {
            baseRotation = newValue
            progress.value = newValue
            startAngle = angle
        }
    }
    open var velocity: CGFloat { progress.velocity }

    private var baseRotation: CGFloat = 0
    private var startAngle: CGFloat = 0
    private var progress = TwoFingerGesture(value: 0)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, self.touches.count == 2 else { return }
        startAngle = angle
        baseRotation = 0
        progress.start(at: 0, time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard self.touches.count == 2 else { return }
        progress.moved(to: rotation, at: event.timestamp)
        TwoFingerGesture.step(self, value: progress.value, rest: 0)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { TwoFingerGesture.ended(self) }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { TwoFingerGesture.cancelled(self) }

    open override func reset() {
        (baseRotation, startAngle) = (0, 0)
        progress.stop()
    }

    /// The direction from the first touch to the second, in the root view's coordinates (y down, so a
    /// clockwise turn on screen increases it).
    private var angle: CGFloat {
        guard touches.count >= 2 else { return startAngle }
        let a = touches[0].location(in: nil), b = touches[1].location(in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// The turn from `a` to `b`, the short way round (a move never turns the line more than half a turn).
    private func turned(from a: CGFloat, to b: CGFloat) -> CGFloat {
        var d = (b - a).truncatingRemainder(dividingBy: 2 * .pi)
        if d > .pi { d -= 2 * .pi } else if d < -.pi { d += 2 * .pi }
        return d
    }
}
