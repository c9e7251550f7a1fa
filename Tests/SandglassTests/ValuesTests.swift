import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

final class ValuesTests: XCTestCase {
    func testLiterals() {
        let values: [CAValue] = [0, 1.04, true]
        XCTAssertEqual(values, [.number(0), .number(1.04), .bool(true)])
        XCTAssertEqual(CAValue(Float(0.5)), .number(0.5))
        XCTAssertEqual(CAValue(UIColor.red), .color(.red))
        XCTAssertEqual(CAValue(nil as CGColor?), .null)
    }

    func testComponentwiseInterpolation() {
        XCTAssertEqual(CAValue.interpolate(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)),
                                           .rect(CGRect(x: 10, y: 20, width: 30, height: 0)), 0.5),
                       .rect(CGRect(x: 5, y: 10, width: 20, height: 5)))
        XCTAssertEqual(CAValue.interpolate(.colors([.black, .white]), .colors([.white, .black]), 0.25),
                       .colors([CGColor(gray: 0.25), CGColor(gray: 0.75)]))
        XCTAssertEqual(CAValue.interpolate(.numbers([0, 1]), .numbers([1, 1]), 0.5), .numbers([0.5, 1]))
        XCTAssertEqual(CAValue.interpolate(.null, .color(.red), 0.5), .color(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        XCTAssertEqual(CAValue.interpolate(.bool(false), .bool(true), 0.49), .bool(false))
        XCTAssertEqual(CAValue.interpolate(.bool(false), .bool(true), 0.5), .bool(true))
    }

    /// An array animation at its ends gives the end values exactly (0.1 + (0.45 - 0.1) x 1 is
    /// 0.44999999999999996): a colors animation held at its end (arscanning's whitened gradients) is the
    /// end colours, not a new array each frame.
    func testArraysAtTheirEndsAreTheEndValues() {
        let from = CGColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 1), to = CGColor(red: 0.45, green: 0.15, blue: 0.9, alpha: 1)
        XCTAssertEqual(CAValue.interpolate(.colors([from]), .colors([to]), 1), .colors([to]))
        XCTAssertEqual(CAValue.interpolate(.colors([from]), .colors([to]), 0), .colors([from]))
        XCTAssertEqual(CAValue.interpolate(.numbers([0.1, 0.7]), .numbers([0.45, 0.15]), 1), .numbers([0.45, 0.15]))
    }

    func testPathMorphElementByElement() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 10))
        let mid = CAValue.interpolate(.path(a), .path(b), 0.5).path!
        XCTAssertEqual(mid, CGPath(rect: CGRect(x: 5, y: 5, width: 20, height: 10)))
        let c = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(CAValue.interpolate(.path(a), .path(c), 0.4), .path(a))   // kinds differ: discrete
        XCTAssertEqual(CAValue.interpolate(.path(a), .path(c), 0.6), .path(c))
    }

    func testTransformInterpolation() {
        let a = CATransform3D.identity
        let b = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        assertClose(CAValue.interpolate(.transform(a), .transform(b), 0.5).transform!, CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
        let s = CATransform3DMakeScale(2, 4, 1).multiplied(by: CATransform3DMakeTranslation(10, 0, 0))
        let expected = CATransform3DMakeScale(1.5, 2.5, 1).multiplied(by: CATransform3DMakeTranslation(5, 0, 0))
        assertClose(CAValue.interpolate(.transform(a), .transform(s), 0.5).transform!, expected)
        // Rotation about x by slerp.
        let rx = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
        assertClose(CAValue.interpolate(.transform(a), .transform(rx), 0.5).transform!, CATransform3DMakeRotation(.pi / 6, 1, 0, 0))
    }

    func testArithmetic() {
        XCTAssertEqual(CAValue.point(CGPoint(x: 1, y: 2)).adding(.point(CGPoint(x: 3, y: 4))), .point(CGPoint(x: 4, y: 6)))
        XCTAssertEqual(CAValue.number(5).subtracting(.number(2)), .number(3))
        let r = CATransform3DMakeRotation(0.3, 0, 0, 1)
        assertClose(CAValue.transform(r).scaled(by: 3).transform!, CATransform3DMakeRotation(0.9, 0, 0, 1))
        assertClose(CAValue.transform(r).subtracting(.transform(r)).transform!, .identity)
        XCTAssertEqual(CAValue.distance(.point(.zero), .point(CGPoint(x: 3, y: 4))), 5)
        XCTAssertFalse(CAValue.number(.nan).isFinite)
        XCTAssertFalse(CAValue.point(CGPoint(x: 0, y: CGFloat.infinity)).isFinite)
    }
}
