import SandglassTessellation

// The renderer draws every layer flat into the root's plane. These are the questions it asks of a
// layer-to-root transform, answered in one place.
extension CATransform3D {
    /// x' and y' are affine in the layer's x and y (no perspective divide): the transform can be applied
    /// to vertices on the CPU, and a circle stays an ellipse with a centre.
    public var isPlanarAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

    /// Planar affine with no rotation or skew: a rectangle stays an axis-aligned rectangle (a scissor box).
    public var isAxisAligned: Bool { isPlanarAffine && m12 == 0 && m21 == 0 }

    /// The larger of the x and y scale factors (length of the transformed unit axes), for choosing
    /// tolerances and anti-aliasing widths in layer space.
    public var approximateScale: CGFloat {
        let sx = (m11 * m11 + m12 * m12).squareRoot(), sy = (m21 * m21 + m22 * m22).squareRoot()
        let s = max(sx, sy)
        return s.isFinite && s > 0 ? s : 1
    }

    /// The transform as a 2-D affine one, when it is planar affine (nil for perspective).
    public var planarAffine: CGAffineTransform? {
        isPlanarAffine ? CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) : nil
    }

    /// The planar part as the arc stroker's placement (points to root points).
    package var arcPlacement: ArcStroke.Placement {
        ArcStroke.Placement(a: Double(m11), b: Double(m12), c: Double(m21), d: Double(m22), tx: Double(m41), ty: Double(m42))
    }
}
