import Foundation
import QuartzCore

/// Recognizes taps: it ends (`.recognized`) when the last finger lifts after `numberOfTapsRequired`
/// taps (the touch's `tapCount`), and fails when a finger moves more than 10 points, iOS's allowance.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// How far a finger may move and still tap.
    static let allowableMovement: CGFloat = 10
    /// After a tap short of `numberOfTapsRequired`: until when the next one may follow.
    private var nextTapDeadline: TimeInterval?

    override var stillPossibleUntil: TimeInterval? { nextTapDeadline }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where distance(touch.location(in: nil), touch.startPoint) > Self.allowableMovement {
            nextTapDeadline = nil
            state = .failed
            return
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, self.touches.allSatisfy({ $0.phase == .ended }) else { return }
        if self.touches.count >= numberOfTouchesRequired, touches.contains(where: { $0.tapCount >= numberOfTapsRequired }) {
            nextTapDeadline = nil
            state = .recognized
        } else {
            nextTapDeadline = event.timestamp + UITouchSimulator.tapInterval
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapDeadline = nil
        state = .failed
    }
}

/// The distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
