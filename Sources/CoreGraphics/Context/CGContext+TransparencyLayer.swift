import CCairo
import Foundation

/// Transparency layers: drawing between begin and end goes to an offscreen group that is composited
/// as a whole with the alpha (and blend mode) in effect at the begin, as Core Graphics does.
extension CGContext {
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        saveGState()
        cairo_push_group(cairo)
        checkCairo("beginTransparencyLayer")
        state.alpha = 1
        state.maskClips = []   // they clip the layer's composite, once,
        state.shadow = nil     // which casts the shadow, as in Core Graphics
        syncSuspended += 1   // drawing inside goes to the group, not to the bitmap
    }
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    /// Composites the group drawn since the matching begin.
    public func endTransparencyLayer() {
        endGroup { group, alpha in
            cairo_set_source(cairo, group)
            cairo_paint_with_alpha(cairo, alpha)
        }
    }

    /// Pops the group and composites it under the state of the begin (the group pattern's matrix maps
    /// it back to where it was drawn under that same matrix).
    private func endGroup(_ composite: (OpaquePointer, CGFloat) -> Void) {
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        syncSuspended -= 1
        restoreGState()
        drawing { composite(group, state.alpha) }
    }
}
