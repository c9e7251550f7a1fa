import Foundation

/// How `contents` is placed in the bounds (`kCAGravity*`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center"), top = Self(rawValue: "top"), bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left"), right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft"), topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft"), bottomRight = Self(rawValue: "bottomRight")
    /// Stretch to fill the bounds (the default).
    public static let resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

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
    /// The animatable model values, stored together so that copies are one assignment. `final`, so
    /// that a property's getter reads its one field: through the overridable accessor, each read copied
    /// (and retained) the whole struct, a cost every frame pays per layer.
    final var storage = CALayerStorage()

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
    open var contents: CGImage?
    /// The part of `contents` shown, in unit coordinates of the image (default the whole image).
    open var contentsRect: CGRect {
        get { storage.contentsRect }
        set { let oldValue = storage.contentsRect; storage.contentsRect = newValue; changed(.contentsRect, .rect(oldValue)) }
    }
    open var contentsGravity: CALayerContentsGravity = .resize
    /// Image pixels per point of `contents`.
    open var contentsScale: CGFloat = 1
    /// Draw the layer and its sublayers as one bitmap of `bounds × rasterizationScale` pixels,
    /// composited in their place (see CALayer+Rasterization.swift).
    open var shouldRasterize = false
    /// Pixels per point of the rasterized bitmap (Core Animation's default 1).
    open var rasterizationScale: CGFloat = 1
    /// The last rasterized bitmap of this model layer and what it showed.
    var rasterCache: (key: [RasterKeyPart], image: CGImage?)?
    /// Redraw (`setNeedsDisplay()`) whenever the bounds change size.
    open var needsDisplayOnBoundsChange = false
    /// Kept and copied, with no effect: on iOS it lets `draw(in:)` commands run on a background
    /// thread, which changes when pixels are ready, never which; here drawing is done when `display()`
    /// returns.
    open var drawsAsynchronously = false
    /// Draws, lays out and chooses actions for the layer when it does not (a view is its layer's).
    public weak var delegate: (any CALayerDelegate)?
    var needsDisplayFlag = false
    var needsLayoutFlag = false
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
    open var shadowPath: CGPath? {
        get { storage.shadowPath }
        set { let oldValue = storage.shadowPath; storage.shadowPath = newValue; changed(.shadowPath, CAValue(oldValue)) }
    }
    /// A layer whose alpha masks this one (in this layer's coordinates); not in `sublayers`.
    open var mask: CALayer? {
        didSet {
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
        }
    }
    open var name: String?
    /// Per-key action overrides; `CANullAction()` (or `NSNull()`) disables the key's implicit animation.
    open var actions: [String: any CAAction]?
    /// Values set for keys that are not properties of the layer (`setValue(_:forKey:)`).
    var keyedValues: [String: Any] = [:]

    // CAMediaTiming of the layer itself: converts the superlayer's time to this layer's.
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    // Tree and state (see the extensions); `final`, read for every layer every frame, as `storage`.
    package final var _sublayers: [CALayer] = []
    weak var _superlayer: CALayer?
    weak var maskOwner: CALayer?
    final var animationEntries: AnimationEntries = []
    /// Set on presentation copies: property sets never run actions, and `model()` answers.
    final var modelLayer: CALayer?
    var actionsSuppressed = false
    /// Counts writes to the animatable values (every setter reports through `changed`), so that a
    /// presentation copy can tell that they have not changed since it copied them.
    final var animatableRevision: UInt64 = 0
    /// On a presentation copy: the model's `animatableRevision` when its values were last copied
    /// (nil: never), and the properties written since, by animations: all that differ from the model's.
    final var syncedRevision: UInt64?
    final var writtenSinceSync = LayerPropertySet()
    /// Set by the first `advance(to:)` that reaches the layer (Core Animation's first commit):
    /// from then on, property sets outside an explicit transaction animate implicitly.
    public internal(set) var hasBeenCommitted = false

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
            || self == CATextLayer.self || self == CAReplicatorLayer.self
    }

    /// The layer type's name in dumps: "layer", "shape", "gradient", "text".
    open class var typeName: String { "layer" }

    /// Copies every model property into `c` (subclasses call super, then copy theirs; the animatable
    /// values are copied by `copyAnimatableValues(to:)`).
    open func copyProperties(to c: CALayer) {
        syncAnimatableValues(to: c)
        c.contents = contents; c.contentsGravity = contentsGravity; c.contentsScale = contentsScale
        c.needsDisplayOnBoundsChange = needsDisplayOnBoundsChange; c.drawsAsynchronously = drawsAsynchronously
        c.shouldRasterize = shouldRasterize; c.rasterizationScale = rasterizationScale
        c.name = name; c.actions = actions; c.keyedValues = keyedValues
        c.beginTime = beginTime; c.duration = duration; c.speed = speed; c.timeOffset = timeOffset
        c.repeatCount = repeatCount; c.repeatDuration = repeatDuration; c.autoreverses = autoreverses
        c.fillMode = fillMode
    }

    /// Copies the animatable values (the properties key paths name) into `c`, a layer of this class:
    /// subclasses call super, then copy their own storage.
    func copyAnimatableValues(to c: CALayer) {
        c.storage = storage
        c.animatableRevision &+= 1
    }

    /// Gives `c` this layer's animatable values. When `c` is this layer's presentation copy and the
    /// values have not changed since it last copied them, only the properties written on `c` since
    /// (by its animations) are copied back: a layer with one animation copies one value a frame,
    /// not the whole storage (10,000 animated arcs spent half their evaluation copying storage).
    final func syncAnimatableValues(to c: CALayer) {
        if c.modelLayer === self, c.syncedRevision == animatableRevision {
            // The copy's values change: counted, for a copy made of this copy in turn.
            if !c.writtenSinceSync.isEmpty { c.animatableRevision &+= 1 }
            for p in c.writtenSinceSync { copyValue(of: p, to: c) }
        } else {
            copyAnimatableValues(to: c)
        }
        c.syncedRevision = animatableRevision
        c.writtenSinceSync = LayerPropertySet()
    }

    /// Copies one animatable property's value into `c`: a field of the storage straight across for
    /// CALayer's own (a transform through a 137-byte CAValue was most of thanos' copying back), any
    /// other through the key-value path.
    private func copyValue(of p: LayerProperty, to c: CALayer) {
        switch p {
        case .bounds: c.storage.bounds = storage.bounds
        case .position: c.storage.position = storage.position
        case .zPosition: c.storage.zPosition = storage.zPosition
        case .anchorPoint: c.storage.anchorPoint = storage.anchorPoint
        case .anchorPointZ: c.storage.anchorPointZ = storage.anchorPointZ
        case .transform: c.storage.transform = storage.transform
        case .sublayerTransform: c.storage.sublayerTransform = storage.sublayerTransform
        case .hidden: c.storage.isHidden = storage.isHidden
        case .opacity: c.storage.opacity = storage.opacity
        case .masksToBounds: c.storage.masksToBounds = storage.masksToBounds
        case .cornerRadius: c.storage.cornerRadius = storage.cornerRadius
        case .borderWidth: c.storage.borderWidth = storage.borderWidth
        case .borderColor: c.storage.borderColor = storage.borderColor
        case .backgroundColor: c.storage.backgroundColor = storage.backgroundColor
        case .contentsRect: c.storage.contentsRect = storage.contentsRect
        case .shadowColor: c.storage.shadowColor = storage.shadowColor
        case .shadowOpacity: c.storage.shadowOpacity = storage.shadowOpacity
        case .shadowOffset: c.storage.shadowOffset = storage.shadowOffset
        case .shadowRadius: c.storage.shadowRadius = storage.shadowRadius
        case .shadowPath: c.storage.shadowPath = storage.shadowPath
        default:
            guard let v = value(of: p), c.set(v, for: p) else { preconditionFailure("\(p) does not copy") }
        }
    }

    /// Counts the write and runs the property's action unless this is a presentation copy or an
    /// action is running (the old value is only built when needed).
    @inline(__always)
    final func changed(_ p: LayerProperty, _ old: @autoclosure () -> CAValue) {
        animatableRevision &+= 1
        writtenSinceSync.insert(p)
        if actionsSuppressed { return }
        propertyDidChange(p, oldValue: old())
    }
}
