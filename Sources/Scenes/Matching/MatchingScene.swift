import Sandglass
import UIKit

/// Seed 004: the room-matching ring. An outer 1 pt circle, a dashed 0.5 pt inner ring, a 1 pt ring whose
/// strokeEnd fills 0 -> 1 with ease-in-ease-out (rotated 3/2 pi so it starts at the top), and a ball
/// carried round by rotating its parent layer by 2 pi (byValue) on the same curve, so the ball slows
/// towards the top and speeds up past it; a static ball marks the top. Both repeat forever.
///
/// The scene is the post's view, `CPMatchingView`, written as the post writes it (see the view); the
/// post's red debug outline of the rotating parent is the `showParentOutline` parameter.
public final class MatchingScene: Scene {
    public static let info = SceneInfo(
        name: "matching", summary: "room-matching ring: dashed hairline, strokeEnd fill, orbiting ball (seed 004)",
        naturalSize: CGSize(width: 200, height: 200), backgroundColor: CGColor(hex: 0x1B1D2A),
        // The outer circle's 1 pt stroke is centred on the view's edge: its outer half overflows the
        // view, as on iOS (no masksToBounds), and a whole point keeps pixels on points.
        overflowMargin: 1)

    public static let parameters = SceneParameters(scene: "matching", [
        .number("duration", 3, in: 0.2...30, unit: "s", help: "one fill of the ring and one turn of the ball"),
        .curve("curve", BezierControlPoints(0.42, 0, 0.58, 1),
               help: "timing curve of the fill and the turn (easeInEaseOut; the post's 'gravity' feel)"),
        .number("inset", 16, in: 0...80, unit: "pt", help: "distance from the outer circle to the inner rings"),
        .number("ballRadius", 4, in: 0.5...30, unit: "pt", help: "radius of the moving and the static ball"),
        .numbers("dashPattern", [1, 1], each: 0...20, count: 0...8, unit: "pt",
                 help: "lineDashPattern of the inner ring (painted, unpainted, ...)"),
        .bool("showParentOutline", false, help: "stroke the rotating parent layer's bounds in red, as the post's debug view"),
        .string("label", "正在匹配中", help: "the centred caption (the post's \"matching…\"; CJK comes from a fallback font)"),
    ])

    /// The post's view; its layer is the scene's root.
    let view: CPMatchingView
    public var rootLayer: CALayer { view.layer }

    public init(parameters v: ParameterValues, context: SceneContext) {
        // The view at the size the host asks for (the preview's variants), as the post's view would be laid out.
        view = CPMatchingView(frame: CGRect(origin: .zero, size: context.requestedSize ?? Self.info.naturalSize), parameters: v)
        view.layer.name = "root"
    }
}

/// Seed 004's `CPMatchingView`, line for line in Swift: the layers are built from the view's bounds and
/// added to its own layer, then animated (`makeLayersAnimated`). The post's numbers that a designer
/// would tune come from the scene's parameters.
final class CPMatchingView: UIView {
    let bigLayer = CAShapeLayer()
    let dashCircleLayer = CAShapeLayer()
    let dynamicCircleLayer = CAShapeLayer()
    let dynamicContentLayer = CAShapeLayer()
    let dynamicBallLayer = CAShapeLayer()
    let staticContentLayer = CAShapeLayer()
    let staticBallLayer = CAShapeLayer()
    let labelLayer = CATextLayer()

    init(frame: CGRect, parameters: ParameterValues) {
        super.init(frame: frame)
        setupLayers(parameters)
        makeLayersAnimated(parameters)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupLayers(_ v: ParameterValues) {
        let bigLayerWidth = bounds.size.width
        let bigLayerHeight = bounds.size.height
        let position = CGPoint(x: bounds.size.width / 2, y: bounds.size.height / 2)

        bigLayer.name = "bigLayer"
        bigLayer.frame = CGRect(x: 0, y: 0, width: bigLayerWidth, height: bigLayerHeight)
        bigLayer.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: bigLayerWidth, height: bigLayerHeight)).cgPath
        bigLayer.lineWidth = 1
        bigLayer.strokeColor = UIColor.white.cgColor
        bigLayer.fillColor = UIColor.clear.cgColor
        bigLayer.position = position
        layer.addSublayer(bigLayer)

        let inset = v.cgFloat("inset")
        let contentLayerWidth = max(0, bigLayerWidth - 2 * inset)
        let contentLayerHeight = max(0, bigLayerHeight - 2 * inset)
        let contentLayerRect = CGRect(x: 0, y: 0, width: contentLayerWidth, height: contentLayerHeight)
        let centralCirclePath = UIBezierPath(ovalIn: contentLayerRect)

