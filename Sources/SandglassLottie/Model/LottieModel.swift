import Foundation

/// A Lottie Bézier shape (`sh`'s value): vertices with in and out tangents relative to them.
struct BezierShape: Interpolatable {
    var vertices: [CGPoint]
    var inTangents: [CGPoint]
    var outTangents: [CGPoint]
    var closed: Bool

    static func lerp(_ a: BezierShape, _ b: BezierShape, _ t: Double) -> BezierShape {
        guard a.vertices.count == b.vertices.count else { return t < 1 ? a : b }
        func mix(_ p: [CGPoint], _ q: [CGPoint]) -> [CGPoint] {
            zip(p, q).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
        }
        return BezierShape(vertices: mix(a.vertices, b.vertices), inTangents: mix(a.inTangents, b.inTangents),
                           outTangents: mix(a.outTangents, b.outTangents), closed: a.closed)
    }

    /// The CGPath: every edge a cubic (straight ones too), so that two keyframes with the same vertex
    /// count give paths of the same elements, which Core Animation interpolates point by point.
    var path: CGPath {
        let p = CGMutablePath()
        guard let first = vertices.first else { return p }
        p.move(to: first)
        func edge(_ i: Int, _ j: Int) {
            let a = vertices[i], b = vertices[j]
            p.addCurve(to: b, control1: CGPoint(x: a.x + outTangents[i].x, y: a.y + outTangents[i].y),
                       control2: CGPoint(x: b.x + inTangents[j].x, y: b.y + inTangents[j].y))
        }
        for i in 1..<max(vertices.count, 1) { edge(i - 1, i) }
        if closed {
            if vertices.count > 1 { edge(vertices.count - 1, 0) }
            p.closeSubpath()
        }
        return p
    }
}

extension CGPath: Interpolatable {
    /// Returns `Self`, as a non-final class must (`init(elements:)` is required, so `Self(elements:)`
    /// builds one); Lottie's keyframes are plain `CGPath`s, so the nearer one is returned as it is.
    static func lerp(_ a: CGPath, _ b: CGPath, _ t: Double) -> Self {
        func nearer() -> Self {
            let p = t < 1 ? a : b
            return p as? Self ?? Self(elements: p.elements)
        }
        guard a.elements.count == b.elements.count else { return nearer() }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        var out: [CGPathElement] = []
        out.reserveCapacity(a.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case let (.moveTo(p), .moveTo(q)): out.append(.moveTo(mix(p, q)))
            case let (.lineTo(p), .lineTo(q)): out.append(.lineTo(mix(p, q)))
            case let (.quadCurveTo(c, p), .quadCurveTo(d, q)): out.append(.quadCurveTo(control: mix(c, d), to: mix(p, q)))
            case let (.curveTo(c1, c2, p), .curveTo(d1, d2, q)):
                out.append(.curveTo(control1: mix(c1, d1), control2: mix(c2, d2), to: mix(p, q)))
            case (.closeSubpath, .closeSubpath): out.append(.closeSubpath)
            default: return nearer()
            }
        }
        return Self(elements: out)
    }
}

/// A layer's or a group's transform (`ks`, `tr`). Vectors are [x, y(, z)]; scale in percent,
/// rotation in degrees clockwise, opacity in percent.
struct TransformModel: Sendable {
    var anchor: Animated<[Double]> = .fixed([0, 0])
    var position: Animated<[Double]> = .fixed([0, 0])
    var scale: Animated<[Double]> = .fixed([100, 100])
    var rotation: Animated<[Double]> = .fixed([0])
    /// A 3-D layer's rotations about x and y (`rx`, `ry`, degrees), drawn without perspective as iOS
    /// draws them (lottie-ios animates `transform.rotation.x` and `.y`; no camera).
    var rotationX: Animated<[Double]> = .fixed([0])
    var rotationY: Animated<[Double]> = .fixed([0])
    var opacity: Animated<[Double]> = .fixed([100])
    /// Skew (`sk`, degrees) along the skew axis (`sa`, degrees from horizontal).
    var skew: Animated<[Double]> = .fixed([0])
    var skewAxis: Animated<[Double]> = .fixed([0])
    /// Whether a skew shows (one that is 0 throughout does not).
    var isSkewed: Bool { skew.isAnimated || skew.initial[safe: 0] != 0 }
    /// `ao: 1`: rotate along the position path.
    var autoOrient = false
}

struct GradientModel: Sendable {
    var radial: Bool
    var start: Animated<[Double]>
    var end: Animated<[Double]>
    /// The colour stop count (`g.p`) and the stops (`g.k`): p × [offset, r, g, b], then opacity stops
    /// [offset, alpha] pairs.
    var stopCount: Int
    var stops: Animated<[Double]>
}

struct StrokeStyle: Sendable {
    var width: Animated<[Double]>
    var cap: CAShapeLayerLineCap
    var join: CAShapeLayerLineJoin
    var miterLimit: Double
    /// Dash and gap lengths in order, and the dash offset (static: first keyframe).
    var dashes: [Double]
    var dashPhase: Double
}

