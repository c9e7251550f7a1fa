import Foundation

// The NSValue boxes iOS code writes. swift-corelibs-foundation has AppKit's spellings
// (`NSValue(point:)`, `pointValue`...) but not UIKit's and QuartzCore's.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }

    /// Corelibs cannot box a struct by its type encoding, so the matrix travels as 16 doubles.
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(doubles: t.rowMajor, encoding: Self.transform3DEncoding)
    }

    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty], encoding: Self.affineEncoding)
    }

    /// The identity when the box holds something else.
    public var caTransform3DValue: CATransform3D {
        doubles(encoding: Self.transform3DEncoding, count: 16).map(CATransform3D.init(rowMajor:)) ?? .identity
    }

    /// The identity when the box holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let v = doubles(encoding: Self.affineEncoding, count: 6) else { return .identity }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }

    static let transform3DEncoding = "[16d]"
    static let affineEncoding = "[6d]"
    static let pointEncoding = String(cString: NSValue(point: .zero).objCType)
    static let sizeEncoding = String(cString: NSValue(size: .zero).objCType)
    static let rectEncoding = String(cString: NSValue(rect: .zero).objCType)

    var encoding: String { String(cString: objCType) }

    private convenience init(doubles: [CGFloat], encoding: String) {
        let values = doubles.map(Double.init)
        self.init(bytes: values, objCType: encoding)
    }

    private func doubles(encoding expected: String, count: Int) -> [CGFloat]? {
        guard encoding == expected else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values.map { CGFloat($0) }
    }
}
