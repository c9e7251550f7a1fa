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
    public var bounds: CGRect = .zero { didSet { changed(.bounds, .rect(oldValue)) } }
    public var position: CGPoint = .zero { didSet { changed(.position, .point(oldValue)) } }
    public var zPosition: CGFloat = 0 { didSet { changed(.zPosition, .number(oldValue)) } }
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { changed(.anchorPoint, .point(oldValue)) } }
    public var anchorPointZ: CGFloat = 0 { didSet { changed(.anchorPointZ, .number(oldValue)) } }
    /// Applied about the anchor point.
    public var transform: CATransform3D = .identity { didSet { changed(.transform, .transform(oldValue)) } }
    /// Applied to the sublayers, about this layer's anchor point.
    public var sublayerTransform: CATransform3D = .identity { didSet { changed(.sublayerTransform, .transform(oldValue)) } }
    public var isHidden = false { didSet { changed(.hidden, .bool(oldValue)) } }
    /// 0...1, multiplies the layer and its sublayers as a group.
    public var opacity: Float = 1 { didSet { changed(.opacity, .number(CGFloat(oldValue))) } }
    public var masksToBounds = false { didSet { changed(.masksToBounds, .bool(oldValue)) } }
    public var cornerRadius: CGFloat = 0 { didSet { changed(.cornerRadius, .number(oldValue)) } }
    public var borderWidth: CGFloat = 0 { didSet { changed(.borderWidth, .number(oldValue)) } }
    public var borderColor: CGColor? = .black { didSet { changed(.borderColor, CAValue(oldValue)) } }
    public var backgroundColor: CGColor? { didSet { changed(.backgroundColor, CAValue(oldValue)) } }
    /// The image drawn in the bounds (not animatable).
    public var contents: CGImage?
    /// The part of `contents` shown, in unit coordinates of the image (default the whole image).
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { changed(.contentsRect, .rect(oldValue)) } }
    public var contentsGravity: CALayerContentsGravity = .resize
    /// Image pixels per point of `contents`.
    public var contentsScale: CGFloat = 1
    public var shadowColor: CGColor? = .black { didSet { changed(.shadowColor, CAValue(oldValue)) } }
    public var shadowOpacity: Float = 0 { didSet { changed(.shadowOpacity, .number(CGFloat(oldValue))) } }
    /// Points; (0, −3) by default, as in Core Animation (a shadow cast upwards in y-down coordinates).
    public var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed(.shadowOffset, .size(oldValue)) } }
    /// Blur radius in points.
    public var shadowRadius: CGFloat = 3 { didSet { changed(.shadowRadius, .number(oldValue)) } }
    public var shadowPath: CGPath? { didSet { changed(.shadowPath, CAValue(oldValue)) } }
    /// A layer whose alpha masks this one (in this layer's coordinates); not in `sublayers`.
    public var mask: CALayer? {
        didSet {
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
        }
    }
    public var name: String?
    /// Per-key action overrides; `CANullAction()` (or `NSNull()`) disables the key's implicit animation.
    public var actions: [String: any CAAction]?
    /// Free-form values a scene may attach (`setValue:forKey:` on unknown keys in Core Animation).
    public var userInfo: [String: String] = [:]

    // CAMediaTiming of the layer itself: converts the superlayer's time to this layer's.
    public var beginTime: CFTimeInterval = 0
    public var duration: CFTimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed

    // Tree and state (see the extensions).
    var _sublayers: [CALayer] = []
    weak var _superlayer: CALayer?
    weak var maskOwner: CALayer?
    var animationEntries: [AnimationEntry] = []
    /// Set on presentation copies: property sets never run actions, and `model()` answers.
    var modelLayer: CALayer?
    var actionsSuppressed = false
    /// Set by the first `advance(to:)` that reaches the layer (Core Animation's first commit):
    /// from then on, property sets outside an explicit transaction animate implicitly.
    public internal(set) var hasBeenCommitted = false

    public required init() {}

    /// `[CALayer layer]`.
    public class func layer() -> Self { Self.init() }

    /// `initWithLayer:`: a copy of `layer`'s model properties (no sublayers, no animations).
    public required init(layer: CALayer) {
        actionsSuppressed = true
        layer.copyProperties(to: self)
        actionsSuppressed = false
    }

    /// The layer type's name in dumps: "layer", "shape", "gradient", "text".
    open class var typeName: String { "layer" }

    /// Copies every model property into `c` (subclasses copy theirs, then call super).
    open func copyProperties(to c: CALayer) {
        c.bounds = bounds; c.position = position; c.zPosition = zPosition; c.anchorPoint = anchorPoint
        c.anchorPointZ = anchorPointZ; c.transform = transform; c.sublayerTransform = sublayerTransform
        c.isHidden = isHidden; c.opacity = opacity; c.masksToBounds = masksToBounds; c.cornerRadius = cornerRadius
        c.borderWidth = borderWidth; c.borderColor = borderColor; c.backgroundColor = backgroundColor
        c.contents = contents; c.contentsRect = contentsRect; c.contentsGravity = contentsGravity
        c.contentsScale = contentsScale; c.shadowColor = shadowColor; c.shadowOpacity = shadowOpacity
        c.shadowOffset = shadowOffset; c.shadowRadius = shadowRadius; c.shadowPath = shadowPath
        c.name = name; c.actions = actions; c.userInfo = userInfo
        c.beginTime = beginTime; c.duration = duration; c.speed = speed; c.timeOffset = timeOffset
        c.repeatCount = repeatCount; c.repeatDuration = repeatDuration; c.autoreverses = autoreverses
        c.fillMode = fillMode
    }

    @inline(__always)
    final func changed(_ p: LayerProperty, _ old: CAValue) {
        if actionsSuppressed { return }
        propertyDidChange(p, oldValue: old)
    }
}

/// One animation attached to a layer: its key and the layer's own copy.
struct AnimationEntry {
    var key: String
    var animation: CAAnimation
}
