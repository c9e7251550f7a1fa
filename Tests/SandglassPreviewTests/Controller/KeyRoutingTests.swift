import XCTest
@testable import SandglassPreview

final class KeyRoutingTests: XCTestCase {
    func testEscClosesAPopUpInsteadOfQuitting() {
        XCTAssertEqual(KeyRouting.route(.escape, typing: false, popupOpen: true), .panels)
        XCTAssertEqual(KeyRouting.route(.escape, typing: false, popupOpen: false), .scene, "no pop-up: Esc quits")
    }

    func testTheScenesKeysWinExceptWhileTyping() {
        XCTAssertEqual(KeyRouting.route(.tab, typing: false, popupOpen: true), .scene, "Tab is never the panels'")
        XCTAssertEqual(KeyRouting.route(.space, typing: false, popupOpen: true), .scene)
        XCTAssertEqual(KeyRouting.route(.tab, typing: true, popupOpen: false), .panels)
        XCTAssertEqual(KeyRouting.route(.escape, typing: true, popupOpen: false), .panels, "Esc ends the edit")
        XCTAssertEqual(KeyRouting.route(.character("r"), typing: true, popupOpen: false), .panels)
    }
}
