import Foundation

/// One vertex of an analytically drawn arc stroke (`shaders/arc.*`). 72 bytes.
///
/// The geometry is only a coarse annulus around the stroke; the fragment shader computes the exact
/// coverage from `local` (the fragment's offset from the circle's centre in device pixels, in a frame
/// where the drawn arc starts at angle 0 and runs towards +y) and the per-arc constants every vertex
/// repeats: radius, half width, drawn length (negative: a whole ring with no ends), cap, dash.
public struct ArcVertex: Hashable, Sendable {
    /// Root points (y down), like the triangle batch.
    public var x: Float, y: Float
    public var localX: Float, localY: Float
    public var radius: Float, halfWidth: Float, length: Float
    /// 0 butt, 1 square, 2 round.
    public var cap: Float
    /// Dash on and off lengths and the pattern position at the arc's start (device pixels); on = 0: no dash.
    public var dashOn: Float, dashOff: Float, dashPhase: Float
    /// Where the vertex lies in the painting layer's unit bounds (u, v: outside 0...1 is not drawn) and
    /// the axial gradient's parameter there, when the arc is a mask painted with a gradient (see
    /// `ArcStroke.Paint`); all 0 otherwise.
    public var paintU: Float, paintV: Float, paintT: Float
    /// The gradient's row in the renderer's ramp texture, or -1: paint with `color`.
    public var ramp: Float
    /// With a ramp: the mask's alpha k for full coverage c = 1, and the strength σ of a sharp shadow
    /// under the mask; the mask covers A = k c + σ k c (1 - k c).
    public var maskAlpha: Float, maskShadow: Float
    /// Premultiplied RGBA8, byte order r, g, b, a. With a ramp, only its alpha counts (mask alpha × opacity).
    public var color: UInt32
}

/// Vertices and triangle indices of the frame's analytic arcs; `removeAll()` keeps capacity.
public struct ArcBuffer: Sendable {
    public internal(set) var vertices: [ArcVertex] = []
    public internal(set) var indices: [UInt32] = []

    public init() {}

    public mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }
}

/// Strokes a `CircularArc` as a coarse annulus whose pixels the arc shader covers exactly (radial and
/// end coverage as a 1-pixel box filter, round caps as discs, a two-entry dash pattern along the arc).
/// One arc costs a few dozen vertices whatever its radius and width, instead of a flattened polyline
/// with four vertices per section, and needs no stencil when translucent (each pixel is written once).
///
/// It applies when the layer-to-root transform keeps circles circles (rotation, uniform scale, mirror,
/// translation) and the dash pattern is empty or two entries (one entry repeats) whose period is at
/// least 2 and at most `maximumDashPeriod` device pixels, without round caps; otherwise `append`
/// returns false and the caller tessellates. Trim and dash semantics are `Trimmer`'s and `Dasher`'s: strokeStart/End are
/// fractions of the arc's length, the pattern starts at the trimmed start, offset by the phase.
public enum ArcStroke {
    /// Radii beyond this (device pixels) lose precision in the shader's 32-bit floats.
    public static let maximumRadius = 16_384.0
    /// Dash periods beyond this (device pixels) lose sub-pixel precision in the shader's 32-bit floats
    /// (or are not finite as Floats at all: a fuzz finding); the tessellator, in doubles, draws them.
    public static let maximumDashPeriod = 1_000_000.0

    /// A layer-to-root 2-D affine transform: x' = a x + c y + tx, y' = b x + d y + ty (points).
    public struct Placement: Hashable, Sendable {
        public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
        public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }
        func apply(_ p: Vec2) -> Vec2 { Vec2(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }
    }

