import CCairo
import Foundation

/// The current transformation matrix, kept by Cairo (so that it is saved and restored with the rest
/// of the state) behind a fixed flip from Core Graphics' y-up device space to Cairo's y-down one.
extension CGContext {
    /// User space to the bitmap's device space (y up, origin bottom left, in pixels).
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        // Cairo's matrix is ctm followed by (x, y) → (x, height − y); undo the flip.
        let h = CGFloat(height)
        return CGAffineTransform(a: m.xx, b: -m.yx, c: m.xy, d: -m.yy, tx: m.x0, ty: h - m.y0)
    }

    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, x, y) }
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cairo, x, y) }
    /// Rotates user space by `angle` radians (counterclockwise in a y-up context).
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, angle) }

    /// Applies `t` before the current matrix: points go through `t`, then the old CTM.
    public func concatenate(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cairo, &m)
    }

    /// The transform from user space to device pixels with y down, as `convertToDeviceSpace`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    public func convertToUserSpace(_ p: CGPoint) -> CGPoint {
        p.applying(ctm.inverted())
    }
    public func convertToDeviceSpace(_ p: CGPoint) -> CGPoint { p.applying(ctm) }
}
