import QuartzCore
import SandglassTessellation

/// How the layer program colours the pixels a mesh covers (see shaders/layer.frag for each mode).
enum Paint {
    /// One colour, straight alpha.
    case solid(CGColor)
    /// A gradient over `box` (the layer's bounds, in layer points).
    case gradient(GradientContent, box: CGRect)
    /// A texture mapped onto `box`; `uvRect` selects the part shown; `tint` multiplies it (text: white coverage times the text's colour; nil for images).
    case texture(GLTexture, box: CGRect, uvRect: CGRect, tint: CGColor?)
    /// A rounded rectangle background with an optional border, anti-aliased by distance.
    case roundedRect(box: CGRect, radius: CGFloat, fill: CGColor?, borderWidth: CGFloat, borderColor: CGColor?)
    /// An offscreen target of the current size sampled at the same pixel (group composites).
    case composite(RenderTarget)
}