    /// What covers the stroke: a colour, or (for a layer masked by this stroke) the layer's axial
    /// gradient, read from row `ramp` of the renderer's ramp texture.
    public enum Paint: Hashable, Sendable {
        /// Premultiplied RGBA8.
        case solid(UInt32)
        /// `unit` maps root points to the painting layer's unit bounds; the gradient runs from `start`
        /// to `end` in those units (CAGradientLayer's startPoint and endPoint); `alpha` (the layer's
        /// opacity) scales it; `maskAlpha` and `maskShadow` shape the mask's coverage (see `ArcVertex`).
        case ramp(row: Int, unit: Placement, start: Vec2, end: Vec2, alpha: Float, maskAlpha: Float, maskShadow: Float)
    }

    /// Appends `arc` stroked with `style`, placed by `placement` in a root whose device pixels are
    /// `pixelsPerPoint` per point. Returns false, appending nothing, when the arc must be tessellated
    /// instead; true when it was appended or draws nothing (empty trim).
    public static func append(_ arc: CircularArc, style: StrokeStyle, placement t: Placement, pixelsPerPoint ppp: Double,
                              color: UInt32, into buffer: inout ArcBuffer) -> Bool {
        append(arc, style: style, placement: t, pixelsPerPoint: ppp, paint: .solid(color), into: &buffer)
    }

