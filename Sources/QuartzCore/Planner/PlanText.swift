import Foundation

/// The value formats of `FramePlanDump`. Every number is rounded to 3 decimals (trailing zeros
/// dropped, never "-0"), so that a dump is the same text on every run and machine while the last
/// bits of a float differ, and a changed plan shows as a diff a reader can follow.
enum PlanText {
    static func number(_ x: CGFloat) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf") }
        var s = String(format: "%.3f", Double(x))
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    static func numbers(_ xs: CGFloat...) -> String { xs.map(number).joined(separator: ", ") }

    static func color(_ c: CGColor) -> String { "rgba(\(numbers(c.red, c.green, c.blue, c.alpha)))" }

    static func rect(_ r: CGRect) -> String { "rect(\(numbers(r.minX, r.minY, r.width, r.height)))" }

    static func size(_ s: CGSize) -> String { "(\(numbers(s.width, s.height)))" }

    static func point(_ p: CGPoint) -> String { "(\(numbers(p.x, p.y)))" }

    /// A planar affine transform (`isPlanarAffine`) as the translate, rotate and scale it is made of
    /// (applied scale first), or its six numbers when it skews; its z terms are left out, since a flat
    /// layer's x and y never depend on them. Any other transform as its 16 numbers, row by row.
    static func transform(_ t: CATransform3D) -> String {
        guard t.isPlanarAffine else {
            let rows = [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34],
                        [t.m41, t.m42, t.m43, t.m44]]
            return "matrix(" + rows.map { $0.map(number).joined(separator: " ") }.joined(separator: "; ") + ")"
        }
        let sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        guard sx > 0 else { return "affine(\(numbers(t.m11, t.m12, t.m21, t.m22, t.m41, t.m42)))" }
        let (cos, sin) = (t.m11 / sx, t.m12 / sx)
        let sy = (t.m11 * t.m22 - t.m12 * t.m21) / sx
        // Without skew the y axis is the x axis turned a quarter, scaled by sy.
        guard abs(t.m21 + sy * sin) <= 1e-9 * max(1, abs(sy)), abs(t.m22 - sy * cos) <= 1e-9 * max(1, abs(sy)) else {
            return "affine(\(numbers(t.m11, t.m12, t.m21, t.m22, t.m41, t.m42)))"
        }
        var parts: [String] = []
        if number(t.m41) != "0" || number(t.m42) != "0" { parts.append("translate(\(numbers(t.m41, t.m42)))") }
        var degrees = number(atan2(sin, cos) * 180 / .pi)
        if degrees == "-180" { degrees = "180" }
        if degrees != "0" { parts.append("rotate(\(degrees))") }
        if number(sx) != "1" || number(sy) != "1" {
            parts.append(number(sx) == number(sy) ? "scale(\(number(sx)))" : "scale(\(numbers(sx, sy)))")
        }
        return parts.isEmpty ? "identity" : parts.joined(separator: " ")
    }
}
