import Foundation

/// A layer: the model values of one node of the layer tree (points, y down, origin top left).
///
/// Geometry: the layer's own coordinates are its `bounds`; its `anchorPoint` (unit coordinates of the
/// bounds, default (0.5, 0.5)) sits at `position` in the superlayer's coordinates, and `transform`
/// applies about the anchor point. `frame` is derived from those (see `CALayer+Geometry.swift`).
///
/// Defaults are Core Animation's: bounds zero, opacity 1, borderColor and shadowColor opaque black,
/// shadowOpacity 0, shadowOffset (0, −3), shadowRadius 3, contentsRect (0, 0, 1, 1), backgroundColor nil.
///
/// Setting an animatable property may run an implicit animation (see `CALayer+Actions.swift`);
/// evaluation (`presentation()`, `presentationTree(at:)`) never changes these values.
open class CALayer: CAMediaTiming {
    // Tree and state (see the extensions); `final`, read for every layer every frame, as `storage`.
    // `@exclusivity(unchecked)` on this and the other hot classes' stored properties: why, docs/architecture.md §1.
    // Declared first, so that they share the object's first cache lines with its header, which every
    // retain touches anyway (Swift lays a class's stored properties out in declaration order).
    @exclusivity(unchecked) package final var _sublayers: [CALayer] = []
    weak var _superlayer: CALayer?
    weak var maskOwner: CALayer?
    @exclusivity(unchecked) final var animationEntries: AnimationEntries = []
    /// Set on presentation copies: property sets never run actions, and `model()` answers.
    @exclusivity(unchecked) final var modelLayer: CALayer?
    @exclusivity(unchecked) var actionsSuppressed = false
    /// Counts writes to the animatable values (every setter reports through `changed`), so that a
    /// presentation copy can tell that they have not changed since it copied them.
    @exclusivity(unchecked) final var animatableRevision: UInt64 = 0
    /// On a presentation copy: the model's `animatableRevision` when its values were last copied
    /// (nil: never), and the properties written since, by animations: all that differ from the model's.
    @exclusivity(unchecked) final var syncedRevision: UInt64?
    @exclusivity(unchecked) final var writtenSinceSync = LayerPropertySet()
    /// Counts writes to the values that do not animate (`plainStorage`, and a subclass's own), so that
    /// a presentation copy can tell that they have not changed since it copied them.
    @exclusivity(unchecked) final var plainRevision: UInt64 = 0
    /// On a presentation copy: the model's `plainRevision` and its own when it last copied the
    /// model's values that do not animate (nil: never).
    @exclusivity(unchecked) final var plainSync: (model: UInt64, copy: UInt64)?
    /// Set by the first `advance(to:)` that reaches the layer (Core Animation's first commit):
    /// from then on, property sets outside an explicit transaction animate implicitly.
    @exclusivity(unchecked) public internal(set) var hasBeenCommitted = false
    /// What a frame has to visit in this subtree (`PendingWork`); a clean subtree is skipped whole.
    @exclusivity(unchecked) final var pendingWork = PendingWork.all

    /// The animatable model values, stored together so that copies are one assignment. `final`, so
    /// that a property's getter reads its one field: through the overridable accessor, each read copied
    /// (and retained) the whole struct, a cost every frame pays per layer.
    @exclusivity(unchecked) final var storage = CALayerStorage()
    /// The model values that do not animate, stored together for the same reason: a presentation
    /// copy takes them all in one assignment, not through a pair of overridable accessors each
    /// (eighteen pairs a layer a frame), and only when they changed (`syncPlainValues(to:)`).
    @exclusivity(unchecked) final var plainStorage = CALayerPlainStorage() { didSet { plainRevision &+= 1 } }

