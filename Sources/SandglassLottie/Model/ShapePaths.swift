import Foundation

/// The paths of the parametric shapes, with a fixed element structure for each (so keyframes of one
/// shape interpolate point by point).
enum ShapePaths {
    /// A rectangle about `center` with corner radius `radius` (clamped to half the shorter side),
    /// clockwise from the top right as After Effects draws it: always four lines and four curves.
    static func roundedRect(center c: [Double], size s: [Double], radius: Double) -> CGPath {
        let w = abs(s[safe: 0]), h = abs(s[safe: 1])
        let r = min(max(radius, 0), w / 2, h / 2)
        let x0 = c[safe: 0] - w / 2, y0 = c[safe: 1] - h / 2, x1 = x0 + w, y1 = y0 + h
        let k = r * 0.5522847498 // the cubic's handle for a quarter circle
        let p = CGMutablePath()
        p.move(to: CGPoint(x: x1, y: y0 + r))
        p.addLine(to: CGPoint(x: x1, y: y1 - r))
        p.addCurve(to: CGPoint(x: x1 - r, y: y1), control1: CGPoint(x: x1, y: y1 - r + k), control2: CGPoint(x: x1 - r + k, y: y1))
        p.addLine(to: CGPoint(x: x0 + r, y: y1))
        p.addCurve(to: CGPoint(x: x0, y: y1 - r), control1: CGPoint(x: x0 + r - k, y: y1), control2: CGPoint(x: x0, y: y1 - r + k))
        p.addLine(to: CGPoint(x: x0, y: y0 + r))
        p.addCurve(to: CGPoint(x: x0 + r, y: y0), control1: CGPoint(x: x0, y: y0 + r - k), control2: CGPoint(x: x0 + r - k, y: y0))
        p.addLine(to: CGPoint(x: x1 - r, y: y0))
        p.addCurve(to: CGPoint(x: x1, y: y0 + r), control1: CGPoint(x: x1 - r + k, y: y0), control2: CGPoint(x: x1, y: y0 + r - k))
        p.closeSubpath()
        return p
    }

    /// An ellipse about `center` as After Effects draws it: four curves from the top, clockwise on
    /// screen (y down), or anticlockwise when `reversed` (direction 3). Where a path starts and which
    /// way it runs is what trim paths cut by.
    static func ellipse(center c: [Double], size s: [Double], reversed: Bool) -> CGPath {
        let cx = c[safe: 0], cy = c[safe: 1], rx = abs(s[safe: 0]) / 2, ry = abs(s[safe: 1]) / 2
        let kx = rx * 0.5522847498, ky = ry * 0.5522847498
        let sx: Double = reversed ? -1 : 1   // the side reached first: right, or left when reversed
        let p = CGMutablePath()
        p.move(to: CGPoint(x: cx, y: cy - ry))
        p.addCurve(to: CGPoint(x: cx + sx * rx, y: cy), control1: CGPoint(x: cx + sx * kx, y: cy - ry),
                   control2: CGPoint(x: cx + sx * rx, y: cy - ky))
        p.addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + sx * rx, y: cy + ky),
                   control2: CGPoint(x: cx + sx * kx, y: cy + ry))
        p.addCurve(to: CGPoint(x: cx - sx * rx, y: cy), control1: CGPoint(x: cx - sx * kx, y: cy + ry),
                   control2: CGPoint(x: cx - sx * rx, y: cy + ky))
        p.addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - sx * rx, y: cy - ky),
                   control2: CGPoint(x: cx - sx * kx, y: cy - ry))
        p.closeSubpath()
        return p
    }

    static let maxStarPoints = 1000.0

    /// A star (with `inner`) or a polygon: `points` corners, the first straight up from `center`,
    /// turned by `rotation` degrees clockwise.
    static func polystar(center c: [Double], points: Double, outer: Double, inner: Double?, rotation: Double) -> CGPath {
        let n = Int(min(max(points.rounded(), 3), maxStarPoints))
        let corners = inner == nil ? n : 2 * n
        let p = CGMutablePath()
        for i in 0..<corners {
            let radius = inner != nil && i % 2 == 1 ? inner! : outer
            let angle = (rotation - 90) * .pi / 180 + 2 * .pi * Double(i) / Double(corners)
            let point = CGPoint(x: c[safe: 0] + radius * cos(angle), y: c[safe: 1] + radius * sin(angle))
            if i == 0 { p.move(to: point) } else { p.addLine(to: point) }
        }
        p.closeSubpath()
        return p
    }
}
