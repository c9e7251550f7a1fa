import Foundation

/// A 4x4 homogeneous transform with Core Animation's layout: points are row vectors multiplied on
/// the left (`p' = p * M`), so `m41, m42, m43` hold the translation and `a.concat(b)` applies `a` first.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// Row-major, m11...m44 (the order `sandglass dump` prints).
    public init(rowMajor v: [CGFloat]) {
        precondition(v.count == 16, "CATransform3D needs 16 values")
        self.init(m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                  m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    public var rowMajor: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    public static let identity = CATransform3D(rowMajor: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// Compared in two vectors against constants: `self == .identity` loaded the static through its
    /// lazy initializer and compared sixteen fields one by one, for every layer every frame.
    public var isIdentity: Bool {
        let top = SIMD8<Double>(m11.native, m12.native, m13.native, m14.native, m21.native, m22.native, m23.native, m24.native)
        let bottom = SIMD8<Double>(m31.native, m32.native, m33.native, m34.native, m41.native, m42.native, m43.native, m44.native)
        return top == SIMD8(1, 0, 0, 0, 0, 1, 0, 0) && bottom == SIMD8(0, 0, 1, 0, 0, 0, 0, 1)
    }

    /// `self` then `b`.
    public func concat(_ b: CATransform3D) -> CATransform3D { multiplied(by: b) }

    /// The affine part, when this transform is affine in x/y (as `CALayer.affineTransform()` returns).
    public var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    public init(_ t: CGAffineTransform) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    /// True when the transform only acts in the x/y plane (no perspective, no z coupling).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
            && m34 == 0 && m43 == 0 && m44 == 1
    }
}

// The CATransform3D* free functions of Core Animation, so seed code ports unchanged.
public let CATransform3DIdentity = CATransform3D.identity

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// Rotation by `angle` radians about the axis (x, y, z); a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let len = (x * x + y * y + z * z).squareRoot()
    guard len > 0 else { return .identity }
    let (ux, uy, uz) = (x / len, y / len, z / len)
    let (s, c) = (sin(angle), cos(angle))
    let t = 1 - c
    return CATransform3D(rowMajor: [
        t * ux * ux + c, t * ux * uy + s * uz, t * ux * uz - s * uy, 0,
        t * ux * uy - s * uz, t * uy * uy + c, t * uy * uz + s * ux, 0,
        t * ux * uz + s * uy, t * uy * uz - s * ux, t * uz * uz + c, 0,
        0, 0, 0, 1,
    ])
}

public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concat(b) }

public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concat(t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concat(t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concat(t)
}

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

public func CATransform3DMakeAffineTransform(_ t: CGAffineTransform) -> CATransform3D { CATransform3D(t) }

public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle)
}