    open var bounds: CGRect {
        get { storage.bounds }
        set {
            let oldValue = storage.bounds
            storage.bounds = newValue
            if oldValue.size != newValue.size {
                needsLayoutFlag = true
                if needsDisplayOnBoundsChange { needsDisplayFlag = true }
            }
            changed(.bounds, .rect(oldValue))
        }
    }
    open var position: CGPoint {
        get { storage.position }
        set { let oldValue = storage.position; storage.position = newValue; changed(.position, .point(oldValue)) }
    }
    open var zPosition: CGFloat {
        get { storage.zPosition }
        set { let oldValue = storage.zPosition; storage.zPosition = newValue; changed(.zPosition, .number(oldValue)) }
    }
    open var anchorPoint: CGPoint {
        get { storage.anchorPoint }
        set { let oldValue = storage.anchorPoint; storage.anchorPoint = newValue; changed(.anchorPoint, .point(oldValue)) }
    }
    open var anchorPointZ: CGFloat {
        get { storage.anchorPointZ }
        set { let oldValue = storage.anchorPointZ; storage.anchorPointZ = newValue; changed(.anchorPointZ, .number(oldValue)) }
    }
    /// Applied about the anchor point.
    open var transform: CATransform3D {
        get { storage.transform }
        set { let oldValue = storage.transform; storage.transform = newValue; changed(.transform, .transform(oldValue)) }
    }
    /// Applied to the sublayers, about this layer's anchor point.
    open var sublayerTransform: CATransform3D {
        get { storage.sublayerTransform }
        set { let oldValue = storage.sublayerTransform; storage.sublayerTransform = newValue; changed(.sublayerTransform, .transform(oldValue)) }
    }
    open var isHidden: Bool {
        get { storage.isHidden }
        set { let oldValue = storage.isHidden; storage.isHidden = newValue; changed(.hidden, .bool(oldValue)) }
    }
    /// 0...1, multiplies the layer and its sublayers as a group.
    open var opacity: Float {
        get { storage.opacity }
        set { let oldValue = storage.opacity; storage.opacity = newValue; changed(.opacity, .number(CGFloat(oldValue))) }
    }
    open var masksToBounds: Bool {
        get { storage.masksToBounds }
        set { let oldValue = storage.masksToBounds; storage.masksToBounds = newValue; changed(.masksToBounds, .bool(oldValue)) }
    }
    open var cornerRadius: CGFloat {
        get { storage.cornerRadius }
        set { let oldValue = storage.cornerRadius; storage.cornerRadius = newValue; changed(.cornerRadius, .number(oldValue)) }
    }
    open var borderWidth: CGFloat {
        get { storage.borderWidth }
        set { let oldValue = storage.borderWidth; storage.borderWidth = newValue; changed(.borderWidth, .number(oldValue)) }
    }
    open var borderColor: CGColor? {
        get { storage.borderColor }
        set { let oldValue = storage.borderColor; storage.borderColor = newValue; changed(.borderColor, CAValue(oldValue)) }
    }
    open var backgroundColor: CGColor? {
        get { storage.backgroundColor }
        set { let oldValue = storage.backgroundColor; storage.backgroundColor = newValue; changed(.backgroundColor, CAValue(oldValue)) }
    }
    /// The image drawn in the bounds (not animatable).
    open var contents: CGImage? { get { plainStorage.contents } set { plainStorage.contents = newValue } }
    /// The part of `contents` shown, in unit coordinates of the image (default the whole image).
    open var contentsRect: CGRect {
        get { storage.contentsRect }
        set { let oldValue = storage.contentsRect; storage.contentsRect = newValue; changed(.contentsRect, .rect(oldValue)) }
    }
    open var contentsGravity: CALayerContentsGravity { get { plainStorage.contentsGravity } set { plainStorage.contentsGravity = newValue } }
    /// Image pixels per point of `contents`.
    open var contentsScale: CGFloat { get { plainStorage.contentsScale } set { plainStorage.contentsScale = newValue } }
    /// Draw the layer and its sublayers as one bitmap of `bounds × rasterizationScale` pixels,
    /// composited in their place (see CALayer+Rasterization.swift).
    open var shouldRasterize: Bool { get { plainStorage.shouldRasterize } set { plainStorage.shouldRasterize = newValue } }
    /// Pixels per point of the rasterized bitmap (Core Animation's default 1).
    open var rasterizationScale: CGFloat { get { plainStorage.rasterizationScale } set { plainStorage.rasterizationScale = newValue } }
    /// The last rasterized bitmap of this model layer and what it showed.
    @exclusivity(unchecked) var rasterCache: (key: [RasterKeyPart], image: CGImage?)?
    /// Redraw (`setNeedsDisplay()`) whenever the bounds change size.
    open var needsDisplayOnBoundsChange: Bool { get { plainStorage.needsDisplayOnBoundsChange } set { plainStorage.needsDisplayOnBoundsChange = newValue } }
    /// Kept and copied, with no effect: on iOS it lets `draw(in:)` commands run on a background
    /// thread, which changes when pixels are ready, never which; here drawing is done when `display()`
    /// returns.
    open var drawsAsynchronously: Bool { get { plainStorage.drawsAsynchronously } set { plainStorage.drawsAsynchronously = newValue } }
    /// Draws, lays out and chooses actions for the layer when it does not (a view is its layer's).
    open weak var delegate: (any CALayerDelegate)?
    @exclusivity(unchecked) var needsDisplayFlag = false { didSet { if needsDisplayFlag { markPending(.commit) } } }
    @exclusivity(unchecked) var needsLayoutFlag = false { didSet { if needsLayoutFlag { markPending(.commit) } } }
    open var shadowColor: CGColor? {
        get { storage.shadowColor }
        set { let oldValue = storage.shadowColor; storage.shadowColor = newValue; changed(.shadowColor, CAValue(oldValue)) }
    }
    open var shadowOpacity: Float {
        get { storage.shadowOpacity }
        set { let oldValue = storage.shadowOpacity; storage.shadowOpacity = newValue; changed(.shadowOpacity, .number(CGFloat(oldValue))) }
    }
    /// Points; (0, −3) by default, as in Core Animation (a shadow cast upwards in y-down coordinates).
    open var shadowOffset: CGSize {
        get { storage.shadowOffset }
        set { let oldValue = storage.shadowOffset; storage.shadowOffset = newValue; changed(.shadowOffset, .size(oldValue)) }
    }
    /// Blur radius in points.
    open var shadowRadius: CGFloat {
        get { storage.shadowRadius }
        set { let oldValue = storage.shadowRadius; storage.shadowRadius = newValue; changed(.shadowRadius, .number(oldValue)) }
    }
    /// Kept as an immutable copy, as `CAShapeLayer.path` is.
    open var shadowPath: CGPath? {
        get { storage.shadowPath }
        set { let oldValue = storage.shadowPath; storage.shadowPath = newValue?.immutable; changed(.shadowPath, CAValue(oldValue)) }
    }
    /// A layer whose alpha masks this one (in this layer's coordinates); not in `sublayers`.
    open var mask: CALayer? {
        get { storedMask }
        set {
            let oldValue = storedMask
            storedMask = newValue
            oldValue?.maskOwner = nil
            newValue?.removeFromSuperlayer()
            newValue?.maskOwner = self
            if let newValue { markPending(newValue.pendingWork) }
        }
    }
    /// `mask`'s value, read by the frame's walks: the overridable accessor was a dispatched call and
    /// a retain four times a layer a frame, most of them to learn that there is no mask.
    @exclusivity(unchecked) final private(set) var storedMask: CALayer?
    open var name: String? { get { plainStorage.name } set { plainStorage.name = newValue } }
    /// Per-key action overrides; `CANullAction()` (or `NSNull()`) disables the key's implicit animation.
    open var actions: [String: any CAAction]? { get { plainStorage.actions } set { plainStorage.actions = newValue } }
    /// Values set for keys that are not properties of the layer (`setValue(_:forKey:)`).
    @exclusivity(unchecked) var keyedValues: [String: Any] = [:]

