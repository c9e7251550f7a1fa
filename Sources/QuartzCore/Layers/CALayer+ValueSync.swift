import Foundation

// Bringing a presentation copy's values (plain and animatable) up to date with its model.
extension CALayer {
    /// Gives `c` this layer's values that do not animate, unless `c` is this layer's presentation
    /// copy and neither of them has written those values since it last did: a steady frame then
    /// copies none (two whole structures a shape layer a frame were a tenth of its evaluation).
    /// A copy's own writes count (its `display()` sets its `contents`), so they are put back.
    final func syncPlainValues(to c: CALayer) {
        if c.modelLayer === self, let sync = c.plainSync, sync.model == plainRevision, sync.copy == c.plainRevision { return }
        copyPlainValues(to: c)
        c.plainSync = (plainRevision, c.plainRevision)
    }

    /// Gives `c` this layer's animatable values. When `c` is this layer's presentation copy and the
    /// values have not changed since it last copied them, only the properties written on `c` since
    /// (by its animations) are copied back: a layer with one animation copies one value a frame,
    /// not the whole storage (10,000 animated arcs spent half their evaluation copying storage).
    final func syncAnimatableValues(to c: CALayer) {
        if c.modelLayer === self, c.syncedRevision == animatableRevision {
            // The copy's values change: counted, for a copy made of this copy in turn.
            if !c.writtenSinceSync.isEmpty { c.animatableRevision &+= 1 }
            for p in c.writtenSinceSync { copyValue(of: p, to: c) }
        } else {
            copyAnimatableValues(to: c)
        }
        c.syncedRevision = animatableRevision
        c.writtenSinceSync = LayerPropertySet()
    }

    /// Copies one animatable property's value into `c`: a field of the storage straight across for
    /// CALayer's own (a transform through a 137-byte CAValue was most of thanos' copying back), any
    /// other through the key-value path.
    private func copyValue(of p: LayerProperty, to c: CALayer) {
        switch p {
        case .bounds: c.storage.bounds = storage.bounds
        case .position: c.storage.position = storage.position
        case .zPosition: c.storage.zPosition = storage.zPosition
        case .anchorPoint: c.storage.anchorPoint = storage.anchorPoint
        case .anchorPointZ: c.storage.anchorPointZ = storage.anchorPointZ
        case .transform: c.storage.transform = storage.transform
        case .sublayerTransform: c.storage.sublayerTransform = storage.sublayerTransform
        case .hidden: c.storage.isHidden = storage.isHidden
        case .opacity: c.storage.opacity = storage.opacity
        case .masksToBounds: c.storage.masksToBounds = storage.masksToBounds
        case .cornerRadius: c.storage.cornerRadius = storage.cornerRadius
        case .borderWidth: c.storage.borderWidth = storage.borderWidth
        case .borderColor: c.storage.borderColor = storage.borderColor
        case .backgroundColor: c.storage.backgroundColor = storage.backgroundColor
        case .contentsRect: c.storage.contentsRect = storage.contentsRect
        case .shadowColor: c.storage.shadowColor = storage.shadowColor
        case .shadowOpacity: c.storage.shadowOpacity = storage.shadowOpacity
        case .shadowOffset: c.storage.shadowOffset = storage.shadowOffset
        case .shadowRadius: c.storage.shadowRadius = storage.shadowRadius
        case .shadowPath: c.storage.shadowPath = storage.shadowPath
        default:
            if copyOwnStoredValue(of: p, to: c) { return }
            guard let v = value(of: p), c.set(v, for: p) else { preconditionFailure("\(p) does not copy") }
        }
    }
}
