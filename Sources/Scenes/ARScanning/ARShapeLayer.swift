import Sandglass

/// How an arc (or a ring of arcs) is stroked: the post's `ArcShape`.
struct ArcShape {
    var radius: CGFloat
    var lineWidth: CGFloat
    var opacity: Float
    var fillColor: CGColor?
    var strokeColor: CGColor
}

/// An arc from one angle to another, in degrees, drawn clockwise on screen (increasing angle, 0 at 3
/// o'clock, y down), so `54 -> -144` runs from 54 degrees round through 180 to 216 degrees.
struct ArcDegree {
    var fromDegree: CGFloat
    var toDegree: CGFloat
}

/// A small triangle: its circumscribed circle's radius and its look (the post's `TriangleShape`).
struct TriangleShape {
    var radius: CGFloat
    var lineWidth: CGFloat
    var opacity: Float
    var fillColor: CGColor
    var strokeColor: CGColor
}

/// Where a triangle sits: the centre of its circumscribed circle and its three vertices' angles on that
/// circle, in degrees (the post's `TrianglePosition`).
struct TrianglePosition {
    var centerPoint: CGPoint
    var vertex1: CGFloat, vertex2: CGFloat, vertex3: CGFloat
}

/// The post's `ARShapeLayer` helpers: shape layers for arcs, triangles and circles, and gradient
/// layers masked by a shape. All coordinates are the ring layer's own (points, y down).
enum ARShapeLayer {
    /// A stroked arc layer covering its ring layer (the path is in the ring layer's coordinates).
    static func addArcLayerAt(center: CGPoint, degree: ArcDegree, shape: ArcShape) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 2 * center.x, height: 2 * center.y)
        layer.path = UIBezierPath(arcCenter: center, radius: shape.radius, startAngle: degree.fromDegree * .pi / 180,
                                  endAngle: degree.toDegree * .pi / 180, clockwise: true).cgPath
        layer.lineWidth = shape.lineWidth
        layer.opacity = shape.opacity
        layer.fillColor = shape.fillColor
        layer.strokeColor = shape.strokeColor
        return layer
    }

    /// A filled and stroked triangle whose vertices lie on its circumscribed circle (the post's formula,
    /// `getPointAtCircle`).
    static func addTriangleLayer(position: TrianglePosition, shape: TriangleShape, in size: CGSize) -> CAShapeLayer {
        let vertices = [position.vertex1, position.vertex2, position.vertex3].map {
            getPointAtCircle(centerPoint: position.centerPoint, radius: shape.radius, angle: $0)
        }
        let path = UIBezierPath()
        path.move(to: vertices[0])
        path.addLine(to: vertices[1])
        path.addLine(to: vertices[2])
        path.close()
        let layer = CAShapeLayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.path = path.cgPath
        layer.lineWidth = shape.lineWidth
        layer.lineJoin = .round
        layer.opacity = shape.opacity
        layer.fillColor = shape.fillColor
        layer.strokeColor = shape.strokeColor
        return layer
    }

    /// A circle round `centerPoint`: stroked white with `lineWidth`, or filled white when `isFill`.
    static func addCircleLayer(centerPoint: CGPoint, radius: CGFloat, opacity: Float, lineWidth: CGFloat,
                               isFill: Bool = false, in size: CGSize) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.path = UIBezierPath(arcCenter: centerPoint, radius: radius, startAngle: 0, endAngle: 2 * .pi,
                                  clockwise: true).cgPath
        layer.opacity = opacity
        layer.lineWidth = lineWidth
        layer.fillColor = isFill ? CGColor.white : nil
        layer.strokeColor = isFill ? nil : CGColor.white
        return layer
    }

    /// A gradient over the whole of `layer` and `margin` points round it, seen through `maskLayer` (whose
    /// shape, in `layer`'s coordinates, gives the gradient its form): the post colours the blue ring's
    /// arcs and triangles this way. The margin leaves room for the mask's shadow (the scan-end glow):
    /// a gradient draws only inside its own bounds, so a glow would otherwise be cut off at the edge
    /// of the ring's layer, which is only half a line width outside the arcs.
    @discardableResult
    static func addGradientLayerTo(layer: CALayer, maskLayer: CAShapeLayer, colors: [CGColor],
                                   margin: CGFloat = 0) -> CAGradientLayer {
        let gradientLayer = CAGradientLayer()
        gradientLayer.frame = layer.bounds.insetBy(dx: -margin, dy: -margin)
        gradientLayer.colors = colors
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        maskLayer.frame = CGRect(origin: CGPoint(x: margin, y: margin), size: layer.bounds.size)
        gradientLayer.mask = maskLayer
        layer.addSublayer(gradientLayer)
        return gradientLayer
    }

    /// The point at `angle` degrees on the circle of `radius` round `centerPoint`:
    /// `(r cos(m pi/180) + a, r sin(m pi/180) + b)`.
    static func getPointAtCircle(centerPoint: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        CGPoint(x: radius * cos(angle * .pi / 180) + centerPoint.x, y: radius * sin(angle * .pi / 180) + centerPoint.y)
    }
}
