import Foundation
@testable import SandglassCommandLine
import XCTest

/// `dump` of a scene file with many sibling layers. Measured (release, 2 shared cores):
/// 300,000 siblings in about 12 s and 1.2 GB, linear from 10,000. Not a timed test: the size here is
/// one that passes in seconds when every step is linear, and would take minutes with any step that
/// looks through the siblings for each sibling (20,000² = 4·10⁸ steps).
final class ManySiblingsTests: BadInputTestCase {
    func testADumpOf20000SiblingsComesOutWholeAndInPieces() throws {
        let siblings = (0..<20_000).map { "{\"bounds\": [0, 0, 4, 4], \"position\": [\($0 % 100), 5]}" }
        let path = try file("many.json", "{\"size\": [100, 100], \"root\": {\"sublayers\": [\n" + siblings.joined(separator: ",\n") + "\n]}}")
        let output = Pieces()
        let console = Console(out: { piece in output.append(piece) }, err: { XCTFail("stderr: \($0)") })
        XCTAssertEqual(SandglassTool.run(["dump", path, "--time", "0"], console: console), 0)
        let pieces = output.pieces
        let largest = pieces.map(\.utf8.count).max() ?? 0
        let lines = pieces.joined().split(separator: "\n")
        XCTAssertEqual(lines.count, 20_003, "the opening line, a line per layer, the closing line")
        XCTAssertTrue(lines[1].contains("\"path\": \"root\""))
        XCTAssertTrue(lines[20_001].contains("\"path\": \"root/layer19999\""))
        XCTAssertTrue(lines[20_001].contains("\"position\": [99.0, 5.0]"))
        XCTAssertGreaterThan(pieces.count, 100, "written as it is made, not as one 20 MB string")
        XCTAssertLessThan(largest, 80_000)
        XCTAssertEqual(try names(), ["many.json"])
    }
}

/// What a command wrote to standard output, one string per write.
private final class Pieces: @unchecked Sendable {
    private let lock = NSLock()
    private var written: [String] = []
    var pieces: [String] { lock.withLock { written } }
    func append(_ piece: String) { lock.withLock { written.append(piece) } }
}
