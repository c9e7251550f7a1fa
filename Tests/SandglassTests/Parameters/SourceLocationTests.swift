import Sandglass
import XCTest

final class SourceLocationTests: XCTestCase {
    func testLineAndColumnAreOneBasedAndCountCharactersNotBytes() {
        let bytes = Array("{\n  \"é\": ß, x".utf8)
        let x = bytes.count - 1
        XCTAssertEqual(SourceLocation(file: "f", offset: x, in: bytes).description, "f:2:11")
        XCTAssertEqual(SourceLocation(file: "f", offset: 0, in: bytes).description, "f:1:1")
        XCTAssertEqual(SourceLocation(file: "f", offset: 2, in: bytes).description, "f:2:1")
        XCTAssertEqual(SourceLocation(file: "f", offset: bytes.count, in: bytes).description, "f:2:12")
    }
}
