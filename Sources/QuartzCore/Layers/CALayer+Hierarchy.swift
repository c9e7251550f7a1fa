import Foundation

// The layer tree: sublayers in back-to-front order, a weak superlayer.
extension CALayer {
    /// What `insertSublayer(_:at:)` does: `layer` leaves its superlayer (or stops being a mask) and
    /// goes in at `index`, clamped to the count.
    final func attachSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        if layer._superlayer != nil { layer.removeFromSuperlayer() }
        if layer.maskOwner != nil { layer.maskOwner?.mask = nil }
        let i = min(Int(index), _sublayers.count)
        _sublayers.insert(layer, at: i)
        layer._superlayer = self
        markPending(layer.pendingWork)
    }

    /// What `removeFromSuperlayer()` does.
    final func detachFromSuperlayer() {
        guard let s = _superlayer else { return }
        s._sublayers.removeAll { $0 === self }
        _superlayer = nil
    }

    /// The index of `sibling` among the sublayers, nil when it is not one.
    final func sublayerIndex(of sibling: CALayer?) -> Int? {
        sibling.flatMap { s in _sublayers.firstIndex { $0 === s } }
    }

    /// The layer whose time and geometry this one follows: the superlayer, or for a mask its owner.
    var parentForTiming: CALayer? { _superlayer ?? maskOwner }

    /// True when `self` is `layer` or one of its descendants (masks included).
    public func isDescendant(of layer: CALayer) -> Bool {
        var l: CALayer? = self
        while let c = l { if c === layer { return true }; l = c.parentForTiming }
        return false
    }
}
