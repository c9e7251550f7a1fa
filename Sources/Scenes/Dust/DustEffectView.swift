import Sandglass
import UIKit

/// The post's `DustEffectView`: takes an image of a view, deals its pixels into `count` layers that
/// together cover the view's bounds (`createDustImages`), and flies them off one after another.
///
/// A UIView, as in the post. Its layer (named "dustEffectView") sits exactly over the view it replaces;
/// the dust layers are named "dustLayer0" ... in the order they leave. Before its animations start each
/// dust layer rests at the centre, so the layers together show the view unchanged.
final class DustEffectView: UIView {
    private(set) var dustLayers: [CALayer] = []
    private(set) var motions: [DustMotion] = []
    let settings: DustSettings

    /// `image` is the view drawn at `scale` pixels per point over `bounds`; nil (nothing could be
    /// drawn) gives a view with no dust layers.
    ///
    /// Each dust layer is as tall as the view and as wide as its image's band of columns (the dealer
    /// crops them), with its anchor point on the view's centre: at rest its position is that centre, and
    /// it turns about it, exactly as a full-size layer would.
    init(image: CGImage?, scale: CGFloat, bounds: CGRect, settings: DustSettings, seed: UInt64) {
        self.settings = settings
        super.init(frame: bounds)
        layer.name = "dustEffectView"
        guard let image else { return }
        let images = DustImageDealer.createDustImages(from: image, count: settings.count,
                                                      passes: settings.passes, seed: seed)
        var rng = SplitMix64(seed: seed, stream: 2)
        motions = DustMotion.random(count: images.count, settings: settings, rng: &rng)
        let pointsPerPixel = bounds.width / CGFloat(image.width)
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        for (i, dust) in images.enumerated() {
            let band = CGRect(x: CGFloat(dust.x) * pointsPerPixel, y: 0,
                              width: CGFloat(dust.image.width) * pointsPerPixel, height: bounds.height)
            let dustLayer = CALayer()
            dustLayer.name = "dustLayer\(i)"
            dustLayer.anchorPoint = CGPoint(x: (centre.x - band.minX) / band.width, y: 0.5)
            dustLayer.bounds = CGRect(origin: .zero, size: band.size)
            dustLayer.position = centre
            dustLayer.contents = dust.image
            dustLayer.contentsScale = scale
            layer.addSublayer(dustLayer)
            dustLayers.append(dustLayer)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
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
            dustLayer.add(leaveGroup(ofLayer: i, start: start), forKey: "dust")
        }
    }

    /// Seconds from the first layer leaving to the last one gone: the last layer's delay plus one flight.
    var leaveDuration: CFTimeInterval {
        beginTime(ofLayer: max(dustLayers.count - 1, 0), start: 0) + settings.duration
    }

    /// One cycle of `addLoopingAnimations`: every layer leaves, then (from `leaveDuration` on) every
    /// layer flies back, the last out first back; the cycle ends when the first layer is back.
    var cycleDuration: CFTimeInterval {
        leaveDuration + beginTime(ofLayer: 0, start: 0, reversed: true) + settings.restoreDuration
    }

    /// The dust leaves and comes back forever, for benchmarks and demos that must look the same at any
    /// time: per layer one group of `cycleDuration` repeating from `start`, holding that layer's leave
    /// group (begin 0) and restore group (begin `leaveDuration`; each layer flies back along its path
    /// reversed, the last out first back). At each cycle's start the view is whole again.
    func addLoopingAnimations(start: CFTimeInterval) {
        let cycle = cycleDuration, back = leaveDuration
        for (i, dustLayer) in dustLayers.enumerated() {
            let loop = CAAnimationGroup()
            loop.animations = [leaveGroup(ofLayer: i, start: 0), restoreGroup(ofLayer: i, start: back)]
            loop.duration = cycle
            loop.beginTime = start
            loop.repeatCount = .infinity
            dustLayer.add(loop, forKey: "dustCycle")
        }
    }

    /// Layer i's flight off: the path to the rotated end (through the intended end), the turn by
    /// radian1 + radian2 and the fade out, grouped and delayed by the layer's stagger from `start`.
    func leaveGroup(ofLayer i: Int, start: CFTimeInterval) -> CAAnimationGroup {
        let motion = motions[i]
        // 1, 2: the path to the rotated end, through the intended end.
        let positionAnimation = CAKeyframeAnimation(keyPath: "position")
        positionAnimation.path = motion.path(from: centre).cgPath
        positionAnimation.calculationMode = .paced
        // 3: the two angles add up to the final turn.
        let rotationAnimation = CABasicAnimation(keyPath: "transform.rotation")
        rotationAnimation.toValue = motion.radian1 + motion.radian2
        let fadeOutAnimation = CABasicAnimation(keyPath: "opacity")
        fadeOutAnimation.toValue = 0.0
        // 4: the group, delayed per layer, staying at its end.
        return group([positionAnimation, rotationAnimation, fadeOutAnimation], duration: settings.duration,
                     beginTime: beginTime(ofLayer: i, start: start))
    }

    /// Layer i's flight back: its path reversed, turning back and fading in, delayed in reversed order.
    func restoreGroup(ofLayer i: Int, start: CFTimeInterval) -> CAAnimationGroup {
        let motion = motions[i]
        let c = centre
        let back = UIBezierPath()
        back.move(to: motion.endPoint(from: c))
        back.addQuadCurve(to: c, controlPoint: motion.controlPoint(from: c))
        let positionAnimation = CAKeyframeAnimation(keyPath: "position")
        positionAnimation.path = back.cgPath
        positionAnimation.calculationMode = .paced
        let rotationAnimation = CABasicAnimation(keyPath: "transform.rotation")
        rotationAnimation.fromValue = motion.radian1 + motion.radian2
        rotationAnimation.toValue = 0.0
        let fadeInAnimation = CABasicAnimation(keyPath: "opacity")
        fadeInAnimation.fromValue = 0.0
        fadeInAnimation.toValue = 1.0
        return group([positionAnimation, rotationAnimation, fadeInAnimation], duration: settings.restoreDuration,
                     beginTime: beginTime(ofLayer: i, start: start, reversed: true))
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
