import Foundation
import Sandglass
@testable import SandglassCommandLine
import SandglassSystem
import XCTest

/// What a Lottie file reads is an input; messages name the real
/// limit and the file's value; options that do not apply to the input are errors, validated alike.
final class HostileLottieCommandTests: BadInputTestCase {
    private static let imageFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets/lottie/image_file")

    /// A copy of the corpus's image_file (a JSON and images/img_0.png beside it) in the test's folder.
    private func imageFileCopy() throws -> (json: String, image: String) {
        try FileManager.default.copyItem(atPath: Self.imageFile.path, toPath: folder + "/imgs")
        return (folder + "/imgs/image_file.json", folder + "/imgs/images/img_0.png")
    }

    /// `--out` naming the file's own image asset overwrote it.
    func testOutNamingTheLottiesImageIsRefused() throws {
        let (json, image) = try imageFileCopy()
        expectFailure(["render", json, "--frame", "1", "--out", image],
                      "\(image): would overwrite the image \(image), an input of this run", code: 2, unchanged: [image, json])
        let link = folder + "/link.png"
        XCTAssertEqual(symlink(image, link), 0)
        expectFailure(["render", json, "--frame", "1", "--out", link],
                      "\(link): would overwrite the image \(image), an input of this run", code: 2, unchanged: [image])
    }

    func testAHugeLottieCanvasNamesItsSizeNotAnOptionNotGiven() throws {
        let path = try file("huge.json", #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 60, "w": 100000, "h": 100000, "layers": []}"#)
        expectFailure(["render", path, "--frame", "0", "--out", folder + "/x.png"],
                      "render: the scene's size is 100000x100000 pt, outside the 16384 px a side of an image; give --scale 0.163 or less",
                      code: 2)
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run(["render", path, "--frame", "0", "--scale", "0.1", "--out", folder + "/x.png"],
                                         console: captured.console), 0, captured.err)
    }

    /// An embedded PNG over 16384 px said "an image could not be decoded".
    func testAnOversizedEmbeddedPNGIsNamedWithItsSize() throws {
        let png = try PNGEncoder.encode(PixelBuffer(width: 20000, height: 1, fill: RGBA8(0, 0, 0, 255)))
        let asset = #"{"id": "i", "w": 20000, "h": 1, "u": "", "p": "data:image/png;base64,\#(Data(png).base64EncodedString())", "e": 1}"#
        let layer = #"{"ty": 2, "nm": "Wide", "refId": "i", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": {}}"#
        let path = try file("wide.json", #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 60, "w": 100, "h": 100, "assets": [\#(asset)], "layers": [\#(layer)]}"#)
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run(["dump", path, "--frame", "0"], console: captured.console), 0)
        XCTAssertEqual(captured.err, "sandglass: note: wide.json: image 'data:…': it is 20000x1 px; images may be at most 16384 px a side "
                           + "and 67108864 px in all; its layer is empty\n")
    }

    /// `--scene` picks a type among a Swift scene's; on anything else it was ignored (exit 0).
    func testSceneOnAnInputThatIsNotSwiftIsAnError() throws {
        expectFailure(["render", "matching", "--scene", "Nope", "--time", "0", "--out", folder + "/x.png"],
                      "render: '--scene' applies only to a Swift scene (.swift files or a folder of them); 'matching' is not one", code: 2)
        let json = try file("s.json", scene("{\"bounds\": [0, 0, 4, 4]}"))
        expectFailure(["dump", json, "--time", "0", "--scene-timeout", "5"],
                      "dump: '--scene-timeout' applies only to a Swift scene (.swift files or a folder of them); '\(json)' is not one", code: 2)
        XCTAssertEqual(try names(), ["s.json"])
    }

