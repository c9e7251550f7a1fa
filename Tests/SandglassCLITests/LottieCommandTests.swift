import Foundation
@testable import SandglassCommandLine
import SandglassRender
import XCTest

/// Lottie files on the command line: recognised by content, frames, archives, notes, one-line errors.
final class LottieCommandTests: BadInputTestCase {
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets/lottie")
    private func corpus(_ name: String) -> String { Self.corpus.appendingPathComponent(name).path }

    private func run(_ args: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        return (SandglassTool.run(args, console: captured.console), captured.out, captured.err)
    }

    /// eased_keyframes.json: a red 10 pt square from x 40 to 160 over frames 0-30 (eased in and out),
    /// held there to frame 60. Frame 15 is halfway in time and, the easing being symmetric, in space.
    func testRenderAFrameOfTheFile() throws {
        let out = folder + "/f.png"
        let r = run(["render", corpus("eased_keyframes.json"), "--frame", "15", "--background", "white", "--out", out])
        XCTAssertEqual(r.status, 0, r.err)
        let image = try PNGCodec.read(path: out)
        XCTAssertEqual([image.width, image.height], [200, 200])
        XCTAssertEqual(image[100, 100], RGBA8(255, 0, 0, 255), "the square at x 100 at frame 15")
        XCTAssertEqual(image[40, 100], RGBA8(255, 255, 255, 255), "gone from its start")
        XCTAssertEqual(try PNGCodec.read(path: out), image)
        XCTAssertEqual(run(["render", corpus("eased_keyframes.json"), "--frame", "60", "--out", out]).status, 0)
        XCTAssertEqual(try PNGCodec.read(path: out)[160, 100], RGBA8(255, 0, 0, 255), "frame op, the last instant")
    }

    /// The `.lottie` archive of the spinner draws what its JSON draws.
    func testAnArchiveDrawsLikeItsJSON() throws {
        let a = folder + "/a.png", b = folder + "/b.png"
        XCTAssertEqual(run(["render", corpus("scene_loading_spinner.lottie"), "--frame", "12", "--out", a]).status, 0)
        XCTAssertEqual(run(["render", corpus("scene_loading_spinner.json"), "--frame", "12", "--out", b]).status, 0)
        XCTAssertEqual(try PNGCodec.read(path: a), try PNGCodec.read(path: b))
    }

    func testDumpNamesLayersAfterTheComp() {
        let r = run(["dump", corpus("eased_keyframes.json"), "--frame", "0"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains(#""path": "Eased keyframes/Mover/Square"#), String(r.out.prefix(400)))
    }

    func testUnsupportedFeaturesAreNotesOnStderr() {
        let r = run(["dump", corpus("expression.json"), "--frame", "0"])
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.err, "sandglass: note: expression.json: layer 'Wiggler': expressions are not evaluated; the static value is used\n")
    }

    func testABrokenFileIsOneLineWithItsLocation() throws {
        let bad = try file("bad.json", #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 60, "w": 100, "h": 100, "layers": [{"ty": 4, "ks": {"p": {"a": 0, "k": "x"}}}]}"#)
        expectFailure(["render", bad, "--frame", "0", "--out", folder + "/x.png"],
                      "\(bad):1:112: layers[0].ks.p.k: expected a number, found a string", code: 2)
        XCTAssertEqual(try names(), ["bad.json"])
    }

    func testAFrameOutsideTheFileIsOneLine() {
        expectFailure(["render", corpus("eased_keyframes.json"), "--frame", "61", "--out", folder + "/x.png"],
                      "option '--frame': invalid value '61' (expected a number in 0.0...60.0)", code: 2)
    }

    /// `record` of a Lottie file defaults to the whole file at its own frame rate: frames 0-59 at 30 fps.
    func testRecordDefaultsToTheWholeFileAtItsFrameRate() throws {
        let out = folder + "/frames"
        let r = run(["record", corpus("eased_keyframes.json"), "--scale", "0.25", "--out", out])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.out, "\(out): 60 frames, 50x50, 30 fps\n")
    }

    /// A JSON with Lottie's `layers` is a Lottie file missing keys, not a scene file with unknown ones
    /// (issue 46 §20); a JSON with none of Lottie's keys is the scene-file reader's error.
    func testAJSONWithLottieKeysIsLottieAndOneWithoutIsASceneFile() throws {
        let lottie = try file("other.json", #"{"v": 1, "layers": []}"#)
        let r = run(["dump", lottie, "--time", "0"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "sandglass: \(lottie):1:1: missing 'fr', 'ip', 'op', 'w' and 'h': "
                           + "a Lottie file has fr, ip, op, w, h and layers at its top level\n")
        let other = try file("scene.json", #"{"size": [10, 10], "layer": {}}"#)
        let s = run(["dump", other, "--time", "0"])
        XCTAssertEqual(s.status, 2)
        XCTAssertTrue(s.err.contains("unknown key 'layer'"), s.err)
    }

    /// `bench` on a Lottie file adds the import and rlottie's time for the same frames, in the same run.
    func testBenchComparesWithRlottie() throws {
        let r = run(["bench", corpus("scene_checkmark.json"), "--frames", "4", "--size", "100x100", "--json"])
        XCTAssertEqual(r.status, 0, r.err)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let lottie = try XCTUnwrap(json["lottie"] as? [String: Any])
        XCTAssertEqual(lottie["bytes"] as? Int, 3306)
        XCTAssertGreaterThan(try XCTUnwrap(lottie["import_ms"] as? Double), 0)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(lottie["rlottie_p99_ms"] as? Double), try XCTUnwrap(lottie["rlottie_median_ms"] as? Double))
    }

    /// The file's colours are parameters: `params` lists them by keypath, `--params` changes them.
    func testAParamsFileRecoloursTheFile() throws {
        let listed = run(["params", corpus("eased_keyframes.json")])
        XCTAssertEqual(listed.status, 0, listed.err)
        XCTAssertTrue(listed.out.contains(#""Mover.Square.Fill 1.Color": [1, 0, 0, 1]"#), listed.out)
        let params = try file("blue.json", #"{"Mover.Square.Fill 1.Color": [0, 0, 1, 1]}"#)
        let out = folder + "/b.png"
        let r = run(["render", corpus("eased_keyframes.json"), "--frame", "0", "--params", params, "--out", out])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(try PNGCodec.read(path: out)[40, 100], RGBA8(0, 0, 255, 255))
    }
}
