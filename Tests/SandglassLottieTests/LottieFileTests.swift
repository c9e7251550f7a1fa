import XCTest
@testable import SandglassLottie

final class LottieFileTests: XCTestCase {
    /// `layers`, or three of Lottie's other top-level keys: a file missing one is still Lottie (and
    /// refused for the key it lacks), a scene file never is.
    func testIsLottieNeedsLayersOrThreeTopLevelKeys() {
        XCTAssertTrue(LottieFile.isLottie(Array(lottieDocument(layers: "[]").utf8)))
        XCTAssertTrue(LottieFile.isLottie(Array(#" {"layers": [{"v": 1}], "h": 1, "w": 2, "fr": 3, "op": 4, "ip": 0, "v": "5"}"#.utf8)))
        XCTAssertTrue(LottieFile.isLottie(Array(#"{"v": "5", "ip": 0, "op": 4, "fr": 3, "w": 2, "h": 1}"#.utf8)))
        XCTAssertTrue(LottieFile.isLottie(Array(#"{"layers": []}"#.utf8)))
        XCTAssertFalse(LottieFile.isLottie(Array(#"{"v": "5", "fr": 3}"#.utf8)), "two keys")
        XCTAssertFalse(LottieFile.isLottie(Array(#"{"name": "n", "size": [1, 1], "root": {}}"#.utf8)), "a scene file")
        // The keys only inside a nested object do not count.
        XCTAssertFalse(LottieFile.isLottie(Array(#"{"x": {"v": "5", "ip": 0, "op": 4, "fr": 3, "w": 2, "h": 1, "layers": []}}"#.utf8)))
        // Values spelled like keys do not count either.
        XCTAssertFalse(LottieFile.isLottie(Array(#"{"a": "v", "b": "ip", "c": "op", "d": "fr", "e": "w", "f": "h", "g": "layers"}"#.utf8)))
        XCTAssertFalse(LottieFile.isLottie(Array("[1, 2]".utf8)))
        XCTAssertFalse(LottieFile.isLottie([]))
        XCTAssertFalse(LottieFile.isLottie(Array(#"{"v": "unterminated"#.utf8)))
    }

    func testSyntaxErrorNamesLineAndColumn() {
        let error = parseError("{\n  \"v\": \"5\",\n  \"ip\": 0,,\n}", file: "broken.json")
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.column, 11)
        XCTAssertTrue(error?.description.hasPrefix("broken.json:3:11: ") ?? false, error?.description ?? "")
    }

    /// Found by the fuzzer: a key holding a newline made the error two lines.
    func testAnErrorQuotingTheFileIsOneLine() {
        let error = parseError(#"{"a0kar $bm_rt;\n$bm_rt = wiggle(5, 80);"}"#, file: "k.json")
        XCTAssertEqual(error?.description, #"k.json:1:42: expected ':' after the key "a0kar $bm_rt;\n$bm_rt = wiggle(5, 80);" but found '}'"#)
    }

    /// Found by the fuzzer in CI: a layer type of 1.5e69 trapped converting to Int. Codes out of range
    /// are unknown codes: the layer (or the cap, the join) is read as an unknown one.
    func testHugeCodesAreUnknownCodes() throws {
        let stroke = #"{"ty": "st", "nm": "S", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}, "lc": 1e300, "lj": -1e300}"#
        let repeater = #"{"ty": "rp", "nm": "R", "c": {"a": 0, "k": 2}, "o": {"a": 0, "k": 1e300}, "tr": {}}"#
        let layers = "[{\"ty\": 1.55e69, \"nm\": \"Odd\", \"ind\": 2, \"ip\": 0, \"op\": 60, \"ks\": {}}, "
            + shapeLayer(shapes: "[\(rectShape), \(stroke), \(repeater)]") + "]"
        let c = try compose(lottieDocument(layers: layers))
        XCTAssertEqual(c.makeRootLayer().name, "Test")
    }

    func testWrongTypeNamesTheJSONPathAndItsLocation() {
        let json = """
        {"v": "5", "ip": 0, "op": 10, "fr": 30, "w": 10, "h": 10,
         "layers": [{"ty": 3, "nm": "N", "ks": {"p": {"a": 0, "k": "up"}}}]}
        """
        let error = parseError(json, file: "bad.json")
        XCTAssertEqual(error?.description, "bad.json:2:60: layers[0].ks.p.k: expected a number, found a string")
    }

    func testMissingSizeAndNonFiniteNumbersAreErrors() {
        XCTAssertEqual(parseError(#"{"v": "5", "ip": 0, "op": 10, "fr": 30, "h": 10, "layers": []}"#)?.reason,
                       "missing 'w': a Lottie file has fr, ip, op, w, h and layers at its top level")
        let nan = lottieDocument(layers: #"[{"ty": 3, "ks": {"o": {"a": 0, "k": NaN}}}]"#)
        XCTAssertEqual(parseError(nan)?.path, "layers[0].ks.o.k")
        XCTAssertEqual(parseError(nan)?.reason, "expected a finite number, found 'NaN'")
        XCTAssertEqual(parseError(lottieDocument(layers: "[]", ip: 10, op: 5))?.reason, "out point 5.0 is before the in point 10.0")
        XCTAssertEqual(parseError(lottieDocument(layers: "[]", ip: -1e300, op: 1e300))?.reason, "2e+300 frames, more than 10368000")
    }

    func testCompositionGeometryTimeAndDescriptor() throws {
        let c = try compose(lottieDocument(layers: "[]", ip: 10, op: 70, fr: 24, w: 320, h: 240,
                                           extra: #""markers": [{"cm": "intro", "tm": 12, "dr": 6}],"#))
        XCTAssertEqual(c.name, "Test")
        XCTAssertEqual(c.size, CGSize(width: 320, height: 240))
        XCTAssertEqual(c.duration, 2.5)
        XCTAssertEqual(c.time(ofFrame: 22), 0.5)
        XCTAssertEqual(c.markers, [LottieMarker(name: "intro", frame: 12, durationFrames: 6)])
        let info = c.descriptor.info
        XCTAssertEqual(info.summary, "Lottie file Test, 320 x 240, 60 frames at 24 fps")
        XCTAssertEqual(info.naturalSize, CGSize(width: 320, height: 240))
        XCTAssertEqual(info.backgroundColor, .clear)
        let content = c.descriptor.build(ParameterValues(parameters: c.descriptor.parameters), NonRenderingSceneContext())
        XCTAssertEqual(content.rootLayer.bounds, CGRect(x: 0, y: 0, width: 320, height: 240))
    }

    func testNameFallsBackToTheFileBaseName() throws {
        let c = try compose(#"{"v": "5", "ip": 0, "op": 10, "fr": 30, "w": 10, "h": 10, "layers": []}"#, file: "/tmp/anims/heart.json")
        XCTAssertEqual(c.name, "heart")
    }

    func testLoadReportsAnUnreadableFile() {
        guard case .failure(let e) = LottieFile.load(path: "/nonexistent/x.json") else { return XCTFail() }
        XCTAssertEqual(e.description, "/nonexistent/x.json:1:1: cannot read the file")
    }
}
