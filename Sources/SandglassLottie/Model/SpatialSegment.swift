import Foundation

/// A segment's spatial cubic in 2-D (position keyframes with `to`/`ti`).
struct SpatialSegment {
    var p0: CGPoint, c1: CGPoint, c2: CGPoint, p1: CGPoint

    init?(from a: [Double], to b: [Double], out: [Double]?, in inTangent: [Double]?) {
        guard a.count >= 2, b.count >= 2 else { return nil }
        func tangent(_ t: [Double]?) -> CGPoint { t.map { $0.count >= 2 ? CGPoint(x: $0[0], y: $0[1]) : .zero } ?? .zero }
        p0 = CGPoint(x: a[0], y: a[1]); p1 = CGPoint(x: b[0], y: b[1])
        let o = tangent(out), i = tangent(inTangent)
        c1 = CGPoint(x: p0.x + o.x, y: p0.y + o.y); c2 = CGPoint(x: p1.x + i.x, y: p1.y + i.y)
    }

    init(p0: CGPoint, c1: CGPoint, c2: CGPoint, p1: CGPoint) { (self.p0, self.c1, self.c2, self.p1) = (p0, c1, c2, p1) }

    func point(at t: Double) -> [Double] {
        let u = 1 - t
        let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p1.x
        let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p1.y
        return [x, y]
    }

    /// The part for parameters `t0...1`, reparametrised to 0...1 (de Casteljau).
    func tail(from t0: Double) -> SpatialSegment {
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0) }
        let ab = mix(p0, c1), bc = mix(c1, c2), cd = mix(c2, p1)
        let abc = mix(ab, bc), bcd = mix(bc, cd)
        return SpatialSegment(p0: mix(abc, bcd), c1: bcd, c2: cd, p1: p1)
    }

    /// The part for parameters `0...t1`, reparametrised to 0...1.
    func head(to t1: Double) -> SpatialSegment {
        let reversed = SpatialSegment(p0: p1, c1: c2, c2: c1, p1: p0).tail(from: 1 - t1)
        return SpatialSegment(p0: reversed.p1, c1: reversed.c2, c2: reversed.c1, p1: reversed.p0)
    }
}
