import UIKit
import XCTest

/// The `kCA…` names of older posts carry Apple's string values, so code that logs or compares them
/// sees what it saw on iOS.
final class OlderConstantsTests: XCTestCase {
    func testRawValuesAreApples() {
        XCTAssertEqual(kCAFillModeForwards.rawValue, "forwards")
        XCTAssertEqual(kCAFillModeBoth.rawValue, "both")
        XCTAssertEqual(kCAMediaTimingFunctionEaseInEaseOut.rawValue, "easeInEaseOut")
        XCTAssertEqual(kCAMediaTimingFunctionDefault.rawValue, "default")
        XCTAssertEqual(kCAAnimationCubicPaced.rawValue, "cubicPaced")
        XCTAssertEqual(kCAAnimationRotateAutoReverse.rawValue, "autoReverse")
        XCTAssertEqual(kCALineCapSquare.rawValue, "square")
        XCTAssertEqual(kCALineJoinBevel.rawValue, "bevel")
        XCTAssertEqual(kCAFillRuleEvenOdd.rawValue, "even-odd")
        XCTAssertEqual(kCAFillRuleNonZero.rawValue, "non-zero")
        XCTAssertEqual(kCAGravityResizeAspectFill.rawValue, "resizeAspectFill")
        XCTAssertEqual(kCAGravityBottomRight.rawValue, "bottomRight")
        XCTAssertEqual(kCAAlignmentJustified.rawValue, "justified")
        XCTAssertEqual(kCAGradientLayerConic.rawValue, "conic")
        XCTAssertEqual(kCAValueFunctionRotateZ.rawValue, "rotateZ")
        XCTAssertEqual(kCAValueFunctionTranslateX.rawValue, "translateX")
    }

    /// `M_PI` is Glibc's, `MAXFLOAT` ours, both with Apple's types and values.
    func testMathConstants() {
        XCTAssertEqual(M_PI, Double.pi)
        XCTAssertEqual(CGFloat(M_PI_2), CGFloat.pi / 2)
        XCTAssertEqual(MAXFLOAT, Float.greatestFiniteMagnitude)
    }

    /// Dispatch's nanosecond constants, with Apple's `UInt64` type.
    func testTimeConstants() {
        let delay: UInt64 = 2 * NSEC_PER_SEC + 5 * NSEC_PER_MSEC + 7 * NSEC_PER_USEC
        XCTAssertEqual(delay, 2_005_007_000)
        XCTAssertEqual(USEC_PER_SEC, 1_000_000)
    }

    func testGeometryEqualTo() {
        XCTAssertTrue(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertFalse(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(.zero))
        XCTAssertTrue(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        XCTAssertFalse(CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
    }

    func testNamedCurvesMatchTheirConstants() {
        let easeOut = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)
        XCTAssertEqual(easeOut.controlPoint(at: 2), CGPoint(x: 0.58, y: 1))
        XCTAssertEqual(CAMediaTimingFunction(name: kCAMediaTimingFunctionDefault).controlPoint(at: 1),
                       CGPoint(x: 0.25, y: 0.1))
    }
}
