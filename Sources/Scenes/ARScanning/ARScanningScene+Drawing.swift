import Sandglass

/// The six ring layers, drawn as the post draws them: each a clear square layer centred in the view,
/// just large enough for its ring, holding shape layers whose paths are in its own coordinates.
extension ARScanningScene {
    private var viewCenter: CGPoint { CGPoint(x: rootLayer.bounds.midX, y: rootLayer.bounds.midY) }

    /// A square canvas of half-width `layerWidth` centred in the view.
    private func makeCanvas(_ layer: CALayer, name: String, layerWidth: CGFloat) -> CGPoint {
        layer.name = name
        layer.frame = CGRect(x: viewCenter.x - layerWidth, y: viewCenter.y - layerWidth,
                             width: layerWidth * 2, height: layerWidth * 2)
        layer.backgroundColor = CGColor.clear
        return CGPoint(x: layerWidth, y: layerWidth)
    }

    /// Two blue arcs (-126...36 and 54...-144 degrees) and two small triangles in the gaps (at -135 and
    /// 45 degrees, pointing at the centre), each a gradient masked by its shape.
    func drawBlueLayer() {
        let radius = values.cgFloat("blueLayerRadius"), width = values.cgFloat("blueLayerWidth")
        let center = makeCanvas(blueLayer, name: "blueLayer", layerWidth: radius + width)
        let blue = values.color("blueColor"), blue2 = values.color("blue2Color")
        // Room for the glow: a blur of radius r fades out within about 2r.
        let glowMargin = 2 * values.cgFloat("endShadowRadius")

        let arcShape = ArcShape(radius: radius, lineWidth: width, opacity: 1, fillColor: nil, strokeColor: blue)
        let arcDegrees = [ArcDegree(fromDegree: -126, toDegree: 36), ArcDegree(fromDegree: 54, toDegree: -144)]
        for (index, arcDegree) in arcDegrees.enumerated() {
            let shapeLayer = ARShapeLayer.addArcLayerAt(center: center, degree: arcDegree, shape: arcShape)
            shapeLayer.name = "arcLayer\(index)"
            prepareGlow(shapeLayer)
            let gradient = ARShapeLayer.addGradientLayerTo(layer: blueLayer, maskLayer: shapeLayer, colors: [blue, blue2],
                                                              margin: glowMargin)
            gradient.name = "arcGradientLayer\(index)"
            blueGradientLayers.append(gradient)
        }

        let triangleShape = TriangleShape(radius: values.cgFloat("triangleLayerRadius"), lineWidth: 1, opacity: 1,
                                          fillColor: blue, strokeColor: blue)
        let topTriangleCenter = ARShapeLayer.getPointAtCircle(centerPoint: center, radius: radius, angle: -135)
        let bottomTriangleCenter = ARShapeLayer.getPointAtCircle(centerPoint: center, radius: radius, angle: 45)
        let triangles = [TrianglePosition(centerPoint: topTriangleCenter, vertex1: 45, vertex2: 165, vertex3: 285),
                         TrianglePosition(centerPoint: bottomTriangleCenter, vertex1: -135, vertex2: -15, vertex3: 105)]
        for (index, position) in triangles.enumerated() {
            let shapeLayer = ARShapeLayer.addTriangleLayer(position: position, shape: triangleShape, in: blueLayer.bounds.size)
            shapeLayer.name = "triangleLayer\(index)"
            prepareGlow(shapeLayer)
            let gradient = ARShapeLayer.addGradientLayerTo(layer: blueLayer, maskLayer: shapeLayer, colors: [blue, blue2],
                                                              margin: glowMargin)
            gradient.name = "triangleGradientLayer\(index)"
            blueGradientLayers.append(gradient)
        }
        rootLayer.addSublayer(blueLayer)
    }

    /// The scan-end glow animates the masks' shadowRadius. A shadow counts only with some opacity, so the
    /// masks get an opaque shadow, centred, of radius 0 (no blur: it adds nothing until animated); a
    /// mask's shadow widens the mask, so the gradient glows out past its shape.
    private func prepareGlow(_ maskLayer: CAShapeLayer) {
        maskLayer.shadowColor = CGColor.white
        maskLayer.shadowOpacity = 1
        maskLayer.shadowOffset = .zero
        maskLayer.shadowRadius = 0
    }

