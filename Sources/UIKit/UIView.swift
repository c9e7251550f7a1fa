import Foundation
import QuartzCore

/// UIKit's view, backed by its layer as on iOS: geometry, alpha, colour and visibility are the
/// layer's own properties, so Core Animation code that reaches for `view.layer` sees what the view
/// set. Changes outside an animation block never animate (a view's layer has no implicit
/// animations); inside `UIView.animate` they become `CABasicAnimation`s (see UIViewAnimation).
///
/// Every member is `open`, as iOS declares them, so that `override var bounds: CGRect { didSet { … } }`
/// compiles; members in extensions cannot be overridden in Swift, so they are all here.
///
/// Touches come from `UITouchSimulator` (hit-testing, the touch methods, gesture recognizers). Layout
/// is `layoutSubviews()`, run at each commit (every frame) for views marked by `setNeedsLayout()` or a
/// change of size, or at once by `layoutIfNeeded()`; Auto Layout's constraints are solved in it (see
/// AutoLayout/NSLayoutConstraint.swift).
open class UIView: UIResponder {
    /// The class of the layer a view of this class is backed by; override to back it by a
    /// `CAShapeLayer`, a `CAGradientLayer`... Must name a CALayer subclass.
    open class var layerClass: AnyClass { CALayer.self }

    private let backingLayer: CALayer
    weak var parent: UIView?
    var children: [UIView] = []
    /// The controller whose `view` this is; told after layout (`viewDidLayoutSubviews`).
    weak var owningController: UIViewController?
    /// False once the view's drawing reached `UIView.draw(_:)` itself (see UIView+Drawing.swift).
    var drawsContents = true
    /// The colour last set, given back while the layer still shows it (iOS keeps the UIColor too); a
    /// dynamic one is resolved again when the view's traits change.
    var assignedBackgroundColor: UIColor?
    private var ownUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    var ownTintColor: UIColor?
    /// Constraints, guides and content priorities (AutoLayout/ViewLayoutStorage.swift); nil until used.
    var autoLayoutStorage: ViewLayoutStorage?
    /// `motionEffects` (Motion/UIView+MotionEffects.swift).
    var attachedMotionEffects: [UIMotionEffect] = []

    public init(frame: CGRect) {
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        backingLayer = type.init(copyOf: nil)
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

    /// The backing layer, made from `layerClass` when the view is.
    open var layer: CALayer { backingLayer }

    // MARK: Geometry

    open var frame: CGRect {
        get { layer.frame }
        set {
            let old = layer.bounds.size
            change(["position", "bounds"]) { layer.frame = newValue }
            resizeSubviews(withOldSize: old)
        }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let old = layer.bounds.size
            change(["bounds"]) { layer.bounds = newValue }
            resizeSubviews(withOldSize: old)
        }
    }

    /// How the view follows its superview's size (`UIView+Autoresizing`); none by default.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the subviews follow this view's size by their masks.
    open var autoresizesSubviews = true
    /// Called after the superview's size changed from `oldSize`: the view follows by its mask
    /// (`UIView+Autoresizing`). Overridable, as on iOS.
    open func resizeWithOldSuperviewSize(_ oldSize: CGSize) { autoresize(oldSuperviewSize: oldSize) }

    open var center: CGPoint {
        get { layer.position }
        set { change(["position"]) { layer.position = newValue } }
    }

