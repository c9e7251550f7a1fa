import Sandglass

/// How one ring moves. The blue ring's motions are the post's; the post says only that the other rings'
/// are "similar", so each pops in like the blue one, `ringStagger` after the ring drawn before it (the
/// post's drawing order, which is not outside in: the blue ring is drawn first, the wider `outLayer`
/// second), turns at its own speed and direction while scanning, and at the scan end shrinks and fades
/// like the blue ring, whirls once its own way and then turns slowly the other way.
struct RingMotion {
    let layer: CALayer
    /// Scanning turn: clockwise or not, seconds per turn; nil for rings that look the same turned.
    let scanTurn: (clockwise: Bool, time: CFTimeInterval)?
    /// Scan end: the quick turn's direction (the slow turn goes the other way); nil for no turning.
    let endTurnClockwise: Bool?
}

extension ARScanningScene {
    /// The six rings and their motions, in the post's drawing order (`drawBlueLayer`, `drawOutLayer`,
    /// `drawInlayer`, `drawWhiteLayer`, `drawCenterCircle`, `drawCenterPoint`), which is also the order
    /// they pop in. Neighbouring rings turn opposite ways, the blue ring fastest.
    var rings: [RingMotion] {
        [RingMotion(layer: blueLayer, scanTurn: (true, values.number("scanTurnTime")), endTurnClockwise: true),
         RingMotion(layer: outLayer, scanTurn: (false, values.number("outTurnTime")), endTurnClockwise: false),
         RingMotion(layer: inLayer, scanTurn: (true, values.number("inTurnTime")), endTurnClockwise: false),
         RingMotion(layer: whiteLayer, scanTurn: nil, endTurnClockwise: nil),
         RingMotion(layer: centerCircleLayer, scanTurn: (false, values.number("centerTurnTime")), endTurnClockwise: true),
         RingMotion(layer: centerPointLayer, scanTurn: nil, endTurnClockwise: nil)]
    }

    /// Seconds ring number `order` (in drawing order) pops in after the first.
    private func popInDelay(_ order: Int) -> CFTimeInterval { Double(order) * values.number("ringStagger") }

    /// The angle (radians, clockwise on screen positive) the scanning turn has given ring `order` at
    /// media time `time`: where `smoothScanEnd` starts its scan end.
    func scanAngle(ofRing order: Int, at time: CFTimeInterval) -> CGFloat {
        guard let turn = rings[order].scanTurn else { return 0 }
        let elapsed = time - (values.number("scanTurnDelay") + popInDelay(order))
        guard elapsed > 0 else { return 0 }
        let fraction = (elapsed / turn.time).truncatingRemainder(dividingBy: 1)
        return CGFloat(turn.clockwise ? fraction : -fraction) * 2 * .pi
    }

    /// Scanning (the post's `startScanningBlueLayerAnimations`, for every ring): pop in with a bounce,
    /// fade in, and from `scanTurnDelay` turn forever; each ring's group is cut off at `endTime`.
    func startScanningAnimations(until endTime: CFTimeInterval) {
        let v = values
        let up = v.number("scanScaleUpTime"), bounce = v.number("scanBounceTime")
        for (order, ring) in rings.enumerated() {
            let delay = popInDelay(order)
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
    /// blue ring also the gradient to white and the glow of its masks' shadows. The turns start from 0°
    /// (the post's `removeAllAnimations` drops the scanning turn, so every ring jumps there), or with
    /// `smoothScanEnd` from the angle the scanning turn had reached.
    func startScanEndAnimations(at begin: CFTimeInterval) {
        let v = values
        for (order, ring) in rings.enumerated() {
            let angle = v.bool("smoothScanEnd") ? scanAngle(ofRing: order, at: begin) : 0
            var groups: [CAAnimation] = []
            let scales = [ARScanningScale(fromRate: 1, toRate: v.cgFloat("endScale"), duration: v.number("endShrinkTime"))]
            groups += ARScanningAnimations.addScaleAnimations(scales: scales, delayTime: 0)
            let alphas = [ARScanningAlpha(fromAlpha: 1, toAlpha: v.cgFloat("endOpacity"), duration: v.number("endFadeTime"))]
            groups += ARScanningAnimations.addAlphaAnimations(alphas: alphas, delayTime: v.number("endFadeDelay"))
            if let clockwise = ring.endTurnClockwise {
                let fast = v.number("endFastTurnTime")
                let rotations = [ARScanningRotation(clockwise: clockwise, speedTime: fast, beginTime: 0, repeatCount: 1, fromAngle: angle),
                                 ARScanningRotation(clockwise: clockwise, speedTime: 0, beginTime: fast, repeatCount: 1, fromAngle: angle),
                                 ARScanningRotation(clockwise: !clockwise, speedTime: v.number("endSlowTurnTime"),
                                                    beginTime: v.number("endSlowTurnDelay"), fromAngle: angle)]
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
