import Foundation

// UIKit's text forms of geometry, as Swift names them on iOS (the C functions NSStringFromCGPoint,
// CGPointFromString... became these). A string that is not well-formed reads as zero (identity for
// a transform), as on iOS.
extension NSCoder {
    public class func string(for point: CGPoint) -> String { GeometryString.pair(point.x, point.y) }
    public class func string(for size: CGSize) -> String { GeometryString.pair(size.width, size.height) }
    public class func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }
    public class func string(for transform: CGAffineTransform) -> String {
        let t = transform
        return "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(GeometryString.number).joined(separator: ", ") + "]"
    }
    public class func string(for insets: UIEdgeInsets) -> String {
        "{" + [insets.top, insets.left, insets.bottom, insets.right].map(GeometryString.number).joined(separator: ", ") + "}"
    }

    public class func string(for offset: UIOffset) -> String { GeometryString.pair(offset.horizontal, offset.vertical) }
    public class func string(for vector: CGVector) -> String { GeometryString.pair(vector.dx, vector.dy) }

    public class func cgPoint(for string: String) -> CGPoint {
        guard let v = GeometryString.numbers(in: string, count: 2) else { return .zero }
        return CGPoint(x: v[0], y: v[1])
    }
    public class func cgSize(for string: String) -> CGSize {
        guard let v = GeometryString.numbers(in: string, count: 2) else { return .zero }
        return CGSize(width: v[0], height: v[1])
    }
    public class func cgRect(for string: String) -> CGRect {
        guard let v = GeometryString.numbers(in: string, count: 4) else { return .zero }
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        guard let v = GeometryString.numbers(in: string, count: 6) else { return .identity }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }
    public class func uiOffset(for string: String) -> UIOffset {
        guard let v = GeometryString.numbers(in: string, count: 2) else { return .zero }
        return UIOffset(horizontal: v[0], vertical: v[1])
    }
    public class func cgVector(for string: String) -> CGVector {
        guard let v = GeometryString.numbers(in: string, count: 2) else { return .zero }
        return CGVector(dx: v[0], dy: v[1])
    }
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        guard let v = GeometryString.numbers(in: string, count: 4) else { return .zero }
        return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}
