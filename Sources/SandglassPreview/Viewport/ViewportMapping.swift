import Foundation
import SandglassHeadless

/// Maps between window points (where the mouse is and the panels draw) and the root layer's own
/// coordinates (scene points, y down) for the scene as last drawn: picking maps a click in, the
/// selection's outline maps the layer's corners out.
struct ViewportMapping: Equatable {
    /// Where the scene was drawn (device pixels).
    var placement: ViewportPlacement
    /// Framebuffer pixels per window point.
    var pixelsPerPoint: CGFloat
    /// The viewport (window points): the outline is clipped to it, never drawn over a panel.
    var viewport: CGRect
    /// The scene's overflow margin (points): the picture starts that far left of and above the root.
    var margin: CGFloat
    /// Where the presentation is in the picture (scene points; not zero when comparing side by side).
    var origin: CGPoint = .zero

    /// Root points per window point (a tolerance of a few window points becomes scene points with it).
    var rootPointsPerWindowPoint: CGFloat { placement.scale > 0 ? pixelsPerPoint / placement.scale : 1 }

    /// The root layer's point under window point `p`.
    func rootPoint(ofWindow p: CGPoint) -> CGPoint {
        CGPoint(x: (p.x * pixelsPerPoint - placement.scene.minX) / placement.scale - margin - origin.x,
                y: (p.y * pixelsPerPoint - placement.scene.minY) / placement.scale - margin - origin.y)
    }

    /// Whether window point `p` is on the scene's picture (the part shown), not on the letterbox
    /// around it: Interact mode's press there is no touch.
    func isOnScene(window p: CGPoint) -> Bool {
        placement.visible.contains(CGPoint(x: p.x * pixelsPerPoint, y: p.y * pixelsPerPoint))
    }

    /// The window point where the root layer's point `p` is drawn.
    func windowPoint(ofRoot p: CGPoint) -> CGPoint {
        CGPoint(x: (placement.scene.minX + (p.x + margin + origin.x) * placement.scale) / pixelsPerPoint,
                y: (placement.scene.minY + (p.y + margin + origin.y) * placement.scale) / pixelsPerPoint)
    }
}
