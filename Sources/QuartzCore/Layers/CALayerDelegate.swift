import Foundation

/// What a layer asks of its delegate (a `UIView` is its layer's delegate). Every method is optional,
/// as on iOS: the defaults below do what Core Animation does when the delegate does not answer.
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's `contents`; the default draws it through `draw(_:in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx` (y down, in the layer's bounds coordinates).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer's context is made for drawing.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers when it needs layout.
    func layoutSublayers(of layer: CALayer)
    /// The action for a property change: nil to let the layer decide, `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawContents() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