    // CAMediaTiming of the layer itself: converts the superlayer's time to this layer's.
    open var beginTime: CFTimeInterval { get { plainStorage.beginTime } set { plainStorage.beginTime = newValue } }
    open var duration: CFTimeInterval { get { plainStorage.duration } set { plainStorage.duration = newValue } }
    open var speed: Float { get { plainStorage.speed } set { plainStorage.speed = newValue } }
    open var timeOffset: CFTimeInterval { get { plainStorage.timeOffset } set { plainStorage.timeOffset = newValue } }
    open var repeatCount: Float { get { plainStorage.repeatCount } set { plainStorage.repeatCount = newValue } }
    open var repeatDuration: CFTimeInterval { get { plainStorage.repeatDuration } set { plainStorage.repeatDuration = newValue } }
    open var autoreverses: Bool { get { plainStorage.autoreverses } set { plainStorage.autoreverses = newValue } }
    open var fillMode: CAMediaTimingFillMode { get { plainStorage.fillMode } set { plainStorage.fillMode = newValue } }

    public init() {}

    /// `initWithLayer:`: a copy of `layer`'s model properties (no sublayers, no animations). Core
    /// Animation makes presentation copies with it, so a subclass with properties of its own overrides
    /// it to copy them, as on iOS.
    public init(layer: Any) {
        guard let layer = layer as? CALayer else { return }
        actionsSuppressed = true
        layer.copyProperties(to: self)
        actionsSuppressed = false
    }

