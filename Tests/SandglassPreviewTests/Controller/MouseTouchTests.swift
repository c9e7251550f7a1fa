import Sandglass
@testable import SandglassPreview
import XCTest

/// Interact mode's mouse as a finger: down only when pressed away from the panels, moved only when it
/// moves while held, up when released (even over the panels).
final class MouseTouchTests: XCTestCase {
    func testAPressDragAndReleaseAreOneTouch() {
        var mouse = MouseTouch()
        let p = CGPoint(x: 10, y: 20), q = CGPoint(x: 15, y: 20)
        XCTAssertNil(mouse.update(pressed: false, down: false, released: false, at: p), "hovering")
        XCTAssertEqual(mouse.update(pressed: true, down: true, released: false, at: p), .began)
        XCTAssertNil(mouse.update(pressed: false, down: true, released: false, at: p), "held still")
        XCTAssertEqual(mouse.update(pressed: false, down: true, released: false, at: q), .moved)
        XCTAssertEqual(mouse.update(pressed: false, down: false, released: true, at: q), .ended)
        XCTAssertFalse(mouse.isDown)
    }

    func testAPressOnThePanelsIsNoTouch() {
        var mouse = MouseTouch()
        // Over a panel the bridge reports no press, though the button is down.
        XCTAssertNil(mouse.update(pressed: false, down: true, released: false, at: .zero))
        XCTAssertNil(mouse.update(pressed: false, down: false, released: true, at: .zero))
    }
}
