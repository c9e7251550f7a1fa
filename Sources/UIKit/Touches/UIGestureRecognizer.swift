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
    /// a no makes it `.failed` instead. While a recognizer this one requires to fail (`require(toFail:)`)
    /// may still recognize, the change waits (`waitingState`), the state stays `.possible`, and the
    /// touch simulator applies it once the other has failed.
    open var state: State {
        get { currentState }
        set {
            if currentState == .possible, newValue == .began || newValue == .ended {
                if delegate?.gestureRecognizerShouldBegin(self) == false {
                    currentState = .failed
                    return
                }
                if failureRequirements.contains(where: { $0.mayStillRecognize(at: latestTouchTime) }) {
                    waitingState = newValue
                    return
                }
            }
            if newValue == .failed || newValue == .cancelled { waitingState = nil }
            currentState = newValue
            if newValue == .began || newValue == .ended {
                for dependent in dependents { dependent.recognizer?.requiredRecognizerSucceeded() }
            }
            guard [.began, .changed, .ended, .cancelled].contains(newValue) else { return }
            for action in actions { action(self) }
        }
    }

    // MARK: Failure requirements

    /// Recognizers that must fail before this one may recognize, and those that wait on this one.
    private var failureRequirements: [UIGestureRecognizer] = []
    private var dependents: [WeakRecognizer] = []
    /// The state this recognizer reached while a requirement could still recognize; applied when the
    /// requirements have failed, dropped when one succeeds.
    var waitingState: State?

    /// This recognizer recognizes only once `other` has failed: a single tap that must not fire for the
    /// first tap of a double tap. Until then it stays `.possible`; when `other` recognizes, it fails.
    open func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0 === other }) else { return }
        failureRequirements.append(other)
        other.dependents.append(WeakRecognizer(recognizer: self))
    }

    /// Whether this recognizer might still recognize at scene time `time`: it is `.possible` with
    /// touches down, or waiting for a further tap until a time after `time`.
    func mayStillRecognize(at time: TimeInterval) -> Bool {
        currentState == .possible && (!touches.isEmpty || stillPossibleUntil.map { time < $0 } ?? false)
    }

    /// The scene time until which this recognizer, with no touches down, may still recognize (a
    /// multi-tap waiting for its next tap); nil when it cannot.
    var stillPossibleUntil: TimeInterval? { nil }

    /// Whether a waiting change may be applied: every requirement has failed or can no longer
    /// recognize at `time`.
    func requirementsSettled(at time: TimeInterval) -> Bool {
        !failureRequirements.contains { $0.mayStillRecognize(at: time) }
    }

    /// The latest time a requirement stays possible without touches, for the simulator's clock.
    var requirementsDeadline: TimeInterval? {
        failureRequirements.compactMap(\.stillPossibleUntil).max()
    }

    /// Applies the waiting change (its actions run); a discrete gesture with no touches down is over.
    func applyWaitingState() {
        guard let waiting = waitingState else { return }
        waitingState = nil
        currentState = waiting
        for dependent in dependents { dependent.recognizer?.requiredRecognizerSucceeded() }
        for action in actions { action(self) }
        if touches.isEmpty { resetAfterGesture() }
    }

    /// A requirement recognized: what waited is dropped, and a gesture in progress fails.
    private func requiredRecognizerSucceeded() {
        waitingState = nil
        if currentState == .possible, !touches.isEmpty { currentState = .failed }
    }

    /// The scene time of the latest touch change this recognizer heard.
    private var latestTouchTime: TimeInterval { touches.map(\.timestamp).max() ?? 0 }

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

/// A recognizer held weakly: one that waits on another does not keep it alive.
private struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
