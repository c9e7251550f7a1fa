/// A layer's backdrop filter: what lies behind the layer, inside its bounds (rounded by its
/// cornerRadius), is replaced by that picture blurred and saturated, with a tint over it, before the
/// layer draws. iOS's
/// `UIVisualEffectView` draws its blur this way, through a private backdrop layer; Sandglass's UIKit
/// sets it on the effect view's layer, and the render server reads it like any other layer value.
///
/// "Behind" is what the layer's target holds when the layer is reached: the frame, or the offscreen
/// group of the nearest ancestor drawn through one (a mask, group opacity, a rounded or turned clip,
/// a shadow, a blend). The blur reads only inside the layer's box, its edge pixels repeated outward,
/// so content just outside the bounds does not bleed in.
package struct LayerBackdrop: Equatable, Sendable {
    /// The Gaussian's standard deviation, in the layer's points.
    package var blurRadius: CGFloat
    /// 1 keeps the colours; above 1 moves each further from its luminance (Rec. 709 weights).
    package var saturation: CGFloat
    /// Drawn over the blur, inside the same rounded bounds (nil: none).
    package var tint: CGColor?

    package init(blurRadius: CGFloat, saturation: CGFloat, tint: CGColor? = nil) {
        self.blurRadius = blurRadius.isFinite ? max(0, blurRadius) : 0
        self.saturation = saturation.isFinite ? max(0, saturation) : 1
        self.tint = tint
    }
}

extension CALayer {
    /// The backdrop filter drawn under this layer (nil: none). Not one of Apple's names: UIKit's
    /// `UIVisualEffectView` sets it.
    package var backdrop: LayerBackdrop? {
        get { plainStorage.backdrop }
        set { plainStorage.backdrop = newValue }
    }
}
