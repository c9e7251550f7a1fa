import Sandglass
import SandglassSystem
import SandglassTestSupport
import XCTest

final class PerceptualDifferenceTests: XCTestCase {
    private let white = RGBA8(255, 255, 255, 255), black = RGBA8(0, 0, 0, 255)

    func testIdenticalImagesDifferByNothing() throws {
        let a = PixelBuffer(width: 8, height: 8, fill: RGBA8(40, 80, 120, 200))
        let result = try XCTUnwrap(PerceptualDifference.compare(a, a, over: white))
        XCTAssertEqual([result.fractionOver, result.maxDeltaE, result.meanDeltaE], [0, 0, 0])
    }

    func testOneChangedPixelIsThatFractionOfTheImage() throws {
        let a = PixelBuffer(width: 10, height: 10, fill: white)
        var b = a
        b[3, 4] = black
        let result = try XCTUnwrap(PerceptualDifference.compare(a, b, over: white))
        XCTAssertEqual(result.fractionOver, 0.01)
        // White against black is L* 100 against 0, a* and b* 0: ΔE 100, spread over 100 pixels.
        XCTAssertEqual(result.maxDeltaE, 100, accuracy: 0.01)
        XCTAssertEqual(result.meanDeltaE, 1, accuracy: 0.0001)
    }

    func testRedAgainstBlackIsTheDistanceOfSRGBRedFromTheOrigin() throws {
        // sRGB red is L* 53.2408, a* 80.0925, b* 67.2032 (D65): ΔE76 to black is their length, 117.33.
        let red = PixelBuffer(width: 2, height: 2, fill: RGBA8(255, 0, 0, 255))
        let dark = PixelBuffer(width: 2, height: 2, fill: black)
        let result = try XCTUnwrap(PerceptualDifference.compare(red, dark, over: white))
        XCTAssertEqual(result.maxDeltaE, (53.2408 * 53.2408 + 80.0925 * 80.0925 + 67.2032 * 67.2032).squareRoot(), accuracy: 0.005)
        XCTAssertEqual(result.fractionOver, 1)
    }

    func testASmallGreyShiftStaysUnderTheThreshold() throws {
        // Grey 128 against 130: L* 53.585 against 54.368, a* = b* = 0, so ΔE is 0.783.
        let a = PixelBuffer(width: 4, height: 4, fill: RGBA8(128, 128, 128, 255))
        let b = PixelBuffer(width: 4, height: 4, fill: RGBA8(130, 130, 130, 255))
        let result = try XCTUnwrap(PerceptualDifference.compare(a, b, over: white))
        XCTAssertEqual(result.maxDeltaE, 0.783, accuracy: 0.001)
        XCTAssertEqual(result.fractionOver, 0)
    }

    func testTranslucencyIsComparedOverTheBackground() throws {
        // Premultiplied half-transparent black over white is grey 127.5; over black it is black.
        let half = PixelBuffer(width: 1, height: 1, fill: RGBA8(0, 0, 0, 128))
        let clear = PixelBuffer(width: 1, height: 1)
        XCTAssertEqual(try XCTUnwrap(PerceptualDifference.compare(half, clear, over: black)).maxDeltaE, 0)
        XCTAssertGreaterThan(try XCTUnwrap(PerceptualDifference.compare(half, clear, over: white)).maxDeltaE, 40)
    }

    func testDifferentSizesAreNotCompared() {
        XCTAssertNil(PerceptualDifference.compare(PixelBuffer(width: 1, height: 2), PixelBuffer(width: 2, height: 1), over: white))
    }

    func testTheDiffImageMarksPixelsOverAndUnderTheThreshold() throws {
        let a = PixelBuffer(width: 3, height: 1, fill: RGBA8(200, 100, 40, 255))
        var b = a
        b[0, 0] = black
        b[1, 0] = RGBA8(201, 100, 40, 255)
        let diff = try XCTUnwrap(PerceptualDifference.diffImage(a, b, over: white))
        XCTAssertEqual(diff[0, 0], RGBA8(255, 0, 0, 255), "ΔE far over 6")
        XCTAssertEqual(diff[1, 0], RGBA8(255, 255, 0, 255), "one step of red: under 6, not 0")
        XCTAssertEqual(diff[2, 0], RGBA8(50, 25, 10, 255), "equal: the expected image at a quarter")
    }
}
