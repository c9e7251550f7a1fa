import Foundation
@testable import SandglassCommandLine
import SandglassRender
import XCTest

/// Issue 46 §2, §17, §18, §21, §22: what a Lottie file reads is an input; messages name the real
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
