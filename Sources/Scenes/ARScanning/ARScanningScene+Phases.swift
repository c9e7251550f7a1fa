import Sandglass

/// How one ring moves. The blue ring's motions are the post's; the post says only that the other rings'
/// are "similar", so each pops in like the blue one, `order` x `ringStagger` later (outside in), turns
/// at its own speed and direction while scanning, and at the scan end shrinks and fades like the blue
/// ring, whirls once its own way and then turns slowly the other way.
struct RingMotion {
    let layer: CALayer
    /// Position in the pop-in order (0 = first).
    let order: Int
    /// Scanning turn: clockwise or not, seconds per turn; nil for rings that look the same turned.
    let scanTurn: (clockwise: Bool, time: CFTimeInterval)?
    /// Scan end: the quick turn's direction (the slow turn goes the other way); nil for no turning.
    let endTurnClockwise: Bool?
}

extension ARScanningScene {
    /// The six rings and their motions. Neighbouring rings turn opposite ways, the blue ring fastest.
    var rings: [RingMotion] {
        [RingMotion(layer: blueLayer, order: 0, scanTurn: (true, values.number("scanTurnTime")), endTurnClockwise: true),
         RingMotion(layer: outLayer, order: 1, scanTurn: (false, values.number("outTurnTime")), endTurnClockwise: false),
         RingMotion(layer: inLayer, order: 2, scanTurn: (true, values.number("inTurnTime")), endTurnClockwise: false),
         RingMotion(layer: whiteLayer, order: 3, scanTurn: nil, endTurnClockwise: nil),
         RingMotion(layer: centerCircleLayer, order: 4, scanTurn: (false, values.number("centerTurnTime")), endTurnClockwise: true),
         RingMotion(layer: centerPointLayer, order: 5, scanTurn: nil, endTurnClockwise: nil)]
    }

    /// Scanning (the post's `startScanningBlueLayerAnimations`, for every ring): pop in with a bounce,
    /// fade in, and from `scanTurnDelay` turn forever; each ring's group is cut off at `endTime`.
    func startScanningAnimations(until endTime: CFTimeInterval) {
        let v = values
        let up = v.number("scanScaleUpTime"), bounce = v.number("scanBounceTime")
        for ring in rings {
            let delay = Double(ring.order) * v.number("ringStagger")
            var groups: [CAAnimation] = []
            let scales = [ARScanningScale(fromRate: 0, toRate: 1.04, duration: up),
                          ARScanningScale(fromRate: 1.04, toRate: 1, duration: bounce),
                          ARScanningScale(fromRate: 1, toRate: 1.02, duration: bounce),
                          ARScanningScale(fromRate: 1.02, toRate: 1, duration: bounce)]
            groups += ARScanningAnimations.addScaleAnimations(scales: scales, delayTime: delay)
            let alphas = [ARScanningAlpha(fromAlpha: 0, toAlpha: 1, duration: v.number("scanFadeInTime"))]
            groups += ARScanningAnimations.addAlphaAnimations(alphas: alphas, delayTime: delay)
            if let turn = ring.scanTurn {
                let rotations = [ARScanningRotation(clockwise: turn.clockwise, speedTime: turn.time,
                                                    beginTime: v.number("scanTurnDelay") + delay)]
                groups += ARScanningAnimations.addRotationAnimations(rotations: rotations)
            }
            ARScanningAnimations.addGroupAnimationsTo(layer: ring.layer, groups: groups,
                                                      animationKey: "\(ring.layer.name ?? "ring")Scanning",
                                                      beginTime: 0, duration: endTime)
        }
    }

    /// Scan end from media time `begin` (the post's `startScanEndBlueLayerAnimations`, for every ring):
    /// shrink, fade a little later, a quick turn, a stop, then a slow turn the other way forever; for the
    /// blue ring also the gradient to white and the glow of its masks' shadows.
    func startScanEndAnimations(at begin: CFTimeInterval) {
        let v = values
        for ring in rings {
            var groups: [CAAnimation] = []
            let scales = [ARScanningScale(fromRate: 1, toRate: v.cgFloat("endScale"), duration: v.number("endShrinkTime"))]
            groups += ARScanningAnimations.addScaleAnimations(scales: scales, delayTime: 0)
            let alphas = [ARScanningAlpha(fromAlpha: 1, toAlpha: v.cgFloat("endOpacity"), duration: v.number("endFadeTime"))]
            groups += ARScanningAnimations.addAlphaAnimations(alphas: alphas, delayTime: v.number("endFadeDelay"))
            if let clockwise = ring.endTurnClockwise {
                let fast = v.number("endFastTurnTime")
                let rotations = [ARScanningRotation(clockwise: clockwise, speedTime: fast, beginTime: 0, repeatCount: 1),
                                 ARScanningRotation(clockwise: clockwise, speedTime: 0, beginTime: fast, repeatCount: 1),
                                 ARScanningRotation(clockwise: !clockwise, speedTime: v.number("endSlowTurnTime"),
                                                    beginTime: v.number("endSlowTurnDelay"))]
                groups += ARScanningAnimations.addRotationAnimations(rotations: rotations)
            }
            ARScanningAnimations.addGroupAnimationsTo(layer: ring.layer, groups: groups,
                                                      animationKey: "\(ring.layer.name ?? "ring")ScanEnd",
                                                      beginTime: begin, duration: ARScanningAnimations.forever)
        }
        addBlueGradientLayerColorAnimations(beginTime: begin)
        addBlueArcLayerShadowAnimations(beginTime: begin + v.number("endShadowDelay"))
    }

    /// The blue gradients' colours to white. The post's loop returns after the first two gradient
    /// layers (the arcs), so the triangles stay blue unless `whitenTriangles`.
    private func addBlueGradientLayerColorAnimations(beginTime: CFTimeInterval) {
        let count = values.bool("whitenTriangles") ? blueGradientLayers.count : 2
        for gradientLayer in blueGradientLayers.prefix(count) {
            let animation = ARScanningAnimations.gradientColor(toColors: [.white, .white],
                                                               duration: values.number("endWhitenTime"), beginTime: beginTime)
            gradientLayer.add(animation, forKey: "GradientLayerColor")
        }
    }

    /// The glow: each blue shape's mask (all four: the post's counter is reset inside its loop, so it
    /// never stops early) blurs its shadow from 0 to `endShadowRadius` and back.
    private func addBlueArcLayerShadowAnimations(beginTime: CFTimeInterval) {
        let up = values.number("endShadowUpTime"), down = values.number("endShadowDownTime")
        let radius = values.cgFloat("endShadowRadius")
        for gradientLayer in blueGradientLayers {
            guard let shapeLayer = gradientLayer.mask else { continue }
            let shadows = [ARScanningRadius(fromRadius: 0, toRadius: radius, duration: up),
                           ARScanningRadius(fromRadius: radius, toRadius: 0, duration: down)]
            let groups = ARScanningAnimations.addShadowRadiusAnimations(radiuses: shadows, delayTime: 0)
            ARScanningAnimations.addGroupAnimationsTo(layer: shapeLayer, groups: groups, animationKey: "BlueArcLayerShadow",
                                                      beginTime: beginTime, duration: up + down)
        }
    }
}
