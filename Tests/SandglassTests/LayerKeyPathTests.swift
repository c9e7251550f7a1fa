import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

final class LayerKeyPathTests: XCTestCase {
    func testParsing() throws {
        XCTAssertEqual(try LayerKeyPath(parsing: "position.x"), LayerKeyPath(property: .position, component: .x))
        XCTAssertEqual(try LayerKeyPath(parsing: "transform.rotation"), LayerKeyPath(property: .transform, component: .rotationZ))
        XCTAssertEqual(try LayerKeyPath(parsing: "contentsRect.origin.x"), LayerKeyPath(property: .contentsRect, component: .originX))
        XCTAssertEqual(try LayerKeyPath(parsing: "bounds.size.width"), LayerKeyPath(property: .bounds, component: .sizeWidth))
        XCTAssertEqual(try LayerKeyPath(parsing: "shadowOffset.height"), LayerKeyPath(property: .shadowOffset, component: .height))
        XCTAssertThrowsError(try LayerKeyPath(parsing: "position.z")) { XCTAssertEqual($0 as? KeyPathError, .unknown(keyPath: "position.z")) }
        XCTAssertThrowsError(try LayerKeyPath(parsing: "strokeEnd.x"))
        XCTAssertThrowsError(try LayerKeyPath(parsing: ""))
    }

    func testTransformSubPaths() {
        let l = CALayer()
        l.transform = CATransform3DMakeScale(2, 2, 1).multiplied(by: CATransform3DMakeTranslation(5, 6, 0))
        XCTAssertEqual(l.value(forKeyPath: "transform.translation.x") as? CGFloat, 5)
        XCTAssertEqual(l.value(forKeyPath: "transform.translation") as? CGSize, CGSize(width: 5, height: 6))
        assertClose(l.value(forKeyPath: "transform.scale.x") as? CGFloat, 2)
        l.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        let expected = CATransform3DMakeScale(2, 2, 1).multiplied(by: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
            .multiplied(by: CATransform3DMakeTranslation(5, 6, 0))
        assertClose(l.transform, expected)
        l.transform = .identity
        l.setValue(3, forKeyPath: "transform.scale")
        XCTAssertEqual(l.transform, CATransform3DMakeScale(3, 3, 3))
        l.setValue(0.5, forKeyPath: "transform.scale.y")
        assertClose(l.transform, CATransform3DMakeScale(3, 0.5, 3))
    }

    func testAnimatingTransformScaleSubPath() {
        let l = CALayer()
        l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let a = CABasicAnimation(keyPath: "transform.scale")
        a.fromValue = 1; a.toValue = 3; a.duration = 1
        l.add(a, forKey: nil)
        let t = l.presentationTree(at: 0.5).transform
        assertClose(t, CATransform3DRotate(CATransform3DMakeScale(2, 2, 2), .pi / 2, 0, 0, 1))
    }
}
