import Sandglass
import SandglassHeadless

/// Fits a scene's natural size into the window or the viewport, keeping its aspect ratio, centred: the
/// scene is drawn at the framebuffer's full resolution (crisp, never a scaled-up bitmap).
enum Letterbox {
    /// Scene points per window point.
    static func zoom(of size: CGSize, in window: (width: Int, height: Int)) -> CGFloat {
        guard size.width > 0, size.height > 0, window.width > 0, window.height > 0 else { return 1 }
        return min(CGFloat(window.width) / size.width, CGFloat(window.height) / size.height)
    }

    /// The tree re-expressed for a target covering `placement.visible`: its root spans the visible part
    /// of the scene, at `placement.scale` pixels per point.
    static func place(_ tree: RenderTree, _ placement: ViewportPlacement) -> RenderTree {
        guard placement.visible.width > 0, placement.visible.height > 0, placement.scale > 0 else { return tree }
        var placed = tree
        placed.size = CGSize(width: placement.visible.width / placement.scale, height: placement.visible.height / placement.scale)
        let dx = (placement.scene.minX - placement.visible.minX) / placement.scale
        let dy = (placement.scene.minY - placement.visible.minY) / placement.scale
        if dx != 0 || dy != 0 {
            let shift = CATransform3DMakeTranslation(dx, dy, 0)
            for i in placed.nodes.indices { placed.nodes[i].world = placed.nodes[i].world.concat(shift) }
        }
        return placed
    }
}
