import Foundation
import SandglassTessellation

/// Fill rule for paths (`kCAFillRule*`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = Self(rawValue: "non-zero")
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// Line cap (`kCALineCap*`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = Self(rawValue: "butt"), round = Self(rawValue: "round"), square = Self(rawValue: "square")
}

/// Line join (`kCALineJoin*`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = Self(rawValue: "miter"), round = Self(rawValue: "round"), bevel = Self(rawValue: "bevel")
}

/// A layer that fills and strokes a path given in its own coordinates (points, y down).
///
/// Defaults as Core Animation: path nil, fillColor opaque black, fillRule non-zero, strokeColor nil
/// (no stroke), lineWidth 1, lineCap butt, lineJoin miter, miterLimit 10, no dash, strokeStart 0,
/// strokeEnd 1. `strokeStart`/`strokeEnd` are fractions of the path's length.
open class CAShapeLayer: CALayer {
    /// The animatable model values, stored together so that copies are one assignment. `final`, so
    /// that a property's getter reads its one field: through the overridable accessor, each read copied
    /// (and retained) the whole struct, a cost every frame pays per layer.
    @exclusivity(unchecked) final var shapeStorage = CAShapeLayerStorage()
    /// The values that do not animate, together, so that a presentation copy takes them in one
    /// assignment (as `CALayer.plainStorage`).
    @exclusivity(unchecked) final var shapePlainStorage = CAShapeLayerPlainStorage() { didSet { plainRevision &+= 1 } }

