import Sandglass

/// One dust layer's random motion, as Google's CSS `rotate(radian1) translate(tx, ty) rotate(radian2)`.
///
/// CSS applies the translation in the frame already turned by radian1, so the layer really ends at
/// the centre plus (tx, ty) rotated by radian1: x' = x cos r1 - y sin r1, y' = y cos r1 + x sin r1. The
/// post moves it there along a quadratic Bezier whose control point is the "intended" end, the centre
/// plus the unrotated (tx, ty), which looks like the arc the CSS transition draws; the layer turns by
/// radian1 + radian2 on the way.
struct DustMotion: Equatable {
    var radian1: CGFloat
    var radian2: CGFloat
    /// (transX, transY), before the rotation by radian1.
    var translation: CGPoint

    /// The control point of the path from `centre`.
    func controlPoint(from centre: CGPoint) -> CGPoint {
        CGPoint(x: centre.x + translation.x, y: centre.y + translation.y)
    }

    /// The real end point from `centre`: the translation rotated by radian1.
    func endPoint(from centre: CGPoint) -> CGPoint {
        let (c, s) = (cos(radian1), sin(radian1))
        return CGPoint(x: centre.x + translation.x * c - translation.y * s,
                       y: centre.y + translation.y * c + translation.x * s)
    }

    /// The quadratic Bezier from `centre` to the real end, through the intended end as control point.
    func path(from centre: CGPoint) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: centre)
        path.addQuadCurve(to: endPoint(from: centre), controlPoint: controlPoint(from: centre))
        return path
    }

    /// `count` motions drawn from `rng` in the post's order (radian1, radian2, direction) per layer.
    static func random(count: Int, settings: DustSettings, rng: inout SplitMix64) -> [DustMotion] {
        (0..<count).map { _ in
            let radian1 = settings.rotationRange * CGFloat(rng.centred())
            let radian2 = settings.rotationRange * CGFloat(rng.centred())
            let direction = settings.directionRange * CGFloat(rng.centred())
            return DustMotion(radian1: radian1, radian2: radian2,
                              translation: CGPoint(x: settings.travel.width * cos(direction),
                                                   y: settings.travel.height * sin(direction)))
        }
    }
}
