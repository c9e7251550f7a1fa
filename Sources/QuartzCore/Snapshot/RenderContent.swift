import SandglassTessellation

/// What a layer draws between its background and its border.
package enum RenderContent: Sendable, Equatable {
    case none
    case shape(ShapeContent)
    case gradient(GradientContent)
    case image(ImageContent)
    case text(TextContent)
    /// An emitter's particles.
    case particles(ParticleContent)
}

extension RenderContent {
    /// Changes the shape in place when this is one (true), without a second copy of it to build and
    /// move in; false, unchanged, for any other content.
    mutating func updateShape(_ change: (inout ShapeContent) -> Void) -> Bool {
        guard case .shape(var shape) = self else { return false }
        self = .none
        change(&shape)
        self = .shape(shape)
        return true
    }
}

/// A shape layer's path and paint. Colours straight alpha; nil means not painted.
package struct ShapeContent: Sendable, Equatable {
    public typealias FillRule = SandglassTessellation.FillRule
    public typealias LineCap = SandglassTessellation.LineCap
    public typealias LineJoin = SandglassTessellation.LineJoin

    /// The values, in one box shared by copies until one of them changes (copy on write): a copy
    /// is one retain. Planning reads each shape of a frame out of its node, and refilling a node
    /// takes its shape out and puts it back; as a plain struct each of those copied every value and
    /// retained the path and the dash pattern (a tenth of planning 10,000 arcs).
    private var box: ShapeValuesBox

    public var path: CGPath { get { box.values.path } set { write(\.path, newValue) } }
    public var fillColor: CGColor? { get { box.values.fillColor } set { write(\.fillColor, newValue) } }
    public var fillRule: FillRule { get { box.values.fillRule } set { write(\.fillRule, newValue) } }
    public var strokeColor: CGColor? { get { box.values.strokeColor } set { write(\.strokeColor, newValue) } }
    public var lineWidth: CGFloat { get { box.values.lineWidth } set { write(\.lineWidth, newValue) } }
    public var lineCap: LineCap { get { box.values.lineCap } set { write(\.lineCap, newValue) } }
    public var lineJoin: LineJoin { get { box.values.lineJoin } set { write(\.lineJoin, newValue) } }
    public var miterLimit: CGFloat { get { box.values.miterLimit } set { write(\.miterLimit, newValue) } }
    public var lineDashPattern: [CGFloat] { get { box.values.lineDashPattern } set { write(\.lineDashPattern, newValue) } }
    public var lineDashPhase: CGFloat { get { box.values.lineDashPhase } set { write(\.lineDashPhase, newValue) } }
    public var strokeStart: CGFloat { get { box.values.strokeStart } set { write(\.strokeStart, newValue) } }
    public var strokeEnd: CGFloat { get { box.values.strokeEnd } set { write(\.strokeEnd, newValue) } }

    public init(path: CGPath, fillColor: CGColor?, strokeColor: CGColor?) {
        box = ShapeValuesBox(ShapeValues(path: path, fillColor: fillColor, strokeColor: strokeColor))
    }

    /// The path object's identity: its address, read without retaining the path, so that asking
    /// touches only the box (`CircularArcCache.arc(of:node:)`).
    var pathIdentity: ObjectIdentifier { ObjectIdentifier(box.values.path) }

    /// Changes several values with one check that the box is this shape's alone.
    mutating func update(_ change: (inout ShapeValues) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = ShapeValuesBox(box.values) }
        change(&box.values)
    }

    /// One value written, in this shape's own box.
    private mutating func write<Value>(_ key: WritableKeyPath<ShapeValues, Value>, _ value: Value) {
        update { $0[keyPath: key] = value }
    }

    public static func == (a: ShapeContent, b: ShapeContent) -> Bool { a.box.values == b.box.values }
}