    /// A bad `--scene-timeout` is the same line whatever the input (a Lottie file accepted nan, 0, -1).
    func testABadSceneTimeoutIsRefusedForEveryInput() throws {
        let lottie = try file("l.json", #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 60, "w": 10, "h": 10, "layers": []}"#)
        let swift = try file("V.swift", "import UIKit\nfinal class V: UIView {}\n")
        for value in ["nan", "0", "-1"] {
            for input in [lottie, swift, "matching"] {
                let captured = CapturedConsole()
                XCTAssertEqual(SandglassTool.run(["render", input, "--time", "0", "--scene-timeout", value, "--out", folder + "/x.png"],
                                                 console: captured.console), 2)
                XCTAssertTrue(captured.err.hasPrefix("sandglass: option '--scene-timeout': invalid value '\(value)'"), "\(input): \(captured.err)")
            }
        }
        XCTAssertEqual(try names(), ["V.swift", "l.json"])
    }
}

/// rlottie, the reference `bench` compares with, has no limits of its own: a 9 KB precomp
/// fan-out ran past 30 s in it and a 10^9-copy repeater aborted at 7.5 GB, where `render` is fine. A
/// file the importer had to cut is benchmarked without rlottie, with a note saying why.
final class HostileBenchTests: BadInputTestCase {
    private func bench(_ path: String) throws -> (status: Int32, json: [String: Any], err: String) {
        let captured = CapturedConsole()
        let status = SandglassTool.run(["bench", path, "--frames", "2", "--size", "50x50", "--json"], console: captured.console)
        let json = (try? JSONSerialization.jsonObject(with: Data(captured.out.utf8)) as? [String: Any]) ?? [:]
        return (status, json, captured.err)
    }

    func testABillionCopyRepeaterIsBenchedWithoutRlottie() throws {
        let rect = #"{"ty": "rc", "p": {"a": 0, "k": [5, 5]}, "s": {"a": 0, "k": [4, 4]}, "r": {"a": 0, "k": 0}}"#
        let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#
        let repeater = #"{"ty": "rp", "c": {"a": 0, "k": 1000000000}, "o": {"a": 0, "k": 0}, "tr": {"p": {"a": 0, "k": [1, 0]}}}"#
        let layer = #"{"ty": 4, "nm": "Many", "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {}, "shapes": [\#(rect), \#(fill), \#(repeater)]}"#
        let path = try file("many.json", #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 30, "w": 50, "h": 50, "layers": [\#(layer)]}"#)
        let r = try bench(path)
        XCTAssertEqual(r.status, 0, r.err)
        let lottie = try XCTUnwrap(r.json["lottie"] as? [String: Any])
        XCTAssertTrue(lottie["rlottie_median_ms"] is NSNull, "\(lottie)")
        XCTAssertTrue(r.err.contains("sandglass: note: rlottie not run: a repeater asks for 1000000000 copies (Sandglass draws 1000); "
                                         + "rlottie has no such limit and could hang or run out of memory on this file\n"), r.err)
        XCTAssertTrue(r.err.contains("note: many.json: layer 'Many': a repeater asks for 1000000000 copies; 1000 are drawn"), r.err)
    }

    /// Precomps nested 18 deep (the fan-out's other limit; its layer count is `HostileFileTests`').
    func testDeepPrecompsAreBenchedWithoutRlottie() throws {
        let assets = (0..<18).map { i -> String in
            let inner = i == 17 ? "[]" : (0..<1).map { k in
                #"{"ty": 0, "nm": "c\#(k)", "refId": "p\#(i + 1)", "ind": \#(k + 1), "ip": 0, "op": 30, "st": 0, "ks": {}, "w": 50, "h": 50}"#
            }.joined(separator: ",").wrappedInBrackets
            return #"{"id": "p\#(i)", "layers": \#(inner)}"#
        }
        let top = #"[{"ty": 0, "nm": "top", "refId": "p0", "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {}, "w": 50, "h": 50}]"#
        let path = try file("fan.json", #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 30, "w": 50, "h": 50, "assets": [\#(assets.joined(separator: ","))], "layers": \#(top)}"#)
        let r = try bench(path)
        XCTAssertEqual(r.status, 0, r.err)
        let lottie = try XCTUnwrap(r.json["lottie"] as? [String: Any])
        XCTAssertTrue(lottie["rlottie_p99_ms"] is NSNull, "\(lottie)")
        XCTAssertTrue(r.err.contains("rlottie not run: precomps nest more than 16 deep"), r.err)
    }
}

private extension String {
    var wrappedInBrackets: String { "[" + self + "]" }
}
