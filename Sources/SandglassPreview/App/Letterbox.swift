import Sandglass
import SandglassRender

/// Fits a scene's natural size into the window's framebuffer, keeping its aspect ratio, centred: the
/// scene is drawn at the framebuffer's full resolution (crisp, never a scaled-up bitmap).
enum Letterbox {
    /// Scene points per window point.
    static func zoom(of size: CGSize, in window: (width: Int, height: Int)) -> CGFloat {
        guard size.width > 0, size.height > 0, window.width > 0, window.height > 0 else { return 1 }
        return min(CGFloat(window.width) / size.width, CGFloat(window.height) / size.height)
    }

    /// The tree re-expressed in a root of `pixels / scale` points with the scene centred in it.
    static func fit(_ tree: RenderTree, into pixels: CGSize) -> RenderTree {
        guard tree.size.width > 0, tree.size.height > 0 else { return tree }
        let scale = min(pixels.width / tree.size.width, pixels.height / tree.size.height)
        let canvas = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        let dx = (canvas.width - tree.size.width) / 2, dy = (canvas.height - tree.size.height) / 2
        var fitted = tree
        fitted.size = canvas
        if dx != 0 || dy != 0 {
            let shift = CATransform3DMakeTranslation(dx, dy, 0)
            for i in fitted.nodes.indices { fitted.nodes[i].world = fitted.nodes[i].world.concat(shift) }
        }
        return fitted
    }
}
