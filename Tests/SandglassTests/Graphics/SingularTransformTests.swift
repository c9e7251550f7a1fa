import Foundation
import XCTest
@testable import CoreGraphics
@testable import QuartzCore

/// A transform that flattens everything (scale 0) draws nothing, and what comes after it still draws:
/// Cairo refuses a singular matrix by stopping for good, so the context never hands it one.
final class SingularTransformTests: XCTestCase {
    func testASiblingAfterAScaleZeroLayerIsStillDrawn() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let flat = CALayer()
        flat.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        flat.backgroundColor = CGColor.red
        flat.transform = CATransform3DMakeScale(0, 0, 1)
        let after = CALayer()
        after.frame = CGRect(x: 5, y: 0, width: 5, height: 10)
        after.backgroundColor = CGColor.blue
        root.addSublayer(flat)
        root.addSublayer(after)
        let ctx = yDownContext(10, 10)
        root.render(in: ctx)
        XCTAssertEqual(rgba(ctx, 7, 5), [0, 0, 255, 255], "the sibling after the flattened layer")
        XCTAssertEqual(rgba(ctx, 2, 5), [0, 0, 0, 0], "the flattened layer covers nothing")
    }

    func testScaleZeroDrawsNothingUntilRestoredAndTheCTMSaysSo() {
        let ctx = yDownContext(4, 4)
        ctx.saveGState()
        ctx.scaleBy(x: 0, y: 2)
        XCTAssertEqual(ctx.ctm, CGAffineTransform(a: 0, b: 0, c: 0, d: -2, tx: 0, ty: 4))
        ctx.translateBy(x: 1, y: 1)
        XCTAssertEqual(ctx.ctm, CGAffineTransform(a: 0, b: 0, c: 0, d: -2, tx: 0, ty: 2))
        ctx.setFillColor(CGColor.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.restoreGState()
        XCTAssertEqual(rgba(ctx, 1, 1), [0, 0, 0, 0])
        ctx.setFillColor(CGColor.green)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(rgba(ctx, 1, 1), [0, 255, 0, 255])
        XCTAssertEqual(ctx.ctm, CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 4))
    }

    func testANonFiniteTranslationIsRefusedTheSameWay() {
        let ctx = yDownContext(4, 4)
        ctx.saveGState()
        ctx.translateBy(x: .nan, y: 0)
        ctx.setFillColor(CGColor.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.restoreGState()
        ctx.setFillColor(CGColor.green)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(rgba(ctx, 1, 1), [0, 255, 0, 255])
    }
}
