import CCairo
import Foundation

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` in the layer's coordinates, as iOS does: on a
    /// model layer the model values (animations do not show), on `presentation()` what is on screen.
    /// The context's current user space is taken as the layer's own (UIKit contexts are y down in
    /// points; a fresh bitmap context is y up, so iOS code flips it first, as here).
    ///
    /// It draws what the screen draws, by the same path: the layer tree's snapshot (`RenderTreeBuilder`),
    /// planned at the context's pixel scale (`FramePlanner`) and executed on Cairo (`CairoBackend`).
    /// Shadows and conic gradients show; 3-D transforms draw their x/y part only (no perspective), as
    /// Core Animation's own `render(in:)` ignores them.
    public func render(in ctx: CGContext) {
        // A replicator's copies exist only in evaluated trees: draw the model through one.
        let tree = isPresentationCopy || !containsReplicator ? self : modelTree()
        tree.drawThroughPlan(in: ctx, bodyOnly: false)
    }

    /// Draws the layer (with `bodyOnly`, without its opacity, mask and shadow) through the frame plan:
    /// over the part of user space the context's clip leaves, at the context's pixels per point.
    func drawThroughPlan(in ctx: CGContext, bodyOnly: Bool) {
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(ctx.cairo, &x0, &y0, &x1, &y1)
        let region = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        var m = cairo_matrix_t()
        cairo_get_matrix(ctx.cairo, &m)
        let scale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        guard region.width > 0, region.height > 0, scale > 0, scale.isFinite, region.width.isFinite, region.height.isFinite
        else { return }
        let snapshot = RenderTreeBuilder.build(drawing: self, over: region, bodyOnly: bodyOnly)
        let pixels = snapshot.pixelSize(scale: scale)
        let planner = FramePlanner()
        planner.plan(snapshot, width: pixels.width, height: pixels.height)
        ctx.saveGState()
        ctx.translateBy(x: region.minX, y: region.minY)
        CairoBackend().execute(planner.plan, into: ctx)
        ctx.restoreGState()
    }

    private var containsReplicator: Bool {
        self is CAReplicatorLayer || _sublayers.contains { $0.containsReplicator } || (mask?.containsReplicator ?? false)
    }
}
