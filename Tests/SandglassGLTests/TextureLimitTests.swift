import CEpoxy
import Foundation
import Sandglass
@testable import SandglassGL
import SandglassHeadless
import SandglassSystem
import SandglassTestSupport
import XCTest

/// Images larger than the driver's texture limit are drawn scaled down, not left out.
final class TextureLimitTests: XCTestCase {
    /// Regression: glTexImage2D refused a 20000 px wide image (llvmpipe's limit is 16384) and the
    /// layer drew nothing, with no message.
    func testAnImageWiderThanTheTextureLimitIsDrawn() throws {
        let context = try SharedGL.requireContext()
        var limit: GLint = 0
        context.makeCurrent()
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &limit)
        let width = Int(limit) + 3616
        var pixels = PixelBuffer(width: width, height: 2, fill: RGBA8(255, 0, 0, 255))
        for y in 0..<2 { for x in (width / 2)..<width { pixels[x, y] = RGBA8(0, 0, 255, 255) } }
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
        let image = CALayer()
        image.frame = root.bounds
        image.contents = pixels.cgImage
        root.addSublayer(image)
        let renderer = LayerRenderer(renderer: try Renderer(context: context, shaderDirectory: SharedGL.shaders))
        let out = renderer.render(root, size: root.bounds.size, background: .black, scale: 1)
        XCTAssertEqual(out[25, 5], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(out[75, 5], RGBA8(0, 0, 255, 255))
    }
}

/// The box filter behind it.
final class PixelBufferDownscaleTests: XCTestCase {
    func testAnImageThatFitsIsKept() {
        let pixels = PixelBuffer(width: 3, height: 2, fill: RGBA8(1, 2, 3, 4))
        XCTAssertEqual(pixels.downscaled(toFit: 3), pixels)
    }

    /// 4 x 2 to fit 2: each new pixel averages a 2 x 2 block (rounded), premultiplied values as they are.
    func testEachPixelIsTheAverageOfTheBlockItCovers() {
        let pixels = PixelBuffer(width: 4, height: 2, bytes: [
            255, 0, 0, 255, 0, 0, 0, 0, 10, 10, 10, 10, 20, 20, 20, 20,
            255, 0, 0, 255, 0, 0, 0, 0, 30, 30, 30, 30, 40, 40, 40, 41,
        ])
        XCTAssertEqual(pixels.downscaled(toFit: 2), PixelBuffer(width: 2, height: 1, bytes: [128, 0, 0, 128, 25, 25, 25, 25]))
    }

    /// The aspect is kept and no side drops below 1 px.
    func testAVeryWideImageKeepsOneRow() {
        let pixels = PixelBuffer(width: 100, height: 1, fill: RGBA8(9, 9, 9, 9))
        XCTAssertEqual(pixels.downscaled(toFit: 10), PixelBuffer(width: 10, height: 1, fill: RGBA8(9, 9, 9, 9)))
    }
}
