import Foundation
import QuartzCore

/// The base of controls: a state (`isEnabled`, `isSelected`, `isHighlighted`), actions run for
/// events, and touch tracking that turns touches into those events as iOS does: `.touchDown`, drags
/// inside and outside (the highlight follows the finger, within 70 points of the bounds), then
/// `.touchUpInside` or `.touchUpOutside`, or `.touchCancel`. A disabled control tracks nothing.
///
/// Actions are closures (`addAction(_:for:)`); `addTarget(_:action:for:)` takes a selector, which needs
/// the Objective-C runtime.
open class UIControl: UIView {
    private var actions: [(action: UIAction, events: Event)] = []
    /// Whether the finger was within reach at the last touch change.
    private var wasInside = false

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open private(set) var isTracking = false
    open private(set) var isTouchInside = false

    /// The flags above as one state (`.disabled` for a control not enabled).
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// How far outside its bounds a finger may go and still count as inside, as on iOS.
    static let touchReach: CGFloat = 70

    /// Runs `action` whenever one of `controlEvents` is sent; the same action twice is kept once.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let i = actions.firstIndex(where: { $0.action === action }) {
            actions[i].events.formUnion(controlEvents)
        } else {
            actions.append((action, controlEvents))
        }
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        for i in actions.indices where actions[i].action === action { actions[i].events.subtract(controlEvents) }
        actions.removeAll { $0.events.isEmpty }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for i in actions.indices where actions[i].action.identifier == actionIdentifier { actions[i].events.subtract(controlEvents) }
        actions.removeAll { $0.events.isEmpty }
    }

    /// Runs, in the order they were added, the actions added for any of `controlEvents`.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) { sendAction(action) }
    }

    open func sendAction(_ action: UIAction) { action.perform(from: self) }

    /// The events a control's actions were added for.
    open var allControlEvents: Event { actions.reduce([]) { $0.union($1.events) } }

    // MARK: Tracking (override these to follow the finger; the defaults accept it)

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// Events sent with `.touchUpInside`: a button's primary action.
    var primaryEvents: Event { [] }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        (wasInside, isTouchInside) = (true, true)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = reaches(touch)
        isTouchInside = bounds.contains(touch.location(in: self))
        isHighlighted = inside
        let drag: Event = inside ? .touchDragInside : .touchDragOutside
        sendActions(for: inside == wasInside ? drag : drag.union(inside ? .touchDragEnter : .touchDragExit))
        wasInside = inside
        if !continueTracking(touch, with: event) { finish(touch, event, sending: []) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        finish(touch, event, sending: reaches(touch) ? Event.touchUpInside.union(primaryEvents) : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    private func finish(_ touch: UITouch, _ event: UIEvent?, sending events: Event) {
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
        if !events.isEmpty { sendActions(for: events) }
    }

    private func reaches(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchReach, dy: -Self.touchReach).contains(touch.location(in: self))
    }
}
