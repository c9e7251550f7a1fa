import Foundation
import SandglassHeadless

/// Where the scene goes in the viewport, in device pixels (y down): fitted to the viewport keeping its
/// aspect ratio, times the viewport's zoom, centred; and the part of it that is visible, which is what
/// the preview renders (a zoomed-in scene costs no more pixels than the viewport has).
package struct ViewportPlacement: Equatable, Sendable {
    /// The whole scene's rectangle (may reach outside the viewport when zoomed in).
    package let scene: CGRect
    /// `scene` clipped to the viewport; empty when nothing shows.
    package let visible: CGRect
    /// Device pixels per scene point.
    package let scale: CGFloat

    package init(sceneSize: CGSize, viewport: CGRect, zoom: Double) {
        guard sceneSize.width > 0, sceneSize.height > 0, viewport.width > 0, viewport.height > 0 else {
            (scene, visible, scale) = (.zero, .zero, 1)
            return
        }
        let fit = min(viewport.width / sceneSize.width, viewport.height / sceneSize.height)
        let s = fit * CGFloat(zoom)
        let w = sceneSize.width * s, h = sceneSize.height * s
        // Whole pixels, so the scene's edges are crisp and the blit is 1:1. Rounded down: a pixel only
        // partly covered by the scene's last column or row is left out, since drawn it would blend
        // the scene's edge with the viewport's background (a grey seam down the right edge at fit).
        let x = (viewport.minX + (viewport.width - w) / 2).rounded(), y = (viewport.minY + (viewport.height - h) / 2).rounded()
        scene = CGRect(x: x, y: y, width: (w + 1e-6).rounded(.down), height: (h + 1e-6).rounded(.down))
        let clipped = scene.intersection(viewport)
        visible = clipped.isNull || clipped.isEmpty
            ? .zero
            : CGRect(x: clipped.minX.rounded(), y: clipped.minY.rounded(), width: clipped.width.rounded(), height: clipped.height.rounded())
        scale = s
    }

    private init(scene: CGRect, visible: CGRect, scale: CGFloat) {
        (self.scene, self.visible, self.scale) = (scene, visible, scale)
    }

    /// The placement of a part of the picture: `rect` (picture points) holding a picture drawn `scale`
    /// times its size there (a variant in its cell, `VariantLayout`), so that picking and the outline
    /// map into that part as into a whole scene.
    package func part(_ rect: CGRect, scale partScale: CGFloat) -> ViewportPlacement {
        let placed = CGRect(x: scene.minX + rect.minX * scale, y: scene.minY + rect.minY * scale,
                            width: rect.width * scale, height: rect.height * scale)
        let clipped = placed.intersection(visible)
        return ViewportPlacement(scene: placed, visible: clipped.isNull ? .zero : clipped, scale: scale * partScale)
    }
}
