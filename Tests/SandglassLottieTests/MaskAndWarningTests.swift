import XCTest
@testable import SandglassLottie

/// Masks, warnings for what is not supported, and hostile files.
final class MaskAndWarningTests: XCTestCase {
    let square = #"{"a": 0, "k": {"v": [[0, 0], [10, 0], [10, 10], [0, 10]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "c": true}}"#

    func masked(_ masks: String) throws -> CALayer {
        let layer = shapeLayer(shapes: "[\(rectShape), \(redFill)]", extra: #", "hasMask": true, "masksProperties": \#(masks)"#)
        return try XCTUnwrap(compose(lottieDocument(layers: "[\(layer)]")).makeRootLayer().find("Shape Layer 1"))
    }

    /// As lottie-ios builds it: an opaque shape filled even-odd; the mask's opacity is not drawn (a note).
    func testAddMaskIsAnOpaqueEvenOddShapeLayer() throws {
        let json = #"[{"mode": "a", "inv": false, "pt": \#(square), "o": {"a": 0, "k": 60}}]"#
        let layer = try masked(json)
        let mask = try XCTUnwrap(layer.mask as? CAShapeLayer)
        XCTAssertEqual(mask.path?.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(mask.opacity, 1)
        XCTAssertEqual(mask.fillRule, .evenOdd)
        let layerJSON = shapeLayer(shapes: "[\(rectShape), \(redFill)]", extra: #", "hasMask": true, "masksProperties": \#(json)"#)
        XCTAssertEqual(try compose(lottieDocument(layers: "[\(layerJSON)]")).warnings,
                       ["test.json: layer 'Shape Layer 1': mask opacity is not drawn, as iOS does not draw it; the mask is opaque"])
    }

    /// Masks after the first that are not add masks mask everything before them, as lottie-ios nests
    /// them: add, add, subtract, intersect is ((A ∪ B) − S) ∩ I.
    func testLaterMasksMaskTheOnesBefore() throws {
        let layer = try masked(#"[{"mode": "a", "pt": \#(square)}, {"mode": "a", "pt": \#(square)}, {"mode": "s", "pt": \#(square)}, {"mode": "i", "pt": \#(square)}]"#)
        let outer = try XCTUnwrap(layer.mask)
        XCTAssertEqual(outer.sublayerNames, ["Masks"])
        XCTAssertNil(outer.mask, "the layer's mask has none of its own")
        let intersected = try XCTUnwrap(outer.sublayers?.first)
        XCTAssertEqual((intersected.mask as? CAShapeLayer)?.path?.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10), "intersect: the shape")
        let subtracted = try XCTUnwrap(intersected.sublayers?.first)
        XCTAssertEqual((subtracted.mask as? CAShapeLayer)?.path?.boundingBox, MaskBuilder.outside, "subtract: cut out")
        XCTAssertEqual(subtracted.sublayerNames, ["Mask", "Mask"], "the two adds: their union")
    }

    func testInvertedAndSubtractMasksCutThePathOutOfALargeRectangle() throws {
        for json in [#"[{"mode": "a", "inv": true, "pt": \#(square)}]"#, #"[{"mode": "s", "pt": \#(square)}]"#] {
            let mask = try XCTUnwrap(try masked(json).mask as? CAShapeLayer)
            XCTAssertEqual(mask.fillRule, .evenOdd)
            XCTAssertEqual(mask.path?.boundingBox, MaskBuilder.outside)
        }
    }

    func testSeveralAddMasksAreTheirUnion() throws {
        let layer = try masked(#"[{"mode": "a", "pt": \#(square)}, {"mode": "a", "pt": \#(square)}, {"mode": "n", "pt": \#(square)}]"#)
        XCTAssertEqual(layer.mask?.sublayerNames, ["Mask", "Mask"])
    }

    func testExpressionsAreWarnedOncePerLayer() throws {
        let ks = #"{"p": {"a": 0, "k": [3, 4], "x": "wiggle(1, 2)"}, "o": {"a": 0, "k": 100, "x": "time"}}"#
        let eye = shapeLayer("Eye", ks: ks, shapes: "[]")
        let c = try compose(lottieDocument(layers: "[\(eye)]"), file: "/x/heart.json")
        XCTAssertEqual(c.warnings, ["heart.json: layer 'Eye': expressions are not evaluated; the static value is used"])
        assertPoint(c.makeRootLayer().find("Eye")?.position, CGPoint(x: 3, y: 4))
    }

    func testUnsupportedFeaturesGetOneLineEach() throws {
        let offset = #"{"ty": "op", "nm": "Offset Paths"}"#, mm = #"{"ty": "mm", "nm": "Merge"}"#
        let a = shapeLayer("A", shapes: "[\(offset), \(mm), \(offset)]")
        let b = shapeLayer("B", ind: 2, shapes: "[\(offset)]")
        let text = #"{"ty": 5, "nm": "Title", "ind": 3, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"t": "Hi", "s": 20, "f": "Sans"}}]}}}"#
        let c = try compose(lottieDocument(layers: "[\(a), \(b), \(text)]"))
        XCTAssertEqual(c.warnings, [
            "test.json: layer 'A': offset paths are not supported; they are ignored",
            "test.json: layer 'A': merge paths are not supported; the paths are drawn unmerged",
            "test.json: layer 'Title': font 'Sans' is neither on this machine nor on iOS: drawn with Nimbus Sans, Helvetica's stand-in, "
                + "as iOS falls back to Helvetica",
        ])
    }

    func testCyclicParentsAndPrecompsAreCutNotFollowed() throws {
        let a = #"{"ty": 3, "nm": "A", "ind": 1, "parent": 2, "ks": {}}"#
        let b = #"{"ty": 3, "nm": "B", "ind": 2, "parent": 1, "ks": {}}"#
        let pre = #"{"ty": 0, "nm": "P", "ind": 3, "refId": "loop", "w": 10, "h": 10, "ks": {}}"#
        let assets = #"[{"id": "loop", "layers": [\#(pre)]}]"#
        let c = try compose(lottieDocument(layers: "[\(a), \(b), \(pre)]", assets: assets))
        XCTAssertEqual(c.warnings, [
            "test.json: layer 'A': its parents form a cycle; the cycle is cut (and 1 more layer alike)",
            "test.json: layer 'P': precomp 'loop' contains itself; drawn empty",
        ])
        let root = c.makeRootLayer()
        XCTAssertEqual(root.sublayers?.count, 3)
        XCTAssertNil(root.find("P/Precomp/P/Precomp/P/Precomp"))
    }

    func testPrecompsUsedManyTimesStopAtTheLayerCap() throws {
        // Each level uses the one below ten times: 10^6 layers expanded.
        var assets: [String] = []
        for level in 0..<6 {
            let refs = (0..<10).map { _ in #"{"ty": \#(level == 0 ? 3 : 0), "nm": "L", "refId": "c\#(level - 1)", "w": 1, "h": 1, "ks": {}}"# }
            assets.append(#"{"id": "c\#(level)", "layers": [\#(refs.joined(separator: ","))]}"#)
        }
        let top = #"{"ty": 0, "nm": "Top", "refId": "c5", "w": 1, "h": 1, "ks": {}}"#
        let c = try compose(lottieDocument(layers: "[\(top)]", assets: "[\(assets.joined(separator: ","))]"))
        XCTAssertEqual(c.warnings, ["test.json: precomps expand to more than 50000 layers; the tree is cut there"])
        var count = 0
        func walk(_ l: CALayer) { count += 1; l.sublayers?.forEach(walk) }
        walk(c.makeRootLayer())
        XCTAssertLessThan(count, 3 * LottieLimits.builtLayers)
    }

    func testHostileValuesAreErrorsWithTheirPath() {
        let hugeStops = #"[{"ty": 4, "nm": "S", "ks": {}, "shapes": [{"ty": "gf", "g": {"p": 1e9, "k": {"a": 0, "k": []}}}]}]"#
        XCTAssertEqual(parseError(lottieDocument(layers: hugeStops))?.path, "layers[0].shapes[0].g.p")
        let badKeyframes = #"[{"ty": 3, "ks": {"p": {"a": 1, "k": [{"t": 10, "s": [0, 0]}, {"t": 5, "s": [1, 1]}]}}}]"#
        XCTAssertEqual(parseError(lottieDocument(layers: badKeyframes))?.reason, "keyframe time 5.0 is before the previous one (10.0)")
        XCTAssertEqual(parseError(lottieDocument(layers: #"{"ty": 3}"#))?.reason, "expected an array, found an object")
        let deep = String(repeating: #"{"ty": "gr", "it": ["#, count: 40) + String(repeating: "]}", count: 40)
        XCTAssertNotNil(parseError(lottieDocument(layers: #"[{"ty": 4, "ks": {}, "shapes": [\#(deep)]}]"#)))
    }

    func testImportOfALargeFileIsQuick() throws {
        // About 200 KB: 150 shape layers with eased position keyframes and a path each.
        let kf = (0..<6).map { #"{"t": \#($0 * 10), "s": [\#($0), \#($0 * 2)], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}"# }
        let path = #"{"ty": "sh", "nm": "P", "ks": {"a": 0, "k": {"v": [[0,0],[10,0],[10,10],[0,10]], "i": [[0,0],[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0],[0,0]], "c": true}}}"#
        let layers = (0..<150).map { i in
            shapeLayer("L\(i)", ind: i + 1, ks: #"{"p": {"a": 1, "k": [\#(kf.joined(separator: ","))]}, "s": {"a": 0, "k": [100, 100]}}"#,
                       shapes: #"[{"ty": "gr", "nm": "G", "it": [\#(path), \#(path), \#(redFill), {"ty": "tr"}]}]"#)
        }
        let json = lottieDocument(layers: "[\(layers.joined(separator: ",\n"))]")
        XCTAssertGreaterThan(json.utf8.count, 150_000)
        let start = Date()
        let c = try compose(json)
        _ = c.makeRootLayer()
        let elapsed = Date().timeIntervalSince(start)
        print("import of \(json.utf8.count) bytes: \(Int(elapsed * 1000)) ms")
        XCTAssertLessThan(elapsed, 5, "debug build; release is measured separately")
    }
}
