import Foundation
import QuartzCore

/// A view is its layer's delegate, as on iOS: it draws the layer's contents with `draw(_:)` (with its
/// traits as `UITraitCollection.current`) and keeps its layer from animating implicitly outside
/// animation blocks.
///
/// Swift cannot ask whether a subclass overrides `draw(_:)`, so every view draws once, at its first
/// commit: when the drawing reaches `UIView.draw(_:)` itself, the view does not draw, its layer keeps
/// no contents, and it is not drawn again.
extension UIView: CALayerDelegate {
    public func display(_ layer: CALayer) {
        guard drawsContents else { return }
        guard !layer.bounds.isEmpty else {
            layer.setNeedsDisplay()   // nothing to draw into yet: try again at a later commit
            return
        }
        // Not a drawing view: no image is made, and whatever contents the code gave the layer stay.
        traitCollection.performAsCurrent { layer.drawContents(keepingIf: { drawsContents }) }
    }

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        draw(bounds)
        UIGraphicsPopContext()
    }

    /// Outside `UIView.animate`, a view's layer does not animate its changes (`NSNull`); inside, the
    /// layer's own default action animates them.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        UIViewAnimation.current == nil ? NSNull() : nil
    }

    /// The layer needed layout: the view lays out its subviews, and tells its controller (with the
    /// view's traits as `UITraitCollection.current`, as iOS runs them).
    public func layoutSublayers(of layer: CALayer) {
        traitCollection.performAsCurrent {
            owningController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningController?.viewDidLayoutSubviews()
        }
    }
}

extension UIView {
    /// How the layer's contents fit its bounds; `.redraw` redraws the view whenever its size changes.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight

        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            // The placing modes share their names with the gravities (`.topLeft` is "topLeft").
            default: return CALayerContentsGravity(rawValue: "\(self)")
            }
        }
    }
}
