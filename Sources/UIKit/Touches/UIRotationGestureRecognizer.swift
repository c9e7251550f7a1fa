import Foundation
import QuartzCore

/// Recognizes two fingers turning about each other: `rotation` is the angle (radians, clockwise on
/// screen positive, as on iOS) the line through them has turned since the second went down (plus what
/// was set since), and `velocity` its change between the last two moves per second. It begins at the
/// first move that turns the line, and ends when a finger lifts.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Settable, as on iOS, usually back to 0 after applying it.
    open var rotation: CGFloat {
        get { touches.count >= 2 ? baseRotation + turned(from: startAngle, to: angle) : last.rotation }
        set {
            baseRotation = newValue
            last.rotation = newValue
            startAngle = angle
        }
    }
    open private(set) var velocity: CGFloat = 0

    private var baseRotation: CGFloat = 0
    private var startAngle: CGFloat = 0
    private var last = (rotation: CGFloat(0), time: TimeInterval(0))

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, self.touches.count == 2 else { return }
        startAngle = angle
        baseRotation = 0
        last = (0, event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard self.touches.count == 2 else { return }
        let now = rotation
        let dt = event.timestamp - last.time
        velocity = dt > 0 ? (now - last.rotation) / dt : 0
        last = (now, event.timestamp)
        switch state {
        case .possible: if now != 0 { state = .began }
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
        (baseRotation, startAngle, velocity) = (0, 0, 0)
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
