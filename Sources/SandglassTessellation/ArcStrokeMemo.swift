import Foundation

/// What `ArcStroke` last computed for one arc, kept by the caller per shape (the planner keeps one per
/// render node), so that an arc drawn again frame after frame with a new trim (an animated strokeEnd)
/// skips the trigonometry whose inputs did not change: the arc's placement (`CircularArc.placed`: a
/// cosine, a sine and an arctangent), the direction its drawn part starts in (a cosine and a sine) and
/// the annulus's polygon step (an arccosine): a third of an arc's instructions.
///
/// Each answer is kept with the bits of the inputs it was computed from and computed again when any
/// differs, so an arc's instances are the same bits with or without the memo, and a memo handed
/// another arc only recomputes.
package struct ArcStrokeMemo: Sendable {
    private var placement: (arc: CircularArc, by: ArcStroke.Placement, placed: (arc: CircularArc, scale: Double)?)?
    private var direction: (from: Double, cos: Double, sin: Double)?
    private var step: (outer: Double, maximum: Double)?
    private var color: (key: SIMD4<UInt64>, opacity: UInt32, packed: UInt32)?

    package init() {}

    /// The packed colour of a solid paint from its straight components and opacity: `pack` runs
    /// only when one of their bits differs (clamping, premultiplying and rounding four channels was
    /// a twentieth of planning an arc).
    package mutating func packedColor(red: Double, green: Double, blue: Double, alpha: Double, opacity: Float,
                                     _ pack: () -> UInt32) -> UInt32 {
        let key = SIMD4<UInt64>(red.bitPattern, green.bitPattern, blue.bitPattern, alpha.bitPattern)
        if let c = color, c.key == key, c.opacity == opacity.bitPattern { return c.packed }
        let packed = pack()
        color = (key, opacity.bitPattern, packed)
        return packed
    }

    /// `arc.placed(by: t)`.
    mutating func placed(_ arc: CircularArc, by t: ArcStroke.Placement) -> (arc: CircularArc, scale: Double)? {
        if let p = placement, Self.same(p.arc, arc), Self.same(p.by, t) { return p.placed }
        let placed = arc.placed(by: t)
        placement = (arc, t, placed)
        return placed
    }

    /// The cosine and sine of `from`.
    mutating func direction(_ from: Double) -> (cos: Double, sin: Double) {
        if let d = direction, d.from.bitPattern == from.bitPattern { return (d.cos, d.sin) }
        let d = (from: from, cos: cos(from), sin: sin(from))
        direction = d
        return (d.cos, d.sin)
    }

    /// `ArcStroke.maximumStep(outer:)`.
    mutating func maximumStep(outer: Double) -> Double {
        if let s = step, s.outer.bitPattern == outer.bitPattern { return s.maximum }
        let maximum = ArcStroke.maximumStep(outer: outer)
        step = (outer, maximum)
        return maximum
    }

    /// Bit for bit: 0 and -0 differ (an angle's sign can flip an arctangent), a NaN matches itself.
    private static func same(_ a: CircularArc, _ b: CircularArc) -> Bool {
        a.center.x.bitPattern == b.center.x.bitPattern && a.center.y.bitPattern == b.center.y.bitPattern
            && a.radius.bitPattern == b.radius.bitPattern && a.startAngle.bitPattern == b.startAngle.bitPattern
            && a.sweep.bitPattern == b.sweep.bitPattern && a.isClosed == b.isClosed
    }

    private static func same(_ a: ArcStroke.Placement, _ b: ArcStroke.Placement) -> Bool {
        a.a.bitPattern == b.a.bitPattern && a.b.bitPattern == b.b.bitPattern && a.c.bitPattern == b.c.bitPattern
            && a.d.bitPattern == b.d.bitPattern && a.tx.bitPattern == b.tx.bitPattern && a.ty.bitPattern == b.ty.bitPattern
    }
}
