import Foundation
import QuartzCore

/// Recognizes two fingers moving apart or together: `scale` is their distance over their distance
/// when the second went down (times what was set since), and `velocity` the change of scale between
/// the last two moves per second. It begins at the first move that changes the distance, and ends when
/// a finger lifts.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Settable, as on iOS, usually back to 1 after applying it.
    open var scale: CGFloat {
        get { touches.count >= 2 ? baseScale * spread / startSpread : progress.value }
        set {
            baseScale = newValue
            progress.value = newValue
            startSpread = spread
        }
    }
    open var velocity: CGFloat { progress.velocity }

    private var baseScale: CGFloat = 1
    private var startSpread: CGFloat = 1
    private var progress = TwoFingerGesture(value: 1)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, self.touches.count == 2 else { return }
        startSpread = max(spread, 1)
        baseScale = 1
        progress.start(at: 1, time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard self.touches.count == 2 else { return }
        progress.moved(to: scale, at: event.timestamp)
        TwoFingerGesture.step(self, value: progress.value, rest: 1)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { TwoFingerGesture.ended(self) }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { TwoFingerGesture.cancelled(self) }

    open override func reset() {
        (baseScale, startSpread) = (1, 1)
        progress.stop()
    }

    /// The distance between the first two touches, in the root view's coordinates.
    private var spread: CGFloat {
        touches.count >= 2 ? distance(touches[0].location(in: nil), touches[1].location(in: nil)) : startSpread
    }
}
