import Foundation
import SandglassTooling

/// What a Lottie layer of an export stands for: a layer (its model layer), or one particle of an
/// emitter (the emitter's model layer and the particle's identity, the same while it lives).
struct ExportLayerID: Hashable {
    let layer: ObjectIdentifier
    var particle: UInt64? = nil
    /// Under a `CAReplicatorLayer`: which copy, from the outermost replicator in (its instance
    /// containers are made afresh each frame, and every copy of a sublayer presents the same layer).
    var instance: [Int] = []
}

/// What one layer looks like at one frame of an export, in the terms a Lottie layer is written in:
/// its transform relative to its parent layer (`ks`), its opacity with its ancestors' folded in (a
/// Lottie parent passes on its transform, never its opacity), and what it draws in its own
/// coordinates (its background, border, shape and gradient).
struct LayerFrame: Equatable {
    /// The Lottie anchor `a`: the anchor point in the layer's own coordinates (bounds origin included).
    var anchor: [Double]
    /// `p`: the position in the parent's coordinates.
    var position: [Double]
    /// `s`: scale in percent, x and y.
    var scale: [Double]
    /// `r`: rotation in degrees, clockwise on screen (y down), unwrapped to follow the frame before.
    var rotation: Double
    /// `o`: opacity in percent, times every ancestor's (0 when the layer or one of them is hidden).
    var opacity: Double
    /// The layer's bounds: x, y, width, height.
    var bounds: [Double]
    var cornerRadius: Double
    /// Straight RGBA 0...1, nil when the layer has none.
    var background: [Double]?
    var borderWidth: Double
    var border: [Double]?
    /// A `CAShapeLayer`'s drawing, nil for other layers.
    var shape: ShapeFrame?
    /// A `CAGradientLayer`'s drawing, nil for other layers.
    var gradient: GradientFrame?
    /// What the transform held that Lottie's 2-D transform cannot (a skew, a 3-D turn, perspective).
    var transformLoss: Bool
    /// `masksToBounds`: the layer's drawing and its sublayers are clipped to its rounded bounds.
    var clips = false
    /// The `contents` image (its identity; the image itself is the sampler's) and where it lands in
    /// the layer's coordinates (x, y, width, height, after its gravity); nil when it has none.
    var image: LayerSampler.ImageKey?
    var imageRect: [Double]?
    /// A `sublayerTransform`'s 2-D part about the anchor: anchor x, y, scale x, y (percent),
    /// rotation (degrees), translation x, y; nil when it is the identity.
    var sublayer: [Double]?
}

/// A shape layer's path and paint at one frame.
struct ShapeFrame: Equatable {
    var paths: [LottieBezier]
    var fill: [Double]?
    var evenOdd: Bool
    var stroke: [Double]?
    var lineWidth: Double
    /// Lottie's `lc` (1 butt, 2 round, 3 square) and `lj` (1 miter, 2 round, 3 bevel).
    var lineCap: Int
    var lineJoin: Int
    var miterLimit: Double
    var dashes: [Double]
    var dashPhase: Double
    /// `strokeStart` and `strokeEnd` in percent (Lottie's trim path `s` and `e`).
    var trim: [Double]
}

/// A gradient layer's colours and geometry at one frame, in the layer's own coordinates.
struct GradientFrame: Equatable {
    var radial: Bool
    /// Straight RGBA 0...1 per stop, and each stop's location 0...1.
    var colors: [[Double]]
    var locations: [Double]
    var start: [Double]
    var end: [Double]
}

/// One closed or open contour as Lottie writes it: vertices, and each vertex's in and out tangents
/// relative to it.
struct LottieBezier: Equatable {
    var closed: Bool
    var vertices: [[Double]]
    var inTangents: [[Double]]
    var outTangents: [[Double]]

    /// The contours of `path` (quadratic curves raised to cubic ones); a contour of one point is left out.
    static func contours(of path: CGPath) -> [LottieBezier] {
        var contours: [LottieBezier] = []
        var current: LottieBezier?
        func finish() {
            if var contour = current, contour.vertices.count > 1 {
                // A closed contour that came back to its start by a line or curve: the start is its
                // last vertex too, and that vertex's tangents join.
                if contour.closed, contour.vertices.count > 2, let last = contour.vertices.last,
                   abs(last[0] - contour.vertices[0][0]) < 1e-6, abs(last[1] - contour.vertices[0][1]) < 1e-6 {
                    contour.inTangents[0] = contour.inTangents.removeLast()
                    contour.vertices.removeLast()
                    contour.outTangents.removeLast()
                }
                contours.append(contour)
            }
            current = nil
        }
        func point(_ p: CGPoint) -> [Double] { [Double(p.x), Double(p.y)] }
        func add(_ p: CGPoint, inTangent: [Double]) {
            if current == nil { current = LottieBezier(closed: false, vertices: [[0, 0]], inTangents: [[0, 0]], outTangents: [[0, 0]]) }
            current!.vertices.append(point(p))
            current!.inTangents.append(inTangent)
            current!.outTangents.append([0, 0])
        }
        for element in path.elements {
            switch element {
            case .moveTo(let p):
                finish()
                current = LottieBezier(closed: false, vertices: [point(p)], inTangents: [[0, 0]], outTangents: [[0, 0]])
            case .lineTo(let p):
                add(p, inTangent: [0, 0])
            case .quadCurveTo(let c, let p):
                guard let from = current?.vertices.last else { add(p, inTangent: [0, 0]); continue }
                // The cubic of a quadratic: control points two thirds of the way to its control point.
                let c1 = [from[0] + 2 / 3 * (Double(c.x) - from[0]), from[1] + 2 / 3 * (Double(c.y) - from[1])]
                let c2 = [Double(p.x) + 2 / 3 * (Double(c.x) - Double(p.x)), Double(p.y) + 2 / 3 * (Double(c.y) - Double(p.y))]
                current!.outTangents[current!.outTangents.count - 1] = [c1[0] - from[0], c1[1] - from[1]]
                add(p, inTangent: [c2[0] - Double(p.x), c2[1] - Double(p.y)])
            case .curveTo(let c1, let c2, let p):
                guard let from = current?.vertices.last else { add(p, inTangent: [0, 0]); continue }
                current!.outTangents[current!.outTangents.count - 1] = [Double(c1.x) - from[0], Double(c1.y) - from[1]]
                add(p, inTangent: [Double(c2.x) - Double(p.x), Double(c2.y) - Double(p.y)])
            case .closeSubpath:
                current?.closed = true
                let start = current?.vertices.first
                finish()
                // Drawing on after a close starts at the closed contour's start, as Core Graphics does.
                if let start { current = LottieBezier(closed: false, vertices: [start], inTangents: [[0, 0]], outTangents: [[0, 0]]) }
            }
        }
        finish()
        return contours
    }

    /// Every number of the contour in one list (vertices, then in, then out tangents): what keyframe
    /// simplification compares.
    var flattened: [Double] { (vertices + inTangents + outTangents).flatMap { $0 } }
}
