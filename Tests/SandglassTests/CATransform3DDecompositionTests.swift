import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

final class CATransform3DDecompositionTests: XCTestCase {
    func testRoundTripOfCompositeTransforms() {
        var t = CATransform3DMakeScale(2, 3, 0.5)
        t = CATransform3DRotate(t, 0.7, 1, 2, 3)
        t = CATransform3DTranslate(t, 5, -6, 7)
        var skewed = t
        skewed.m21 += 0.3
        var persp = CATransform3DIdentity
        persp.m34 = -1 / 500
        let withPerspective = CATransform3DRotate(persp, 0.4, 0, 1, 0)
        let mirrored = CATransform3DMakeScale(-1, 1, 1)
        for m in [t, skewed, withPerspective, mirrored, persp.concat(t)] {
            assertClose(m.decomposed()!.matrix, m, 1e-9)
        }
    }

    func testPartsOfASimpleTransform() {
        // Scale first, then rotate, then translate (row vectors).
        let t = CATransform3DMakeScale(2, 3, 1).multiplied(by: CATransform3DMakeRotation(0.5, 0, 0, 1))
            .multiplied(by: CATransform3DMakeTranslation(10, 20, 0))
        let d = t.decomposed()!
        XCTAssertEqual(d.scale.x, 2, accuracy: 1e-12)
        XCTAssertEqual(d.scale.y, 3, accuracy: 1e-12)
        XCTAssertEqual(d.eulerAngles.z, 0.5, accuracy: 1e-12)
        XCTAssertEqual(d.translation.x, 10)
        XCTAssertEqual(d.translation.y, 20)
    }

    func testEulerAnglesRoundTrip() {
        var d = DecomposedTransform()
        d.setEulerAngles(x: 0.3, y: -0.4, z: 1.2)
        let e = d.eulerAngles
        XCTAssertEqual(e.x, 0.3, accuracy: 1e-12)
        XCTAssertEqual(e.y, -0.4, accuracy: 1e-12)
        XCTAssertEqual(e.z, 1.2, accuracy: 1e-12)
        // Rx then Ry then Rz, in Core Animation's row-vector order.
        let expected = CATransform3DMakeRotation(0.3, 1, 0, 0).multiplied(by: CATransform3DMakeRotation(-0.4, 0, 1, 0))
            .multiplied(by: CATransform3DMakeRotation(1.2, 0, 0, 1))
        assertClose(d.matrix, expected, 1e-12)
    }

    func testZRotationReadsInMinusPiToPi() {
        let d = CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1).decomposed()!
        XCTAssertEqual(d.eulerAngles.z, -0.5 * .pi, accuracy: 1e-12)
    }

    func testSingularHasNoDecomposition() {
        XCTAssertNil(CATransform3DMakeScale(0, 1, 1).decomposed())
        XCTAssertNil(CATransform3DMakeScale(0, 1, 1).inverse)
        let m = CATransform3DTranslate(CATransform3DMakeRotation(0.3, 1, 1, 0), 1, 2, 3)
        assertClose(m.multiplied(by: m.inverse!), .identity, 1e-12)
        assertClose(m.multiplied(by: m), m.concat(m), 1e-12)
    }
}
