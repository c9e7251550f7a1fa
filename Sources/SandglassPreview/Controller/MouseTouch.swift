import Foundation
import Sandglass

/// The left mouse button as one finger on the scene (Interact mode): down where it was pressed away
/// from the panels, moved while it is held and the pointer moves (even over the panels, as a finger
/// dragged off a view keeps its touch), up where it was released.
struct MouseTouch: Equatable {
    private(set) var isDown = false
    private var last: CGPoint?

    /// The finger's change this frame, nil for none. `pressed`: the button went down this frame away
    /// from the panels; `down`: it is down; `released`: it came up this frame.
    mutating func update(pressed: Bool, down: Bool, released: Bool, at point: CGPoint) -> UITouch.Phase? {
        guard isDown else {
            guard pressed else { return nil }
            (isDown, last) = (true, point)
            return .began
        }
        if released || !down {
            (isDown, last) = (false, nil)
            return .ended
        }
        guard point != last else { return nil }
        last = point
        return .moved
    }
}
