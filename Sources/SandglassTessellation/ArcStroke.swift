import Foundation

/// One analytically drawn arc stroke (`shaders/arc.*`), drawn as one instance. 124 bytes.
///
/// The vertex shader builds a coarse annulus around the stroke from `bandStart`, `bandStep` and
/// `segments` (a strip of quads between radius `inner` and `outerVertex`); the fragment shader computes
/// the exact coverage from the fragment's offset from the centre in device pixels, in a local frame where
/// the drawn arc starts at angle 0 and runs towards +y. Uploading one instance per arc instead of the
/// annulus's vertices keeps the upload and the CPU work per arc constant, whatever its radius.
///
/// The fields are grouped in fours as the shader's attributes read them (`MeshDrawer`'s `.arcs` layout).
package struct ArcInstance: Hashable, Sendable {
    /// The circle's centre in root points (y down).
    package var centerX: Float, centerY: Float
    /// Root points per local pixel along local +x (the drawn arc's start direction); local +y maps to
    /// `direction` × (-axisY, axisX), so -1 mirrors.
    package var axisX: Float, axisY: Float
    package var direction: Float
    /// The annulus: its first angle and the angle per segment (local radians), how many segments, and
    /// the radii of its inner and outer vertices (device pixels; the outer polygon circumscribes).
    package var bandStart: Float, bandStep: Float, segments: Float
    package var inner: Float, outerVertex: Float
    /// The stroke's centre-line radius, half width and drawn length (negative: a whole ring with no
    /// ends), device pixels; cap 0 butt, 1 square, 2 round.
    package var radius: Float, halfWidth: Float
    package var length: Float, cap: Float
    /// Dash on and off lengths and the pattern position at the arc's start (device pixels); on = 0: no dash.
    package var dashOn: Float, dashOff: Float
    package var dashPhase: Float
    /// The gradient's row in the renderer's ramp texture, or -1: paint with `color`.
    package var ramp: Float
    /// With a ramp: the mask's alpha k for full coverage c = 1, and the strength σ of a sharp shadow
    /// under the mask; the mask covers A = k c + σ k c (1 - k c).
    package var maskAlpha: Float, maskShadow: Float
    /// With a ramp: root points to the painting layer's unit bounds (outside 0...1 is not drawn), x' = a x
    /// + c y + tx, y' = b x + d y + ty; the gradient's parameter there is (unit - gradientStart) ·
    /// gradientStep. All 0 without a ramp.
    package var unitA: Float, unitB: Float, unitC: Float, unitD: Float
    package var unitX: Float, unitY: Float
    package var gradientStartX: Float, gradientStartY: Float
    package var gradientStepX: Float, gradientStepY: Float
    /// Premultiplied RGBA8, byte order r, g, b, a. With a ramp, only its alpha counts (mask alpha × opacity).
    package var color: UInt32

    /// What the fragment shader must compute for this arc (the renderer picks a program that does
    /// only that: every branch costs on a software rasterizer).
    package var features: ArcFeatures {
        var f: ArcFeatures = []
        if length >= 0 { f.insert(.ends) }
        if cap == 2 && length >= 0 { f.insert(.roundCaps) }
        if dashOn > 0 { f.insert(.dashes) }
        if ramp >= 0 { f.insert(.ramp) }
        return f
    }
}

/// The parts of the arc shader a set of arcs needs.
package struct ArcFeatures: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// A trimmed arc: coverage across its end lines.
    package static let ends = ArcFeatures(rawValue: 1)
    /// Discs at the ends.
    package static let roundCaps = ArcFeatures(rawValue: 2)
    /// A two-entry dash pattern along the arc.
    package static let dashes = ArcFeatures(rawValue: 4)
    /// Painted with a gradient ramp as a mask.
    package static let ramp = ArcFeatures(rawValue: 8)
    package static let all: ArcFeatures = [.ends, .roundCaps, .dashes, .ramp]
}

