import Foundation
import Sandglass

/// Ctrl + the mouse wheel as a pinch in Interact mode: two fingers (1 and 2; the mouse is finger 0)
/// go down on either side of the pointer, `startSpread` points apart, and each wheel notch moves them
/// apart (up, zoom in) or together (down) by 10 % of their spread, about where they went down; they
/// lift once the wheel has been still for `liftAfter` seconds (or Ctrl is let go). A
/// `UIPinchGestureRecognizer` then reads scale 1.1^n after n notches up.
struct WheelPinch: Equatable {
    /// One finger's change, in root points.
    struct Change: Equatable {
        var finger: Int
        var phase: UITouch.Phase
        var point: CGPoint
    }

    static let startSpread: CGFloat = 80
    static let liftAfter = 0.3
    static let fingers = (1, 2)

    private(set) var centre: CGPoint?
    private(set) var spread = startSpread
    private var lastWheel = 0.0

    var isPinching: Bool { centre != nil }

    /// `notches` of the wheel (positive: up) with Ctrl held at root point `point`, at `now` (seconds):
    /// the fingers' changes (down first when the pinch starts here).
    mutating func wheel(_ notches: Double, at point: CGPoint, now: Double) -> [Change] {
        var changes: [Change] = []
        if centre == nil {
            (centre, spread) = (point, Self.startSpread)
            changes += positions(.began)
        }
        spread *= CGFloat(pow(1.1, notches))
        lastWheel = now
        return changes + positions(.moved)
    }

    /// Lifts the fingers when the wheel has been still long enough, or at once when `ctrlHeld` is false.
    mutating func idle(now: Double, ctrlHeld: Bool) -> [Change] {
        guard centre != nil, !ctrlHeld || now - lastWheel >= Self.liftAfter else { return [] }
        defer { centre = nil }
        return positions(.ended)
    }

    private func positions(_ phase: UITouch.Phase) -> [Change] {
        guard let centre else { return [] }
        let half = spread / 2
        return [Change(finger: Self.fingers.0, phase: phase, point: CGPoint(x: centre.x - half, y: centre.y)),
                Change(finger: Self.fingers.1, phase: phase, point: CGPoint(x: centre.x + half, y: centre.y))]
    }
}
