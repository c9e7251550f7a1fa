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

    /// In Interact mode with a scene's text field being edited, keys without Ctrl type into it: the
    /// editing keys as keys, the rest as the text their characters bring; Ctrl shortcuts stay the
    /// preview's, and a panel's field being typed in wins over the scene's.
    func testASceneFieldBeingEditedTakesTheKeys() {
        XCTAssertEqual(KeyRouting.route(.digit(8), typing: false, popupOpen: false, sceneTyping: true), .sceneField(nil),
                       "a digit types, it does not switch scenes")
        XCTAssertEqual(KeyRouting.route(.space, typing: false, popupOpen: false, sceneTyping: true), .sceneField(nil))
        XCTAssertEqual(KeyRouting.route(.backspace, typing: false, popupOpen: false, sceneTyping: true), .sceneField(.deleteBackward))
        XCTAssertEqual(KeyRouting.route(.enter, typing: false, popupOpen: false, sceneTyping: true), .sceneField(.returnKey))
        XCTAssertEqual(KeyRouting.route(.escape, typing: false, popupOpen: false, sceneTyping: true), .sceneField(.dismissKeyboard),
                       "Esc puts the keyboard away, it does not quit")
        XCTAssertEqual(KeyRouting.route(.character("z"), [.control], typing: false, popupOpen: false, sceneTyping: true), .scene)
        XCTAssertEqual(KeyRouting.route(.character("r"), typing: true, popupOpen: false, sceneTyping: true), .panels)
        XCTAssertEqual(KeyRouting.route(.character("r"), typing: false, popupOpen: false, sceneTyping: false), .scene)
    }
}
