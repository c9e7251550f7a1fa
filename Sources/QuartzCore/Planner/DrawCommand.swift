import SandglassTessellation

/// One step of a frame's draw list: plain values the GL backend executes in order, so that every
/// decision about how to draw is made before any GL call (`FramePlanner`), and the backend only
/// translates. Geometry lives in the frame's `FrameGeometry`; commands refer to it by index ranges.
/// Equatable, so that two plans can be compared as values (`FramePlanDump` prints one).
package enum DrawCommand: Equatable, Sendable {
    /// Extends the pending batched run by these indices of `FrameGeometry.batchIndices` (solid
    /// triangles in root points, colour per vertex): consecutive runs become one draw call.
    case batch(Range<Int>)
    /// The same for `FrameGeometry.arcs`: analytic arc strokes.
    case arcs(Range<Int>)
    /// A fill in `FrameGeometry.shapes` (layer points): stencil-then-cover unless convex.
    case fill(DrawRanges, rule: FillRule, paint: DrawPaint, world: CATransform3D, opacity: CGFloat)
    /// A fill in `FrameGeometry.shapes` in `color`, its coverage multiplied at each pixel by a convex
    /// polygon's (`PolygonMask`, root points), and by `clip`'s (the mask's rotated masksToBounds): a
    /// layer masked by a polygon without its group.
    case maskedFill(DrawRanges, rule: FillRule, color: CGColor, world: CATransform3D, opacity: CGFloat, mask: PolygonMask,
                    clip: PolygonMask?)
    /// A stroke in `FrameGeometry.shapes`; `opaque`: the paint has alpha 1 everywhere, so at opacity 1
    /// it may repaint its overlaps; otherwise a stencil keeps each pixel written once.
    case stroke(DrawRanges, paint: DrawPaint, opaque: Bool, world: CATransform3D, opacity: CGFloat)
    /// Particles of one picture: these vertices of `FrameGeometry.sprites` (root points), the picture
    /// multiplied by each vertex's colour, blended over what is behind or added to it (`additive`).
    case sprites(Range<Int>, image: ImageContent, additive: Bool)
    /// A rectangle in layer points covered by a paint (backgrounds, gradients, images, text, borders).
    case quad(CGRect, world: CATransform3D, paint: DrawPaint, opacity: CGFloat)
    /// Replaces what the target holds inside a layer's rounded bounds with it blurred and saturated
    /// (`LayerBackdrop`), before the layer draws anything.
    case backdrop(BackdropDraw)
    /// Sets the scissor box (device pixels, GL's bottom-left origin), or turns it off.
    case scissor(DeviceRect?)
    /// Starts a group: the following commands draw into a new offscreen target, cleared (only inside
    /// the scissor box when `clearsBoxOnly`: nothing reads it outside).
    case beginGroup(clearsBoxOnly: Bool)
    /// Starts the group's mask: the following commands draw the mask into its own target.
    case beginGroupMask(clearsBoxOnly: Bool)
    /// Inverts the alpha of the group's mask drawn so far (1 − alpha, inside the scissor box): an
    /// inverted mask (`RenderNode.maskInverted`), before masksToBounds is multiplied in.
    case invertGroupMask
    /// masksToBounds as part of the group's mask: the rounded bounds, multiplied into a layer mask
    /// already drawn (`intersect`) or drawn as the mask.
    case clipGroupMask(bounds: CGRect, cornerRadius: CGFloat, world: CATransform3D, intersect: Bool)
    /// Starts a mask on its own: the following commands draw a mask layer into a new offscreen target
    /// (cleared only inside the scissor box when `clearsBoxOnly`), for `endMaskWithQuad`.
    case beginMask(clearsBoxOnly: Bool)
    /// Ends the mask begun last and draws a rectangle in layer points covered by `paint` at `opacity`
    /// into the target before it, multiplied by the mask's alpha: a masked layer whose only drawing is
    /// that rectangle, without a group.
    case endMaskWithQuad(CGRect, world: CATransform3D, paint: DrawPaint, opacity: CGFloat)
    /// Draws the group's shadow under it, into the group's parent target.
    case groupShadow(GroupShadow)
    /// Blurs the current target, which holds only the layer just drawn, into that layer's shadow and
    /// draws the shadow under what the target holds (blended "destination over").
    case shadowUnder(GroupShadow)
    /// Composites the group (with its mask) into its parent at `opacity`, combined with what the parent
    /// holds by `blend` (`compositingFilter`; the W3C compositing formulas), and ends it.
    case endGroup(opacity: CGFloat, blend: CGBlendMode)
}

/// How a command colours the pixels it covers.
package enum DrawPaint: Equatable, Sendable {
    /// One colour, straight alpha.
    case solid(CGColor)
    /// A gradient over `box` (layer points).
    case gradient(GradientContent, box: CGRect)
    /// A layer's contents image, the `uvRect` part of it mapped onto `box`.
    case image(ImageContent, box: CGRect, uvRect: CGRect)
    /// A text layer's string rasterised at `pixelsPerPoint` over its bounds.
    case text(TextContent, size: CGSize, pixelsPerPoint: CGFloat)
    /// A rounded rectangle background with an optional border, anti-aliased by distance.
    case roundedRect(box: CGRect, radius: CGFloat, fill: CGColor?, borderWidth: CGFloat, borderColor: CGColor?)
}

/// A scissor box in device pixels, GL's bottom-left origin.
package struct DeviceRect: Equatable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) { (self.x, self.y, self.width, self.height) = (x, y, width, height) }

    /// The device pixels that cover `r` (root points at `scale` pixels a point), clamped to a
    /// `width` x `height` target; empty for an empty rectangle, nil when it is too far out to round.
    public init?(covering r: CGRect, scale: CGFloat, width: Int, height: Int) {
        guard !r.isNull, r.width > 0, r.height > 0 else { self.init(x: 0, y: 0, width: 0, height: 0); return }
        let reach = max(r.minX.magnitude, r.minY.magnitude, r.maxX.magnitude, r.maxY.magnitude) * scale
        guard reach < 1e9 else { return nil }
        let x0 = max(0, min(width, Int((r.minX * scale).rounded(.down))))
        let x1 = max(0, min(width, Int((r.maxX * scale).rounded(.up))))
        let top = max(0, min(height, Int((r.minY * scale).rounded(.down))))
        let bottom = max(0, min(height, Int((r.maxY * scale).rounded(.up))))
        // GL's scissor origin is the bottom-left pixel; points are y down.
        self.init(x: x0, y: height - bottom, width: x1 - x0, height: bottom - top)
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The part inside `outer` (empty when they do not meet).
    public func intersection(_ outer: DeviceRect) -> DeviceRect {
        let x0 = max(x, outer.x), y0 = max(y, outer.y)
        let x1 = min(x + width, outer.x + outer.width), y1 = min(y + height, outer.y + outer.height)
        return DeviceRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

/// A group's shadow, resolved: the layer's alpha (or `pathFill`, its shadowPath) blurred by `sigma`
/// device pixels, tinted, drawn `offset` points away under the group.
package struct GroupShadow: Equatable, Sendable {
    /// shadowColor with shadowOpacity and the layer's own opacity (a layer fades its shadow with it).
    public var tint: CGColor
    public var sigma: CGFloat
    public var offset: CGSize
    /// Sharp and right under the layer: the tinted alpha is drawn without blur targets.
    public var isSharp: Bool
    /// The shadowPath's fill in `FrameGeometry.shapes`, in the layer's space (`world`).
    public var pathFill: DrawRanges?
    public var world: CATransform3D
}
