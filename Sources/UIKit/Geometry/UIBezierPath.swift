import Foundation

/// UIKit's path builder, so seed code (`UIBezierPath(ovalIn:)`, `addArc(withCenter:...)`, `.cgPath`)
/// ports unchanged in shape. A reference type like UIKit's; `cgPath` is a value copy.
public final class UIBezierPath {
    public var cgPath: CGPath
    /// Line style used by `stroke()` in a UIKit drawing context (layers take theirs from the layer).
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false

    public init() { cgPath = CGPath() }
    public init(cgPath: CGPath) { self.cgPath = cgPath }
    public convenience init(rect: CGRect) { self.init(cgPath: CGPath(rect: rect)) }
    public convenience init(ovalIn rect: CGRect) { self.init(cgPath: CGPath(ellipseIn: rect)) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(cgPath: CGPath(roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius))
    }

    /// An arc path. UIKit convention: `clockwise: true` means increasing angle, clockwise on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                            endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public var isEmpty: Bool { cgPath.isEmpty }
    public var bounds: CGRect { cgPath.boundingBox }
    public var currentPoint: CGPoint { cgPath.currentPoint ?? .zero }

    public func move(to p: CGPoint) { cgPath.move(to: p) }
    public func addLine(to p: CGPoint) { cgPath.addLine(to: p) }
    public func addQuadCurve(to p: CGPoint, controlPoint: CGPoint) { cgPath.addQuadCurve(to: p, control: controlPoint) }
    public func addCurve(to p: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: p, control1: controlPoint1, control2: controlPoint2)
    }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                      clockwise: !clockwise)
    }
    public func close() { cgPath.closeSubpath() }
    public func append(_ other: UIBezierPath) { cgPath.addPath(other.cgPath) }
    public func apply(_ t: CGAffineTransform) { cgPath = cgPath.applying(t) }
}

extension CAValue {
    /// A path value from a UIKit path, as Core Animation takes `UIBezierPath.cgPath`.
    public init(_ v: UIBezierPath) { self = .path(v.cgPath) }
}
