import SandglassTessellation

/// What `decide` found for a node besides its strategy: the drawing a cheaper strategy stands on and
/// the targets' clears, so that emitting reads them instead of working them out a second time. A rule
/// (which quad, which shadow, which clear) then exists once, in `decide`.
enum DecidedDraw {
    case none
    /// `.sharpUnderlay`: the layer's shape in its sharp shadow's colour.
    case underlay(ShapeContent)
    /// `.maskedQuad`: the one rectangle of paint, and whether the mask target is cleared only in the
    /// group's box.
    case maskedQuad(rect: CGRect, paint: DrawPaint, clearsBox: Bool)
    /// `.shadowUnder`: the shadow cast under the layer.
    case shadowUnder(RenderShadow)
    /// `.group`: whether the group's target, and its mask's, are cleared only in the group's box.
    case group(clearsBox: Bool, maskClearsBox: Bool)
    /// The painted strategies' candidates.
    case paintedArc(PaintedMask.ArcCandidate)
    case polygon(mask: Int, sublayer: Int, shape: ShapeContent, polygon: PolygonMask, clip: PolygonMask?, alpha: CGFloat)
    case parts(mask: Int, shape: ShapeContent, paint: DrawPaint, passes: Int)
    /// `.paintedSolid`: the mask's shape, its fill in the rectangle's colour, and the rectangle as a
    /// scissor box (root points) where the fill reaches beyond it.
    case solid(mask: Int, shape: ShapeContent, clip: CGRect?)
}
