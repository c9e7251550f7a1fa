import CCairo
import Foundation

extension CGContext {
    /// The current path becomes the area its stroke would cover with the current line width, cap,
    /// join and miter limit (in user space; dashes are not applied), to fill or clip to. The outline
    /// is `CGPath.copy(strokingWithWidth:…)`'s, so fill it with the non-zero rule (`fillPath()`).
    public func replacePathWithStrokedPath() {
        let cap = CGLineCap(rawValue: Int32(cairo_get_line_cap(cairo).rawValue)) ?? .butt
        let join = CGLineJoin(rawValue: Int32(cairo_get_line_join(cairo).rawValue)) ?? .miter
        let stroked = currentPath().copy(strokingWithWidth: cairo_get_line_width(cairo), lineCap: cap, lineJoin: join,
                                         miterLimit: cairo_get_miter_limit(cairo))
        beginPath()
        addPath(stroked)
    }

    /// Cairo's current path in user space, as a CGPath (a close is followed by Cairo's own move).
    private func currentPath() -> CGPath {
        guard let copied = cairo_copy_path(cairo) else { return CGPath() }
        defer { cairo_path_destroy(copied) }
        guard copied.pointee.status == CAIRO_STATUS_SUCCESS, let data = copied.pointee.data else { return CGPath() }
        func point(_ i: Int) -> CGPoint { CGPoint(x: data[i].point.x, y: data[i].point.y) }
        var elements: [CGPathElement] = []
        var i = 0
        while i < Int(copied.pointee.num_data) {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.moveTo(point(i + 1)))
            case CAIRO_PATH_LINE_TO: elements.append(.lineTo(point(i + 1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.curveTo(control1: point(i + 1), control2: point(i + 2), to: point(i + 3)))
            default: elements.append(.closeSubpath)
            }
            i += max(1, Int(header.length))
        }
        return CGPath(elements: elements)
    }
}
