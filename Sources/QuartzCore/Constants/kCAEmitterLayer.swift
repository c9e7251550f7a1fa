import CoreGraphics

/// Where particles start (`CAEmitterLayer.emitterShape`): the shape is centred on `emitterPosition`
/// and sized by `emitterSize` (a circle's diameter is the width).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = Self(rawValue: "point")
    /// Along x, `emitterSize.width` long.
    public static let line = Self(rawValue: "line")
    public static let rectangle = Self(rawValue: "rectangle")
    /// A rectangle `emitterDepth` deep: drawn flat, as the rectangle.
    public static let cuboid = Self(rawValue: "cuboid")
    public static let circle = Self(rawValue: "circle")
    /// Drawn flat, as the circle.
    public static let sphere = Self(rawValue: "sphere")
}

/// Which part of the shape emits (`CAEmitterLayer.emitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The shape's defining points: a line's two ends, a rectangle's four corners, a circle's centre.
    public static let points = Self(rawValue: "points")
    /// The shape's edge.
    public static let outline = Self(rawValue: "outline")
    /// The shape's area (for flat shapes the same as `volume`).
    public static let surface = Self(rawValue: "surface")
    public static let volume = Self(rawValue: "volume")
}

/// In which order particles are drawn, and how (`CAEmitterLayer.renderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Drawn in the emitter's own order (Sandglass: oldest first, cell by cell).
    public static let unordered = Self(rawValue: "unordered")
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    public static let oldestLast = Self(rawValue: "oldestLast")
    /// Farthest first by z; particles here are flat, so the emitter's own order.
    public static let backToFront = Self(rawValue: "backToFront")
    /// Added to what is behind them (light: sparks, glows), in any order.
    public static let additive = Self(rawValue: "additive")
}

// Older posts' names of the values above.
public let kCAEmitterLayerPoint: CAEmitterLayerEmitterShape = .point
public let kCAEmitterLayerLine: CAEmitterLayerEmitterShape = .line
public let kCAEmitterLayerRectangle: CAEmitterLayerEmitterShape = .rectangle
public let kCAEmitterLayerCuboid: CAEmitterLayerEmitterShape = .cuboid
public let kCAEmitterLayerCircle: CAEmitterLayerEmitterShape = .circle
public let kCAEmitterLayerSphere: CAEmitterLayerEmitterShape = .sphere
public let kCAEmitterLayerPoints: CAEmitterLayerEmitterMode = .points
public let kCAEmitterLayerOutline: CAEmitterLayerEmitterMode = .outline
public let kCAEmitterLayerSurface: CAEmitterLayerEmitterMode = .surface
public let kCAEmitterLayerVolume: CAEmitterLayerEmitterMode = .volume
public let kCAEmitterLayerUnordered: CAEmitterLayerRenderMode = .unordered
public let kCAEmitterLayerOldestFirst: CAEmitterLayerRenderMode = .oldestFirst
public let kCAEmitterLayerOldestLast: CAEmitterLayerRenderMode = .oldestLast
public let kCAEmitterLayerBackToFront: CAEmitterLayerRenderMode = .backToFront
public let kCAEmitterLayerAdditive: CAEmitterLayerRenderMode = .additive
