import CCairo
import Foundation

/// Building the current path. As in Core Graphics, points are taken in the user space of the moment
/// they are added (Cairo stores them in device space), and fill, stroke and clip consume the path.
/// Arcs, ellipses and rounded rectangles reuse `CGPath`'s builders, so they are the same Béziers that
/// layers draw. While the CTM is singular nothing is added (it would all land on one line or point).
extension CGContext {
    public func beginPath() { cairo_new_path(cairo) }
    public func move(to p: CGPoint) { if !isSingular { cairo_move_to(cairo, p.x, p.y) } }
    /// With no current point the line starts where it ends, as Core Graphics does.
    public func addLine(to p: CGPoint) {
        guard !isSingular else { return }
        if cairo_has_current_point(cairo) == 0 { cairo_move_to(cairo, p.x, p.y) }
        cairo_line_to(cairo, p.x, p.y)
    }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first, !isSingular else { return }
        move(to: first)
        for p in points.dropFirst() { cairo_line_to(cairo, p.x, p.y) }
    }
    public func addCurve(to end: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        guard !isSingular else { return }
        if cairo_has_current_point(cairo) == 0 { cairo_move_to(cairo, c1.x, c1.y) }
        cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard !isSingular else { return }
        let start = cairoCurrentPoint ?? control
        if cairoCurrentPoint == nil { cairo_move_to(cairo, control.x, control.y) }
        emit(.quadCurveTo(control: control, to: end), from: start)
    }
    public func closePath() { if !isSingular { cairo_close_path(cairo) } }

    public func addRect(_ r: CGRect) { addPath(CGPath(rect: r)) }
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    public func addEllipse(in r: CGRect) { addPath(CGPath(ellipseIn: r)) }

    /// An arc about `center`; a line joins the current point, if any, to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let arc = CGMutablePath()
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        append(arc, continuing: true)
    }

    /// The arc of radius `radius` tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat) {
        let arc = CGMutablePath()
        arc.move(to: cairoCurrentPoint ?? t1)
        arc.addArc(tangent1End: t1, tangent2End: t2, radius: radius)
        append(arc, continuing: true)
    }

    /// Adds `path`'s subpaths as they are (each starts with its own move).
    public func addPath(_ path: CGPath) { append(path, continuing: false) }

    public var isPathEmpty: Bool { cairo_has_current_point(cairo) == 0 }

    /// The current point in user space; `.zero` with no path, as Core Graphics.
    public var currentPointOfPath: CGPoint { cairoCurrentPoint ?? .zero }

    private var cairoCurrentPoint: CGPoint? {
        guard cairo_has_current_point(cairo) != 0 else { return nil }
        var (x, y) = (0.0, 0.0)
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The current path's control-point box in user space; `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_path_extents(cairo, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Sends `path` to Cairo; with `continuing`, its first move becomes a line from the current
    /// point (how Core Graphics connects an arc to what came before).
    private func append(_ path: CGPath, continuing: Bool) {
        guard !isSingular else { return }
        var last = CGPoint.zero
        for (i, e) in path.elements.enumerated() {
            if i == 0, continuing, case .moveTo(let p) = e, cairo_has_current_point(cairo) != 0 {
                cairo_line_to(cairo, p.x, p.y)
                last = p
                continue
            }
            emit(e, from: last)
            last = e.endPoint ?? cairoCurrentPoint ?? last
        }
    }

    /// One element, with quadratics raised to the cubics Cairo draws.
    private func emit(_ e: CGPathElement, from start: CGPoint) {
        switch e {
        case .moveTo(let p): cairo_move_to(cairo, p.x, p.y)
        case .lineTo(let p): cairo_line_to(cairo, p.x, p.y)
        case .quadCurveTo(let c, let p):
            let c1 = CGPoint(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y))
            let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
            cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        case .curveTo(let c1, let c2, let p): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        case .closeSubpath: cairo_close_path(cairo)
        }
    }
}
