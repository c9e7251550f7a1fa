import Foundation
import QuartzCore

/// The base of gesture recognizers: it hears the touches of its view (and of the view's subviews)
/// before the view does, and moves through `state`. Subclasses override the touch methods and set
/// `state`, as with iOS's `UIGestureRecognizerSubclass` (here `state` is settable from anywhere).
///
/// Actions are closures, since selectors need the Objective-C runtime:
/// `UITapGestureRecognizer { tap in … }` or `addTarget { tap in … }` in place of
/// `UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))`. They run when the state
/// becomes `.began`, `.changed`, `.ended` (`.recognized`) or `.cancelled`.
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's success: the same as `.ended`.
        public static let recognized = State.ended
    }

    private var actions: [(UIGestureRecognizer) -> Void] = []
    private var currentState = State.possible

    /// The view it is attached to (`UIView.addGestureRecognizer(_:)`).
    open internal(set) weak var view: UIView?
    /// A disabled recognizer hears no touches; disabling one mid-gesture cancels it.
    open var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { state = .cancelled } }
    }
    /// Whether the view's touches are cancelled once the gesture is recognized (true, as on iOS).
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var name: String?
    /// Asked whether to begin, to recognize with others, to hear a touch (`UIGestureRecognizerDelegate`).
    open weak var delegate: UIGestureRecognizerDelegate?
    /// The touches down on this recognizer, in the order they began.
    var touches: [UITouch] = []
    /// A scene time at which `deadlineReached()` is called while touches are down (long press).
    var deadline: TimeInterval?

    public override init() { super.init() }

    /// A recognizer that calls `handler` with itself, typed as its own class, on each action.
    public convenience init(handler: @escaping (Self) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// Adds an action, called with the recognizer typed as its own class.
    public func addTarget(_ handler: @escaping (Self) -> Void) { actions.append { handler($0 as! Self) } }

    /// Removes every action.
    open func removeTarget() { actions.removeAll() }

    /// Setting it runs the actions for `.began`, `.changed`, `.ended` and `.cancelled`. Leaving
    /// `.possible` for `.began` or `.ended` first asks the delegate's `gestureRecognizerShouldBegin`;
    /// a no makes it `.failed` instead.
    open var state: State {
        get { currentState }
        set {
            if currentState == .possible, newValue == .began || newValue == .ended,
               delegate?.gestureRecognizerShouldBegin(self) == false {
                currentState = .failed
                return
            }
            currentState = newValue
            guard [.began, .changed, .ended, .cancelled].contains(newValue) else { return }
            for action in actions { action(self) }
        }
    }

    /// The centroid of the touches down (or last lifted), in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                       y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        touches.indices.contains(touchIndex) ? touches[touchIndex].location(in: view) : .zero
    }

    open var numberOfTouches: Int { touches.count }

    // Subclasses override these; the defaults do nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the gesture is over (all touches up after it ended, failed or was cancelled), with
    /// `state` already back to `.possible`; override to clear a subclass's own state.
    open func reset() {}

    /// The deadline set by a subclass has passed with touches still down.
    func deadlineReached() {}

    /// Back to `.possible` with no actions run, then `reset()`.
    func resetAfterGesture() {
        currentState = .possible
        touches.removeAll()
        deadline = nil
        reset()
    }
}
