import Foundation
import Sandglass
@testable import SandglassCommandLine
import SandglassSystem
import XCTest

/// `render`'s output options: `--background`, fractional `--size` (pixels round up), `--frame` for
/// scenes that count in frames.
final class RenderOptionsTests: BadInputTestCase {
    /// A 40 x 20 scene on a blue background with a red 10 x 10 square at its top-left corner.
    private func squareScene() throws -> String {
        try file("square.json", #"""
            {"size": [40, 20], "background": "#336699",
             "root": {"sublayers": [{"type": "layer", "frame": [0, 0, 10, 10], "backgroundColor": "red"}]}}
            """#)
    }

    private func render(_ extra: [String]) throws -> PixelBuffer {
        let out = folder + "/out.png"
        let captured = CapturedConsole()
        let status = SandglassTool.run(["render", try squareScene(), "--out", out] + extra, console: captured.console)
        XCTAssertEqual(status, 0, captured.err)
        return try PNGCodec.read(path: out)
    }

    func testTransparentBackgroundLeavesUncoveredPixelsClear() throws {
        let image = try render(["--time", "0", "--background", "transparent"])
        XCTAssertEqual(image[30, 15], RGBA8(0, 0, 0, 0))
        XCTAssertEqual(image[5, 5], RGBA8(255, 0, 0, 255))
    }

    func testBackgroundTakesAHexColour() throws {
        let image = try render(["--time", "0", "--background", "#00FF0080"])
        XCTAssertEqual(image[30, 15], RGBA8(0, 128, 0, 128), "premultiplied in memory: #00FF00 at alpha 128/255")
        XCTAssertEqual(try render(["--time", "0"])[30, 15], RGBA8(0x33, 0x66, 0x99, 255), "the scene's own background")
    }

    func testABadBackgroundIsOneLine() throws {
        expectFailure(["render", try squareScene(), "--time", "0", "--background", "#12345", "--out", folder + "/x.png"],
                      "option '--background': invalid value '#12345' (expected transparent, a colour name, #RRGGBB or #RRGGBBAA)",
                      code: 2)
    }

    /// ceil(size × scale): 100.5 x 40.2 pt is 101 x 41 px; 200 x 0.3 is 60 px, not 61 from rounding error.
    func testFractionalSizesRoundUp() throws {
        let a = try render(["--time", "0", "--size", "100.5x40.2"])
        XCTAssertEqual([a.width, a.height], [101, 41])
        let b = try render(["--time", "0", "--size", "200x10", "--scale", "0.3"])
        XCTAssertEqual([b.width, b.height], [60, 3])
    }

    /// A 3 x 5 pt scene at scale 0.1 is 1 x 1 px (0.3 x 0.5 rounded up), never an image of nothing.
    func testATinyScaleGivesOnePixel() throws {
        let scene = try file("tiny.json", #"{"name": "tiny", "size": [3, 5], "root": {"name": "root"}}"#)
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run(["render", scene, "--time", "0", "--scale", "0.1", "--out", folder + "/t.png"],
                                         console: captured.console), 0, captured.err)
        let image = try PNGCodec.read(path: folder + "/t.png")
        XCTAssertEqual([image.width, image.height], [1, 1])
    }

    func testFrameNeedsASceneThatCountsInFrames() throws {
        expectFailure(["render", try squareScene(), "--frame", "3", "--out", folder + "/x.png"],
                      "option '--frame': invalid value '3' (expected a scene that counts in frames (a Lottie file); square is timed in seconds: use --time)",
                      code: 2)
    }

    private func arguments(_ args: [String]) throws -> ParsedArguments {
        try ArgumentParser.parse(["s"] + args, spec: RenderCommand.spec)
    }

    /// Frame F of a timeline from frame 10 at 30 fps is scene time (F − 10) / 30; a frame past the last is a
    /// later time (the last instant shows), one before the first is refused.
    func testFrameIsTimeFromTheFirstFrame() throws {
        let info = SceneInfo(name: "s", summary: "", naturalSize: CGSize(width: 10, height: 10), backgroundColor: .clear,
                             frames: SceneFrames(frameRate: 30, firstFrame: 10, lastFrame: 70))
        XCTAssertEqual(try ArgumentParser.sceneTime(in: arguments(["--frame", "25.5"]), of: info, command: "render"), 15.5 / 30, accuracy: 1e-12)
        XCTAssertEqual(try ArgumentParser.sceneTime(in: arguments(["--frame", "70"]), of: info, command: "render"), 2, accuracy: 1e-12)
        XCTAssertEqual(try ArgumentParser.sceneTime(in: arguments(["--time", "1.25"]), of: info, command: "render"), 1.25)
        XCTAssertEqual(try ArgumentParser.sceneTime(in: arguments(["--frame", "71"]), of: info, command: "render"), 61.0 / 30, accuracy: 1e-12)
        XCTAssertThrowsError(try ArgumentParser.sceneTime(in: arguments(["--frame", "9"]), of: info, command: "render")) {
            XCTAssertEqual("\($0)", "option '--frame': invalid value '9' (expected a frame from the first, 10, on (frames past the last, 70, show the last))")
        }
        XCTAssertThrowsError(try ArgumentParser.sceneTime(in: arguments([]), of: info, command: "render")) {
            XCTAssertEqual("\($0)", "render: missing --time T or --frame F")
        }
    }

    func testTouchesParseIntoSamplesOneFingerPerOption() throws {
        let parsed = try arguments(["--tap", "10,20@1.5", "--drag", "0,0->30,-60@1-1.5", "--tap", "-5,3@0"])
        let (taps, drags) = try ArgumentParser.touches(in: parsed)
        XCTAssertEqual(taps, [
            TouchSample(finger: 0, phase: .began, point: CGPoint(x: 10, y: 20), time: 1.5),
            TouchSample(finger: 0, phase: .ended, point: CGPoint(x: 10, y: 20), time: 1.6),
            TouchSample(finger: 1, phase: .began, point: CGPoint(x: -5, y: 3), time: 0),
            TouchSample(finger: 1, phase: .ended, point: CGPoint(x: -5, y: 3), time: 0.1),
        ])
        XCTAssertEqual(drags.count, 1)
        let samples = drags[0].samples
        XCTAssertEqual(samples.count, 32, "the drag: down, a move at each of 30 frames, up")
        XCTAssertEqual(samples[0], TouchSample(finger: 2, phase: .began, point: .zero, time: 1))
        XCTAssertEqual(samples[15].point, CGPoint(x: 15, y: -30), "halfway at 1.25 s")
        XCTAssertEqual(samples.last, TouchSample(finger: 2, phase: .ended, point: CGPoint(x: 30, y: -60), time: 1.5))
    }

    func testBadTouchesAreOneLine() throws {
        let scene = try squareScene()
        expectFailure(["render", scene, "--time", "0", "--tap", "10@1", "--out", folder + "/x.png"],
                      "option '--tap': invalid value '10@1' (expected X,Y@T in points and seconds, T in 0...1e6, e.g. 120,80@1.5)", code: 2)
        expectFailure(["render", scene, "--time", "0", "--drag", "0,0->5,5@2-1", "--out", folder + "/x.png"],
                      "option '--drag': invalid value '0,0->5,5@2-1' (expected X1,Y1->X2,Y2@T1-T2 in points and seconds, T2 after T1, both in 0...1e6, e.g. 20,100->180,100@0.5-1.2)",
                      code: 2)
    }

    func testTouchesNeedViews() throws {
        expectFailure(["render", try squareScene(), "--time", "1", "--tap", "5,5@0.5", "--out", folder + "/x.png"],
                      "square: --tap, --drag and --type need a scene of UIKit views; this one draws layers only", code: 2)
        XCTAssertEqual(try names(), ["square.json"])
    }
}
