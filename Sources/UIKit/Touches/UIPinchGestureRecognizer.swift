import Foundation
import QuartzCore

/// Recognizes two fingers moving apart or together: `scale` is their distance over their distance
/// when the second went down (times what was set since), and `velocity` the change of scale between
/// the last two moves per second. It begins at the first move that changes the distance, and ends when
/// a finger lifts.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Settable, as on iOS, usually back to 1 after applying it.
    open var scale: CGFloat {
        get { touches.count >= 2 ? baseScale * spread / startSpread : last.scale }
        set {
            baseScale = newValue
            last.scale = newValue
            startSpread = spread
        }
    }
    open private(set) var velocity: CGFloat = 0

    private var baseScale: CGFloat = 1
    private var startSpread: CGFloat = 1
    private var last = (scale: CGFloat(1), time: TimeInterval(0))

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, self.touches.count == 2 else { return }
        startSpread = max(spread, 1)
        baseScale = 1
        last = (1, event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard self.touches.count == 2 else { return }
        let now = scale
        let dt = event.timestamp - last.time
        velocity = dt > 0 ? (now - last.scale) / dt : 0
        last = (now, event.timestamp)
        switch state {
        case .possible: if now != 1 { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: if self.touches.allSatisfy({ $0.phase == .ended }) { state = .failed }
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        (baseScale, startSpread, velocity) = (1, 1, 0)
    }

    /// The distance between the first two touches, in the root view's coordinates.
    private var spread: CGFloat {
        touches.count >= 2 ? distance(touches[0].location(in: nil), touches[1].location(in: nil)) : startSpread
    }
}
