import Foundation
import Sandglass
@testable import SandglassGL
import SandglassSystem
import SandglassTestSupport
import XCTest

final class HeadlessContextTests: XCTestCase {
    func testContextIsOpenGL33CoreOrLater() throws {
        let context = try SharedGL.requireContext()
        XCTAssertTrue(context.glVersion.contains("Core Profile") || context.glVersion.hasPrefix("3.3")
                      || context.glVersion.hasPrefix("4."), context.glVersion)
    }

    /// A strip covering the top-left quadrant of a 64x48 target must colour the top-left pixels, leave
    /// the rest at the clear colour, and come back top row first (y down, as on iOS).
    func testTriangleStripRendersWithYDown() throws {
        let context = try SharedGL.requireContext()
        let canvas = try Canvas(context: context, shaderDirectory: SharedGL.shaders)
        let target = RenderTarget(context: context, width: 64, height: 48)
        canvas.begin(target: target, pointSize: CGSize(width: 64, height: 48), clearColor: .blue)
        canvas.drawTriangleStrip([0, 0, 1, 32, 0, 1, 0, 24, 1, 32, 24, 1], color: .red)
        let pixels = target.readPixels()
        XCTAssertEqual(pixels[0, 0], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pixels[31, 23], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pixels[32, 23], RGBA8(0, 0, 255, 255), "right of the strip")
        XCTAssertEqual(pixels[31, 24], RGBA8(0, 0, 255, 255), "below the strip")
        XCTAssertEqual(pixels[63, 47], RGBA8(0, 0, 255, 255))
    }

    func testCoverageScalesPremultipliedColour() throws {
        let context = try SharedGL.requireContext()
        let canvas = try Canvas(context: context, shaderDirectory: SharedGL.shaders)
        let target = RenderTarget(context: context, width: 8, height: 8)
        canvas.begin(target: target, pointSize: CGSize(width: 8, height: 8), clearColor: .clear)
        canvas.drawTriangleStrip([0, 0, 0.5, 8, 0, 0.5, 0, 8, 0.5, 8, 8, 0.5], color: .white)
        let p = target.readPixels()[4, 4]
        XCTAssertTrue(p.isClose(to: RGBA8(128, 128, 128, 128), tolerance: 1), "\(p)")
    }
}