    /// `append` with any paint.
    public static func append(_ arc: CircularArc, style: StrokeStyle, placement t: Placement, pixelsPerPoint ppp: Double,
                              paint: Paint, into buffer: inout ArcBuffer) -> Bool {
        guard (try? Tessellator.validate(style)) != nil else { return false }
        // Step: the transform must keep circles circles
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        let determinant = t.a * t.d - t.b * t.c
        let mirrored = determinant < 0
        let slack = 1e-9 * max(scale, 1e-300)
        let similar = mirrored ? abs(t.a + t.d) <= slack && abs(t.b - t.c) <= slack
                               : abs(t.a - t.d) <= slack && abs(t.b + t.c) <= slack
        guard similar, scale > 0, ppp > 0, ppp.isFinite, (t.a + t.b + t.c + t.d + t.tx + t.ty).isFinite else {
            return false
        }
        let toPixels = scale * ppp
        let radius = arc.radius * toPixels
        let halfWidth = Double(style.lineWidth) / 2 * toPixels
        guard radius <= maximumRadius, halfWidth > 0, halfWidth <= maximumRadius, radius.isFinite else { return false }
        let cap: Double = switch style.lineCap { case .butt: 0; case .square: 1; case .round: 2 }
        // Step: a dash pattern the shader can follow
        var dashOn = 0.0, dashOff = 0.0, dashPhase = 0.0
        let pattern = style.dashPattern
        if Dasher.isDashPattern(pattern) {
            guard pattern.count <= 2, style.lineCap != .round else { return false }
            dashOn = Double(pattern[0]) * toPixels
            dashOff = Double(pattern.count == 2 ? pattern[1] : pattern[0]) * toPixels
            guard dashOn > 0, dashOff > 0, dashOn + dashOff >= 2, dashOn + dashOff <= maximumDashPeriod else { return false }
            let period = dashOn + dashOff
            dashPhase = (Double(style.dashPhase) * toPixels).truncatingRemainder(dividingBy: period)
            if dashPhase < 0 { dashPhase += period }
            guard dashPhase.isFinite else { return false }
        }
        // Step: the trimmed arc, in root points; mirroring reverses the direction
        let s0 = min(max(Double(style.strokeStart), 0), 1), s1 = min(max(Double(style.strokeEnd), 0), 1)
        guard s0 < s1 else { return true }
        let center = t.apply(arc.center)
        let startPoint = t.apply(arc.center + Vec2(cos(arc.startAngle), sin(arc.startAngle)) * arc.radius)
        let startAngle = atan2(startPoint.y - center.y, startPoint.x - center.x)
        let sweep = mirrored ? -arc.sweep : arc.sweep
        let isRing = arc.isClosed && s0 == 0 && s1 == 1
        let from = startAngle + sweep * s0
        let span = abs(sweep) * (s1 - s0)
        let direction = sweep < 0 ? -1.0 : 1.0
        // Step: the annulus that holds every covered pixel (coverage reaches half a pixel past the
        // edges), its outer polygon circumscribed and at most a quarter pixel outside the circle
        let reach = halfWidth + 0.55
        let outer = radius + reach, inner = max(0, radius - reach)
        let capReach = (style.lineCap == .butt ? 0 : halfWidth) + 0.55
        let extra = inner > 0 ? min(.pi, capReach / inner) : .pi
        let covered = isRing || span + 2 * extra >= 2 * .pi
        let (lo, hi) = covered ? (0.0, 2 * Double.pi) : (-extra, span + extra)
        let maximumStep = min(Double.pi / 4, 2 * acos(outer / (outer + 0.25)))
        let segments = min(4096, max(1, Int(((hi - lo) / maximumStep).rounded(.up))))
        let step = (hi - lo) / Double(segments)
        let outerVertexRadius = outer / cos(step / 2)
        // Step: the vertices are Floats; a polygon reaching past a Float's range (a placement 1e39 points
        // away) goes to the tessellator, which takes any finite coordinates
        guard max(abs(center.x), abs(center.y)) + outerVertexRadius / ppp < Double(Float.greatestFiniteMagnitude) / 2 else {
            return false
        }
        // Step: local frame (pixels, arc from angle 0 towards +y) to root points
        let cosFrom = cos(from), sinFrom = sin(from)
        func root(_ lx: Double, _ ly: Double) -> (Float, Float) {
            let x = lx / ppp, y = ly * direction / ppp
            return (Float(center.x + x * cosFrom - y * sinFrom), Float(center.y + x * sinFrom + y * cosFrom))
        }
        let length = isRing ? -1.0 : span * radius
        let base = UInt32(buffer.vertices.count)
        var vertex = ArcVertex(x: 0, y: 0, localX: 0, localY: 0, radius: Float(radius), halfWidth: Float(halfWidth),
                               length: Float(length), cap: Float(cap), dashOn: Float(dashOn), dashOff: Float(dashOff),
                               dashPhase: Float(dashPhase), paintU: 0, paintV: 0, paintT: 0, ramp: -1, maskAlpha: 1,
                               maskShadow: 0, color: 0)
        var unit: Placement? = nil, gradientStart = Vec2(0, 0), gradientStep = Vec2(0, 0)
        switch paint {
        case .solid(let color):
            vertex.color = color
        case .ramp(let row, let map, let start, let end, let alpha, let maskAlpha, let maskShadow):
            (vertex.maskAlpha, vertex.maskShadow) = (maskAlpha, maskShadow)
            let a = UInt32(min(max(alpha, 0), 1) * 255 + 0.5)
            vertex.color = a | a << 8 | a << 16 | a << 24
            vertex.ramp = Float(row)
            let d = end - start
            (unit, gradientStart, gradientStep) = (map, start, d * (1 / max(d.dot(d), 1e-12)))
        }
        func emit(_ lx: Double, _ ly: Double) {
            (vertex.x, vertex.y) = root(lx, ly)
            (vertex.localX, vertex.localY) = (Float(lx), Float(ly))
            if let unit {
                let p = unit.apply(Vec2(Double(vertex.x), Double(vertex.y)))
                (vertex.paintU, vertex.paintV) = (Float(p.x), Float(p.y))
                vertex.paintT = Float((p - gradientStart).dot(gradientStep))
            }
            buffer.vertices.append(vertex)
        }
        for i in 0...segments {
            let phi = lo + step * Double(i)
            let c = cos(phi), s = sin(phi)
            emit(inner * c, inner * s)
            emit(outerVertexRadius * c, outerVertexRadius * s)
        }
        for i in 0..<UInt32(segments) {
            let v = base + 2 * i
            buffer.indices.append(v); buffer.indices.append(v + 1); buffer.indices.append(v + 2)
            buffer.indices.append(v + 1); buffer.indices.append(v + 3); buffer.indices.append(v + 2)
        }
        return true
    }
}
