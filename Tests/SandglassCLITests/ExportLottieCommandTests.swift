import Foundation
import Sandglass
@testable import SandglassCommandLine
import SandglassSystem
import XCTest

/// `sandglass export SCENE --format lottie`: a Lottie file written atomically, what it left out said
/// on stderr, bad input refused in one line with nothing written and no input replaced.
final class ExportLottieCommandTests: BadInputTestCase {
    private static func corpus(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets/lottie/\(name)").path
    }

    private func run(_ args: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        return (SandglassTool.run(args, console: captured.console), captured.out, captured.err)
    }

    func testTheSceneFileExampleIsWrittenAsALottieFile() throws {
        let out = folder + "/pulse.json"
        let r = run(["export", Self.pulse, "--format", "lottie", "--out", out, "--fps", "30", "--duration", "2"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.out, "\(out): 6 layers, 60 frames at 30 fps\n")
        XCTAssertEqual(r.err, "", "nothing left out of pulse")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        XCTAssertEqual(document["fr"] as? Double, 30)
        XCTAssertEqual(document["op"] as? Int, 60)
        let layerNames = (document["layers"] as? [[String: Any]])?.compactMap { $0["nm"] as? String }
        XCTAssertEqual(layerNames?.contains("ring"), true, "the scene file's layer names: \(layerNames ?? [])")
        XCTAssertEqual(try names(in: ""), ["pulse.json"], "no draft left beside it")
    }

    /// `--out FILE.lottie`: a dotLottie archive of its manifest and the animation, which the tool reads
    /// back and draws as it draws the JSON.
    func testADotLottieArchiveHoldsTheSameAnimation() throws {
        let json = folder + "/pulse.json", archive = folder + "/pulse.lottie"
        XCTAssertEqual(run(["export", Self.pulse, "--format", "lottie", "--duration", "1", "--out", json]).status, 0)
        let r = run(["export", Self.pulse, "--format", "lottie", "--duration", "1", "--out", archive])
        XCTAssertEqual(r.status, 0, r.err)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: archive))
        XCTAssertEqual(Array(bytes.prefix(4)), [0x50, 0x4B, 0x03, 0x04], "a ZIP")
        let a = folder + "/a.png", b = folder + "/b.png"
        XCTAssertEqual(run(["render", archive, "--frame", "20", "--out", a]).status, 0)
        XCTAssertEqual(run(["render", json, "--frame", "20", "--out", b]).status, 0)
        XCTAssertEqual(try PNGCodec.read(path: a), try PNGCodec.read(path: b))
    }

    func testWhatTheFileCannotHoldIsSaidOnStandardError() {
        let r = run(["export", Self.corpus("skew.json"), "--format", "lottie", "--duration", "0.5"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.err, "sandglass: Skew: left out: 3-D or skewed transforms (their 2-D turn and scale kept) (first on 'Skewed')\n")
        XCTAssertTrue(r.out.hasPrefix("{\"assets\":"), "printed when there is no --out")
    }

    /// An emitter's particles are baked, each a layer: said with their number and the file's size; a
    /// bake past the layer limit is refused in one line and nothing is written.
    func testAnEmittersParticlesAreBakedAndAHugeBakeIsRefused() throws {
        let out = folder + "/confetti.json"
        let r = run(["export", "confetti", "--format", "lottie", "--duration", "0.5", "--out", out])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.err.hasPrefix("sandglass: confetti: emitter particles baked: 35 particles, each a layer and an image layer"), r.err)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        let layers = try XCTUnwrap(document["layers"] as? [[String: Any]])
        XCTAssertEqual(layers.filter { $0["ty"] as? Int == 2 }.count, 35, "an image layer a particle")
        XCTAssertGreaterThan((document["assets"] as? [Any])?.count ?? 0, 3, "their pictures, tinted by their colours")
        let many = try file("many.json", #"{"birthRate": 200, "lifetime": 20, "burst": 30}"#)
        expectFailure(["export", "confetti", "--format", "lottie", "--duration", "60", "--fps", "30", "--params", many, "--out", folder + "/many.lottie"],
                      "confetti: cannot export 5007 layers: at most 5000 (an emitter's particles, each a layer: give a shorter --duration)",
                      code: 2, unchanged: [many])
        XCTAssertEqual(try names(in: ""), ["confetti.json", "many.json"], "nothing written")
    }

    /// Text is written as the glyph outlines the renderer draws, filled with the text's colour.
    func testTextIsWrittenAsGlyphOutlines() throws {
        let out = folder + "/matching.json"
        let r = run(["export", "matching", "--format", "lottie", "--duration", "0.5", "--out", out])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.err, "", "nothing left out")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        let label = try XCTUnwrap((document["layers"] as? [[String: Any]])?.first { $0["nm"] as? String == "label" })
        let fill = try XCTUnwrap((label["shapes"] as? [[String: Any]])?.first { $0["nm"] as? String == "fill" })
        let contours = (fill["it"] as? [[String: Any]])?.filter { $0["ty"] as? String == "sh" } ?? []
        XCTAssertGreaterThanOrEqual(contours.count, 10, "the five characters' contours (正在匹配中), two or more each")
    }

    func testBadInputIsOneLineAndNothingIsWritten() throws {
        let scene = try file("scene.json5", shape(""))
        let params = try file("p.json", "{}")
        expectFailure(["export", scene, "--format", "lottie", "--duration", "61", "--out", folder + "/a.json"],
                      "scene: cannot export 61 s: a Lottie file holds at most 60 s; give --duration S", code: 2, unchanged: [scene])
        expectFailure(["export", scene, "--format", "lottie", "--out", "a.gif"],
                      "option '--out': invalid value 'a.gif' (expected a FILE.json or FILE.lottie)", code: 2)
        expectFailure(["export", scene, "--format", "gif"], "option '--format': invalid value 'gif' (expected scene or lottie)", code: 2)
        expectFailure(["export", scene, "--format", "lottie", "--params", params, "--out", params],
                      "\(params): would overwrite the params file \(params), an input of this run", code: 2, unchanged: [scene, params])
        XCTAssertEqual(try names(in: ""), ["p.json", "scene.json5"])
    }
}
