import Foundation

/// A transform split into the parts Core Animation interpolates separately.
///
/// With Core Animation's row-vector convention the recomposed matrix is
/// `Scale · Skew · Rotation · Translation · Perspective`: a point is scaled first, then skewed,
/// rotated (the unit `quaternion`), translated, and finally given its perspective row. `skew` holds
/// the xy, xz and yz shear factors. Angles are radians; in y-down coordinates a positive z rotation
/// turns clockwise on screen.
package struct DecomposedTransform: Equatable, Sendable {
    public var translation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
    public var scale: (x: CGFloat, y: CGFloat, z: CGFloat) = (1, 1, 1)
    public var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat) = (0, 0, 0)
    /// Unit quaternion (x, y, z, w).
    public var quaternion: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) = (0, 0, 0, 1)
    /// The fourth column (m14, m24, m34, m44) expressed before translation; (0, 0, 0, 1) when affine.
    public var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) = (0, 0, 0, 1)

    public init() {}

    public static func == (a: DecomposedTransform, b: DecomposedTransform) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.skew == b.skew
            && a.quaternion == b.quaternion && a.perspective == b.perspective
    }

    /// Euler angles (radians) about x, y, z, applied in that order (what `transform.rotation.x/y/z`
    /// read). For a pure z rotation `z` is the angle in (-pi, pi].
    public var eulerAngles: (x: CGFloat, y: CGFloat, z: CGFloat) {
        let r = rotationMatrix
        // R = Rx · Ry · Rz in row-vector form; r[0][2] = -sin(y).
        let sy = max(-1, min(1, -r.0.2))
        let y = asin(sy)
        if abs(sy) < 1 - 1e-12 {
            return (atan2(r.1.2, r.2.2), y, atan2(r.0.1, r.0.0))
        }
        return (atan2(-r.2.1, r.1.1), y, 0)
    }

    /// Sets the rotation from Euler angles (radians), `Rx` first, then `Ry`, then `Rz`.
    public mutating func setEulerAngles(x: CGFloat, y: CGFloat, z: CGFloat) {
        let qx = (sin(x / 2), CGFloat(0), CGFloat(0), cos(x / 2))
        let qy = (CGFloat(0), sin(y / 2), CGFloat(0), cos(y / 2))
        let qz = (CGFloat(0), CGFloat(0), sin(z / 2), cos(z / 2))
        // Row-vector order Rx · Ry · Rz corresponds to the Hamilton product qz * qy * qx.
        quaternion = Self.hamilton(Self.hamilton(qz, qy), qx)
    }

    static func hamilton(_ a: (CGFloat, CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat, CGFloat))
        -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (a.3 * b.0 + a.0 * b.3 + a.1 * b.2 - a.2 * b.1,
         a.3 * b.1 - a.0 * b.2 + a.1 * b.3 + a.2 * b.0,
         a.3 * b.2 + a.0 * b.1 - a.1 * b.0 + a.2 * b.3,
         a.3 * b.3 - a.0 * b.0 - a.1 * b.1 - a.2 * b.2)
    }

    typealias Row = (CGFloat, CGFloat, CGFloat)

    /// The 3x3 rotation in row-vector form (rows are the images of the unit axes).
    var rotationMatrix: (Row, Row, Row) {
        let (x, y, z, w) = quaternion
        return ((1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                (2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                (2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }

    /// The matrix these parts describe.
    public var matrix: CATransform3D {
        let r = rotationMatrix
        let (sx, sy, sz) = scale
        // Rows of the linear part: L = diag(s) · K · R, K lower-triangular with the skews.
        let row0 = mul(r.0, sx)
        let row1 = mul(add(r.1, mul(r.0, skew.xy)), sy)
        let row2 = mul(add(add(r.2, mul(r.0, skew.xz)), mul(r.1, skew.yz)), sz)
        let t = translation
        let p = perspective
        // Fourth column: rows' dot products with the perspective vector (see decomposition).
        func dot(_ a: Row) -> CGFloat { a.0 * p.x + a.1 * p.y + a.2 * p.z }
        return CATransform3D(m11: row0.0, m12: row0.1, m13: row0.2, m14: dot(row0),
                             m21: row1.0, m22: row1.1, m23: row1.2, m24: dot(row1),
                             m31: row2.0, m32: row2.1, m33: row2.2, m34: dot(row2),
                             m41: t.x, m42: t.y, m43: t.z, m44: t.x * p.x + t.y * p.y + t.z * p.z + p.w)
    }
}

private func mul(_ a: DecomposedTransform.Row, _ k: CGFloat) -> DecomposedTransform.Row { (a.0 * k, a.1 * k, a.2 * k) }
private func add(_ a: DecomposedTransform.Row, _ b: DecomposedTransform.Row) -> DecomposedTransform.Row {
    (a.0 + b.0, a.1 + b.1, a.2 + b.2)
}
private func dot3(_ a: DecomposedTransform.Row, _ b: DecomposedTransform.Row) -> CGFloat { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
private func len3(_ a: DecomposedTransform.Row) -> CGFloat { dot3(a, a).squareRoot() }

extension CATransform3D {
    /// Splits the matrix into scale, skew, rotation, translation and perspective (Gram-Schmidt on the
    /// rows of the linear part). Returns nil for a singular linear part (a zero scale), which
    /// interpolation then treats discretely.
    package func decomposed() -> DecomposedTransform? {
        guard m44 != 0 else { return nil }
        var d = DecomposedTransform()
        var row0: DecomposedTransform.Row = (m11, m12, m13)
        var row1: DecomposedTransform.Row = (m21, m22, m23)
        var row2: DecomposedTransform.Row = (m31, m32, m33)
        // Translation row, before the perspective column mixes into it (m4j, j<3, are unaffected).
        d.translation = (m41, m42, m43)
        // Perspective: solve L · (px, py, pz) = (m14, m24, m34); then m44 = t · p + pw.
        if m14 != 0 || m24 != 0 || m34 != 0 {
            let lin = CATransform3D(m11: m11, m12: m21, m13: m31, m14: 0, m21: m12, m22: m22, m23: m32, m24: 0,
                                    m31: m13, m32: m23, m33: m33, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
            // `lin` is L transposed; solving with column vectors: p = L^-1 · c, i.e. c_row · (L^T)^-1.
            guard let inv = lin.inverse else { return nil }
            let c = (m14, m24, m34)
            let px = c.0 * inv.m11 + c.1 * inv.m21 + c.2 * inv.m31
            let py = c.0 * inv.m12 + c.1 * inv.m22 + c.2 * inv.m32
            let pz = c.0 * inv.m13 + c.1 * inv.m23 + c.2 * inv.m33
            d.perspective = (px, py, pz, m44 - (m41 * px + m42 * py + m43 * pz))
        } else {
            d.perspective = (0, 0, 0, m44)
        }
        let sx = len3(row0)
        guard sx > 1e-12 else { return nil }
        row0 = mul(row0, 1 / sx)
        var kxy = dot3(row0, row1)
        row1 = add(row1, mul(row0, -kxy))
        let sy = len3(row1)
        guard sy > 1e-12 else { return nil }
        row1 = mul(row1, 1 / sy)
        kxy /= sy
        var kxz = dot3(row0, row2)
        row2 = add(row2, mul(row0, -kxz))
        var kyz = dot3(row1, row2)
        row2 = add(row2, mul(row1, -kyz))
        let sz = len3(row2)
        guard sz > 1e-12 else { return nil }
        row2 = mul(row2, 1 / sz)
        kxz /= sz
        kyz /= sz
        var s = (sx, sy, sz)
        // A reflection: flip every axis so that the rotation is proper.
        let cross = (row1.1 * row2.2 - row1.2 * row2.1, row1.2 * row2.0 - row1.0 * row2.2, row1.0 * row2.1 - row1.1 * row2.0)
        if dot3(row0, cross) < 0 {
            s = (-s.0, -s.1, -s.2)
            row0 = mul(row0, -1); row1 = mul(row1, -1); row2 = mul(row2, -1)
        }
        d.scale = s
        d.skew = (kxy, kxz, kyz)
        d.quaternion = Self.quaternion(fromRows: row0, row1, row2)
        return d
    }

    /// Unit quaternion of a proper rotation matrix given by rows (row-vector convention).
    static func quaternion(fromRows r0: DecomposedTransform.Row, _ r1: DecomposedTransform.Row, _ r2: DecomposedTransform.Row)
        -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        // Column-vector matrix R = transpose(rows): R[i][j] = rows[j][i].
        let (a00, a01, a02) = (r0.0, r1.0, r2.0)
        let (a10, a11, a12) = (r0.1, r1.1, r2.1)
        let (a20, a21, a22) = (r0.2, r1.2, r2.2)
        let trace = a00 + a11 + a22
        var q: (CGFloat, CGFloat, CGFloat, CGFloat)
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = ((a21 - a12) / s, (a02 - a20) / s, (a10 - a01) / s, s / 4)
        } else if a00 > a11 && a00 > a22 {
            let s = (1 + a00 - a11 - a22).squareRoot() * 2
            q = (s / 4, (a01 + a10) / s, (a02 + a20) / s, (a21 - a12) / s)
        } else if a11 > a22 {
            let s = (1 + a11 - a00 - a22).squareRoot() * 2
            q = ((a01 + a10) / s, s / 4, (a12 + a21) / s, (a02 - a20) / s)
        } else {
            let s = (1 + a22 - a00 - a11).squareRoot() * 2
            q = ((a02 + a20) / s, (a12 + a21) / s, s / 4, (a10 - a01) / s)
        }
        let n = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
        return (q.0 / n, q.1 / n, q.2 / n, q.3 / n)
    }
}
