import Foundation
import QuartzCore

/// The touches down at one moment, handed with each touch method as on iOS.
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    public var type: EventType { .touches }
    /// The scene time of the change that made this event.
    public internal(set) var timestamp: TimeInterval = 0
    var touches: Set<UITouch> = []

    /// Every touch down, in any view.
    public var allTouches: Set<UITouch>? { touches }

    public func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
    public func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.root === window } }
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touches.filter { $0.gestureRecognizers?.contains(gesture) == true }
    }
}
