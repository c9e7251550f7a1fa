import Foundation
import QuartzCore

/// Recognizes a finger held still: it begins once the touch has been down `minimumPressDuration`
/// seconds without moving more than `allowableMovement` points (else it fails), changes as the
/// finger then moves, and ends when it lifts.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, deadline == nil { deadline = event.timestamp + minimumPressDuration }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if touches.contains(where: { distance($0.location(in: nil), $0.startPoint) > allowableMovement }) {
                deadline = nil
                state = .failed
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            deadline = nil
            state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    override func deadlineReached() {
        deadline = nil
        if state == .possible, touches.count >= numberOfTouchesRequired { state = .began }
    }
}
