import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// The error matrix: each failure names file:line:column, the JSON path and the reason.
final class SceneFileErrorTests: XCTestCase {
    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        switch SceneFile.parse(Array(text.utf8), file: "t.json5") {
        case .success: XCTFail("loaded", file: file, line: line); return ""
        case let .failure(e): return e.description
        }
    }

    /// A scene whose root has one shape sublayer with `body` inside it (line 3).
    private func shape(_ body: String) -> String {
        "{\"size\": [100, 100], \"params\": {\"radius\": {\"default\": 10}},\n\"root\": {\"sublayers\": [\n{\"type\": \"shape\", \(body)}]}}"
    }

    func testUnknownKeyNamesTheClosestValidOne() {
        XCTAssertEqual(error(shape("\"strokEnd\": 1")),
                       "t.json5:3:19: root.sublayers[0].strokEnd: unknown key 'strokEnd' (did you mean 'strokeEnd'?)")
    }

    func testUnknownKeyOnTheTopLevel() {
        XCTAssertEqual(error("{\"size\": [1, 1], \"roots\": {}}"), "t.json5:1:18: roots: unknown key 'roots' (did you mean 'root'?)")
    }

    func testWrongType() {
        XCTAssertEqual(error(shape("\"lineWidth\": [1]")),
                       "t.json5:3:32: root.sublayers[0].lineWidth: expected a number or an expression string, got an array")
        XCTAssertEqual(error(shape("\"fillColor\": 7")),
                       "t.json5:3:32: root.sublayers[0].fillColor: expected a colour [r, g, b, a], \"#RRGGBB\", a colour name or null, got a number")
    }

    func testUnknownKeyPath() {
        XCTAssertEqual(error(shape("\"animations\": {\"s\": {\"type\": \"basic\", \"keyPath\": \"strokEnd\"}}")),
                       "t.json5:3:68: root.sublayers[0].animations.s.keyPath: unknown key path 'strokEnd' for a shape layer (did you mean 'strokeEnd'?)")
        XCTAssertEqual(error("{\"size\": [1, 1], \"root\": {\"animations\": {\"s\": {\"type\": \"basic\", \"keyPath\": \"lineWidth\"}}}}"),
                       "t.json5:1:76: root.animations.s.keyPath: unknown key path 'lineWidth' for a layer layer")
    }

    func testKeyTimesValuesMismatch() {
        let spin = "\"animations\": {\"spin\": {\"type\": \"keyframe\", \"keyPath\": \"opacity\", \"values\": [0, 1], \"keyTimes\": [0, 0.5, 1]}}"
        XCTAssertEqual(error(shape(spin)),
                       "t.json5:3:115: root.sublayers[0].animations.spin.keyTimes: keyTimes has 3 entries but values has 2 (calculationMode linear needs one keyTime per value)")
    }

    func testBadPathDataGivesTheOffset() {
        XCTAssertEqual(error(shape("\"path\": \"M 0 0 L 10 x\"")),
                       "t.json5:3:39: root.sublayers[0].path: bad path data at offset 11: expected a number but found 'x'")
        XCTAssertEqual(error(shape("\"path\": \"L 0 0\"")),
                       "t.json5:3:28: root.sublayers[0].path: bad path data at offset 0: path data must start with M or m")
    }

    func testUnknownParam() {
        XCTAssertEqual(error(shape("\"lineWidth\": \"2 * $radiu\"")),
                       "t.json5:3:37: root.sublayers[0].lineWidth: unknown param '$radiu' (did you mean '$radius'?)")
        XCTAssertEqual(error(shape("\"strokeColor\": \"$colour\"")),
                       "t.json5:3:35: root.sublayers[0].strokeColor: unknown param '$colour'")
    }

    func testCyclicParams() {
        let text = "{\"size\": [1, 1], \"params\": {\"a\": {\"default\": \"$b + 1\"}, \"b\": {\"default\": \"$a * 2\"}}, \"root\": {}}"
        XCTAssertEqual(error(text), "t.json5:1:29: params.a: cyclic param references: $a -> $b -> $a")
    }

    func testBadExpressionAndParamKind() {
        XCTAssertEqual(error(shape("\"lineWidth\": \"2 * (1 + \"")),
                       "t.json5:3:42: root.sublayers[0].lineWidth: bad expression '2 * (1 + ' at offset 9: expected a number, $param, pi or '('")
        let text = "{\"size\": [1, 1], \"params\": {\"c\": {\"type\": \"color\", \"default\": [1, 0, 0, 1]}}, \"root\": {\"opacity\": \"$c\"}}"
        XCTAssertEqual(error(text), "t.json5:1:100: root.opacity: param '$c' is a list of numbers, expected a number")
    }

    func testSyntaxErrorsAndMissingKeys() {
        XCTAssertEqual(error("{\"size\": [1, 1],\n \"root\": {\"name\": }}"), "t.json5:2:19: expected a value but found '}'")
        XCTAssertEqual(error("{\"root\": {}}"), "t.json5:1:1: missing key 'size'")
        XCTAssertEqual(error(shape("\"animations\": {\"s\": {\"keyPath\": \"opacity\"}}")),
                       "t.json5:3:39: root.sublayers[0].animations.s: missing key 'type'")
    }

    func testParamDeclarationProblems() {
        let text = "{\"size\": [1, 1], \"params\": {\"d\": {\"default\": 50, \"min\": 0, \"max\": 10}}, \"root\": {}}"
        XCTAssertEqual(error(text), "t.json5:1:46: params.d.default: param 'd': 'd' is 50 but must be in 0...10")
    }

    /// The problem is typed, for callers that show more than the line (the preview's status).
    func testParamDeclarationProblemsAreTyped() {
        let text = "{\"size\": [1, 1], \"params\": {\"m\": {\"default\": \"a\", \"choices\": []}}, \"root\": {}}"
        guard case let .failure(e) = SceneFile.parse(Array(text.utf8), file: "t.json5") else { return XCTFail("loaded") }
        XCTAssertEqual(e.problem, .badParam("m", .emptyChoices))
        XCTAssertEqual(e.jsonPath, "params.m.choices")
        XCTAssertEqual(e.location.line, 1)
        XCTAssertEqual(e.location.column, 62)
    }

    /// Regression: a bad expression was quoted whole, so a long one made a line of any length.
    func testLongBadExpressionsAreQuotedShort() {
        let text = "{\"size\": [1, 1], \"params\": {\"r\": {\"type\": \"number\", \"default\": \""
            + String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100) + "\"}}, \"root\": {}}"
        XCTAssertEqual(error(text), "t.json5:1:129: params.r.default: bad expression '"
                       + String(repeating: "(", count: 20) + "… (201 characters)' at offset 64: nested too deep")
    }

    func testAnimationRefusedByValidation() {
        let text = shape("\"animations\": {\"s\": {\"type\": \"keyframe\", \"keyPath\": \"opacity\", \"values\": [0, 1], \"keyTimes\": [0.5, 0.2]}}")
        XCTAssertEqual(error(text), "t.json5:3:39: root.sublayers[0].animations.s: animation refused: keyTimes[1]: 0.2 is smaller than the previous key time")
    }

    func testJSON5CommentsAndTrailingCommasAreAccepted() throws {
        let text = "// a scene\n{\"size\": [10, 10], /* block */ \"root\": {\"sublayers\": [{\"name\": \"a\",},],},}\n"
        guard case let .success(d) = SceneFile.parse(Array(text.utf8), file: "t.json5") else { return XCTFail() }
        XCTAssertEqual(d.build(d.parameters.defaults, NonRenderingSceneContext()).rootLayer.sublayers?.first?.name, "a")
    }

    func testParamsFilesStayStrict() {
        XCTAssertThrowsError(try JSONSourceParser.parse(Array("{\"a\": 1,}".utf8)))
        XCTAssertThrowsError(try JSONSourceParser.parse(Array("// c\n{}".utf8)))
    }

    /// Totality: every prefix, and single-byte corruptions, of the example file load or fail, never crash.
    func testTruncatedAndCorruptedFilesNeverCrash() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets/scenes/pulse.json5")
        let bytes = [UInt8](try Data(contentsOf: url))
        var failures = 0
        for cut in stride(from: 0, to: bytes.count, by: 19) {
            if case .failure = SceneFile.parse(Array(bytes[..<cut]), file: "p") { failures += 1 }
        }
        for i in stride(from: 0, to: bytes.count, by: 13) {
            for b: UInt8 in [0x22, 0x5D, 0x24] {
                var m = bytes
                m[i] = b
                if case let .success(d) = SceneFile.parse(m, file: "p") {
                    let runner = SceneRunner(d, context: NonRenderingSceneContext())
                    runner.seek(to: 1.3)
                    _ = runner.presentationTree()
                }
            }
        }
        XCTAssertGreaterThan(failures, 0)
    }
}
