import Foundation

/// Something a layer runs when one of its properties changes (`CAAction`). `CAAnimation` is one
/// (it is added under the key); `CANullAction`/`NSNull` mean "no action".
public protocol CAAction {
    /// `previousValue` is the property's presentation value before the change.
    func run(forKey key: String, object layer: CALayer, previousValue: CAValue?)
}

/// The explicit "no action" (Core Animation's `NSNull` in `actions`).
public struct CANullAction: CAAction {
    public init() {}
    public func run(forKey key: String, object layer: CALayer, previousValue: CAValue?) {}
}

extension NSNull: CAAction {
    public func run(forKey key: String, object layer: CALayer, previousValue: CAValue?) {}
}

// Implicit animations. Every layer here is a standalone layer (there are no views owning layers),
// so a change to an animatable property runs the key's action when actions are not disabled and
// either an explicit transaction is open or the layer has been committed (reached by
// `advance(to:)` at least once — before that it has never been on screen, so there is nothing to
// animate from, as in Core Animation where a new layer does not animate its initial set-up).
extension CALayer {
    /// `action(forKey:)`'s answer (the class body declares it, so that subclasses can override it):
    /// the delegate's answer when it gives one, else `actions[key]` when present (nil when it is a null
    /// action), else `defaultAction(forKey:)` for animatable keys.
    func lookUpAction(forKey key: String) -> (any CAAction)? {
        if let a = delegate?.action(for: self, forKey: key) {
            return (a is CANullAction || a is NSNull) ? nil : a
        }
        if let a = actions?[key] {
            return (a is CANullAction || a is NSNull) ? nil : a
        }
        guard LayerProperty(rawValue: key) != nil else { return nil }
        return Self.defaultAction(forKey: key)
    }

    /// `defaultAction(forKey:)`'s answer: a `CABasicAnimation` of the transaction's duration and timing
    /// function (`.default` when unset), for an animatable key.
    static func implicitAnimation(forKey key: String) -> (any CAAction)? {
        guard LayerProperty(rawValue: key) != nil else { return nil }
        let a = CABasicAnimation(keyPath: key)
        a.duration = CATransaction.animationDuration()
        a.timingFunction = CATransaction.animationTimingFunction() ?? .default
        return a
    }

    /// Counts the write and runs the property's action unless this is a presentation copy or an
    /// action is running (the old value is only built when needed).
    @inline(__always)
    final func changed(_ p: LayerProperty, _ old: @autoclosure () -> CAValue) {
        animatableRevision &+= 1
        writtenSinceSync.insert(p)
        if actionsSuppressed { return }
        propertyDidChange(p, oldValue: old())
    }

    func propertyDidChange(_ p: LayerProperty, oldValue: CAValue) {
        if type(of: self).needsDisplay(forKey: p.rawValue) { needsDisplayFlag = true }
        reportChangeInsideViewAnimationBlock(p)
        guard hasBeenCommitted || CATransaction.isExplicitTransactionOpen else { return }
        guard !CATransaction.disableActions() else { return }
        guard let action = action(forKey: p.rawValue) else { return }
        let previous = presentationValue(of: p, modelValue: oldValue)
        actionsSuppressed = true
        defer { actionsSuppressed = false }
        action.run(forKey: p.rawValue, object: self, previousValue: previous)
    }

    /// A layer that backs no view (no delegate), changed inside `UIView.animate` with actions on: the
    /// block animates views only, so the code expected an animation it does not get. Said once per
    /// layer class, name and key path (a scene rebuilt on every seek says it once).
    private func reportChangeInsideViewAnimationBlock(_ p: LayerProperty) {
        guard delegate == nil, modelLayer == nil, !actionsSuppressed,
              CATransaction.isInsideViewAnimationBlock, !CATransaction.disableActions() else { return }
        let layer = "\(type(of: self))" + (name.map { " '\($0)'" } ?? "")
        ProblemLog.report("sandglass: \(p.rawValue) of \(layer) changed inside a UIView animation block is not animated "
                          + "by it (nor on iOS): the layer backs no view. Add a CABasicAnimation to the layer, or "
                          + "animate a view's property")
    }

    /// The action for a key of the app's own that is about to be set, as a closure that runs it once
    /// the value is set, given the old value; nil when there is none. Only an action given for the key
    /// (an override of `action(forKey:)`, the delegate, `actions`) runs: Core Animation has no implicit
    /// animation for such a key. (A progress ring's override animates from `presentation()?.progress`,
    /// which is still the old value here.)
    func ownKeyAction(forKey key: String) -> ((Any?) -> Void)? {
        guard !actionsSuppressed, hasBeenCommitted || CATransaction.isExplicitTransactionOpen,
              !CATransaction.disableActions(), let action = action(forKey: key) else { return nil }
        return { [self] old in
            actionsSuppressed = true
            defer { actionsSuppressed = false }
            action.run(forKey: key, object: self, previousValue: old.flatMap { CAValue(any: $0) })
        }
    }
}
