import Foundation

// Motion effects on views: kept in the order added. With no device motion the viewer offset is zero
// (see UIMotionEffect), so a view shows its model values. Public rather than open: Swift cannot
// override members declared in an extension, and these are not overridden in practice.
extension UIView {
    /// The effects added, in order.
    public var motionEffects: [UIMotionEffect] {
        get { attachedMotionEffects }
        set { attachedMotionEffects = newValue }
    }

    /// Adds `effect` (once: adding it again does nothing, as on iOS).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !attachedMotionEffects.contains(where: { $0 === effect }) else { return }
        attachedMotionEffects.append(effect)
    }

    public func removeMotionEffect(_ effect: UIMotionEffect) {
        attachedMotionEffects.removeAll { $0 === effect }
    }
}
