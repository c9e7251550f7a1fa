import Sandglass
import SandglassTessellation

/// An immutable per-frame snapshot of what to draw: plain values, never layer objects.
///
/// Built from the presentation (or model) tree by `RenderTreeBuilder`; the GL code sees only this.
/// Nodes are stored flat; `nodes[0]` is the root. Hidden layers and layers with zero opacity are left
/// out when the tree is built, and `children` is already in drawing order (zPosition, then sibling order).
public struct RenderTree: Sendable {
    /// The size of the root layer in points (the image covers exactly this).
    public var size: CGSize
    /// Colour behind everything (the scene's background).
    public var backgroundColor: CGColor
    public var nodes: [RenderNode]

    public init(size: CGSize, backgroundColor: CGColor, nodes: [RenderNode]) {
        (self.size, self.backgroundColor, self.nodes) = (size, backgroundColor, nodes)
    }
}

/// One layer's values for one frame.
public struct RenderNode: Sendable, Equatable {
    /// Maps the layer's bounds coordinates (points, y down) to the root's points.
    public var world: CATransform3D
    public var bounds: CGRect
    /// The layer's own opacity (not multiplied by ancestors'; groups composite it).
    public var opacity: CGFloat
    public var backgroundColor: CGColor?
    public var cornerRadius: CGFloat
    public var borderWidth: CGFloat
    public var borderColor: CGColor?
    public var masksToBounds: Bool
    public var content: RenderContent
    public var shadow: RenderShadow?
    /// Index of the mask's node: a subtree drawn in this layer's space whose alpha masks this layer.
    public var mask: Int?
    /// Indices of the sublayers' nodes in drawing order.
    public var children: [Int]
    /// The layer's name (empty when it has none), for diagnostics.
    public var name: String

    public init(world: CATransform3D, bounds: CGRect, opacity: CGFloat = 1, backgroundColor: CGColor? = nil,
                cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0, borderColor: CGColor? = nil,
                masksToBounds: Bool = false, content: RenderContent = .none, shadow: RenderShadow? = nil,
                mask: Int? = nil, children: [Int] = [], name: String = "") {
        self.world = world
        self.bounds = bounds
        self.opacity = opacity
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.masksToBounds = masksToBounds
        self.content = content
        self.shadow = shadow
        self.mask = mask
        self.children = children
        self.name = name
    }
}

/// What a layer draws between its background and its border.
public enum RenderContent: Sendable, Equatable {
    case none
    case shape(ShapeContent)
    case gradient(GradientContent)
    case image(ImageContent)
    case text(TextContent)
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
