import Foundation
import XCTest
@testable import CoreGraphics

/// `setShadow`: each drawing call casts its alpha, blurred, tinted and offset in base space.
final class ContextShadowTests: XCTestCase {
    /// A bitmap context with y up: base space is device space.
    private func context(_ w: Int, _ h: Int) -> CGContext {
        CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    func testASharpShadowIsTheShapeMovedByTheOffsetYUpInABitmapContext() {
        let ctx = context(8, 8)
        ctx.setShadow(offset: CGSize(width: 2, height: 2), blur: 0, color: CGColor.blue)
        ctx.setFillColor(CGColor.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        XCTAssertEqual(rgba(ctx, 0, 7), [255, 0, 0, 255], "the drawing, bottom left")
        XCTAssertEqual(rgba(ctx, 2, 5), [255, 0, 0, 255], "over its own shadow")
        XCTAssertEqual(rgba(ctx, 4, 3), [0, 0, 255, 255], "the shadow, 2 right and 2 up")
        XCTAssertEqual(rgba(ctx, 3, 7), [0, 0, 0, 0])
        XCTAssertEqual(rgba(ctx, 5, 3), [0, 0, 0, 0])
    }

    func testTheDefaultColourIsBlackAtAThirdAndNilTurnsItOff() {
        let ctx = context(4, 1)
        ctx.setShadow(offset: CGSize(width: 1, height: 0), blur: 0)
        ctx.setFillColor(CGColor.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(rgba(ctx, 1, 0), [0, 0, 0, 85])
        ctx.setShadow(offset: CGSize(width: 1, height: 0), blur: 0, color: nil)
        ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        XCTAssertEqual(rgba(ctx, 3, 0), [0, 0, 0, 0])
    }

    func testInAUIKitContextTheOffsetIsInPointsAndDownwards() {
        let ctx = CGContext.drawing(CGRect(x: 0, y: 0, width: 4, height: 4), scale: 2)!
        ctx.setShadow(offset: CGSize(width: 1, height: 1), blur: 0, color: CGColor.green)
        ctx.translateBy(x: 1, y: 0)   // moves the drawing, not the offset
        ctx.setFillColor(CGColor.red)
        ctx.fill(CGRect(x: -1, y: 0, width: 1, height: 1))
        XCTAssertEqual(rgba(ctx, 1, 1), [255, 0, 0, 255])
        XCTAssertEqual(rgba(ctx, 3, 3), [0, 255, 0, 255], "2 pixels right and down")
        XCTAssertEqual(rgba(ctx, 4, 4), [0, 0, 0, 0])
    }

    func testTheBlurIsAGaussianOfHalfTheBlur() {
        // A 16-wide band the whole height, its shadow 20 to the right, blur 4: sigma 2, reaching 6 pixels.
        let ctx = context(40, 40)
        ctx.setShadow(offset: CGSize(width: 20, height: 0), blur: 4, color: CGColor.blue)
        ctx.setFillColor(CGColor.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 40))
        XCTAssertEqual(rgba(ctx, 28, 20), [0, 0, 255, 255], "8 pixels in from both edges")
        // One pixel outside the edge: the kernel's weights from 1 to 6 out, (1 − w0) / 2 = 0.40016.
        XCTAssertEqual(rgba(ctx, 19, 20), [0, 0, 102, 102])
        XCTAssertEqual(rgba(ctx, 20, 20), [0, 0, 153, 153])
        XCTAssertEqual(rgba(ctx, 36, 20), [0, 0, 102, 102], "the same at the right edge")
        XCTAssertEqual(rgba(ctx, 13, 20), [255, 0, 0, 255])
        XCTAssertEqual(rgba(ctx, 17, 20), [0, 0, 26, 26], "3 pixels out: the weights 3 to 6, 0.1028")
    }

    func testATransparencyLayerCastsOneShadowForAllItsDrawing() {
        let ctx = context(12, 1)
        ctx.setShadow(offset: CGSize(width: 4, height: 0), blur: 0, color: CGColor(gray: 0, alpha: 0.5))
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(CGColor.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        ctx.fill(CGRect(x: 2, y: 0, width: 4, height: 1))
        ctx.endTransparencyLayer()
        XCTAssertEqual(rgba(ctx, 5, 0), [255, 0, 0, 255])
        XCTAssertEqual(rgba(ctx, 7, 0), [0, 0, 0, 128], "where the two overlap: one shadow, not two")
        XCTAssertEqual(rgba(ctx, 9, 0), [0, 0, 0, 128])
        XCTAssertEqual(rgba(ctx, 10, 0), [0, 0, 0, 0])
    }
}
