import XCTest
@testable import QuartzCore
@testable import Sandglass

/// `CGPath` is an immutable class and `CGMutablePath` its builder, as on iOS; whatever keeps a path
/// (a layer, an animation, a value) keeps it as it was when given.
final class CGMutablePathTests: XCTestCase {
    private func triangle() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.closeSubpath()
        return path
    }

    func testCopyOfAnImmutablePathIsThePathItself() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertTrue(path.copy()! === path)
        XCTAssertTrue(path.copy(using: nil)! === path)
        XCTAssertTrue(path.immutable === path)
    }

    func testCopyOfAMutablePathIsImmutableAndKeepsItsElements() throws {
        let path = triangle()
        let copy = try XCTUnwrap(path.copy())
        XCTAssertFalse(copy is CGMutablePath)
        XCTAssertFalse(copy === path)
        XCTAssertEqual(copy.elements.count, 4)
        path.addLine(to: CGPoint(x: 20, y: 20))
        XCTAssertEqual(copy.elements.count, 4, "building on the original leaves the copy")
        XCTAssertEqual(path.elements.count, 6, "a move after the close, then the line")
    }

    func testMutableCopyIsBuiltOnWithoutChangingTheOriginal() throws {
        let original = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        let copy = try XCTUnwrap(original.mutableCopy())
        copy.addRect(CGRect(x: 10, y: 10, width: 1, height: 1))
        XCTAssertEqual(original.elements.count, 5)
        XCTAssertEqual(copy.elements.count, 10)
        XCTAssertEqual(copy.boundingBox, CGRect(x: 0, y: 0, width: 11, height: 11))
    }

    func testCopyUsingATransformMapsEveryPoint() throws {
        var shift = CGAffineTransform(translationX: 5, y: -2)
        let moved = try XCTUnwrap(triangle().copy(using: &shift))
        XCTAssertEqual(moved.elements, [.moveTo(CGPoint(x: 5, y: -2)), .lineTo(CGPoint(x: 15, y: -2)),
                                        .lineTo(CGPoint(x: 15, y: 8)), .closeSubpath])
        let scaled = try XCTUnwrap(triangle().mutableCopy(using: [CGAffineTransform(scaleX: 2, y: 3)]))
        XCTAssertEqual(scaled.boundingBox, CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    func testEqualityAndHashAreByElementsAcrossBothClasses() {
        let built = triangle()
        let given = CGPath(elements: [.moveTo(.zero), .lineTo(CGPoint(x: 10, y: 0)),
                                      .lineTo(CGPoint(x: 10, y: 10)), .closeSubpath])
        XCTAssertEqual(built, given)
        XCTAssertEqual(built.hashValue, given.hashValue)
        XCTAssertEqual(Set<CGPath>([built, given, built.copy()!]).count, 1)
        built.addLine(to: CGPoint(x: 1, y: 1))
        XCTAssertNotEqual(built, given)
    }

    /// Core Graphics' builders take a transform applied to the points they add.
    func testBuildersApplyTheirTransform() {
        let shift = CGAffineTransform(translationX: 100, y: 0)
        let path = CGMutablePath()
        path.move(to: .zero, transform: shift)
        path.addLine(to: CGPoint(x: 1, y: 2), transform: shift)
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: shift)
        XCTAssertEqual(Array(path.elements.prefix(3)),
                       [.moveTo(CGPoint(x: 100, y: 0)), .lineTo(CGPoint(x: 101, y: 2)), .moveTo(CGPoint(x: 100, y: 0))])
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false, transform: shift)
        XCTAssertEqual(arc.elements.first, .moveTo(CGPoint(x: 110, y: 0)))
        XCTAssertEqual(arc.elements.last?.endPoint?.x ?? 0, 100, accuracy: 1e-12)
        XCTAssertEqual(arc.elements.last?.endPoint?.y ?? 0, 10, accuracy: 1e-12)
    }

    /// A rounded corner drawn through a scale: the corner of the unscaled drawing, scaled.
    func testTangentArcWithATransformIsTheTransformedCorner() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let scaled = CGMutablePath()
        scaled.move(to: CGPoint(x: 0, y: 0), transform: scale)
        scaled.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4, transform: scale)
        let plain = CGMutablePath()
        plain.move(to: CGPoint(x: 0, y: 0))
        plain.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        let expected = plain.applying(scale).elements.flatMap(\.points)
        let points = scaled.elements.flatMap(\.points)
        XCTAssertEqual(points.count, expected.count)
        for (p, q) in zip(points, expected) {
            XCTAssertEqual(p.x, q.x, accuracy: 1e-9)
            XCTAssertEqual(p.y, q.y, accuracy: 1e-9)
        }
        XCTAssertEqual(points.last?.x ?? 0, 20, accuracy: 1e-9, "the arc ends on x = 10, scaled")
        XCTAssertEqual(points.last?.y ?? 0, 8, accuracy: 1e-9)
    }

    /// A path built on after a layer took it leaves the layer's model and presentation as they were.
    func testAShapeLayerKeepsThePathAsItWasGiven() {
        let layer = CAShapeLayer()
        let path = triangle()
        layer.path = path
        layer.shadowPath = path
        path.addRect(CGRect(x: 50, y: 50, width: 50, height: 50))
        XCTAssertEqual(layer.path?.elements.count, 4)
        XCTAssertEqual(layer.shadowPath?.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        let shown = CATransaction.performFrame(at: 1) { layer.presentation()?.path?.boundingBox }
        XCTAssertEqual(shown, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// A keyframe animation's path and a value set by key are copies too.
    func testAnAnimationKeepsThePathAsItWasGiven() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.duration = 1
        let layer = CAShapeLayer()
        layer.setValue(path, forKey: "path")
        path.addLine(to: CGPoint(x: 100, y: 100))
        XCTAssertEqual(move.path?.elements.count, 2)
        XCTAssertEqual(layer.path?.elements.count, 2)
        try! layer.addChecked(move, forKey: "move")
        let halfway = layer.presentationTree(at: 0.5).position
        XCTAssertEqual(halfway, CGPoint(x: 50, y: 0), "the line the animation was given, not the later turn")
    }
}
