import UIKit
import XCTest

/// A progress ring drawn as iOS code draws it: a `CGMutablePath` declared with `let` and built in place,
/// copies with force-unwraps, and a path that goes on being built after the layer took it.
final class RingLayer: CAShapeLayer {
    let outline = CGMutablePath()

    func drawRing(in rect: CGRect) {
        outline.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                       startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: false)
        path = outline.copy()!
        var flip = CGAffineTransform(scaleX: 1, y: -1)
        shadowPath = outline.copy(using: &flip)!
        outline.addRect(rect.insetBy(dx: -10, dy: -10))
    }
}

final class MutablePathTests: CorpusTestCase {
    func testALetMutablePathIsBuiltInPlaceAndTheLayerKeepsWhatItWasGiven() throws {
        let ring = RingLayer()
        ring.drawRing(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(ring.outline.elements.count, 10, "move, four quarter arcs, then the rectangle's five")
        XCTAssertEqual(ring.path?.boundingBox, CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(ring.shadowPath?.boundingBox, CGRect(x: 0, y: -40, width: 40, height: 40))
        XCTAssertEqual(onScreen(ring, at: 1).path?.elements.count, 5)
    }

    /// `UIBezierPath.cgPath` is a snapshot: building on the bezier path later changes it for the next
    /// reader only.
    func testABezierPathsCGPathIsASnapshot() {
        let bezier = UIBezierPath()
        bezier.move(to: .zero)
        bezier.addLine(to: CGPoint(x: 10, y: 0))
        let layer = CAShapeLayer()
        layer.path = bezier.cgPath
        let first = bezier.cgPath
        XCTAssertTrue(bezier.cgPath === first, "read twice without a change: the same path")
        bezier.addLine(to: CGPoint(x: 10, y: 10))
        XCTAssertEqual(first.elements.count, 2)
        XCTAssertEqual(layer.path?.elements.count, 2)
        XCTAssertEqual(bezier.cgPath.elements.count, 3)
        let mutable = bezier.cgPath.mutableCopy()!
        mutable.closeSubpath()
        bezier.cgPath = mutable
        mutable.addLine(to: CGPoint(x: 5, y: 5))
        XCTAssertEqual(bezier.cgPath.elements.count, 4, "the path set is copied")
    }
}
