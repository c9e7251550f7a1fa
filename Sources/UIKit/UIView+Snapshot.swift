import Foundation
import QuartzCore

// Snapshots of a view, as transitions use them (a snapshot moves while the real view waits hidden).
extension UIView {
    /// A new view the size of this one showing its picture now: what is on screen (its presentation)
    /// drawn with `layer.render(in:)` at the screen's scale, as its layer's contents. It does not
    /// follow later changes, as on iOS. `afterScreenUpdates` changes nothing here: the tree is laid out
    /// first either way.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        layoutIfNeeded()
        let snapshot = UIView(frame: frame)
        snapshot.layer.contents = renderedImage()
        snapshot.layer.contentsScale = UIScreen.main.scale
        return snapshot
    }

    /// Draws the view's picture (its presentation, with its subviews) into the current UIKit context
    /// (`UIGraphicsImageRenderer.image { }`), scaled to fill `rect`; false when there is no context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        layoutIfNeeded()
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        (layer.presentation() ?? layer).render(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// The view's picture as an image of its bounds at the screen's scale.
    private func renderedImage() -> CGImage? {
        let image = UIGraphicsImageRenderer(bounds: bounds).image { _ in drawHierarchy(in: bounds, afterScreenUpdates: false) }
        return image.cgImage
    }
}
