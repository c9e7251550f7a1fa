import Foundation


/// Storage of `CALayer`'s animatable properties (defaults are Core Animation's).
struct CALayerStorage {
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var zPosition: CGFloat = 0
    var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var transform: CATransform3D = .identity { didSet { transformIsIdentity = transform.isIdentity } }
    /// Whether `transform` is the identity, worked out when it is written: the render tree asks it of
    /// every layer every frame (sixteen comparisons each time).
    private(set) var transformIsIdentity = true
    var sublayerTransform: CATransform3D = .identity
    var isHidden: Bool = false
    var opacity: Float = 1
    var masksToBounds: Bool = false
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var backgroundColor: CGColor? = nil
    var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath? = nil
}

/// Storage of `CALayer`'s model properties that do not animate (defaults are Core Animation's).
struct CALayerPlainStorage {
    var contents: CGImage? = nil
    var contentsGravity: CALayerContentsGravity = .resize
    var contentsScale: CGFloat = 1
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var needsDisplayOnBoundsChange = false
    var drawsAsynchronously = false
    var name: String? = nil
    var actions: [String: any CAAction]? = nil
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed
}