        dashCircleLayer.name = "dashCircleLayer"
        dashCircleLayer.bounds = contentLayerRect
        dashCircleLayer.path = centralCirclePath.cgPath
        dashCircleLayer.fillColor = UIColor.clear.cgColor
        dashCircleLayer.strokeColor = UIColor.white.cgColor
        dashCircleLayer.lineDashPattern = v.numbers("dashPattern").map { NSNumber(value: Double($0)) }
        dashCircleLayer.lineWidth = 0.5
        dashCircleLayer.position = position
        layer.addSublayer(dashCircleLayer)

        // The ring that fills: starts at the top because the layer is turned by 3/2 pi.
        dynamicCircleLayer.name = "dynamicCircleLayer"
        dynamicCircleLayer.bounds = contentLayerRect
        dynamicCircleLayer.path = centralCirclePath.cgPath
        dynamicCircleLayer.fillColor = UIColor.clear.cgColor
        dynamicCircleLayer.lineWidth = 1
        dynamicCircleLayer.strokeColor = UIColor.white.cgColor
        dynamicCircleLayer.strokeStart = 0
        dynamicCircleLayer.strokeEnd = 1
        dynamicCircleLayer.setAffineTransform(CGAffineTransform(rotationAngle: .pi + .pi / 2))
        dynamicCircleLayer.position = position
        layer.addSublayer(dynamicCircleLayer)

        // The parent that turns, carrying the ball at its top edge.
        dynamicContentLayer.name = "dynamicContentLayer"
        dynamicContentLayer.bounds = contentLayerRect
        dynamicContentLayer.path = UIBezierPath(rect: contentLayerRect).cgPath
        dynamicContentLayer.fillColor = UIColor.clear.cgColor
        dynamicContentLayer.strokeColor = v.bool("showParentOutline") ? UIColor.red.cgColor : nil
        dynamicContentLayer.position = position
        layer.addSublayer(dynamicContentLayer)

        let ballLayerRadius = v.cgFloat("ballRadius")
        dynamicBallLayer.name = "dynamicBallLayer"
        dynamicBallLayer.frame = CGRect(x: 0, y: 0, width: 2 * ballLayerRadius, height: 2 * ballLayerRadius)
        dynamicBallLayer.cornerRadius = ballLayerRadius
        dynamicBallLayer.backgroundColor = UIColor.white.cgColor
        dynamicBallLayer.position = CGPoint(x: contentLayerWidth / 2, y: 0)
        dynamicContentLayer.addSublayer(dynamicBallLayer)

        staticContentLayer.name = "staticContentLayer"
        staticContentLayer.bounds = contentLayerRect
        staticContentLayer.fillColor = UIColor.clear.cgColor
        staticContentLayer.strokeColor = UIColor.white.cgColor
        staticContentLayer.position = position
        layer.addSublayer(staticContentLayer)

        staticBallLayer.name = "staticBallLayer"
        staticBallLayer.frame = CGRect(x: 0, y: 0, width: 2 * ballLayerRadius, height: 2 * ballLayerRadius)
        staticBallLayer.cornerRadius = ballLayerRadius
        staticBallLayer.backgroundColor = UIColor.white.cgColor
        staticBallLayer.position = CGPoint(x: contentLayerWidth / 2, y: 0)
        staticContentLayer.addSublayer(staticBallLayer)

        labelLayer.name = "label"
        labelLayer.string = v.string("label")
        labelLayer.fontSize = 14
        labelLayer.foregroundColor = UIColor.white.cgColor
        labelLayer.alignmentMode = .center
        labelLayer.bounds = CGRect(x: 0, y: 0, width: contentLayerWidth, height: 20)
        labelLayer.position = position
        layer.addSublayer(labelLayer)
    }

    private func makeLayersAnimated(_ v: ParameterValues) {
        let curve = v.curve("curve")
        let timing = CAMediaTimingFunction(controlPoints: Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))

        // The ring: strokeEnd 0 -> 1, "gravity" by ease-in-ease-out.
        let pathAnimation = CABasicAnimation(keyPath: "strokeEnd")
        pathAnimation.duration = v.number("duration")
        pathAnimation.timingFunction = timing
        pathAnimation.fromValue = 0.0
        pathAnimation.toValue = 1.0
        pathAnimation.fillMode = .forwards
        pathAnimation.isRemovedOnCompletion = false
        pathAnimation.repeatCount = .infinity
        dynamicCircleLayer.add(pathAnimation, forKey: "strokeEndAnimation")

        // The ball: its parent turns by 2 pi.
        let animation = CABasicAnimation()
        animation.keyPath = "transform.rotation"
        animation.duration = v.number("duration")
        animation.repeatCount = .infinity
        animation.byValue = CGFloat.pi * 2
        animation.timingFunction = timing
        dynamicContentLayer.add(animation, forKey: animation.keyPath)
    }
}
