import Foundation
import Sandglass
@testable import SandglassCommandLine
import SandglassSystem
import XCTest

/// matching's outer circle (a 1 pt stroke on the 200 x 200 view's edge) overflows the view by 0.5 pt,
/// as on iOS; the scene declares a 1 pt margin and `render` and `record` draw it: 202 x 202 pixels at
/// scale 1, the stroke's outer half in row 0 (before: a 200 x 200 image cut the stroke in half).
final class OverflowMarginTests: BadInputTestCase {
    private func run(_ args: [String]) -> (Int32, String) {
        let captured = CapturedConsole()
        return (SandglassTool.run(args, console: captured.console), captured.err)
    }

    /// The pixels themselves: MatchingTests.testOuterStrokeOverflowsIntoTheMargin.
    func testRenderDrawsTheMargin() throws {
        let out = folder + "/m.png"
        XCTAssertEqual(run(["render", "matching", "--time", "0.4", "--out", out]).0, 0)
        let image = try PNGCodec.read(path: out)
        XCTAssertEqual([image.width, image.height], [202, 202])
        XCTAssertEqual([image[101, 0].r, image[101, 0].g], [140, 141], "the stroke's outer half, above the view")
    }

    func testSizeAndScaleAddTheMarginAroundTheGivenRectangle() throws {
        let out = folder + "/s.png"
        XCTAssertEqual(run(["render", "matching", "--time", "0", "--size", "100x50", "--scale", "2", "--out", out]).0, 0)
        let image = try PNGCodec.read(path: out)
        XCTAssertEqual([image.width, image.height], [204, 104])
    }

    func testRecordDrawsTheMargin() throws {
        let out = folder + "/frames"
        XCTAssertEqual(run(["record", "matching", "--from", "0", "--to", "0.1", "--fps", "10", "--out", out]).0, 0)
        let image = try PNGCodec.read(path: out + "/frame-00001.png")
        XCTAssertEqual([image.width, image.height], [202, 202])
    }

    /// A scene file keeps the margin through `export`.
    func testExportWritesTheMargin() {
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run(["export", "matching"], console: captured.console), 0)
        XCTAssertTrue(captured.out.contains("\"margin\": 1"), String(captured.out.prefix(300)))
    }
}
