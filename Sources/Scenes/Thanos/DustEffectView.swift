import Sandglass

/// How the dust moves: the parameters shared by every dust layer of every result.
struct DustSettings {
    /// Layers (images) per result: 32 in the post.
    var count: Int
    /// How many times each pixel is dealt (2 in Google's code).
    var passes: Int
    /// Seconds one layer takes to fly off (the group's duration).
    var duration: CFTimeInterval
    /// Layer i starts `stagger * i / count` seconds after the first.
    var stagger: CFTimeInterval
    /// Timing of each layer's group (the post sets none: linear).
    var timingFunction: CAMediaTimingFunction
    /// The "intended" offset is (travel.width cos a, travel.height sin a): 60 x 30 pt in the article.
    var travel: CGSize
    /// radian1 and radian2 are uniform in ± rotationRange / 2 (the post: pi / 12 * (random - 0.5)).
    var rotationRange: CGFloat
    /// The direction a is uniform in ± directionRange / 2 (the post: 2 pi * (random - 0.5)).
    var directionRange: CGFloat
    /// Seconds one layer takes to fly back in the restore.
    var restoreDuration: CFTimeInterval
}

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

/// The post's `DustEffectView`: takes an image of a view, deals its pixels into `count` layers that
/// each cover the view's bounds (`createDustImages`), and flies them off one after another.
///
/// `layer` (named "dustEffectView") sits exactly over the view it replaces; the dust layers are named
/// "dustLayer0" ... in the order they leave. Before its animations start each dust layer rests at the
/// centre, so the layers together show the view unchanged.
final class DustEffectView {
    let layer = CALayer()
    private(set) var dustLayers: [CALayer] = []
    private(set) var motions: [DustMotion] = []
    let settings: DustSettings

    /// `image` is the view drawn at `scale` pixels per point over `bounds`; nil (nothing could be
    /// drawn) gives a view with no dust layers.
    init(image: CGImage?, scale: CGFloat, bounds: CGRect, settings: DustSettings, seed: UInt64) {
        self.settings = settings
        layer.name = "dustEffectView"
        layer.frame = bounds
        guard let image else { return }
        let images = DustImageDealer.createDustImages(from: image, count: settings.count,
                                                      passes: settings.passes, seed: seed)
        var rng = SplitMix64(seed: seed, stream: 2)
        motions = DustMotion.random(count: images.count, settings: settings, rng: &rng)
        let local = CGRect(origin: .zero, size: bounds.size)
        for (i, dustImage) in images.enumerated() {
            let dustLayer = CALayer()
            dustLayer.name = "dustLayer\(i)"
            dustLayer.frame = local
            dustLayer.contents = dustImage
            dustLayer.contentsScale = scale
            layer.addSublayer(dustLayer)
            dustLayers.append(dustLayer)
        }
    }

    private var centre: CGPoint { CGPoint(x: layer.bounds.midX, y: layer.bounds.midY) }

    /// When layer i starts to leave (or, reversed, to come back), for a first start at `start`.
    func beginTime(ofLayer i: Int, start: CFTimeInterval, reversed: Bool = false) -> CFTimeInterval {
        let order = reversed ? dustLayers.count - 1 - i : i
        return start + settings.stagger * Double(order) / Double(settings.count)
    }

    /// The dust leaves: per layer a group of the path, the rotation and the fade (the post's 1-4).
    func addDustAnimations(start: CFTimeInterval) {
        for (i, dustLayer) in dustLayers.enumerated() {
            let motion = motions[i]
            // 1, 2: the path to the rotated end, through the intended end.
            let positionAnimation = CAKeyframeAnimation(keyPath: "position")
            positionAnimation.path = motion.path(from: centre).cgPath
            positionAnimation.calculationMode = .paced
            // 3: the two angles add up to the final turn.
            let rotationAnimation = CABasicAnimation(keyPath: "transform.rotation")
            rotationAnimation.toValue = CAValue(motion.radian1 + motion.radian2)
            let fadeOutAnimation = CABasicAnimation(keyPath: "opacity")
            fadeOutAnimation.toValue = 0.0
            // 4: the group, delayed per layer, staying at its end.
            dustLayer.add(group([positionAnimation, rotationAnimation, fadeOutAnimation], duration: settings.duration,
                                beginTime: beginTime(ofLayer: i, start: start)), forKey: "dust")
        }
    }

    /// The restore: each layer flies back along its path reversed, turning back and fading in, the last
    /// one to leave first, so the view re-forms from right to left.
    func addRestoreAnimations(start: CFTimeInterval) {
        for (i, dustLayer) in dustLayers.enumerated() {
            let motion = motions[i]
            let c = centre
            let back = UIBezierPath()
            back.move(to: motion.endPoint(from: c))
            back.addQuadCurve(to: c, controlPoint: motion.controlPoint(from: c))
            let positionAnimation = CAKeyframeAnimation(keyPath: "position")
            positionAnimation.path = back.cgPath
            positionAnimation.calculationMode = .paced
            let rotationAnimation = CABasicAnimation(keyPath: "transform.rotation")
            rotationAnimation.fromValue = CAValue(motion.radian1 + motion.radian2)
            rotationAnimation.toValue = 0.0
            let fadeInAnimation = CABasicAnimation(keyPath: "opacity")
            fadeInAnimation.fromValue = 0.0
            fadeInAnimation.toValue = 1.0
            dustLayer.add(group([positionAnimation, rotationAnimation, fadeInAnimation], duration: settings.restoreDuration,
                                beginTime: beginTime(ofLayer: i, start: start, reversed: true)), forKey: "restore")
        }
    }

    private func group(_ animations: [CAAnimation], duration: CFTimeInterval, beginTime: CFTimeInterval) -> CAAnimationGroup {
        // The children fill forwards too: the group's fill holds its time at the end, where a child
        // that does not fill would stop applying (see the report on group fill semantics).
        for a in animations {
            a.duration = duration
            a.fillMode = .forwards
        }
        let animationGroup = CAAnimationGroup()
        animationGroup.animations = animations
        animationGroup.duration = duration
        animationGroup.timingFunction = settings.timingFunction
        animationGroup.beginTime = beginTime
        animationGroup.fillMode = .forwards
        animationGroup.isRemovedOnCompletion = false
        return animationGroup
    }

    func removeAllAnimations() {
        for l in dustLayers { l.removeAllAnimations() }
        layer.removeAllAnimations()
    }
}
