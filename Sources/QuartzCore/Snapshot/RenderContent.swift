import SandglassTessellation

/// What a layer draws between its background and its border.
public enum RenderContent: Sendable, Equatable {
    case none
    case shape(ShapeContent)
    case gradient(GradientContent)
    case image(ImageContent)
    case text(TextContent)
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
public struct ShapeContent: Sendable, Equatable {
    public typealias FillRule = SandglassTessellation.FillRule
    public typealias LineCap = SandglassTessellation.LineCap
    public typealias LineJoin = SandglassTessellation.LineJoin

    public var path: CGPath
    public var fillColor: CGColor?
    public var fillRule: FillRule = .nonZero
    public var strokeColor: CGColor?
    public var lineWidth: CGFloat = 1
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var lineDashPattern: [CGFloat] = []
    public var lineDashPhase: CGFloat = 0
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1

    public init(path: CGPath, fillColor: CGColor?, strokeColor: CGColor?) {
        (self.path, self.fillColor, self.strokeColor) = (path, fillColor, strokeColor)
    }
}

/// A gradient layer's colours over its bounds.
public struct GradientContent: Sendable, Equatable {
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
public struct ImageContent: Sendable, Equatable {
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
public struct TextContent: Sendable, Hashable {
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
public struct RenderShadow: Sendable, Equatable {
    public var color: CGColor
    public var opacity: CGFloat
    public var offset: CGSize
    public var radius: CGFloat
    public var path: CGPath?

    public init(color: CGColor, opacity: CGFloat, offset: CGSize, radius: CGFloat, path: CGPath?) {
        (self.color, self.opacity, self.offset, self.radius, self.path) = (color, opacity, offset, radius, path)
    }
}
