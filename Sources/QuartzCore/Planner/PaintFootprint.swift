import Foundation
import SandglassTessellation

/// Where one draw can put paint, in root points, its anti-aliasing fringe included: a box, or for the
/// stroke of a circular arc the sector of a ring (concentric rings and the arcs of one ring never meet,
/// though their boxes do). Two footprints that are disjoint (`isDisjoint(from:)`) share no pixel, so
/// drawing them at an opacity each is the same picture as grouping them and compositing the group at
/// that opacity (`FramePlanner.sharesOpacity`).
enum PaintFootprint: Equatable {
    case box(CGRect)
    case ring(RingSector)

    /// The points between `inner` and `outer` from `center` whose direction lies in the angles
    /// `start...start + length` (radians from +x towards +y; `length` in 0...2π, 2π all round).
    struct RingSector: Equatable {
        var center: CGPoint
        var inner: CGFloat
        var outer: CGFloat
        var start: CGFloat
        var length: CGFloat

        var isWholeRing: Bool { length >= 2 * .pi }
    }

    /// A box grown by `fringe` on every side.
    static func box(_ rect: CGRect, fringe: CGFloat) -> PaintFootprint {
        .box(rect.insetBy(dx: -fringe, dy: -fringe))
    }

    /// The stroke of `arc` (in the layer's points) with `shape`'s width and caps, placed by `world`;
    /// nil unless `world` keeps circles circles (a planar similarity). Dashes and trimming only paint
    /// less, so they are inside. `fringe` is how far anti-aliasing reaches past the stroke, in root points.
    static func stroke(of arc: CircularArc, shape: ShapeContent, world w: CATransform3D, fringe: CGFloat) -> PaintFootprint? {
        guard w.isPlanarAffine, let (placed, scale) = arc.placed(by: w.arcPlacement) else { return nil }
        let radius = CGFloat(placed.radius), halfWidth = shape.lineWidth / 2 * CGFloat(scale)
        let center = CGPoint(x: CGFloat(placed.center.x), y: CGFloat(placed.center.y))
        let inner = max(0, radius - halfWidth - fringe), outer = radius + halfWidth + fringe
        guard radius.isFinite, outer.isFinite, center.x.isFinite, center.y.isFinite else { return nil }
        // The ends: what a cap adds past the end's radial line, and the fringe, seen from the centre.
        let cap: CGFloat = switch shape.lineCap {
        case .butt: 0
        case .round: halfWidth
        case .square: halfWidth * 2.0.squareRoot()
        }
        let reach = cap + fringe, nearest = radius - halfWidth
        guard reach < nearest else {
            return .ring(RingSector(center: center, inner: inner, outer: outer, start: 0, length: 2 * .pi))
        }
        let margin = asin(reach / nearest)
        let sweep = CGFloat(placed.sweep)
        let length = abs(sweep) + 2 * margin
        let start = (sweep >= 0 ? CGFloat(placed.startAngle) : CGFloat(placed.startAngle) + sweep) - margin
        return .ring(RingSector(center: center, inner: inner, outer: outer, start: start, length: min(length, 2 * .pi)))
    }

    /// No point lies in both (conservatively: false when unsure).
    func isDisjoint(from other: PaintFootprint) -> Bool {
        switch (self, other) {
        case (.box(let p), .box(let q)):
            return !p.intersects(q)
        case (.box(let box), .ring(let ring)), (.ring(let ring), .box(let box)):
            return Self.isDisjoint(box, ring)
        case (.ring(let p), .ring(let q)):
            return Self.isDisjoint(p, q)
        }
    }

    private static func isDisjoint(_ box: CGRect, _ ring: RingSector) -> Bool {
        let c = ring.center
        let nearX = min(max(c.x, box.minX), box.maxX), nearY = min(max(c.y, box.minY), box.maxY)
        let nearest = hypot(nearX - c.x, nearY - c.y)
        let farthest = hypot(max(abs(box.minX - c.x), abs(box.maxX - c.x)), max(abs(box.minY - c.y), abs(box.maxY - c.y)))
        return nearest >= ring.outer || farthest <= ring.inner
    }

    private static func isDisjoint(_ p: RingSector, _ q: RingSector) -> Bool {
        let distance = hypot(p.center.x - q.center.x, p.center.y - q.center.y)
        if distance >= p.outer + q.outer || distance + p.outer <= q.inner || distance + q.outer <= p.inner { return true }
        // Concentric (to a thousandth of the smaller ring's width): one ring, angles apart.
        let width = min(p.outer - p.inner, q.outer - q.inner)
        guard distance <= width * 1e-3, !p.isWholeRing, !q.isWholeRing else { return false }
        // The gap from the end of one sector to the start of the other, both ways round.
        let afterP = (q.start - (p.start + p.length)).truncatingRemainder(dividingBy: 2 * .pi)
        let gap = afterP < 0 ? afterP + 2 * .pi : afterP
        return gap + q.length + p.length <= 2 * .pi && gap > 0
    }
}