    /// The layer's transform seen in 2-D; setting it sets the layer's `transform`.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { change(["transform"]) { layer.setAffineTransform(newValue) } }
    }

    /// The layer's 3-D transform itself.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { change(["transform"]) { layer.transform = newValue } }
    }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: view?.layer) }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { layer.convert(point, from: view?.layer) }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: view?.layer) }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { layer.convert(rect, from: view?.layer) }

    // MARK: Appearance

    /// The layer's opacity.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { change(["opacity"]) { layer.opacity = Float(newValue) } }
    }

    open var backgroundColor: UIColor? {
        get {
            guard let shown = layer.backgroundColor else { return nil }
            if let set = assignedBackgroundColor, set.resolvedColor(with: traitCollection).cgColor == shown { return set }
            return UIColor(cgColor: shown)
        }
        set {
            assignedBackgroundColor = newValue
            let traits = traitCollection
            change(["backgroundColor"]) { layer.backgroundColor = newValue?.resolvedColor(with: traits).cgColor }
        }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set { UIView.withoutActions { layer.isHidden = newValue } }
    }

    /// The layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { UIView.withoutActions { layer.masksToBounds = newValue } }
    }

    /// How the layer's contents fit its bounds (the layer's `contentsGravity`).
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.gravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    /// A view whose alpha masks this one: its layer becomes this layer's `mask` (in this view's bounds
    /// coordinates). It is not a subview, as on iOS.
    open var mask: UIView? {
        didSet { UIView.withoutActions { layer.mask = mask?.layer } }
    }

    /// Set here, or else the superview's, or else system blue (a window's default), as on iOS.
    /// Setting it (nil gives the inherited one back) calls `tintColorDidChange()` on this view and on
    /// the subviews that inherit it.
    open var tintColor: UIColor! {
        get { ownTintColor ?? parent?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tintColorChanged()
        }
    }

    /// Called when the view's tint changes (set here or on a superview it inherits from).
    open func tintColorDidChange() {}

    /// A number to find the view by (`viewWithTag(_:)`).
    open var tag = 0

    // MARK: Touches (see Touches/UITouchSimulator.swift for their delivery)

    /// False makes `hitTest(_:with:)` pass over the view and its subviews, as on iOS.
    open var isUserInteractionEnabled = true
    /// Which way the view's content runs (`UIView+LayoutDirection`); kept, laid out left to right unless forced.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Accepted for source compatibility: every touch reaches the view it hit.
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false

    /// The recognizers attached with `addGestureRecognizer(_:)`, in that order; nil when there are none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            recognizers.forEach { $0.view = nil }
            recognizers = newValue ?? []
            recognizers.forEach { $0.view = self }
        }
    }
    var recognizers: [UIGestureRecognizer] = []

    /// Attaches `gestureRecognizer`, taking it from the view it was on.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        recognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard recognizers.contains(gestureRecognizer) else { return }
        recognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// The deepest view under `point` (in this view's coordinates) that takes touches, with iOS's
    /// rules: nil for a hidden view, one with `alpha` under 0.01 or `isUserInteractionEnabled` off, or
    /// a point outside (`point(inside:with:)`); else the subviews are asked front to back, each in its
    /// own coordinates (so their transforms count), and the view itself answers when none does.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, layer.opacity >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(convert(point, to: child), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is in `bounds`; override to grow or shape the
    /// touchable area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The controller whose view this is, else the superview.
    open override var next: UIResponder? { owningController ?? parent }

    // MARK: Traits (see UIView+Traits.swift for how changes are told)

    /// The superview's traits (for a controller's view, its controller's), else the window's, else
    /// `UITraitCollection.current`, with `overrideUserInterfaceStyle` laid over them.
    open var traitCollection: UITraitCollection { traits(inheriting: inheritedTraits) }

    /// The style this view and its subviews take whatever they inherit; `.unspecified` (the default)
    /// inherits. Setting it calls `traitCollectionDidChange(_:)` where the traits change.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownUserInterfaceStyle }
        set {
            let old = traitCollection
            ownUserInterfaceStyle = newValue
            ownTraitsChanged(from: old, to: traitCollection)
        }
    }

    /// Called after the view's traits changed, with `UITraitCollection.current` set to the new ones:
    /// re-set here the `CGColor`s of dynamic colours given to layers, which do not change by themselves.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits changed so that dynamic colours may resolve differently (with the new traits as
    /// `UITraitCollection.current`): a view that draws redraws, as iOS redraws it; views that show
    /// colours through their layers (labels) show them again.
    func colorAppearanceChanged() {
        if drawsContents { layer.setNeedsDisplay() }
    }

    /// What the view inherits before its controller's and its own overrides: the superview's traits,
    /// or those its controller inherits, or `current`. A window answers its screen's.
    var inheritedTraits: UITraitCollection {
        parent?.traitCollection ?? owningController?.inheritedTraits ?? UITraitCollection.current
    }

    // MARK: Accessibility (stored as on iOS; nothing reads them here)

    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none

    // MARK: Drawing

    /// Draws the view's contents into the current context (`UIGraphicsGetCurrentContext()`), y down in
    /// the view's bounds coordinates. Override it to draw; it runs at the commit after
    /// `setNeedsDisplay()`. The default draws nothing.
    open func draw(_ rect: CGRect) { drawsContents = false }

    /// Redraws the view (its `draw(_:)`) at the next commit.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

    // MARK: Hierarchy (see UIView+Hierarchy.swift for the order of the calls)

    open var superview: UIView? { parent }
    open var subviews: [UIView] { children }
    /// The window the view is in: its nearest ancestor that is a `UIWindow`. A scene's view is in one
    /// (see `SceneDescriptor(view:)`).
    open var window: UIWindow? { parent?.window }

    /// Adds `view` on top of the others, taking it from its old superview; its layer becomes a
    /// sublayer of this view's layer.
    open func addSubview(_ view: UIView) { place(view, at: children.count) }

    open func insertSubview(_ view: UIView, at index: Int) { place(view, at: index) }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        place(view, at: (children.firstIndex(of: siblingSubview) ?? children.count - 1) + 1)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        place(view, at: children.firstIndex(of: siblingSubview) ?? 0)
    }

    open func bringSubviewToFront(_ view: UIView) { reorder(view, to: children.count - 1) }
    open func sendSubviewToBack(_ view: UIView) { reorder(view, to: 0) }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard children.indices.contains(index1), children.indices.contains(index2), index1 != index2 else { return }
        let (first, second) = (children[min(index1, index2)], children[max(index1, index2)])
        reorder(second, to: min(index1, index2))
        reorder(first, to: max(index1, index2))
    }

    open func removeFromSuperview() { detachFromSuperview() }

    /// True when this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.parent
        }
        return false
    }

    /// This view or the first of its descendants (depth first) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for child in children { if let found = child.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Lifecycle (the defaults do nothing)

    /// Called for views loaded from a nib. There are no nibs here, so it is never called, as on iOS for
    /// a view made in code; declared so that overrides compile.
    open func awakeFromNib() {}
    /// Called only by Interface Builder's live rendering: never, here.
    open func prepareForInterfaceBuilder() {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    /// Override to place subviews and sublayers from `bounds`, calling `super`: the default applies
    /// the constraints of the view's tree when they changed (Auto Layout), and does nothing else.
    open func layoutSubviews() { updateConstraintLayoutIfNeeded() }

    /// Marks the view for layout at the next commit or `layoutIfNeeded()`; a change of size marks it
    /// too. Layout is the layer's (as on iOS): the layer asks its delegate, the view, to lay out.
    open func setNeedsLayout() {
        layer.setNeedsLayout()
        viewLayoutMayHaveChanged(frameOnly: false)
    }

    /// Solves changed constraints (setting frames, animated inside `UIView.animate`), then runs
    /// `layoutSubviews()` now if the view needs it, and does the same for its subviews.
    open func layoutIfNeeded() {
        updateConstraintLayoutIfNeeded()
        layer.layoutIfNeeded()
    }

    /// Override to update constraints, calling `super` last; called at the next layout after
    /// `setNeedsUpdateConstraints()`.
    open func updateConstraints() { autoLayoutStorage?.needsUpdateConstraints = false }
    open func setNeedsUpdateConstraints() {
        layoutStorage.needsUpdateConstraints = true
        constraintLayoutChanged()
    }
    open func updateConstraintsIfNeeded() { if needsUpdateConstraints() { updateConstraints() } }
    open func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? false }
    /// Accepted for source compatibility: every view takes part in Auto Layout when constrained.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The size the view's content wants; none by default (`noIntrinsicMetric` both ways).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Auto Layout reads the size again at the next layout; the superview is marked for layout too,
    /// so that a `layoutSubviews()` that sizes subviews from their `intrinsicContentSize` runs again.
    open func invalidateIntrinsicContentSize() {
        parent?.setNeedsLayout()
        viewLayoutMayHaveChanged(frameOnly: false)
    }

    /// The size that fits `size`: by default the current size, as on iOS.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// True (the default for views made in code): where Auto Layout meets the view, its frame becomes
    /// required constraints (its size, and its origin in its superview) and the engine never moves
    /// it. False: constraints place it, and its `intrinsicContentSize` takes part.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { constraintLayoutChanged() } }
    }

    /// Sets the layer's properties named by `keys` through `body`: animated inside an animation
    /// block, otherwise at once with no implicit animation.
    private func change(_ keys: [String], _ body: () -> Void) {
        let (position, bounds) = (layer.position, layer.bounds)
        if let animation = UIViewAnimation.current {
            animation.record(keys, of: layer, body)
        } else {
            UIView.withoutActions(body)
        }
        if position != layer.position || bounds != layer.bounds { viewLayoutMayHaveChanged(frameOnly: true) }
    }

    /// Runs `body` with the layer's implicit animations off, as a view's layer always has them.
    static func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}

extension UIView {
    /// "No intrinsic size" in `intrinsicContentSize`.
    public static let noIntrinsicMetric: CGFloat = -1
}