    /// Layers are never decoded (there are no archives or nibs): always nil. Subclasses write it as
    /// on iOS, usually as `fatalError(...)`.
    public required init?(coder: NSCoder) { return nil }

    /// How Sandglass makes a layer of a class known only at run time (a view's `layerClass`, a
    /// presentation copy): `init()` for nil, `init(layer:)` for a layer to copy. Swift can call an
    /// initializer through a metatype only when it is `required`; a subclass inherits this one
    /// when it overrides all of `init()`, `init(layer:)` and `init?(coder:)`, or none of them (the
    /// three a Core Animation subclass writes on iOS).
    public required convenience init(copyOf layer: CALayer?) {
        if let layer { self.init(layer: layer) } else { self.init() }
    }

    /// `[CALayer layer]`.
    public class func layer() -> Self { Self.init(copyOf: nil) }

    // MARK: Overridable as on iOS
    // Swift overrides only what the class body declares, so every member iOS lets a subclass override
    // is declared here; the longer bodies live beside their topic (CALayer+Geometry.swift,
    // CALayer+Hierarchy.swift, CALayer+Animations.swift, CALayer+KeyValueCoding.swift).

    /// The layer's rectangle in the superlayer's coordinates: the bounds placed by position and
    /// anchorPoint and mapped by `transform` (its bounding box when rotated). Setting it sets
    /// `position` and `bounds.size` (exact with an identity transform, as in Core Animation).
    open var frame: CGRect {
        get { frameInSuperlayer }
        set {
            bounds.size = CGSize(width: newValue.width, height: newValue.height)
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width,
                               y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }
    /// The x/y part of `transform`.
    open func affineTransform() -> CGAffineTransform { transform.affine }
    /// `transform` becomes the affine transform `t`.
    open func setAffineTransform(_ t: CGAffineTransform) { transform = CATransform3D(t) }
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint { mapPoint(p, from: layer) }
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint { mapPoint(p, to: layer) }
    /// A rectangle converted is the bounding box of its converted corners.
    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect { mapRect(r) { mapPoint($0, from: layer) } }
    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect { mapRect(r) { mapPoint($0, to: layer) } }
    /// `p`, in this layer's coordinates, lies inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    /// The front-most visible descendant (or self) containing `p`, given in the superlayer's
    /// coordinates; nil when `p` is outside this layer's bounds or the layer is hidden.
    open func hitTest(_ p: CGPoint) -> CALayer? { frontMostLayer(at: p) }

    /// Sublayers back to front; nil when there are none (as Core Animation). Setting replaces them.
    open var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            for l in _sublayers { l._superlayer = nil }
            _sublayers = []
            for l in newValue ?? [] { addSublayer(l) }
        }
    }
    open var superlayer: CALayer? { _superlayer }
    /// Appends `layer`, removing it from its previous superlayer first.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(_sublayers.count)) }
    /// Inserts `layer` at `index`, clamped to the count.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) { attachSublayer(layer, at: index) }
    /// Inserts `layer` below `sibling`; at the back when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayer(layer, at: UInt32(sublayerIndex(of: sibling) ?? 0))
    }
    /// Inserts `layer` above `sibling`; in front when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insertSublayer(layer, at: UInt32(sublayerIndex(of: sibling).map { $0 + 1 } ?? _sublayers.count))
    }
    /// Puts `newLayer` where `oldLayer` was; nothing happens when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = sublayerIndex(of: oldLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }
    open func removeFromSuperlayer() { detachFromSuperlayer() }

    /// Marks the layer to be redrawn at the next commit (a new layer draws only once asked).
    open func setNeedsDisplay() { needsDisplayFlag = true }
    /// Core Animation redraws the whole layer too; the rectangle is accepted for source compatibility.
    open func setNeedsDisplay(_ rect: CGRect) { needsDisplayFlag = true }
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Redraws now if marked.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }
    open func setNeedsLayout() { needsLayoutFlag = true }
    open func needsLayout() -> Bool { needsLayoutFlag }
    /// Lays out this layer now if marked, then its sublayers (those with a layer marked below them).
    open func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for s in _sublayers where s.pendingWork.contains(.commit) { s.layoutIfNeeded() }
    }

    /// The animation under `key` stops with `finished: false` and is removed.
    open func removeAnimation(forKey key: String) { stopAnimation(forKey: key) }
    /// Every animation stops with `finished: false` and is removed.
    open func removeAllAnimations() { stopAllAnimations() }
    /// Keys in the order the animations were added; nil when there are none (as Core Animation).
    open func animationKeys() -> [String]? { animationEntries.isEmpty ? nil : animationEntries.map(\.key) }
    /// The layer's own copy under `key` (treat it as read-only, as Core Animation asks).
    open func animation(forKey key: String) -> CAAnimation? { animationEntries.first { $0.key == key }?.animation }

    /// An animatable property's value (an NSNumber, CGPoint, CGColor, CGPath...) or a key of the
    /// app's own, else `defaultValue(forKey:)` (see CALayer+KeyValueCoding.swift).
    open func value(forKeyPath keyPath: String) -> Any? { readValue(forKeyPath: keyPath) }
    /// Sets the property (running its implicit animation) or keeps the value for a key of the app's own.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { writeValue(value, forKeyPath: keyPath) }
    /// A property or a key of the app's own (a dot is part of the key).
    open func value(forKey key: String) -> Any? {
        key.contains(".") ? ownValue(forKey: key) : value(forKeyPath: key)
    }
    /// A property or a key of the app's own (a dot is part of the key).
    open func setValue(_ value: Any?, forKey key: String) {
        if key.contains(".") { setOwnValue(value, forKey: key) } else { setValue(value, forKeyPath: key) }
    }

    // MARK: Drawing and layout (overridable; see CALayer+Display.swift)

    /// Sets `contents`: the delegate's `display(_:)` when there is a delegate, else `drawContents()`.
    open func display() {
        if let delegate { delegate.display(self) } else { drawContents() }
    }

    /// Draws the layer's contents; the default asks the delegate.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Places sublayers; the default asks the delegate.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// The size the layer would like: its bounds' size (a text layer answers its text's size).
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Whether a change to `key` redraws the layer: a set on the model marks it (`setNeedsDisplay()`),
    /// and while an animation of `key` has an effect the presentation layer redraws each frame, so
    /// `draw(in:)` sees the animated value (see CALayer+OwnKeys.swift). False for every key unless a
    /// subclass says otherwise, as in Core Animation.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// What `value(forKey:)` reads for a key of the app's own before one is set; nil unless a
    /// subclass says otherwise. (Core Animation also answers with its own properties' defaults.)
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The action run when `event` (a property's key, or a key of the app's own) changes: the
    /// delegate's answer when it gives one, else `actions[event]` when present (nil when it is a null
    /// action), else `defaultAction(forKey:)` for the animatable properties (see CALayer+Actions.swift).
    open func action(forKey event: String) -> (any CAAction)? { lookUpAction(forKey: event) }

    /// `addAnimation:forKey:`. Stores a COPY of `anim` (later edits to the caller's object change
    /// nothing), replacing (and stopping, `finished: false`) any animation under the same key; a nil
    /// key gets a unique one (`"animation-N"`). A `beginTime` of 0 is stamped with the current
    /// media time in this layer's time space (`convertTime(CACurrentMediaTime(), from: nil)`), as
    /// Core Animation does at commit.
    ///
    /// The copy's values are read for its key path here, once (`readValues`). An invalid animation
    /// (unknown key path, a value of the wrong kind, see also `validate()`) is not added, where Core
    /// Animation would skip it silently: one line naming the field and the values goes to stderr
    /// (once per distinct line). Use `addChecked` to get the typed error instead.
    @_disfavoredOverload
    open func add(_ anim: CAAnimation, forKey key: String?) {
        do {
            try addChecked(anim, forKey: key)
        } catch {
            ProblemLog.report("sandglass: animation '\(key ?? "nil")' not added: \(error)")
        }
    }

    /// The implicit animation for an animatable property's key: a `CABasicAnimation` of the current
    /// transaction's duration and timing function (`.default` when unset); nil for any other key.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { implicitAnimation(forKey: event) }

    /// Whether `copyProperties(to:)` brings a copy fully up to date, so that presentation copies can be
    /// updated in place from frame to frame. True for Sandglass's own classes, false for any subclass
    /// unless it says otherwise: iOS code copies its own properties in `init(layer:)`, so its copies are
    /// made afresh each frame, as Core Animation makes presentation layers.
    open class var updatesPresentationInPlace: Bool {
        self == CALayer.self || self == CAShapeLayer.self || self == CAGradientLayer.self
            || self == CATextLayer.self || self == CAReplicatorLayer.self || self == CAEmitterLayer.self
    }
    /// `updatesPresentationInPlace` of this layer's class, asked once instead of every frame.
    final private(set) lazy var updatesInPlace = type(of: self).updatesPresentationInPlace

    /// The layer type's name in dumps: "layer", "shape", "gradient", "text".
    open class var typeName: String { "layer" }

    // Asked of every layer every frame, so overridden rather than answered through a cast (each cast
    // retained and released the layer).
    /// Whether the presentation copy holds instance containers instead of the sublayers (a replicator's).
    var replicates: Bool { false }
    /// Whether this is a `CAShapeLayer` (or a subclass): its stored shape values can be read.
    var isShapeLayer: Bool { false }
    /// Whether this is a `CAEmitterLayer` (or a subclass): its presentation copy keeps the time it shows.
    var isEmitterLayer: Bool { false }
    /// A shape layer's number under `property` (lineWidth, miterLimit, lineDashPhase, strokeStart or
    /// strokeEnd); nil for any other layer.
    func shapeNumber(_ property: LayerProperty) -> CGFloat? { nil }
    /// Sets a shape layer's number under `property`; false for any other layer.
    func setShapeNumber(_ n: CGFloat, _ property: LayerProperty) -> Bool { false }

    /// Copies every model property into `c` (subclasses call super, then copy theirs; the animatable
    /// values are copied by `copyAnimatableValues(to:)`).
    open func copyProperties(to c: CALayer) {
        syncAnimatableValues(to: c)
        syncPlainValues(to: c)
        // Most layers have no values of the app's own: two empty dictionaries are not reassigned.
        if !(keyedValues.isEmpty && c.keyedValues.isEmpty) { c.keyedValues = keyedValues }
    }

    /// Copies the values that do not animate into `c`, a layer of this class: subclasses call super,
    /// then copy their own (and count writes to them in `plainRevision`).
    func copyPlainValues(to c: CALayer) {
        c.plainStorage = plainStorage
    }

    /// Copies the animatable values (the properties key paths name) into `c`, a layer of this class:
    /// subclasses call super, then copy their own storage.
    func copyAnimatableValues(to c: CALayer) {
        c.storage = storage
        c.animatableRevision &+= 1
    }

    /// Copies one of a subclass's own animatable properties into `c`, a layer of this class, straight
    /// across its storage; false when the subclass stores none under `p` (the value then goes through
    /// the key-value path). A shape layer animating strokeEnd copied it back through a `CAValue` each frame.
    func copyOwnStoredValue(of p: LayerProperty, to c: CALayer) -> Bool { false }
}
