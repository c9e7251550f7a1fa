import Foundation
import QuartzCore

/// UIKit's view, backed by its layer as on iOS: geometry, alpha, colour and visibility are the
/// layer's own properties, so Core Animation code that reaches for `view.layer` sees what the view
/// set. Changes outside an animation block never animate (a view's layer has no implicit
/// animations); inside `UIView.animate` they become `CABasicAnimation`s (see UIViewAnimation).
///
/// There are no events, no responder chain and no Auto Layout: layout is `layoutSubviews()`, run at
/// each commit (every frame) for views marked by `setNeedsLayout()` or a change of size, or at once
/// by `layoutIfNeeded()`.
open class UIView: NSObject {
    /// The class of the layer a view of this class is backed by; override to back it by a
    /// `CAShapeLayer`, a `CAGradientLayer`... Must name a CALayer subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer, made from `layerClass` when the view is.
    public let layer: CALayer
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    /// The controller whose `view` this is; told after layout (`viewDidLayoutSubviews`).
    weak var owningController: UIViewController?
    /// False once the view's drawing reached `UIView.draw(_:)` itself (see UIView+Drawing.swift).
    var drawsContents = true

    public init(frame: CGRect) {
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = type.init(copyOf: nil)
        super.init()
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        layer.setNeedsDisplay()
        layer.setNeedsLayout()
        UIView.withoutActions { layer.frame = frame }
    }

    public override convenience init() { self.init(frame: .zero) }

    /// Views are never decoded here (there are no nibs or storyboards): always nil. Subclasses
    /// write it as on iOS, usually as `fatalError(...)`.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Geometry

    public var frame: CGRect {
        get { layer.frame }
        set { change(["position", "bounds"]) { layer.frame = newValue } }
    }

    public var bounds: CGRect {
        get { layer.bounds }
        set { change(["bounds"]) { layer.bounds = newValue } }
    }

    public var center: CGPoint {
        get { layer.position }
        set { change(["position"]) { layer.position = newValue } }
    }

    /// The layer's transform seen in 2-D; setting it sets the layer's `transform`.
    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { change(["transform"]) { layer.setAffineTransform(newValue) } }
    }

    // MARK: Appearance

    /// The layer's opacity.
    public var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { change(["opacity"]) { layer.opacity = Float(newValue) } }
    }

    public var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { change(["backgroundColor"]) { layer.backgroundColor = newValue?.cgColor } }
    }

    public var isHidden: Bool {
        get { layer.isHidden }
        set { UIView.withoutActions { layer.isHidden = newValue } }
    }

    /// The layer's `masksToBounds`.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { UIView.withoutActions { layer.masksToBounds = newValue } }
    }

    /// How the layer's contents fit its bounds (the layer's `contentsGravity`).
    public var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.gravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    // MARK: Drawing

    /// Draws the view's contents into the current context (`UIGraphicsGetCurrentContext()`), y down in
    /// the view's bounds coordinates. Override it to draw; it runs at the commit after
    /// `setNeedsDisplay()`. The default draws nothing.
    open func draw(_ rect: CGRect) { drawsContents = false }

    // MARK: Hierarchy

    /// Adds `view` on top of the others, taking it from its old superview; its layer becomes a
    /// sublayer of this view's layer.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        layer.addSublayer(view.layer)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    // MARK: Layout

    /// Override to place subviews and sublayers from `bounds`; the default does nothing.
    open func layoutSubviews() {}

    /// Marks the view for layout at the next commit or `layoutIfNeeded()`; a change of size marks it
    /// too. Layout is the layer's (as on iOS): the layer asks its delegate, the view, to lay out.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Runs `layoutSubviews()` now if the view needs it, then does the same for its subviews.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }

    /// Sets the layer's properties named by `keys` through `body`: animated inside an animation
    /// block, otherwise at once with no implicit animation.
    private func change(_ keys: [String], _ body: () -> Void) {
        if let animation = UIViewAnimation.current {
            animation.record(keys, of: layer, body)
        } else {
            UIView.withoutActions(body)
        }
    }

    /// Runs `body` with the layer's implicit animations off, as a view's layer always has them.
    static func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