/// A shape's values (`ShapeContent`'s storage).
struct ShapeValues: Equatable {
    var path: CGPath
    var fillColor: CGColor?
    var fillRule: ShapeContent.FillRule = .nonZero
    var strokeColor: CGColor?
    var lineWidth: CGFloat = 1
    var lineCap: ShapeContent.LineCap = .butt
    var lineJoin: ShapeContent.LineJoin = .miter
    var miterLimit: CGFloat = 10
    var lineDashPattern: [CGFloat] = []
    var lineDashPhase: CGFloat = 0
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1

    init(path: CGPath, fillColor: CGColor?, strokeColor: CGColor?) {
        (self.path, self.fillColor, self.strokeColor) = (path, fillColor, strokeColor)
    }
}

/// The box a `ShapeContent` and its copies share; only a uniquely held box is written.
final class ShapeValuesBox: @unchecked Sendable {
    @exclusivity(unchecked) var values: ShapeValues
    init(_ values: ShapeValues) { self.values = values }
}

/// A gradient layer's colours over its bounds.
package struct GradientContent: Sendable, Equatable {
    public enum Kind: Int32, Sendable { case axial = 0, radial = 1, conic = 2 }
    public var kind: Kind
    public var colors: [CGColor]
    /// Stop positions in 0...1, one per colour; nil spreads the colours evenly.
    public var locations: [CGFloat]?
    /// Unit coordinates of the bounds (0,0 top left), as CAGradientLayer.
    public var startPoint: CGPoint
    public var endPoint: CGPoint

    public init(kind: Kind, colors: [CGColor], locations: [CGFloat]?, startPoint: CGPoint, endPoint: CGPoint) {
        (self.kind, self.colors, self.locations, self.startPoint, self.endPoint) = (kind, colors, locations, startPoint, endPoint)
    }
}

/// A layer's `contents` image: placed by `gravity`, the `contentsRect` part of it shown.
package struct ImageContent: Sendable, Equatable {
    /// The pixels, shared with the layer (never copied per frame).
    public var image: CGImage
    /// Identifies the pixels for the texture cache: the identity of the image's buffer.
    public var cacheKey: Int { ObjectIdentifier(image.pixels).hashValue }
    /// Unit rectangle of the image to show (CALayer.contentsRect), default (0, 0, 1, 1).
    public var contentsRect: CGRect
    public var gravity: CALayerContentsGravity
    /// Image pixels per point (CALayer.contentsScale).
    public var contentsScale: CGFloat

    /// The same pixels (by identity, never compared byte by byte) placed the same way.
    public static func == (a: ImageContent, b: ImageContent) -> Bool {
        a.image.pixels === b.image.pixels && a.contentsRect == b.contentsRect && a.gravity == b.gravity
            && a.contentsScale == b.contentsScale
    }

    public init(image: CGImage, contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                gravity: CALayerContentsGravity = .resize, contentsScale: CGFloat = 1) {
        self.image = image
        self.contentsRect = contentsRect
        self.gravity = gravity
        self.contentsScale = contentsScale
    }
}

/// A text layer's string and style.
package struct TextContent: Sendable, Hashable {
    public enum Alignment: Sendable, Hashable { case natural, left, right, center, justified }
    public var string: String
    public var fontName: String
    public var fontSize: CGFloat
    public var color: CGColor
    public var alignment: Alignment
    public var wraps: Bool

    public init(string: String, fontName: String, fontSize: CGFloat, color: CGColor,
                alignment: Alignment = .natural, wraps: Bool = false) {
        (self.string, self.fontName, self.fontSize, self.color, self.alignment, self.wraps) =
            (string, fontName, fontSize, color, alignment, wraps)
    }
}

/// A layer's shadow: the layer's alpha (or `path`), blurred by `radius`, offset, tinted.
package struct RenderShadow: Sendable, Equatable {
    public var color: CGColor
    public var opacity: CGFloat
    public var offset: CGSize
    public var radius: CGFloat
    public var path: CGPath?

    public init(color: CGColor, opacity: CGFloat, offset: CGSize, radius: CGFloat, path: CGPath?) {
        (self.color, self.opacity, self.offset, self.radius, self.path) = (color, opacity, offset, radius, path)
    }
}
