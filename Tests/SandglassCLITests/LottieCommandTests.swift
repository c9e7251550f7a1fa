import Foundation
import Sandglass
@testable import SandglassCommandLine
import SandglassSystem
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

    /// A frame past op shows the last frame, as docs/lottie.md says and a later --time
    /// does (it was refused); a frame before ip is one line.
    func testAFramePastTheEndShowsTheLastAndOneBeforeTheStartIsOneLine() throws {
        let last = folder + "/last.png", past = folder + "/past.png"
        XCTAssertEqual(run(["render", corpus("eased_keyframes.json"), "--frame", "60", "--out", last]).status, 0)
        let r = run(["render", corpus("eased_keyframes.json"), "--frame", "61", "--out", past])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(try PNGCodec.read(path: past), try PNGCodec.read(path: last))
        expectFailure(["render", corpus("eased_keyframes.json"), "--frame", "-1", "--out", folder + "/x.png"],
                      "option '--frame': invalid value '-1' (expected a frame from the first, 0, on (frames past the last, 60, show the last))",
                      code: 2)
    }

    /// `record` of a Lottie file defaults to the whole file at its own frame rate: frames 0-59 at 30 fps.
    func testRecordDefaultsToTheWholeFileAtItsFrameRate() throws {
        let out = folder + "/frames"
        let r = run(["record", corpus("eased_keyframes.json"), "--scale", "0.25", "--out", out])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.out, "\(out): 60 frames, 50x50, 30 fps\n")
    }

    /// A JSON with Lottie's `layers` is a Lottie file missing keys, not a scene file with unknown ones;
    /// a JSON with none of Lottie's keys is the scene-file reader's error.
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

/// On the command line: `--lottie-timing` picks the rule; iOS's is the default.
final class LottieTimingCommandTests: BadInputTestCase {
    private static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets/lottie/layer_start_offset.json").path

    private func x(_ extra: [String]) throws -> Double {
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run(["dump", Self.file, "--frame", "25"] + extra, console: captured.console), 0, captured.err)
        let line = try XCTUnwrap(captured.out.split(separator: "\n").first { $0.contains("\"path\": \"Layer start offset/Mover\"") })
        let position = try XCTUnwrap(line.range(of: "\"position\": [")).upperBound
        return try XCTUnwrap(Double(line[position...].prefix { $0 != "," }))
    }

    func testTheDefaultIsIOSAndTheOptionPicksAfterEffects() throws {
        XCTAssertEqual(try x([]), 50 + 100 * 25.0 / 30, accuracy: 1e-6)
        XCTAssertEqual(try x(["--lottie-timing", "ios"]), 50 + 100 * 25.0 / 30, accuracy: 1e-6)
        XCTAssertEqual(try x(["--lottie-timing", "after-effects"]), 100, accuracy: 1e-6)
    }

    func testABadOrMisplacedTimingIsOneLine() throws {
        expectFailure(["dump", Self.file, "--frame", "0", "--lottie-timing", "web"],
                      "option '--lottie-timing': invalid value 'web' (expected ios or after-effects)", code: 2)
        expectFailure(["dump", "matching", "--time", "0", "--lottie-timing", "ios"],
                      "dump: '--lottie-timing' applies only to a Lottie file; 'matching' is not one", code: 2)
    }
}

/// On the command line: `--lottie-text` picks how text layers are drawn; iOS's way is the default.
final class LottieTextCommandTests: BadInputTestCase {
    private static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets/lottie/text_glyphs.json").path

    /// The pixel at (100, 100): clear as iOS draws "II" in Helvetica's stand-in, red inside the file's
    /// own second glyph (x 85-115).
    private func pixel(_ extra: [String]) throws -> RGBA8 {
        let out = folder + "/text.png"
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run(["render", Self.file, "--frame", "0", "--out", out] + extra, console: captured.console), 0, captured.err)
        return try PNGCodec.read(path: out)[100, 100]
    }

    func testTheDefaultIsIOSAndTheOptionPicksTheEmbeddedGlyphs() throws {
        XCTAssertEqual(try pixel([]).a, 0)
        XCTAssertEqual(try pixel(["--lottie-text", "ios"]).a, 0)
        XCTAssertEqual(try pixel(["--lottie-text", "after-effects"]), RGBA8(255, 0, 0, 255))
    }

    func testABadOrMisplacedTextChoiceIsOneLine() throws {
        expectFailure(["dump", Self.file, "--frame", "0", "--lottie-text", "web"],
                      "option '--lottie-text': invalid value 'web' (expected ios or after-effects)", code: 2)
        expectFailure(["dump", "matching", "--time", "0", "--lottie-text", "ios"],
                      "dump: '--lottie-text' applies only to a Lottie file; 'matching' is not one", code: 2)
    }
}

/// Null keyframe fields (`"i": null`, `"o": null`, `"to"`, `"ti"`, `"h"`) and a null
/// `parent` are read as absent, as lottie-ios reads them; the file was refused ("expected an object,
/// found null"). Not in the corpus: Debian's rlottie cannot load such a file at all.
final class NullFieldsCommandTests: BadInputTestCase {
    func testNullFieldsAreAbsent() throws {
        let path = try file("null_fields.json", #"""
            {"v":"5.7.4","fr":30,"ip":0,"op":60,"w":200,"h":200,"nm":"Null fields","ddd":0,"assets":[],"layers":[{"ddd":0,"ind":1,"ty":4,"nm":"Mover","sr":1,"ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":1,"k":[{"t":0,"s":[50,100,0],"i":null,"o":null,"to":null,"ti":null,"h":null},{"t":30,"s":[150,100,0],"i":null,"o":null}]},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]}},"ao":0,"ip":0,"op":60,"st":0,"bm":0,"parent":null,"shapes":[{"ty":"gr","nm":"Square","it":[{"ty":"rc","nm":"Rectangle Path 1","d":1,"s":{"a":0,"k":[20,20]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1},{"ty":"tr","nm":"Transform","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}],"markers":[]}
            """#)
        let out = folder + "/f.png"
        for (frame, x, clearX) in [(0, 50, 100), (15, 100, 60)] {
            let captured = CapturedConsole()
            XCTAssertEqual(SandglassTool.run(["render", path, "--frame", "\(frame)", "--out", out], console: captured.console), 0, captured.err)
            let image = try PNGCodec.read(path: out)
            XCTAssertEqual(image[x, 100], RGBA8(255, 0, 0, 255), "frame \(frame): the square at x \(x) (linear keyframes)")
            XCTAssertEqual(image[clearX, 100].a, 0, "frame \(frame): nothing at x \(clearX)")
        }
    }
}
