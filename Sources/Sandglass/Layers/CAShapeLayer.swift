import Foundation

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
    public var path: CGPath? { didSet { changed(.path, CAValue(oldValue)) } }
    public var fillColor: CGColor? = .black { didSet { changed(.fillColor, CAValue(oldValue)) } }
    public var fillRule: CAShapeLayerFillRule = .nonZero
    public var strokeColor: CGColor? { didSet { changed(.strokeColor, CAValue(oldValue)) } }
    public var lineWidth: CGFloat = 1 { didSet { changed(.lineWidth, .number(oldValue)) } }
    public var lineCap: CAShapeLayerLineCap = .butt
    public var lineJoin: CAShapeLayerLineJoin = .miter
    public var miterLimit: CGFloat = 10 { didSet { changed(.miterLimit, .number(oldValue)) } }
    /// Dash and gap lengths in points, alternating; nil or empty for a solid line.
    public var lineDashPattern: [CGFloat]?
    public var lineDashPhase: CGFloat = 0 { didSet { changed(.lineDashPhase, .number(oldValue)) } }
    public var strokeStart: CGFloat = 0 { didSet { changed(.strokeStart, .number(oldValue)) } }
    public var strokeEnd: CGFloat = 1 { didSet { changed(.strokeEnd, .number(oldValue)) } }

    open override class var typeName: String { "shape" }

    open override func copyProperties(to c: CALayer) {
        super.copyProperties(to: c)
        guard let s = c as? CAShapeLayer else { return }
        s.path = path; s.fillColor = fillColor; s.fillRule = fillRule; s.strokeColor = strokeColor
        s.lineWidth = lineWidth; s.lineCap = lineCap; s.lineJoin = lineJoin; s.miterLimit = miterLimit
        s.lineDashPattern = lineDashPattern; s.lineDashPhase = lineDashPhase
        s.strokeStart = strokeStart; s.strokeEnd = strokeEnd
    }
}

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
    public var colors: [CGColor]? { didSet { changed(.colors, CAValue(oldValue)) } }
    /// Stop positions 0...1, one per colour; nil spreads them evenly.
    public var locations: [CGFloat]? { didSet { changed(.locations, CAValue(oldValue)) } }
    public var startPoint = CGPoint(x: 0.5, y: 0) { didSet { changed(.startPoint, .point(oldValue)) } }
    public var endPoint = CGPoint(x: 0.5, y: 1) { didSet { changed(.endPoint, .point(oldValue)) } }
    public var type: CAGradientLayerType = .axial

    open override class var typeName: String { "gradient" }

    open override func copyProperties(to c: CALayer) {
        super.copyProperties(to: c)
        guard let g = c as? CAGradientLayer else { return }
        g.colors = colors; g.locations = locations; g.startPoint = startPoint; g.endPoint = endPoint; g.type = type
    }
}

/// Horizontal text alignment (`kCAAlignment*`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = Self(rawValue: "natural"), left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right"), center = Self(rawValue: "center")
    public static let justified = Self(rawValue: "justified")
}

/// A layer that draws a plain string in its bounds.
///
/// Defaults as Core Animation: string nil, fontName "Helvetica", fontSize 36 points,
/// foregroundColor opaque white, alignmentMode natural (left), not wrapped.
open class CATextLayer: CALayer {
    public var string: String?
    public var fontName = "Helvetica"
    public var fontSize: CGFloat = 36 { didSet { changed(.fontSize, .number(oldValue)) } }
    public var foregroundColor: CGColor? = .white { didSet { changed(.foregroundColor, CAValue(oldValue)) } }
    public var alignmentMode: CATextLayerAlignmentMode = .natural
    public var isWrapped = false

    open override class var typeName: String { "text" }

    open override func copyProperties(to c: CALayer) {
        super.copyProperties(to: c)
        guard let t = c as? CATextLayer else { return }
        t.string = string; t.fontName = fontName; t.fontSize = fontSize; t.foregroundColor = foregroundColor
        t.alignmentMode = alignmentMode; t.isWrapped = isWrapped
    }
}
