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
