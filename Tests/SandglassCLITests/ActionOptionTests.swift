import Foundation
import Sandglass
@testable import SandglassCommandLine
import Scenes
import XCTest

/// `--action T[,T...]` gives a headless run the scene's actions (Enter in the preview) at those scene
/// times, as the preview replays them: arscanning ends its scan when told.
final class ActionOptionTests: BadInputTestCase {
    private func run(_ args: [String]) -> (Int32, String, String) {
        let captured = CapturedConsole()
        let status = SandglassTool.run(args, console: captured.console)
        return (status, captured.out, captured.err)
    }

    /// The dump with `--action 1` is the tree of a runner sent Enter at 1 s by hand.
    func testDumpWithAnActionIsTheSceneToldAtThatTime() {
        let (status, out, err) = run(["dump", "arscanning", "--time", "1.167", "--action", "1"])
        XCTAssertEqual(status, 0, err)
        let runner = SceneRunner(ARScanningScene.self, context: NonRenderingSceneContext())
        runner.seek(to: 1)
        runner.send(.enter)
        runner.seek(to: 1.167)
        XCTAssertEqual(out, LayerTreeDump.json(scene: "arscanning", time: 1.167, state: .presentation, root: runner.presentationTree()))
        let (_, without, _) = run(["dump", "arscanning", "--time", "1.167"])
        XCTAssertNotEqual(out, without, "the action changed the scene")
        let (_, later, _) = run(["dump", "arscanning", "--time", "1.167", "--action", "2,1"])
        XCTAssertEqual(later, out, "times in any order; one after --time changes nothing yet")
    }

    func testRenderAndRecordTakeActions() throws {
        let plain = folder + "/plain.png", told = folder + "/told.png"
        XCTAssertEqual(run(["render", "arscanning", "--time", "1.5", "--scale", "0.25", "--out", plain]).0, 0)
        XCTAssertEqual(run(["render", "arscanning", "--time", "1.5", "--scale", "0.25", "--out", told, "--action", "1"]).0, 0)
        XCTAssertNotEqual(FileManager.default.contents(atPath: plain), FileManager.default.contents(atPath: told))
        let frames = folder + "/frames"
        XCTAssertEqual(run(["record", "arscanning", "--from", "1.4", "--to", "1.5", "--fps", "10", "--scale", "0.25",
                            "--out", frames, "--action", "1"]).0, 0)
        XCTAssertEqual(FileManager.default.contents(atPath: frames + "/frame-00001.png"),
                       try renderAt(1.4, action: "1"), "the recording's frame is the render's")
    }

    func testBadTimesAreOneLine() {
        expectFailure(["dump", "arscanning", "--time", "1", "--action", "1,,2"],
                      "option '--action': invalid value '1,,2' (expected scene times in 0...1e6 separated by commas, e.g. 1.5,4)", code: 2)
        expectFailure(["render", "arscanning", "--time", "1", "--out", folder + "/x.png", "--action", "-1"],
                      "option '--action': invalid value '-1' (expected scene times in 0...1e6 separated by commas, e.g. 1.5,4)", code: 2)
    }

    private func renderAt(_ time: Double, action: String) throws -> Data? {
        let out = folder + "/at.png"
        XCTAssertEqual(run(["render", "arscanning", "--time", "\(time)", "--scale", "0.25", "--out", out, "--action", action]).0, 0)
        return FileManager.default.contents(atPath: out)
    }
}
