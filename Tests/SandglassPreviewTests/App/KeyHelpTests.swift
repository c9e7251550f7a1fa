import Foundation
@testable import SandglassPreview
import XCTest

/// The README's keys table is the Keys panel's, row for row (`|` escaped as Markdown needs).
final class KeyHelpTests: XCTestCase {
    func testTheReadmeListsEveryKeyInThePanelsOrder() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let rows = KeyHelp.rows.map { "| \($0.keys) | \($0.action.replacingOccurrences(of: "|", with: "\\|")) |" }
        let table = readme.split(separator: "\n").map(String.init).filter { rows.contains($0) }
        XCTAssertEqual(table, rows)
    }
}
