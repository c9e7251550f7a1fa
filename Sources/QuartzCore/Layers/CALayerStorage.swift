import Foundation


/// Storage of `CALayer`'s animatable properties (defaults are Core Animation's).
///
/// Swift lays a struct out in declaration order, so the values the render tree reads of every layer
/// every frame (`RenderTreeBuilder`) come first, packed into the object's first cache lines; the
/// matrices, read only when they are not the identity, and the shadow's details, read only when
/// `shadowOpacity` is positive, come last. At 10,000 layers a frame is bound by first touches of cold
/// memory, and the old order (the declaration order of Core Animation's headers) spread those reads
/// over six cache lines of each layer.
struct CALayerStorage {
    var isHidden: Bool = false
    var masksToBounds: Bool = false
    /// The mask's alpha counts inverted (`CALayer.invertsMask`); beside the other flags, in their padding.
    var invertsMask: Bool = false
    /// Whether `transform` is the identity, worked out when it is written: the render tree asks it of
    /// every layer every frame (sixteen comparisons each time).
    private(set) var transformIsIdentity = true
    var opacity: Float = 1
    var shadowOpacity: Float = 0
    var zPosition: CGFloat = 0
    var position: CGPoint = .zero
    var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var bounds: CGRect = .zero
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var backgroundColor: CGColor? = nil
    var transform: CATransform3D = .identity { didSet { transformIsIdentity = transform.isIdentity } }
    var sublayerTransform: CATransform3D = .identity
    var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var shadowColor: CGColor? = .black
    var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath? = nil
}

/// Storage of `CALayer`'s model properties that do not animate (defaults are Core Animation's). The
/// values read every frame (rasterizing, the layer's own timing, its name) come first, as in
/// `CALayerStorage`.
struct CALayerPlainStorage {
    var shouldRasterize = false
    var autoreverses = false
    var needsDisplayOnBoundsChange = false
    var drawsAsynchronously = false
    var speed: Float = 1
    var beginTime: CFTimeInterval = 0
    var timeOffset: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var name: String? = nil
    var contents: CGImage? = nil
    var contentsGravity: CALayerContentsGravity = .resize
    var contentsScale: CGFloat = 1
    var rasterizationScale: CGFloat = 1
    var actions: [String: any CAAction]? = nil
    var fillMode: CAMediaTimingFillMode = .removed
    /// `compositingFilter` as given, and the blend it names (`.normal` for none or a name not known).
    var compositingFilter: Any? = nil
    var blendMode: CGBlendMode = .normal
    /// `LayerBackdrop`: a blur of what lies behind, set by UIKit's visual effect views.
    var backdrop: LayerBackdrop? = nil
}
