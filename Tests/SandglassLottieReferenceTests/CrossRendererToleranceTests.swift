import CoreGraphics
import Sandglass
import SandglassLottieReference
import SandglassSystem
import SandglassTestSupport
import XCTest

/// The perceptual tolerance against a second rasteriser: Core Graphics (Cairo) drawing the same
/// picture as a corpus file passes against rlottie, and the same picture with one feature wrong fails.
final class CrossRendererToleranceTests: XCTestCase {
    /// Draws into a 200 × 200 premultiplied RGBA bitmap in y-down points, as the Lottie canvas.
    private func drawn(_ draw: (CGContext) -> Void) throws -> PixelBuffer {
        let context = try XCTUnwrap(CGContext(data: nil, width: 200, height: 200, bitsPerComponent: 8, bytesPerRow: 800,
                                              space: CGColorSpaceCreateDeviceRGB(),
                                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.translateBy(x: 0, y: 200)
        context.scaleBy(x: 1, y: -1)
        draw(context)
        let image = try XCTUnwrap(context.makeImage())
        return PixelBuffer(width: 200, height: 200, bytes: image.pixels.bytes)
    }

    private func rlottie(_ file: String, frame: Int = 0) throws -> PixelBuffer {
        let image = try RLottieReference(path: LottieCorpus.path(file)).render(frame: frame, width: 200, height: 200)
        return PixelBuffer(width: 200, height: 200, bytes: image.premultipliedRGBA)
    }

    /// fill_evenodd.json / fill_nonzero.json: a 160 pt square around an 80 pt one, both centred.
    private func nestedSquares(_ rule: CGPathFillRule) throws -> PixelBuffer {
        try drawn { c in
            c.setFillColor(CGColor.red)
            c.addRect(CGRect(x: 20, y: 20, width: 160, height: 160))
            c.addRect(CGRect(x: 60, y: 60, width: 80, height: 80))
            c.fillPath(using: rule)
        }
    }

    func testCoreGraphicsEvenOddMatchesRLottieAndNonzeroDoesNot() throws {
        let reference = try rlottie("fill_evenodd.json")
        PerceptualDifference.assertSimilar(try nestedSquares(.evenOdd), reference, "cross-evenodd")
        let wrong = try XCTUnwrap(PerceptualDifference.compare(try nestedSquares(.winding), reference,
                                                               over: RGBA8(255, 255, 255, 255)))
        XCTAssertEqual(wrong.fractionOver, 80.0 * 80 / (200 * 200), accuracy: 0.002, "the inner square")
    }

    func testAntiAliasedEllipseEdgesStayWithinTheTolerance() throws {
        // ellipse_rect_roundness.json: the ellipse 100 × 60 at (100, 60), red; the rounded rectangle blue.
        let ours = try drawn { c in
            c.setFillColor(CGColor.red)
            c.fillEllipse(in: CGRect(x: 50, y: 30, width: 100, height: 60))
            c.setFillColor(CGColor.blue)
            c.addPath(CGPath(roundedRect: CGRect(x: 40, y: 120, width: 120, height: 60), cornerWidth: 20, cornerHeight: 20,
                             transform: nil))
            c.fillPath()
        }
        let reference = try rlottie("ellipse_rect_roundness.json")
        PerceptualDifference.assertSimilar(ours, reference, "cross-ellipse")
        let result = try XCTUnwrap(PerceptualDifference.compare(ours, reference, over: RGBA8(0, 0, 0, 255)))
        XCTAssertGreaterThan(result.maxDeltaE, 0, "two rasterisers do differ on the edges")
    }
}