    /// Kept as an immutable copy: building on a `CGMutablePath` after assigning it changes nothing.
    open var path: CGPath? {
        get { shapeStorage.path }
        set { let oldValue = shapeStorage.path; shapeStorage.path = newValue?.immutable; changed(.path, CAValue(oldValue)) }
    }
    open var fillColor: CGColor? {
        get { shapeStorage.fillColor }
        set { let oldValue = shapeStorage.fillColor; shapeStorage.fillColor = newValue; changed(.fillColor, CAValue(oldValue)) }
    }
    open var fillRule: CAShapeLayerFillRule { get { shapePlainStorage.fillRule } set { shapePlainStorage.fillRule = newValue } }
    open var strokeColor: CGColor? {
        get { shapeStorage.strokeColor }
        set { let oldValue = shapeStorage.strokeColor; shapeStorage.strokeColor = newValue; changed(.strokeColor, CAValue(oldValue)) }
    }
    open var lineWidth: CGFloat {
        get { shapeStorage.lineWidth }
        set { let oldValue = shapeStorage.lineWidth; shapeStorage.lineWidth = newValue; changed(.lineWidth, .number(oldValue)) }
    }
    open var lineCap: CAShapeLayerLineCap { get { shapePlainStorage.lineCap } set { shapePlainStorage.lineCap = newValue } }
    open var lineJoin: CAShapeLayerLineJoin { get { shapePlainStorage.lineJoin } set { shapePlainStorage.lineJoin = newValue } }
    open var miterLimit: CGFloat {
        get { shapeStorage.miterLimit }
        set { let oldValue = shapeStorage.miterLimit; shapeStorage.miterLimit = newValue; changed(.miterLimit, .number(oldValue)) }
    }
    /// Dash and gap lengths in points, alternating; nil or empty for a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { lineDashValues?.map { NSNumber(value: Double($0)) } }
        set { lineDashValues = newValue?.map { CGFloat($0.doubleValue) } }
    }
    /// `lineDashPattern` as the renderer reads it, converted once when set.
    open var lineDashValues: [CGFloat]? {
        get { shapePlainStorage.lineDashValues }
        set { shapePlainStorage.lineDashValues = newValue }
    }
    open var lineDashPhase: CGFloat {
        get { shapeStorage.lineDashPhase }
        set { let oldValue = shapeStorage.lineDashPhase; shapeStorage.lineDashPhase = newValue; changed(.lineDashPhase, .number(oldValue)) }
    }
    open var strokeStart: CGFloat {
        get { shapeStorage.strokeStart }
        set { let oldValue = shapeStorage.strokeStart; shapeStorage.strokeStart = newValue; changed(.strokeStart, .number(oldValue)) }
    }
    open var strokeEnd: CGFloat {
        get { shapeStorage.strokeEnd }
        set { let oldValue = shapeStorage.strokeEnd; shapeStorage.strokeEnd = newValue; changed(.strokeEnd, .number(oldValue)) }
    }

    open override class var typeName: String { "shape" }

    override func copyAnimatableValues(to c: CALayer) {
        super.copyAnimatableValues(to: c)
        (c as? CAShapeLayer)?.shapeStorage = shapeStorage
    }

    override var isShapeLayer: Bool { true }

    override func shapeNumber(_ property: LayerProperty) -> CGFloat? {
        switch property {
        case .lineWidth: lineWidth
        case .miterLimit: miterLimit
        case .lineDashPhase: lineDashPhase
        case .strokeStart: strokeStart
        case .strokeEnd: strokeEnd
        default: nil
        }
    }

    override func setShapeNumber(_ n: CGFloat, _ property: LayerProperty) -> Bool {
        switch property {
        case .lineWidth: lineWidth = n
        case .miterLimit: miterLimit = n
        case .lineDashPhase: lineDashPhase = n
        case .strokeStart: strokeStart = n
        case .strokeEnd: strokeEnd = n
        default: return false
        }
        return true
    }

    override func copyOwnStoredValue(of p: LayerProperty, to c: CALayer) -> Bool {
        // `c` is this layer's presentation copy (`syncAnimatableValues`), made by its class: no cast.
        let c = unsafeDowncast(c, to: CAShapeLayer.self)
        switch p {
        case .path: c.shapeStorage.path = shapeStorage.path
        case .fillColor: c.shapeStorage.fillColor = shapeStorage.fillColor
        case .strokeColor: c.shapeStorage.strokeColor = shapeStorage.strokeColor
        case .lineWidth: c.shapeStorage.lineWidth = shapeStorage.lineWidth
        case .miterLimit: c.shapeStorage.miterLimit = shapeStorage.miterLimit
        case .lineDashPhase: c.shapeStorage.lineDashPhase = shapeStorage.lineDashPhase
        case .strokeStart: c.shapeStorage.strokeStart = shapeStorage.strokeStart
        case .strokeEnd: c.shapeStorage.strokeEnd = shapeStorage.strokeEnd
        default: return false
        }
        return true
    }

    override func copyPlainValues(to c: CALayer) {
        super.copyPlainValues(to: c)
        (c as? CAShapeLayer)?.shapePlainStorage = shapePlainStorage
    }
}


/// Storage of `CAShapeLayer`'s animatable properties (defaults are Core Animation's).
struct CAShapeLayerStorage {
    var path: CGPath? = nil
    var fillColor: CGColor? = .black
    var strokeColor: CGColor? = nil
    var lineWidth: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineDashPhase: CGFloat = 0
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
}

/// Storage of `CAShapeLayer`'s properties that do not animate (defaults are Core Animation's).
struct CAShapeLayerPlainStorage {
    var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { tessellationFillRule = fillRule == .evenOdd ? .evenOdd : .nonZero }
    }
    var lineCap: CAShapeLayerLineCap = .butt {
        didSet { tessellationLineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt }
    }
    var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { tessellationLineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter }
    }
    var lineDashValues: [CGFloat]? = nil
    /// The three named values as the tessellator takes them, converted when set: converting them for
    /// every frame's render node compared their strings (three comparisons a shape layer a frame).
    /// Any other name is Core Animation's default.
    private(set) var tessellationFillRule: FillRule = .nonZero
    private(set) var tessellationLineCap: LineCap = .butt
    private(set) var tessellationLineJoin: LineJoin = .miter
}
