import Foundation
import QuartzCore

/// One finger on the screen, as iOS describes it to responders and gesture recognizers. Made and
/// moved by `UITouchSimulator`; its points are kept in the root view's coordinates and converted on
/// request, so `location(in:)` follows views that move or transform while the finger is down.
open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    public enum TouchType: Int, Sendable { case direct, indirect, pencil }

    /// The phase of the last change.
    public internal(set) var phase: Phase = .began
    /// Taps in quick succession at about one place (see `UITouchSimulator`), counting this one.
    public internal(set) var tapCount = 1
    /// The scene time of the last change, in seconds.
    public internal(set) var timestamp: TimeInterval = 0
    /// The view hit when the touch began; the touch stays with it until it ends. Weak, as is every
    /// reference from a touch into the tree: the tree's recognizers hold the touches down on them, so
    /// a touch still down when a scene is rebuilt (a drag the playhead stopped in) would otherwise keep
    /// the whole old tree alive in a cycle.
    public internal(set) weak var view: UIView?
    /// The recognizers that hear this touch.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerReferences.compactMap(\.recognizer) }
        set { recognizerReferences = (newValue ?? []).map(WeakRecognizer.init) }
    }
    private var recognizerReferences: [WeakRecognizer] = []
    public var type: TouchType { .direct }
    /// A finger's usual size; there is no pressure here.
    public var majorRadius: CGFloat { 20 }
    public var force: CGFloat { 0 }

    /// The view whose coordinates the points are in (the simulator's root view); weak, as `view` is.
    weak var root: UIView?
    let startPoint: CGPoint
    var point: CGPoint
    var previousPoint: CGPoint
    /// Set once the view was told `touchesCancelled` because a recognizer took the touch.
    var cancelledInView = false

    init(root: UIView, point: CGPoint, time: TimeInterval) {
        (self.root, startPoint, self.point, previousPoint, timestamp) = (root, point, point, point, time)
    }

    /// The root view, if it is a window, as on iOS.
    public var window: UIWindow? { root as? UIWindow }

    /// Where the finger is, in `view`'s coordinates (the root's for nil).
    public func location(in view: UIView?) -> CGPoint { convert(point, to: view) }

    /// Where it was before the last move.
    public func previousLocation(in view: UIView?) -> CGPoint { convert(previousPoint, to: view) }

    private func convert(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, view !== root else { return p }
        return view.convert(p, from: root)
    }
}

/// A recognizer a touch hears, held weakly (the recognizer holds the touch).
private struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