/// The frame's analytic arcs, one instance each; `removeAll()` keeps capacity.
package struct ArcBuffer: Sendable {
    package internal(set) var instances: [ArcInstance] = []

    package init() {}

    package mutating func removeAll() {
        instances.removeAll(keepingCapacity: true)
    }

    /// The most segments any arc in `range` has, and the features they need together: one draw of
    /// that range builds that many segments per instance (those with fewer repeat their last vertex).
    package func requirements(of range: Range<Int>) -> (segments: Int, features: ArcFeatures) {
        var segments = 0, features: ArcFeatures = []
        for i in range {
            segments = max(segments, Int(instances[i].segments))
            features.formUnion(instances[i].features)
        }
        return (segments, features)
    }

    /// The device pixels the annuli of the arcs in `range` cover (what their draw shades, overlaps
    /// counted once per arc): each instance's `segments` steps of `bandStep` between `inner` and
    /// `outerVertex`.
    package func bandArea(of range: Range<Int>) -> Double {
        var area = 0.0
        for i in range {
            let arc = instances[i]
            let span = Double(abs(arc.bandStep) * arc.segments)
            area += 0.5 * span * Double(arc.outerVertex * arc.outerVertex - arc.inner * arc.inner)
        }
        return area
    }
}

/// Strokes a `CircularArc` as a coarse annulus whose pixels the arc shader covers exactly (radial and
/// end coverage as a 1-pixel box filter, round caps as discs, a two-entry dash pattern along the arc).
/// One arc costs one instance whatever its radius and width, instead of a flattened polyline with four
/// vertices per section, and needs no stencil when translucent (each pixel is written once).
///
/// It applies when the layer-to-root transform keeps circles circles (rotation, uniform scale, mirror,
/// translation) and the dash pattern is empty or two entries (one entry repeats) whose period is at
/// least 2 and at most `maximumDashPeriod` device pixels, without round caps; otherwise `append`
/// returns false and the caller tessellates. Trim and dash semantics are `Trimmer`'s and `Dasher`'s: strokeStart/End are
/// fractions of the arc's length, the pattern starts at the trimmed start, offset by the phase.
package enum ArcStroke {
    /// The most segments one instance builds. An arc needs 1 to a few hundred (a quarter pixel from the
    /// circle); one draw builds as many per instance as its largest instance needs, so a long arc is cut
    /// into pieces to keep small ones from paying for it. 8 measured best on llvmpipe for
    /// `stress-arcs-10k` (docs/architecture.md).
    package static let segmentsPerInstance = 8
    /// How far the annulus's polygon may stray from the band of pixels the stroke covers (device pixels):
    /// its outer edges are tangent to a circle this far outside the band, and its inner chords cut at most
    /// this far into it. A looser polygon has fewer, longer triangles and shades more pixels that the
    /// shader then discards. A software rasterizer pays per triangle and per 16 x 16 block a triangle's
    /// box touches, so 1.5 measured best on llvmpipe for hairlines, dashes and 1-4 px arcs (frame CPU
    /// about 10 % below 0.25, and below 1 and 4 alike; docs/architecture.md).
    package static let polygonTolerance = 1.5
    /// Radii beyond this (device pixels) lose precision in the shader's 32-bit floats.
    package static let maximumRadius = 16_384.0
    /// Dash periods beyond this (device pixels) lose sub-pixel precision in the shader's 32-bit floats
    /// (or are not finite as Floats at all: a fuzz finding); the tessellator, in doubles, draws them.
    package static let maximumDashPeriod = 1_000_000.0

    /// A layer-to-root 2-D affine transform: x' = a x + c y + tx, y' = b x + d y + ty (points).
    package struct Placement: Hashable, Sendable {
        package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
        package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }
        package func apply(_ p: Vec2) -> Vec2 { Vec2(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }
    }

    /// What covers the stroke: a colour, or (for a layer masked by this stroke) the layer's axial
    /// gradient, read from row `ramp` of the renderer's ramp texture.
    package enum Paint: Hashable, Sendable {
        /// Premultiplied RGBA8.
        case solid(UInt32)
        /// `unit` maps root points to the painting layer's unit bounds; the gradient runs from `start`
        /// to `end` in those units (CAGradientLayer's startPoint and endPoint); `alpha` (the layer's
        /// opacity) scales it; `maskAlpha` and `maskShadow` shape the mask's coverage (see `ArcInstance`).
        case ramp(row: Int, unit: Placement, start: Vec2, end: Vec2, alpha: Float, maskAlpha: Float, maskShadow: Float)
    }

    /// Appends `arc` stroked with `style`, placed by `placement` in a root whose device pixels are
    /// `pixelsPerPoint` per point. Returns false, appending nothing, when the arc must be tessellated
    /// instead; true when it was appended or draws nothing (empty trim). `memo` is this shape's
    /// (`ArcStrokeMemo`).
    package static func append(_ arc: CircularArc, style: StrokeStyle, placement t: Placement, pixelsPerPoint ppp: Double,
                              color: UInt32, memo: inout ArcStrokeMemo, into buffer: inout ArcBuffer) -> Bool {
        append(arc, style: style, placement: t, pixelsPerPoint: ppp, paint: .solid(color), memo: &memo, into: &buffer)
    }

    /// Whether `append` would take the arc (true also when it draws nothing): the planner decides a
    /// layer's strategy with this before it emits anything.
    package static func accepts(_ arc: CircularArc, style: StrokeStyle, placement t: Placement, pixelsPerPoint ppp: Double) -> Bool {
        var memo = ArcStrokeMemo()
        return band(arc, style: style, placement: t, pixelsPerPoint: ppp, memo: &memo) != nil
    }

    /// `append` with any paint.
    package static func append(_ arc: CircularArc, style: StrokeStyle, placement t: Placement, pixelsPerPoint ppp: Double,
                              paint: Paint, memo: inout ArcStrokeMemo, into buffer: inout ArcBuffer) -> Bool {
        guard let band = band(arc, style: style, placement: t, pixelsPerPoint: ppp, memo: &memo) else { return false }
        guard let b = band else { return true }
        let (center, from, lo, step, segments) = (b.center, b.from, b.lo, b.step, b.segments)
        let axis = memo.direction(from)
        // Step: one instance; the local frame (pixels, arc from angle 0 towards +y) maps to root points
        // through the axis and direction
        var instance = ArcInstance(
            centerX: Float(center.x), centerY: Float(center.y), axisX: Float(axis.cos / ppp),
            axisY: Float(axis.sin / ppp), direction: Float(b.direction), bandStart: Float(lo), bandStep: Float(step),
            segments: Float(segments), inner: Float(b.inner), outerVertex: Float(b.outerVertexRadius), radius: Float(b.radius),
            halfWidth: Float(b.halfWidth), length: Float(b.length), cap: Float(b.cap), dashOn: Float(b.dashOn),
            dashOff: Float(b.dashOff), dashPhase: Float(b.dashPhase), ramp: -1, maskAlpha: 1, maskShadow: 0,
            unitA: 0, unitB: 0, unitC: 0, unitD: 0, unitX: 0, unitY: 0, gradientStartX: 0, gradientStartY: 0,
            gradientStepX: 0, gradientStepY: 0, color: 0)
        switch paint {
        case .solid(let color):
            instance.color = color
        case .ramp(let row, let map, let start, let end, let alpha, let maskAlpha, let maskShadow):
            (instance.maskAlpha, instance.maskShadow) = (maskAlpha, maskShadow)
            let a = UInt32(min(max(alpha, 0), 1) * 255 + 0.5)
            instance.color = a | a << 8 | a << 16 | a << 24
            instance.ramp = Float(row)
            (instance.unitA, instance.unitB, instance.unitC) = (Float(map.a), Float(map.b), Float(map.c))
            (instance.unitD, instance.unitX, instance.unitY) = (Float(map.d), Float(map.tx), Float(map.ty))
            let d = end - start, step = d * (1 / max(d.dot(d), 1e-12))
            (instance.gradientStartX, instance.gradientStartY) = (Float(start.x), Float(start.y))
            (instance.gradientStepX, instance.gradientStepY) = (Float(step.x), Float(step.y))
        }
        // Step: the band in pieces of at most `segmentsPerInstance` segments, in order along the arc
        var first = 0
        while first < segments {
            let count = min(segmentsPerInstance, segments - first)
            instance.bandStart = Float(lo + step * Double(first))
            instance.segments = Float(count)
            buffer.instances.append(instance)
            first += count
        }
        return true
    }

    /// The annulus an accepted arc is drawn on, in device pixels (see `ArcInstance`).
    private struct Band {
        var center: Vec2, from: Double, direction: Double, lo: Double, step: Double, segments: Int
        var inner: Double, outerVertexRadius: Double, radius: Double, halfWidth: Double, length: Double, cap: Double
        var dashOn: Double, dashOff: Double, dashPhase: Double
    }

    /// The band that draws the arc; `.some(nil)` when the trim leaves nothing, nil when the arc shader
    /// cannot draw it (the transform does not keep circles, the dash pattern, sizes past its floats).
    @inline(__always)
    private static func band(_ arc: CircularArc, style: StrokeStyle, placement t: Placement, pixelsPerPoint ppp: Double,
                             memo: inout ArcStrokeMemo) -> Band?? {
        guard (try? Tessellator.validate(style)) != nil else { return nil }
        // Step: the transform must keep circles circles
        guard let (placed, scale) = memo.placed(arc, by: t), ppp > 0, ppp.isFinite else { return nil }
        let toPixels = scale * ppp
        let radius = arc.radius * toPixels
        let halfWidth = Double(style.lineWidth) / 2 * toPixels
        guard radius <= maximumRadius, halfWidth > 0, halfWidth <= maximumRadius, radius.isFinite else { return nil }
        let cap: Double = switch style.lineCap { case .butt: 0; case .square: 1; case .round: 2 }
        // Step: a dash pattern the shader can follow
        var dashOn = 0.0, dashOff = 0.0, dashPhase = 0.0
        let pattern = style.dashPattern
        if Dasher.isDashPattern(pattern) {
            guard pattern.count <= 2, style.lineCap != .round else { return nil }
            dashOn = Double(pattern[0]) * toPixels
            dashOff = Double(pattern.count == 2 ? pattern[1] : pattern[0]) * toPixels
            guard dashOn > 0, dashOff > 0, dashOn + dashOff >= 2, dashOn + dashOff <= maximumDashPeriod else { return nil }
            let period = dashOn + dashOff
            dashPhase = (Double(style.dashPhase) * toPixels).truncatingRemainder(dividingBy: period)
            if dashPhase < 0 { dashPhase += period }
            guard dashPhase.isFinite else { return nil }
        }
        // Step: the trimmed arc, in root points; mirroring reverses the direction
        let s0 = min(max(Double(style.strokeStart), 0), 1), s1 = min(max(Double(style.strokeEnd), 0), 1)
        guard s0 < s1 else { return .some(nil) }
        let (center, startAngle, sweep) = (placed.center, placed.startAngle, placed.sweep)
        let isRing = arc.isClosed && s0 == 0 && s1 == 1
        let from = startAngle + sweep * s0
        let span = abs(sweep) * (s1 - s0)
        let direction = sweep < 0 ? -1.0 : 1.0
        // Step: the annulus that holds every covered pixel (coverage reaches half a pixel past the
        // edges), its outer polygon circumscribed and at most `polygonTolerance` outside the circle
        let reach = halfWidth + 0.55
        let outer = radius + reach, inner = max(0, radius - reach)
        let capReach = (style.lineCap == .butt ? 0 : halfWidth) + 0.55
        let extra = inner > 0 ? min(.pi, capReach / inner) : .pi
        let covered = isRing || span + 2 * extra >= 2 * .pi
        let (lo, hi) = covered ? (0.0, 2 * Double.pi) : (-extra, span + extra)
        let maximumStep = memo.maximumStep(outer: outer)
        let segments = min(4096, max(1, Int(((hi - lo) / maximumStep).rounded(.up))))
        let step = (hi - lo) / Double(segments)
        let outerVertexRadius = outer / cos(step / 2)
        // Step: the vertices are Floats; a polygon reaching past a Float's range (a placement 1e39 points
        // away) goes to the tessellator, which takes any finite coordinates
        guard max(abs(center.x), abs(center.y)) + outerVertexRadius / ppp < Double(Float.greatestFiniteMagnitude) / 2 else {
            return nil
        }
        return Band(center: center, from: from, direction: direction, lo: lo, step: step, segments: segments, inner: inner,
                    outerVertexRadius: outerVertexRadius, radius: radius, halfWidth: halfWidth,
                    length: isRing ? -1.0 : span * radius, cap: cap, dashOn: dashOn, dashOff: dashOff, dashPhase: dashPhase)
    }

    /// The widest angle one segment of an annulus reaching `outer` device pixels may span: its outer
    /// polygon then strays at most `polygonTolerance` outside the circle.
    static func maximumStep(outer: Double) -> Double {
        min(Double.pi / 4, 2 * acos(outer / (outer + polygonTolerance)))
    }
}
