import Sandglass
import XCTest

/// Inputs found by `scripts/fuzz.sh params` / `scenefile` (fuzz/Targets), kept as regressions.
final class FuzzRegressionTests: XCTestCase {
    /// `{"da\udA0` + newline: the invalid escape ran into the line break, which was quoted raw, so the
    /// message took two lines.
    func testInvalidEscapeBeforeALineBreakIsOneLine() {
        let message = Fixtures.error("{\"da\\udA0\n")
        XCTAssertEqual(message, "assets/params/sandclock.json:1:5: invalid escape '\\udA0\\n' in a string")
        XCTAssertFalse(message.contains("\n"))
    }
}

/// Keys with an escaped line break (`"a\nb"`) were quoted raw in unknown-key messages: two lines.
final class FuzzRegressionKeyTests: XCTestCase {
    func testUnknownKeyWithALineBreakIsOneLine() {
        XCTAssertEqual(Fixtures.error("{\"aanimationT\\ns\": 1}"),
                       "assets/params/sandclock.json:1:2: unknown parameter 'aanimationT\\ns'; did you mean 'animationTime'?")
    }

    func testSceneFileKeyWithALineBreakIsOneLine() throws {
        let bytes = Array("{\"size\": [1, 1], \"root\": {}, \"\\\\\\nze\": 1}".utf8)
        guard case .failure(let error) = SceneFile.parse(bytes, file: "s.json") else { return XCTFail("parsed") }
        XCTAssertFalse(error.description.contains("\n"), error.description)
    }
}

/// Found in a second by the scene-file fuzzer's declaration generator on the code before its
/// fix (`fuzz/corpus/scenefile/regression-empty-choices.bin` is its input): `choices: []` trapped in
/// the declaration's factory, killing every command. Now the first problem in file order is reported:
/// `min`, which a string param does not take.
final class FuzzRegressionDeclarationTests: XCTestCase {
    func testEmptyChoicesAmongOtherKeysIsOneLine() {
        let text = #"{"size": [10, 10], "params": {"p0": {"default": "a", "min": 0, "max": 0, "x": [0, 1], "y": [0, 1], "count": [0, 1], "choices": [], "unit": "s"}}, "root": {}}"#
        guard case .failure(let error) = SceneFile.parse(Array(text.utf8), file: "s.json") else { return XCTFail("parsed") }
        XCTAssertEqual(error.description, "s.json:1:54: params.p0.min: param 'p0': 'min' does not apply to a string param")
    }
}
