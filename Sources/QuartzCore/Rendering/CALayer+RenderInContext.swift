import Foundation

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` in the layer's coordinates, as iOS does: on a
    /// model layer the model values (animations do not show), on `presentation()` what is on screen.
    /// The context's current user space is taken as the layer's own (UIKit contexts are y down in
    /// points; a fresh bitmap context is y up, so iOS code flips it first, as here).
    /// See `LayerTreePainter` for what is drawn and left out.
    public func render(in ctx: CGContext) {
        // A replicator's copies exist only in evaluated trees: draw the model through one.
        let tree = isPresentationCopy || !containsReplicator ? self : modelTree()
        ctx.drawingInOneStep { LayerTreePainter(ctx: ctx).paint(tree) }
    }

    private var containsReplicator: Bool {
        self is CAReplicatorLayer || _sublayers.contains { $0.containsReplicator } || (mask?.containsReplicator ?? false)
    }
}
