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

final class SourceLineIndexTests: XCTestCase {
    /// The index answers exactly what a scan from the file's start answers, at every offset: on each
    /// line, at each newline, after a byte-order mark, inside a multi-byte character, past the end.
    func testEveryOffsetMatchesTheScanFromTheStart() {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("{\n  \"é\": ß,\n\n x\n".utf8) + [0xE2, 0x82]
        let index = SourceLineIndex(bytes)
        for offset in -2...(bytes.count + 3) {
            XCTAssertEqual(index.location(file: "f", offset: offset), SourceLocation(file: "f", offset: offset, in: bytes),
                           "offset \(offset)")
        }
        XCTAssertEqual(index.location(file: "f", offset: 3).description, "f:1:1")
        XCTAssertEqual(index.location(file: "f", offset: 18).description, "f:4:1")
    }

    func testAnEmptyFileIsOneLine() {
        XCTAssertEqual(SourceLineIndex([]).location(file: "e", offset: 5).description, "e:1:1")
    }
}
