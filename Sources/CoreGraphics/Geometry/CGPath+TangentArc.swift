import Foundation

extension CGMutablePath {
    /// Core Graphics' `addArc(tangent1End:tangent2End:radius:)`: a line from the current point towards
    /// `t1`, then the arc of `radius` tangent to both lines current point → `t1` and `t1` → `t2`. With the
    /// three points on one line (or a zero radius) it is a line to `t1`. With no current point it starts
    /// at `t1`. `transform` maps the finished corner; the radius is in the untransformed coordinates.
    public func addArc(tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let current = elements.last?.endPoint ?? currentSubpathStart else {
            move(to: t1.applying(transform))
            return
        }
        // The corner is worked out in the caller's coordinates, where the radius is given.
        let p0 = transform.isIdentity ? current : current.applying(transform.inverted())
        let u = CGPoint(x: p0.x - t1.x, y: p0.y - t1.y), v = CGPoint(x: t2.x - t1.x, y: t2.y - t1.y)
        let lu = hypot(u.x, u.y), lv = hypot(v.x, v.y)
        let cross = u.x * v.y - u.y * v.x
        guard radius > 0, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else {
            addLine(to: t1, transform: transform)
            return
        }
        let (ux, uy, vx, vy) = (u.x / lu, u.y / lu, v.x / lv, v.y / lv)
        let cosTheta = max(-1, min(1, ux * vx + uy * vy))
        let half = acos(cosTheta) / 2
        let along = radius / tan(half)
        let a = CGPoint(x: t1.x + ux * along, y: t1.y + uy * along)
        let b = CGPoint(x: t1.x + vx * along, y: t1.y + vy * along)
        let bx = ux + vx, by = uy + vy, lb = hypot(bx, by)
        let toCentre = radius / sin(half)
        let centre = CGPoint(x: t1.x + bx / lb * toCentre, y: t1.y + by / lb * toCentre)
        let start = atan2(a.y - centre.y, a.x - centre.x), end = atan2(b.y - centre.y, b.x - centre.x)
        // The arc turns the way the corner does: the short way from a to b.
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addArc(center: centre, radius: radius, startAngle: start, endAngle: start + sweep, clockwise: sweep < 0,
               transform: transform)
    }

    /// Where the open subpath began, the current point after a close.
    private var currentSubpathStart: CGPoint? {
        guard case .closeSubpath? = elements.last else { return nil }
        for e in elements.reversed() { if case .moveTo(let p) = e { return p } }
        return nil
    }
}
