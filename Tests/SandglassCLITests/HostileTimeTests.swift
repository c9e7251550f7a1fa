import Foundation
@testable import SandglassCommandLine
import XCTest

/// Times and rates from a file or an option that no scene can be played to.
/// Each is one line and exit 2, never a trap.
final class HostileTimeTests: BadInputTestCase {
    private func lottie(fr: String, op: Int = 60) -> String {
        #"{"v": "5.7.0", "fr": \#(fr), "ip": 0, "op": \#(op), "w": 100, "h": 100, "layers": []}"#
    }

    /// fr 1e-20: 60 frames last 6e21 s. It trapped in `SceneRunner.advance` (Int of 3.6e23).
    func testATinyFrameRateIsRefusedWithTheDuration() throws {
        let path = try file("slow.json", lottie(fr: "1e-20"))
        let message = "\(path):1:22: fr: 60.0 frames at 1e-20 fps last 6e+21 s, more than a day (86400 s)"
        expectFailure(["render", path, "--frame", "30", "--out", folder + "/x.png"], message, code: 2)
        expectFailure(["record", path, "--out", folder + "/x.gif"], message, code: 2)
        XCTAssertEqual(try names(), ["slow.json"])
    }

    /// fr 100000 made a 100000 fps GIF: a rate taken from the file is held to --fps's range.
    func testAFileFrameRateOutsideTheRecordRangeIsRefused() throws {
        let path = try file("fast.json", lottie(fr: "100000", op: 600))
        expectFailure(["record", path, "--out", folder + "/x.gif"],
                      "record: the scene's frame rate is 100000 fps, outside 1...240; give --fps F", code: 2)
        XCTAssertEqual(try names(), ["fast.json"])
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run(["record", path, "--fps", "30", "--out", folder + "/frames"], console: captured.console), 0,
                       captured.err)
    }

    /// 1e308 s trapped (58 lines); the same cap as --time's.
    func testTouchTimesBeyondTheLatestSceneTimeAreOneLine() throws {
        let scene = try file("s.json", scene("{\"bounds\": [0, 0, 4, 4]}"))
        expectFailure(["render", scene, "--time", "0", "--drag", "20,100->180,100@0-1e308", "--out", folder + "/x.png"],
                      "option '--drag': invalid value '20,100->180,100@0-1e308' (expected X1,Y1->X2,Y2@T1-T2 in points and seconds, "
                          + "T2 after T1, both in 0...1e6, e.g. 20,100->180,100@0.5-1.2)", code: 2)
        expectFailure(["render", scene, "--time", "0", "--tap", "5,5@1e7", "--out", folder + "/x.png"],
                      "option '--tap': invalid value '5,5@1e7' (expected X,Y@T in points and seconds, T in 0...1e6, e.g. 120,80@1.5)",
                      code: 2)
        XCTAssertEqual(try names(), ["s.json"])
    }
}
