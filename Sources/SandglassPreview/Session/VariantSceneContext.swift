import Foundation
import SandglassHeadless
import Sandglass

/// The preview's drawing context for one size variant: draws as the preview's does, and asks the scene
/// to build at the variant's size (`SceneContext.requestedSize`).
final class VariantSceneContext: SceneContext {
    let base: SceneContext
    let requestedSize: CGSize?

    init(_ base: SceneContext, size: CGSize?) { (self.base, requestedSize) = (base, size) }

    func renderImage(of layer: CALayer, at time: CFTimeInterval, scale: CGFloat) -> CGImage? {
        base.renderImage(of: layer, at: time, scale: scale)
    }
}