    /// Two white arcs at 0.4 outside the blue ring (-20...108 and 160...-70 degrees).
    func drawOutLayer() {
        let radius = values.cgFloat("outLayerRadius"), width = values.cgFloat("outLayerWidth")
        let center = makeCanvas(outLayer, name: "outLayer", layerWidth: radius + width)
        let arcShape = ArcShape(radius: radius, lineWidth: width, opacity: 0.4, fillColor: nil, strokeColor: .white)
        for arcDegree in [ArcDegree(fromDegree: -20, toDegree: 108), ArcDegree(fromDegree: 160, toDegree: -70)] {
            outLayer.addSublayer(ARShapeLayer.addArcLayerAt(center: center, degree: arcDegree, shape: arcShape))
        }
        rootLayer.addSublayer(outLayer)
    }

    /// Three thin arcs at 0.3, three thick white arcs over them, and three small circles at 30, 150 and
    /// -90 degrees, near where the thin arcs start.
    func drawInlayer() {
        let radius = values.cgFloat("inLayerRadius"), width2 = values.cgFloat("inLayerWidth2")
        let center = makeCanvas(inLayer, name: "inLayer", layerWidth: radius + width2)
        let arcShape1 = ArcShape(radius: radius, lineWidth: values.cgFloat("inLayerWidth1"), opacity: 0.3,
                                 fillColor: nil, strokeColor: .white)
        let arcShape2 = ArcShape(radius: radius, lineWidth: width2, opacity: 1, fillColor: nil, strokeColor: .white)
        let arcDegrees = [ArcDegree(fromDegree: -88, toDegree: 18), ArcDegree(fromDegree: 32, toDegree: 138),
                          ArcDegree(fromDegree: 152, toDegree: 258),
                          ArcDegree(fromDegree: -60, toDegree: -20), ArcDegree(fromDegree: 60, toDegree: 100),
                          ArcDegree(fromDegree: 180, toDegree: 220)]
        for (index, arcDegree) in arcDegrees.enumerated() {
            inLayer.addSublayer(ARShapeLayer.addArcLayerAt(center: center, degree: arcDegree,
                                                           shape: index > 2 ? arcShape2 : arcShape1))
        }
        for angle: CGFloat in [30, 150, -90] {
            let circleCenter = ARShapeLayer.getPointAtCircle(centerPoint: center, radius: radius, angle: angle)
            inLayer.addSublayer(ARShapeLayer.addCircleLayer(centerPoint: circleCenter, radius: values.cgFloat("inCircleRadius"),
                                                            opacity: 1, lineWidth: 1, in: inLayer.bounds.size))
        }
        rootLayer.addSublayer(inLayer)
    }

    /// A wide, faint (0.1) white ring.
    func drawWhiteLayer() {
        let radius = values.cgFloat("whiteLayerRadius"), width = values.cgFloat("whiteLayerWidth")
        let center = makeCanvas(whiteLayer, name: "whiteLayer", layerWidth: radius + width)
        whiteLayer.addSublayer(ARShapeLayer.addCircleLayer(centerPoint: center, radius: radius, opacity: 0.1,
                                                           lineWidth: width, in: whiteLayer.bounds.size))
        rootLayer.addSublayer(whiteLayer)
    }

    /// A small circle of four arcs at 0.3 (3...87, 93...177, 183...267, 273...357 degrees).
    func drawCenterCircle() {
        let radius = values.cgFloat("centerCircleLayerRadius")
        let center = makeCanvas(centerCircleLayer, name: "centerCircleLayer", layerWidth: radius + 1)
        let arcShape = ArcShape(radius: radius, lineWidth: 1, opacity: 0.3, fillColor: nil, strokeColor: .white)
        let arcDegrees = [ArcDegree(fromDegree: 3, toDegree: 87), ArcDegree(fromDegree: 93, toDegree: 177),
                          ArcDegree(fromDegree: 183, toDegree: 267), ArcDegree(fromDegree: 273, toDegree: 357)]
        for arcDegree in arcDegrees {
            centerCircleLayer.addSublayer(ARShapeLayer.addArcLayerAt(center: center, degree: arcDegree, shape: arcShape))
        }
        rootLayer.addSublayer(centerCircleLayer)
    }

    /// The white dot in the middle.
    func drawCenterPoint() {
        let radius = values.cgFloat("centerPointLayerRadius")
        let center = makeCanvas(centerPointLayer, name: "centerPointLayer", layerWidth: radius)
        centerPointLayer.addSublayer(ARShapeLayer.addCircleLayer(centerPoint: center, radius: radius, opacity: 1,
                                                                 lineWidth: 0, isFill: true, in: centerPointLayer.bounds.size))
        rootLayer.addSublayer(centerPointLayer)
    }
}
