import Foundation
import XCTest
@testable import CoreGraphics

/// `clip(to:mask:)`: drawing shows as far as the mask's pixels are opaque, whatever the operator.
final class MaskClipTests: XCTestCase {
    /// A bitmap context with y up, as `CGContext(data:...)` makes it.
    private func context(_ w: Int, _ h: Int) -> CGContext {
        CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// `w × h` pixels, each `pixel(x, y)` (RGBA, premultiplied), first row at the top.
    private func image(_ w: Int, _ h: Int, _ pixel: (Int, Int) -> [UInt8]) -> CGImage {
        CGImage(width: w, height: h, premultipliedRGBA: (0..<h).flatMap { y in (0..<w).flatMap { x in pixel(x, y) } })!
    }

    /// An icon with alpha: its top-left 2 × 1 pixels opaque white, the rest transparent.
    private var icon: CGImage { image(4, 4) { x, y in x < 2 && y < 1 ? [255, 255, 255, 255] : [0, 0, 0, 0] } }

    func testAnImageWithAlphaMasksByItsAlphaUprightInTheRect() {
        let ctx = context(4, 4)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: icon)
        ctx.setFillColor(CGColor.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(rgba(ctx, 0, 0), [255, 0, 0, 255], "the image's first row at the rect's top, as draw(_:in:)")
        XCTAssertEqual(rgba(ctx, 1, 0), [255, 0, 0, 255])
        XCTAssertEqual(rgba(ctx, 2, 0), [0, 0, 0, 0])
        XCTAssertEqual(rgba(ctx, 0, 1), [0, 0, 0, 0])
        XCTAssertEqual(rgba(ctx, 0, 3), [0, 0, 0, 0])
    }

    func testAnOpaqueImageMasksByItsGrayAndNothingShowsOutsideTheRect() {
        let ctx = context(3, 1)
        let gray = image(2, 1) { x, _ in x == 0 ? [255, 255, 255, 255] : [128, 128, 128, 255] }
        ctx.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: gray)
        ctx.setFillColor(CGColor.blue)
        ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        XCTAssertEqual(rgba(ctx, 0, 0), [0, 0, 255, 255])
        XCTAssertEqual(rgba(ctx, 1, 0), [0, 0, 128, 128])
        XCTAssertEqual(rgba(ctx, 2, 0), [0, 0, 0, 0], "outside the rect")
    }

    func testClearIsClippedAndRestoreEndsTheMask() {
        let ctx = context(4, 4)
        ctx.setFillColor(CGColor.green)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: icon)
        ctx.clear(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(rgba(ctx, 1, 0), [0, 0, 0, 0])
        XCTAssertEqual(rgba(ctx, 2, 0), [0, 255, 0, 255], "outside the mask: untouched")
        ctx.restoreGState()
        ctx.setFillColor(CGColor.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(rgba(ctx, 3, 3), [255, 0, 0, 255])
    }

    func testInsideATransparencyLayerUnderAClip() {
        let ctx = context(4, 4)
        ctx.clip(to: CGRect(x: 1, y: 0, width: 3, height: 4))
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: icon)
        ctx.setFillColor(CGColor.red)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.endTransparencyLayer()
        XCTAssertEqual(rgba(ctx, 0, 0), [0, 0, 0, 0], "clipped by the rect")
        XCTAssertEqual(rgba(ctx, 1, 0), [255, 0, 0, 255])
        XCTAssertEqual(rgba(ctx, 2, 0), [0, 0, 0, 0], "clipped by the mask")
        XCTAssertEqual(rgba(ctx, 1, 1), [0, 0, 0, 0])
    }
}
