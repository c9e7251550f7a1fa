import CImGuiBridge
import SandglassHeadless
import Foundation
import Sandglass
import SandglassRender

extension PreviewWindowLoop {
    /// The picture the viewport shows for `shown` (the presentation): itself; or, with the params A/B on
    /// (V), A's scene at the same time beside it (B); or, when comparing (C), it with the model at the
    /// same time (`FrameSource.frame(at:state: .model)`), as one tree. Sets `comparison` and its captions
    /// for the labels, picking and the outline.
    func viewportTree(for shown: Frame, viewport: CGSize) -> RenderTree {
        if let frozenSource, paramsAB.isOn {
            frozenSource.runner.setActions(runner.actionTimes)  // A gets the scene actions B got
            let a = frozenSource.frame(at: shown.time)
            let layout = CompareLayout(scene: shown.tree.size, viewport: viewport, mode: .sideBySide)
            comparison = layout
            let captions = paramsAB.captions(current: params.values)
            comparisonCaptions = (captions.a, captions.b)
            return CompareTree.combine(model: a.tree, presentation: shown.tree, layout: layout, mode: .sideBySide)
        }
        let mode = controller.viewport.compare
        guard mode != .off else {
            comparison = nil
            return shown.tree
        }
        let model = source.frame(at: shown.time, state: .model)
        let layout = CompareLayout(scene: shown.tree.size, viewport: viewport, mode: mode)
        comparison = layout
        comparisonCaptions = mode == .onion ? ("presentation, model ghosted", "") : ("model", "presentation")
        return CompareTree.combine(model: model.tree, presentation: shown.tree, layout: layout, mode: mode)
    }

    /// Labels the copies in the viewport when comparing; `scene`: where the picture is (device pixels).
    func labelComparison(scene: CGRect, scale: CGFloat, pixelsPerPoint: CGFloat) {
        guard let comparison else { return }
        func label(_ origin: CGPoint, _ text: String) {
            guard !text.isEmpty else { return }
            sgui_viewport_label(Float((scene.minX + origin.x * scale) / pixelsPerPoint + 4),
                                Float((scene.minY + origin.y * scale) / pixelsPerPoint + 4), text)
        }
        label(comparison.model, comparisonCaptions.first)
        if comparison.presentation != comparison.model { label(comparison.presentation, comparisonCaptions.second) }
    }

    /// Where the presentation is in the viewport's picture (scene points): picking and the outline use it.
    var presentationOrigin: CGPoint { comparison?.presentation ?? .zero }
}
