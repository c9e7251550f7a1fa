import CCairo
import Foundation

/// Paints a `CAShapeLayer`'s path for `render(in:)`: the fill, then the stroke with its line style,
/// dashes and `strokeStart`/`strokeEnd` trim (fractions of the whole path's length, every subpath
/// counted in order, closing segments included).
struct ShapePainter {
    let ctx: CGContext
    var cairo: OpaquePointer { ctx.cairo }

    func paint(_ layer: CAShapeLayer) {
        guard let path = layer.path, !path.isEmpty else { return }
        if let fill = layer.fillColor {
            ctx.setFillColor(fill)
            ctx.beginPath()
            ctx.addPath(path)
            ctx.fillPath(using: layer.fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let stroke = layer.strokeColor, layer.lineWidth > 0 else { return }
        let start = max(0, min(1, layer.strokeStart)), end = max(0, min(1, layer.strokeEnd))
        guard end > start else { return }
        ctx.saveGState()
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(layer.lineWidth)
        ctx.setLineCap(layer.lineCap == .round ? .round : layer.lineCap == .square ? .square : .butt)
        ctx.setLineJoin(layer.lineJoin == .round ? .round : layer.lineJoin == .bevel ? .bevel : .miter)
        ctx.setMiterLimit(layer.miterLimit)
        ctx.setLineDash(phase: layer.lineDashPhase, lengths: layer.lineDashValues ?? [])
        ctx.beginPath()
        ctx.addPath(path)
        if start > 0 || end < 1 { trimCurrentPath(from: start, to: end) }
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Replaces the current path with the part between the fractions `from` and `to` of its length,
    /// measured on Cairo's flattening of it (within its tolerance of a tenth of a device pixel).
    private func trimCurrentPath(from: CGFloat, to: CGFloat) {
        let subpaths = flattenedSubpaths()
        var total: CGFloat = 0
        for points in subpaths { for i in points.indices.dropFirst() { total += distance(points[i - 1], points[i]) } }
        let a = from * total, b = to * total
        cairo_new_path(cairo)
        var travelled: CGFloat = 0
        for points in subpaths {
            var drawing = false
            for i in points.indices.dropFirst() {
                let p = points[i - 1], q = points[i], length = distance(p, q)
                let s0 = travelled, s1 = travelled + length
                travelled = s1
                guard s1 > a, s0 < b, length > 0 else { continue }
                let t0 = max(0, (a - s0) / length), t1 = min(1, (b - s0) / length)
                let from = lerp(p, q, t0), to = lerp(p, q, t1)
                if !drawing || t0 > 0 { cairo_move_to(cairo, from.x, from.y) }
                cairo_line_to(cairo, to.x, to.y)
                drawing = t1 == 1
            }
        }
    }

    /// The current path as polylines in user space; a closed subpath ends back at its start.
    private func flattenedSubpaths() -> [[CGPoint]] {
        guard let path = cairo_copy_path_flat(cairo) else { return [] }
        defer { cairo_path_destroy(path) }
        var subpaths: [[CGPoint]] = []
        var i = 0
        let data = path.pointee.data!, count = Int(path.pointee.num_data)
        while i < count {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                subpaths.append([CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y)])
            case CAIRO_PATH_LINE_TO:
                if subpaths.isEmpty { subpaths.append([]) }
                subpaths[subpaths.count - 1].append(CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if let first = subpaths.last?.first { subpaths[subpaths.count - 1].append(first) }
            default:
                break
            }
            i += Int(header.length)
        }
        return subpaths
    }

    private func distance(_ p: CGPoint, _ q: CGPoint) -> CGFloat { hypot(q.x - p.x, q.y - p.y) }
    private func lerp(_ p: CGPoint, _ q: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
}
