import Sandglass
import UIKit

/// The post's `SandClockView`, 48 x 56 points: two sand boxes (`topLayer`, `bottomLayer`), the falling
/// grains (`sandLayer`) and the glass (`imageView`, drawn with paths), added to the view's own layer in
/// the post's order; `startAnimation` runs the piles, the grains, and the turn of the view's own layer.
final class SandClockView: UIView {
    let topLayer: SandBox
    let bottomLayer: SandBox
    let sandLayer: SandLayer
    let imageView: CAShapeLayer

    init(frame: CGRect, parameters v: ParameterValues) {
        let w = frame.width, h = frame.height
        let sandColor = v.color("sandColor")
        let boxWidth: CGFloat = 34, boxHeight: CGFloat = 25
        let topFrame = CGRect(x: 7, y: 3, width: boxWidth, height: boxHeight)
        let bottomFrame = CGRect(x: 7, y: h / 2 - 1, width: boxWidth, height: boxHeight)
        topLayer = SandBox(.top, frame: topFrame, sandColor: sandColor)
        bottomLayer = SandBox(.bottom, frame: bottomFrame, sandColor: sandColor)
        let columnFrame = CGRect(x: w / 2 - 1, y: h / 2, width: 2, height: 25)
        sandLayer = SandLayer(frame: columnFrame, sandColor: sandColor, emitter: v.bool("emitterGrains"))
        imageView = HourglassOutline.makeLayer(viewSize: frame.size, topBox: topFrame, bottomBox: bottomFrame, column: columnFrame,
                                               color: v.color("glassColor"), lineWidth: v.cgFloat("glassLineWidth"))
        super.init(frame: frame)
        layer.name = "sandClockView"

        // configUI: bottom box, grains, top box, then the glass over them.
        layer.addSublayer(bottomLayer.layer)
        layer.addSublayer(sandLayer.layer)
        layer.addSublayer(topLayer.layer)
        layer.addSublayer(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The post's `startAnimation`: the piles, the grains, and the turn of the whole view.
    func startAnimation(_ v: ParameterValues) {
        let cycle = v.number("animationTime")
        let sandEnd = SandClockScene.sandEndKeyTime(v)
        topLayer.startAnimation(cycle: cycle, sandEndKeyTime: sandEnd,
                                curve: SandClockScene.timingFunction(v.curve("topPileCurve")))
        bottomLayer.startAnimation(cycle: cycle, sandEndKeyTime: sandEnd,
                                   curve: SandClockScene.timingFunction(v.curve("pileCurve")))
        sandLayer.startAnimation(fall05: v.number("sandFall05"), fall03: v.number("sandFall03"),
                                 fall01: v.number("sandFall01"))

        // Still until the sand has run down, then half a turn that swings `overshoot` past and settles,
        // on the view's own layer as in the post. The post passes four timing functions (easeOut x3,
        // easeIn) for three segments; Core Animation uses the first three, so the last one (easeIn)
        // never applies — Sandglass wants exactly three.
        layer.removeAllAnimations()
        let animation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        animation.keyTimes = [0, NSNumber(value: sandEnd), NSNumber(value: v.number("overshootKeyTime")), 1]
        animation.values = [0, 0, CGFloat.pi + v.cgFloat("overshoot"), CGFloat.pi]
        animation.duration = cycle
        animation.isRemovedOnCompletion = true
        animation.repeatCount = .infinity
        animation.timingFunctions = [.easeOut, .easeOut, .easeOut]
        animation.fillMode = .forwards
        layer.add(animation, forKey: "")
    }
}
