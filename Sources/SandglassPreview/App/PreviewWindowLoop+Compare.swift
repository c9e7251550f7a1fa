import CImGuiBridge
import Foundation
import Sandglass
import SandglassRender

extension PreviewWindowLoop {
    /// The picture the viewport shows for `shown` (the presentation): itself, or, when comparing (C), it
    /// with the model at the same time (`FrameSource.frame(at:state: .model)`) as one tree. Sets
    /// `comparison` for the labels, picking and the outline.
    func viewportTree(for shown: Frame, viewport: CGSize) -> RenderTree {
        let mode = controller.viewport.compare
        guard mode != .off else {
            comparison = nil
            return shown.tree
        }
        let model = source.frame(at: shown.time, state: .model)
        let layout = CompareLayout(scene: shown.tree.size, viewport: viewport, mode: mode)
        comparison = layout
        return CompareTree.combine(model: model.tree, presentation: shown.tree, layout: layout, mode: mode)
    }

    /// Labels the copies in the viewport when comparing; `scene`: where the picture is (device pixels).
    func labelComparison(scene: CGRect, scale: CGFloat, pixelsPerPoint: CGFloat) {
        guard let comparison, controller.viewport.compare != .off else { return }
        func label(_ origin: CGPoint, _ text: String) {
            sgui_viewport_label(Float((scene.minX + origin.x * scale) / pixelsPerPoint + 4),
                                Float((scene.minY + origin.y * scale) / pixelsPerPoint + 4), text)
        }
        if controller.viewport.compare == .onion {
            label(.zero, "presentation, model ghosted")
        } else {
            label(comparison.model, "model")
            label(comparison.presentation, "presentation")
        }
    }

    /// Where the presentation is in the viewport's picture (scene points): picking and the outline use it.
    var presentationOrigin: CGPoint { comparison?.presentation ?? .zero }
}
