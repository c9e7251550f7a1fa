import XCTest
@testable import SandglassLottie

/// Image assets, radial gradients, luma mattes, animated masks, and mangled files.
final class AssetAndFuzzTests: XCTestCase {
    let imageAsset = #"[{"id": "img_0", "w": 4, "h": 2, "u": "", "p": "data:image/png;base64,AQID", "e": 1}]"#
    let imageLayer = #"[{"ty": 2, "nm": "Photo", "refId": "img_0", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": {}}]"#

    func testEmbeddedImageGoesThroughTheGivenLoader() throws {
        let pixel = CGImage(width: 4, height: 2, premultipliedRGBA: Array(repeating: 255, count: 32))!
        nonisolated(unsafe) var seen: [UInt8] = []
        let json = lottieDocument(layers: imageLayer, assets: imageAsset)
        let result = LottieFile.parse(Array(json.utf8), file: "img.json") { bytes in
            seen = bytes
            return pixel
        }
        let c = try result.get()
        XCTAssertEqual(seen, [1, 2, 3])
        XCTAssertEqual(c.warnings, [])
        let image = try XCTUnwrap(c.makeRootLayer().find("Photo/Image"))
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 4, height: 2))
        XCTAssertEqual(image.contents, pixel)
    }

    func testImagesWithoutALoaderAreWarnedAndEmpty() throws {
        let c = try compose(lottieDocument(layers: imageLayer, assets: imageAsset))
        XCTAssertEqual(c.warnings, ["test.json: no image decoder was given; image layers are empty"])
        XCTAssertNil(c.makeRootLayer().find("Photo/Image")?.contents)
    }

    func testRadialGradientIsACircleAboutItsStart() throws {
        let gf = #"""
            {"ty": "gf", "nm": "Glow", "o": {"a": 0, "k": 100}, "r": 1, "t": 2,
             "s": {"a": 0, "k": [50, 25]}, "e": {"a": 0, "k": [53, 29]}, "h": {"a": 0, "k": 20},
             "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 1, 1, 1, 0, 0, 0]}}}
            """#
        let c = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(rectShape), \(gf)]"))]"))
        XCTAssertEqual(c.warnings, ["test.json: layer 'Shape Layer 1': a radial gradient's highlight is not drawn, as iOS does not draw it; the gradient is centred"])
        let g = try XCTUnwrap(c.makeRootLayer().find("Shape Layer 1/Glow") as? CAGradientLayer)
        XCTAssertEqual(g.type, .radial)
        // Bounds (39, 19, 22, 12); radius |(3, 4)| = 5 on both axes.
        assertPoint(g.startPoint, CGPoint(x: 11.0 / 22, y: 6.0 / 12), 1e-9)
        assertPoint(g.endPoint, CGPoint(x: 16.0 / 22, y: 11.0 / 12), 1e-9)
    }

    /// lottie-ios knows no luma matte: iOS draws the layer unmatted and the matte not at all.
    func testLumaMattesAreNotDrawnAsOnIOS() throws {
        for mode in [3, 4] {
            let matte = shapeLayer("Matte", ind: 1, shapes: "[]", extra: #", "td": 1"#)
            let content = shapeLayer("Content", ind: 2, shapes: "[]", extra: ", \"tt\": \(mode)")
            let c = try compose(lottieDocument(layers: "[\(matte), \(content)]"))
            XCTAssertEqual(c.warnings, ["test.json: layer 'Content': a luma track matte is not drawn, as iOS does not draw it: the layer shows unmatted"])
            let root = c.makeRootLayer()
            XCTAssertNil(root.find("Track Matte"))
            XCTAssertEqual(root.sublayerNames, ["Content"])
        }
    }

    func testAnimatedMaskPathWithASkewedLayer() throws {
        func square(_ s: Int) -> String {
            #"{"v": [[0, 0], [\#(s), 0], [\#(s), \#(s)], [0, \#(s)]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "c": true}"#
        }
        let pt = #"{"a": 1, "k": [{"t": 0, "s": [\#(square(10))], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [\#(square(30))]}]}"#
        let ks = #"{"sk": {"a": 0, "k": 15}, "sa": {"a": 0, "k": 0}}"#
        let layer = shapeLayer(ks: ks, shapes: "[]", extra: #", "masksProperties": [{"mode": "a", "pt": \#(pt), "o": {"a": 0, "k": 100}}]"#)
        let c = try compose(lottieDocument(layers: "[\(layer)]"))
        XCTAssertEqual(c.warnings, [], "skew is drawn (SkewTests)")
        let root = c.makeRootLayer()
        let presentedMask = presented(root, "Shape Layer 1", at: 0.5)?.mask as? CAShapeLayer
        XCTAssertEqual(presentedMask?.path?.boundingBox, CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    func testMangledFilesNeverCrash() throws {
        let group = #"{"ty": "gr", "nm": "G", "it": [\#(rectShape), {"ty": "el", "p": {"a": 0, "k": [1, 2]}, "s": {"a": 0, "k": [3, 4]}}, \#(redFill), {"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 400}}, {"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "w": {"a": 0, "k": 2}}, {"ty": "tr"}]}"#
        let ks = #"{"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "h": 1}, {"t": 10, "s": [5, 5], "o": {"x": [0.2], "y": [0]}, "i": {"x": [0.8], "y": [1]}, "to": [1, 1], "ti": [0, 2]}, {"t": 20, "s": [9, 9]}]}}"#
        let json = Array(lottieDocument(layers: "[\(shapeLayer(ks: ks, shapes: "[\(group)]", extra: #", "parent": 1"#))]").utf8)
        var outcomes = [0, 0]
        for i in 0..<400 {
            var bytes = json
            // Positions spread over the file by a stride prime to its length, the same on every run.
            let at = (i * 7919 + 13) % bytes.count
            switch i % 4 {
            case 0: bytes.removeSubrange(at...)
            case 1: bytes[at] = [UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "["), UInt8(ascii: "\"")][i / 4 % 4]
            case 2: bytes.remove(at: at)
            default: bytes.insert(contentsOf: Array("-1e300".utf8), at: at)
            }
            switch LottieFile.parse(bytes, file: "fuzz.json") {
            case .success(let c):
                outcomes[0] += 1
                _ = c.makeRootLayer().presentationTree(at: 0.2)
            case .failure(let e):
                outcomes[1] += 1
                XCTAssertFalse(e.description.contains("\n"), e.description)
            }
        }
        XCTAssertGreaterThan(outcomes[1], 0)
    }

    /// Found by the lottie fuzz target: a shape item whose type holds a newline made a warning of two
    /// lines. Every warning is one line: the newline is written escaped.
    func testAWarningAboutATypeWithANewlineIsOneLine() throws {
        let layer = shapeLayer(#"L\nayer"#, shapes: #"[{"ty": "rcv\n:", "nm": "Odd"}]"#)
        let c = try compose(lottieDocument(layers: "[\(layer)]"))
        XCTAssertEqual(c.warnings, [#"test.json: layer 'L\nayer': shape item type 'rcv\n:' is not supported; it is ignored"#])
    }
}
