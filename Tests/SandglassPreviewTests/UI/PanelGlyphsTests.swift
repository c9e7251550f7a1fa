import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class PanelGlyphsTests: XCTestCase {
    func testOnlyCharactersBeyondLatinOneEachOnceInOrder() {
        XCTAssertEqual(ImGuiContext.glyphs(in: ["正在匹配中", "café", "匹配 ok", "—"]), "正在匹配中—")
        XCTAssertEqual(ImGuiContext.glyphs(in: ["plain", ""]), "", "no second font for Latin text")
    }
}
