import Foundation

// The layer tree: sublayers in back-to-front order, a weak superlayer.
extension CALayer {
    /// Sublayers back to front; nil when there are none (as Core Animation). Setting replaces them.
    public var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            for l in _sublayers { l._superlayer = nil }
            _sublayers = []
            for l in newValue ?? [] { addSublayer(l) }
        }
    }

    public var superlayer: CALayer? { _superlayer }

    /// Appends `layer` (removing it from its previous superlayer first).
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(_sublayers.count))
    }

    /// Inserts at `index` (clamped to the count).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        if layer.maskOwner != nil { layer.maskOwner?.mask = nil }
        let i = min(Int(index), _sublayers.count)
        _sublayers.insert(layer, at: i)
        layer._superlayer = self
    }

    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let i = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(i))
        if sibling == nil { return }
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let i = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } }.map { $0 + 1 } ?? _sublayers.count
        insertSublayer(layer, at: UInt32(i))
    }

    /// Puts `newLayer` where `oldLayer` was; nothing happens when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = _sublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    public func removeFromSuperlayer() {
        guard let s = _superlayer else { return }
        s._sublayers.removeAll { $0 === self }
        _superlayer = nil
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
