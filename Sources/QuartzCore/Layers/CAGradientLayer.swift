import Foundation

/// Gradient kind (`kCAGradientLayer*`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = Self(rawValue: "axial")
    /// startPoint is the centre; endPoint gives the radii (as unit coordinates of the bounds).
    public static let radial = Self(rawValue: "radial")
    /// Sweeps around startPoint, starting towards endPoint.
    public static let conic = Self(rawValue: "conic")
}

/// A layer filled with a colour gradient over its bounds.
///
/// Defaults as Core Animation: colors nil, locations nil (evenly spaced), startPoint (0.5, 0),
/// endPoint (0.5, 1) — top to bottom, in unit coordinates of the bounds — type axial.
open class CAGradientLayer: CALayer {
    /// The animatable model values, stored together so that copies are one assignment. `final`, so
    /// that a property's getter reads its one field: through the overridable accessor, each read copied
    /// (and retained) the whole struct, a cost every frame pays per layer.
    @exclusivity(unchecked) final var gradientStorage = CAGradientLayerStorage()

    /// CGColors, as on iOS. Anything else in the array (a UIColor) leaves the colours as they were,
    /// with one line on stderr saying why; Core Animation would draw no gradient.
    open var colors: [Any]? {
        get { cgColors }
        set {
            guard let newValue else { cgColors = nil; return }
            guard let cs = newValue as? [CGColor] else {
                return ProblemLog.report("sandglass: CAGradientLayer.colors not set: it is \(ValueTypeName.of(newValue)), expected \(ValueTypeName.expected("colors"))")
            }
            cgColors = cs
        }
    }
    /// `colors` as the renderer reads them, converted once when set.
    public var cgColors: [CGColor]? {
        get { gradientStorage.colors }
        set { let oldValue = gradientStorage.colors; gradientStorage.colors = newValue; changed(.colors, CAValue(oldValue)) }
    }
    /// Stop positions 0...1, one per colour; nil spreads them evenly.
    open var locations: [NSNumber]? {
        get { locationValues?.map { NSNumber(value: Double($0)) } }
        set { locationValues = newValue?.map { CGFloat($0.doubleValue) } }
    }
    /// `locations` as the renderer reads them, converted once when set.
    open var locationValues: [CGFloat]? {
        get { gradientStorage.locations }
        set { let oldValue = gradientStorage.locations; gradientStorage.locations = newValue; changed(.locations, CAValue(oldValue)) }
    }
    open var startPoint: CGPoint {
        get { gradientStorage.startPoint }
        set { let oldValue = gradientStorage.startPoint; gradientStorage.startPoint = newValue; changed(.startPoint, .point(oldValue)) }
    }
    open var endPoint: CGPoint {
        get { gradientStorage.endPoint }
        set { let oldValue = gradientStorage.endPoint; gradientStorage.endPoint = newValue; changed(.endPoint, .point(oldValue)) }
    }
    @exclusivity(unchecked) open var type: CAGradientLayerType = .axial

    open override class var typeName: String { "gradient" }

    override func copyAnimatableValues(to c: CALayer) {
        super.copyAnimatableValues(to: c)
        (c as? CAGradientLayer)?.gradientStorage = gradientStorage
    }

    open override func copyProperties(to c: CALayer) {
        super.copyProperties(to: c)
        guard let g = c as? CAGradientLayer else { return }
        g.type = type
    }
}


/// Storage of `CAGradientLayer`'s animatable properties (defaults are Core Animation's).
struct CAGradientLayerStorage {
    var colors: [CGColor]? = nil
    var locations: [CGFloat]? = nil
    var startPoint: CGPoint = CGPoint(x: 0.5, y: 0)
    var endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
}
