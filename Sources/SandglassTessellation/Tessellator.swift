import CoreGraphics

/// Paths to anti-aliased triangles: the entry points of this module. Pure functions; no GL.
///
/// Pipeline: `CGPath` → `Flattener` (cached in the caller's `FlatteningCache` by path + tolerance) →
/// `Polyline` with cumulative lengths → `Trimmer` (strokeStart/strokeEnd, binary search) → `Dasher` →
/// `StrokeExpander`, or → `FillTessellator`. Output goes into a reusable `TessellationBuffer`
/// (positions in the path's own points, y down; coverage per vertex).
///
/// Units: `pixelsPerPoint` is the largest scale of the layer's world transform times the screen scale;
/// the flattening tolerance and the 1-pixel fringe are in device pixels and become
/// `1 / pixelsPerPoint` points, so zoom and HiDPI change the vertex count, not the look.
///
/// What the renderer does per `DrawKind` (all ranges are indexed GL_TRIANGLES, culling off, blend
/// ONE, ONE_MINUS_SRC_ALPHA with premultiplied colour × coverage × alphaScale):
/// - `.stroke`, opaque colour: draw as is (overlaps repaint the same colour).
///   Translucent: three passes so that no pixel blends twice: (1) colour on, stencil test EQUAL 0,
///   op INCR on pass, fragment shader discards coverage < 1 - 0.5/255 (the core); (2) same range,
///   stencil EQUAL 0, op KEEP, all coverages (the fringe where no core was drawn); (3) colour off,
///   stencil ALWAYS, op ZERO, to clear. (NanoVG's stencil strokes.)
/// - Fills: (1) `.fillStencil` with colour off, stencil ALWAYS, front faces INCR_WRAP and back faces
///   DECR_WRAP (nonZero) or op INVERT with write mask 1 (evenOdd); (2) `.fillFringe` with colour on,
///   stencil EQUAL 0 (nonZero; evenOdd: read mask 1) op KEEP: the fringe outside the filled area;
///   (3) `.cover` with colour on, stencil NOTEQUAL 0 (evenOdd: read mask 1), op ZERO (fills and clears).
///   When `isConvex`, skip the stencil: draw `.fillStencil` then `.fillFringe` with colour, no `.cover`.
package enum Tessellator {
    /// Default flattening tolerance: 1/16 device pixel. A flattened circle is inscribed, losing
    /// (4/3)·(sagitta/r) of its area; with Wang's bound ~15 % above the actual sagitta, 1/16 px keeps a
    /// 100 px circle within 0.08 % of πr² (0.1 px would lose 0.11 %), and 1/16 px is below what 8-bit
    /// coverage can show. A radius-100 px circle gets 96 segments.
    package static let defaultTolerance = 0.0625

    /// Strokes `path` into `buffer`, appending vertices, indices and one `.stroke` range.
    /// Returns `DrawRanges.empty` when nothing is drawn (lineWidth <= 0, empty trim, empty path).
    /// Throws (leaving the buffer untouched) on a non-finite style value or invalid scale.
    package static func stroke(_ path: CGPath, style: StrokeStyle, pixelsPerPoint: Double,
                              tolerance: Double = defaultTolerance, cache: FlatteningCache? = nil,
                              into buffer: inout TessellationBuffer) throws(TessellationError) -> DrawRanges {
        try validate(pixelsPerPoint, tolerance)
        try validate(style)
        guard style.lineWidth > 0 else { return .empty }
        let polyline = flattened(path, pixelsPerPoint, tolerance, cache)
        return strokeValidated(polyline, style, pixelsPerPoint, tolerance, &buffer)
    }

    /// Strokes an already flattened polyline (for callers that keep the polyline, such as a retrim).
    package static func stroke(_ polyline: Polyline, style: StrokeStyle, pixelsPerPoint: Double,
                              tolerance: Double = defaultTolerance,
                              into buffer: inout TessellationBuffer) throws(TessellationError) -> DrawRanges {
        try validate(pixelsPerPoint, tolerance)
        try validate(style)
        guard style.lineWidth > 0 else { return .empty }
        return strokeValidated(polyline, style, pixelsPerPoint, tolerance, &buffer)
    }

    /// Fills `path` into `buffer`: `.fillStencil`, `.fillFringe` and `.cover` ranges (see above).
    package static func fill(_ path: CGPath, rule: FillRule, pixelsPerPoint: Double,
                            tolerance: Double = defaultTolerance, cache: FlatteningCache? = nil,
                            into buffer: inout TessellationBuffer) throws(TessellationError) -> DrawRanges {
        try validate(pixelsPerPoint, tolerance)
        let polyline = flattened(path, pixelsPerPoint, tolerance, cache)
        let first = buffer.ranges.count
        let convex = FillTessellator.fill(polyline, rule: rule, fringe: 1 / pixelsPerPoint, into: &buffer)
        let r = first..<buffer.ranges.count
        return r.isEmpty ? .empty : DrawRanges(rangeIndices: r, alphaScale: 1, isConvex: convex)
    }

    // MARK: internals

    static func flattened(_ path: CGPath, _ ppp: Double, _ tol: Double, _ cache: FlatteningCache?) -> Polyline {
        if let cache { return cache.polyline(for: path, pixelsPerPoint: ppp, toleranceInPixels: tol) }
        return Flattener.flatten(path, tolerance: tol / ppp)
    }

    static func strokeValidated(_ polyline: Polyline, _ style: StrokeStyle, _ ppp: Double, _ tol: Double,
                                _ buffer: inout TessellationBuffer) -> DrawRanges {
        let widthPx = Double(style.lineWidth) * ppp
        var alpha = min(1, widthPx)
        let fringe = 1 / ppp
        // Step: half widths past 1e15 pt (far beyond any screen) are capped: sums of two such offsets
        // overflowed to infinity, then NaN (a fuzz finding)
        let halfWidth = min(max(Double(style.lineWidth), fringe) / 2, maximumHalfWidth)
        // Step: trim, then dash the trimmed pieces
        var pieces = buffer.trimmed
        buffer.trimmed = PieceList()
        pieces.removeAll()
        Trimmer.trim(polyline, start: Double(style.strokeStart), end: Double(style.strokeEnd), into: &pieces)
        let trimGap = trimmedGap(polyline, pieces)
        let pattern = style.dashPattern.map { Double($0) }
        if Dasher.isDashing(pattern) {
            var dashed = buffer.dashed
            buffer.dashed = PieceList()
            dashed.removeAll()
            alpha *= Dasher.dash(pieces, pattern: pattern, phase: Double(style.dashPhase),
                                 limit: dashLimit(style.lineCap, halfWidth: halfWidth + fringe / 2, tolerance: tol / ppp),
                                 into: &dashed)
            swap(&pieces, &dashed)
            buffer.dashed = dashed
        }
        // Step: expand
        let first = buffer.ranges.count, firstIndex = buffer.indices.count
        var expander = StrokeExpander(halfWidth: halfWidth, fringe: fringe, tolerance: tol / ppp,
                                      cap: style.lineCap, join: style.lineJoin,
                                      miterLimit: Double(style.miterLimit))
        expander.expand(pieces, into: &buffer)
        buffer.endRange(.stroke, from: firstIndex)
        let free = expander.joinsAreOverlapFree
            && endsAreApart(polyline, trimGap, pieces, pattern, style.lineCap, halfWidth: halfWidth, fringe: fringe)
        buffer.trimmed = pieces
        let r = first..<buffer.ranges.count
        return r.isEmpty ? .empty : DrawRanges(rangeIndices: r, alphaScale: Float(alpha), isConvex: false,
                                               isOverlapFree: free)
    }

    /// Whether the pieces cut from a convex curve stay apart: caps reach `fringe / 2` (square caps
    /// `halfWidth` more) past each end, so the gaps between pieces (dash gaps, a trimmed closed curve's
    /// missing part) must be at least twice that plus a fringe; and no piece folds over itself (butt
    /// caps of a piece shorter than a fringe cross each other).
    static func endsAreApart(_ polyline: Polyline, _ trimGap: Double, _ pieces: PieceList, _ pattern: [Double],
                             _ cap: LineCap, halfWidth: Double, fringe: Double) -> Bool {
        guard polyline.isConvexCurve else { return false }
        if pieces.pieces.count == 1 && pieces.pieces[0].isClosed { return true }
        let reach = cap == .square ? halfWidth + fringe : fringe
        let minimumGap = 2 * reach
        if Dasher.isDashing(pattern) {
            for (i, v) in pattern.enumerated() {
                let isGap = i % 2 == 1 || pattern.count % 2 == 1
                if isGap && v < minimumGap || v < 2 * fringe { return false }
            }
        }
        // Step: the first and last pieces can be any length (phase, trim)
        if let first = pieces.pieces.first, let last = pieces.pieces.last {
            if !first.isClosed && pieces.length(of: first) < 2 * fringe { return false }
            if !last.isClosed && pieces.length(of: last) < 2 * fringe { return false }
        }
        return trimGap >= minimumGap
    }

    /// The length a trim left out of a closed convex curve (infinity when nothing or the curve is open:
    /// then no two ends meet).
    static func trimmedGap(_ polyline: Polyline, _ trimmed: PieceList) -> Double {
        guard polyline.isConvexCurve, polyline.subpaths.first?.isClosed == true,
              !(trimmed.pieces.count == 1 && trimmed.pieces[0].isClosed) else { return .infinity }
        var drawn = 0.0
        for piece in trimmed.pieces { drawn += trimmed.length(of: piece) }
        return polyline.totalLength - drawn
    }

    /// The widest half width stroked, in points; wider lines are drawn this wide.
    static let maximumHalfWidth = 1e15

    /// Vertices a stroke may spend on dashes (a fuzz finding: 18,000 dashes of a 1,000 pt wide line
    /// at 1e9 px/pt, each with two 512-step round caps, made 36 million vertices).
    static let dashVertexBudget = 2_000_000

    /// How many dashes fit the vertex budget given what each dash costs: two caps of `halfWidth`
    /// (points) flattened to `tolerance` (points), or a few vertices for butt and square ends.
    static func dashLimit(_ cap: LineCap, halfWidth: Double, tolerance: Double) -> Int {
        var perDash = 16.0
        if cap == .round {
            let x = 1 - tolerance / max(halfWidth, 1e-12)
            let step = x > -1 ? 2 * acos(x) : Double.pi
            perDash += 8 * min(512, (Double.pi / max(step, 1e-6)).rounded(.up))
        }
        return max(1, Int(Double(dashVertexBudget) / perDash))
    }

    static func validate(_ ppp: Double, _ tol: Double) throws(TessellationError) {
        guard ppp.isFinite, ppp > 0 else { throw .invalidPixelsPerPoint(ppp) }
        guard tol.isFinite, tol > 0 else { throw .invalidTolerance(tol) }
    }

    static func validate(_ s: StrokeStyle) throws(TessellationError) {
        guard s.lineWidth.isFinite else { throw .nonFiniteLineWidth(Double(s.lineWidth)) }
        guard s.miterLimit.isFinite else { throw .nonFiniteMiterLimit(Double(s.miterLimit)) }
        guard s.dashPhase.isFinite else { throw .nonFiniteDashPhase(Double(s.dashPhase)) }
        for (i, v) in s.dashPattern.enumerated() where !v.isFinite {
            throw .nonFiniteDashEntry(index: i, value: Double(v))
        }
        guard s.strokeStart.isFinite else { throw .nonFiniteStrokeStart(Double(s.strokeStart)) }
        guard s.strokeEnd.isFinite else { throw .nonFiniteStrokeEnd(Double(s.strokeEnd)) }
    }
}
