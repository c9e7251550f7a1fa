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
    /// The action for `key`: the delegate's answer when it gives one, else `actions[key]` when present
    /// (nil when it is a null action), else the default for animatable keys: a `CABasicAnimation` of
    /// the transaction's duration and timing function (`.default` when unset) from the previous
    /// presentation value to the new model value.
    public func action(forKey key: String) -> (any CAAction)? {
        if let a = delegate?.action(for: self, forKey: key) {
            return (a is CANullAction || a is NSNull) ? nil : a
        }
        if let a = actions?[key] {
            return (a is CANullAction || a is NSNull) ? nil : a
        }
        guard LayerProperty(rawValue: key) != nil else { return nil }
        return Self.defaultAction(forKey: key)
    }

    /// The implicit animation for an animatable key under the current transaction's settings.
    public class func defaultAction(forKey key: String) -> (any CAAction)? {
        guard LayerProperty(rawValue: key) != nil else { return nil }
        let a = CABasicAnimation(keyPath: key)
        a.duration = CATransaction.animationDuration()
        a.timingFunction = CATransaction.animationTimingFunction() ?? .default
        return a
    }

    func propertyDidChange(_ p: LayerProperty, oldValue: CAValue) {
        if type(of: self).needsDisplay(forKey: p.rawValue) { needsDisplayFlag = true }
        guard hasBeenCommitted || CATransaction.isExplicitTransactionOpen else { return }
        guard !CATransaction.disableActions() else { return }
        guard let action = action(forKey: p.rawValue) else { return }
        let previous = presentationValue(of: p, modelValue: oldValue)
        actionsSuppressed = true
        defer { actionsSuppressed = false }
        action.run(forKey: p.rawValue, object: self, previousValue: previous)
    }
}