/// A paint: a fill or stroke of a colour or a gradient.
struct PaintModel: Sendable {
    enum Source: Sendable {
        case color(Animated<[Double]>)
        case gradient(GradientModel)
    }
    var name: String
    var source: Source
    var opacity: Animated<[Double]>
    var evenOdd: Bool
    /// Nil for a fill.
    var stroke: StrokeStyle?
}

struct TrimModel: Sendable {
    var start: Animated<[Double]>
    var end: Animated<[Double]>
    var offset: Animated<[Double]>
    /// `m: 2`: the paths are trimmed as one; `m: 1` (simultaneously): each path on its own.
    var individually: Bool
}

/// One item of a `shapes` array.
indirect enum ShapeItem: Sendable {
    case group(name: String, items: [ShapeItem], transform: TransformModel)
    /// A path source (`sh`, `el`, `rc`, `sr`), already as a CGPath per keyframe.
    case geometry(name: String, path: Animated<CGPath>)
    case paint(PaintModel)
    case trim(name: String, TrimModel)
}

struct MaskModel: Sendable {
    enum Mode: String, Sendable { case add = "a", subtract = "s", intersect = "i", none = "n", lighten = "l", darken = "d", difference = "f" }
    var mode: Mode
    var inverted: Bool
    var path: Animated<CGPath>
}

struct LayerModel: Sendable {
    enum Content: Sendable {
        case shapes([ShapeItem])
        case null
        case solid(color: CGColor, size: CGSize)
        case precomp(refId: String, size: CGSize)
        case image(refId: String)
        case text(TextModel)
        /// Drawn as nothing (text, audio, cameras...).
        case empty
    }
    var name: String
    var index: Int?
    var parent: Int?
    var content: Content
    var transform: TransformModel
    /// In and out point and start offset (`ip`, `op`, `st`) in the frames of the composition holding
    /// the layer, and the time stretch `sr`.
    var inFrame, outFrame, startFrame, stretch: Double
    var masks: [MaskModel]
    /// `tt`: 1 alpha, 2 inverted alpha, 3 luma, 4 inverted luma; the matte is the layer above.
    var matteMode: Int?
    /// `tp`: the index (`ind`) of the matte layer, in files that name it instead of using the layer above.
    var matteParent: Int?
    /// `td: 1`: this layer is a matte, drawn only as the next layer's mask.
    var isMatte: Bool
    var hidden: Bool
    /// `tm` of a precomp layer: the precomp's time in seconds, by the layer's own frames.
    var timeRemap: Animated<[Double]>? = nil
    /// A drop shadow effect or layer style, drawn as the layer's Core Animation shadow.
    var dropShadow: DropShadowModel? = nil
    /// The blend mode (`bm`) as the Core Image filter name lottie-ios gives the layer's
    /// `compositingFilter`; nil for normal.
    var compositingFilter: String? = nil

    /// Lottie's blend modes by `bm` code (1 multiply ... 15 luminosity), as lottie-ios names them. Add
    /// (16) and hard mix (17) have no filter there: iOS draws them normally.
    static let compositingFilters = [
        1: "multiplyBlendMode", 2: "screenBlendMode", 3: "overlayBlendMode", 4: "darkenBlendMode", 5: "lightenBlendMode",
        6: "colorDodgeBlendMode", 7: "colorBurnBlendMode", 8: "hardLightBlendMode", 9: "softLightBlendMode",
        10: "differenceBlendMode", 11: "exclusionBlendMode", 12: "hueBlendMode", 13: "saturationBlendMode",
        14: "colorBlendMode", 15: "luminosityBlendMode",
    ]
}

/// A drop shadow (the Drop Shadow effect, `ef` type 25, or the layer style, `sy` type 1) in Core
/// Animation's terms, as lottie-ios maps it: colour, opacity 0...1, blur radius (the effect's softness
/// / 5, the style's size / 2) and the offset from the angle and distance (the effect's direction
/// turned by −90 degrees, so 180 casts straight down).
struct DropShadowModel: Sendable {
    var color: Animated<[Double]>
    var opacity: Animated<[Double]>
    var radius: Animated<[Double]>
    /// [dx, dy] in the layer's points.
    var offset: Animated<[Double]>
}

struct CompositionModel: Sendable {
    var layers: [LayerModel]
    var precomps: [String: [LayerModel]]
    var images: [String: ImageAsset]
    /// Glyph outlines (`chars`) by `TextModel.glyphKey`.
    var glyphs: [String: GlyphModel] = [:]

    /// Whether any layer, in the composition or a precomp, is a text layer.
    var hasText: Bool {
        (layers + precomps.values.joined()).contains { if case .text = $0.content { return true }; return false }
    }
}

struct ImageAsset: Sendable {
    var image: CGImage?
    var size: CGSize
}
