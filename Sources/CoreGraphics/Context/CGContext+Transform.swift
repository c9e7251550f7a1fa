import CCairo
import Foundation

/// The current transformation matrix, kept by Cairo (so that it is saved and restored with the rest
/// of the state) behind a fixed flip from Core Graphics' y-up device space to Cairo's y-down one.
///
/// Core Graphics accepts a matrix that flattens user space (a scale of 0) and then draws nothing;
/// Cairo refuses one by stopping for good, every later call included. So a matrix Cairo would refuse
/// (singular or not finite) never reaches it: the state keeps it as `singularCTM`, drawing and path
/// building do nothing until `restoreGState()` brings back an ordinary one.
extension CGContext {
    /// User space to the bitmap's device space (y up, origin bottom left, in pixels).
    public var ctm: CGAffineTransform {
        if let singular = state.singularCTM { return singular }
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        // Cairo's matrix is ctm followed by (x, y) → (x, height − y); undo the flip.
        let h = CGFloat(height)
        return CGAffineTransform(a: m.xx, b: -m.yx, c: m.xy, d: -m.yy, tx: m.x0, ty: h - m.y0)
    }

    public func translateBy(x: CGFloat, y: CGFloat) {
        transform(by: CGAffineTransform(translationX: x, y: y)) { cairo_translate(cairo, x, y) }
    }
    public func scaleBy(x: CGFloat, y: CGFloat) {
        transform(by: CGAffineTransform(scaleX: x, y: y)) { cairo_scale(cairo, x, y) }
    }
    /// Rotates user space by `angle` radians (counterclockwise in a y-up context).
    public func rotate(by angle: CGFloat) {
        transform(by: CGAffineTransform(rotationAngle: angle)) { cairo_rotate(cairo, angle) }
    }

    /// Applies `t` before the current matrix: points go through `t`, then the old CTM.
    public func concatenate(_ t: CGAffineTransform) {
        transform(by: t) {
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cairo, &m)
        }
    }

    /// The transform from user space to device pixels with y down, as `convertToDeviceSpace`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    public func convertToUserSpace(_ p: CGPoint) -> CGPoint {
        p.applying(ctm.inverted())
    }
    public func convertToDeviceSpace(_ p: CGPoint) -> CGPoint { p.applying(ctm) }

    /// True while the CTM flattens user space: nothing can be drawn or added to the path.
    package var isSingular: Bool { state.singularCTM != nil }

    /// Runs `apply` (Cairo's own call for `t`, so that its arithmetic stays Cairo's) when the product
    /// is a matrix Cairo accepts; else keeps the product as `singularCTM`.
    private func transform(by t: CGAffineTransform, _ apply: () -> Void) {
        let product = t.concatenating(ctm)
        guard state.singularCTM == nil, product.isDrawable else {
            state.singularCTM = product
            return
        }
        apply()
        checkCairo("a transform")
    }
}

extension CGAffineTransform {
    /// Finite and invertible: what Cairo takes as a matrix (its own test, on the determinant).
    package var isDrawable: Bool {
        let det = a * d - b * c
        return det != 0 && det.isFinite && a.isFinite && b.isFinite && c.isFinite && d.isFinite
            && tx.isFinite && ty.isFinite
    }
}
