import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class ViewportSettingsTests: XCTestCase {
    func testBackgroundCyclesZoomClampsAndFits() {
        var v = ViewportSettings()
        XCTAssertEqual(v.background, .dark)
        v.cycleBackground(); XCTAssertEqual(v.background, .light)
        v.cycleBackground(); XCTAssertEqual(v.background, .checker)
        v.cycleBackground(); XCTAssertEqual(v.background, .dark)
        v.zoom(by: 1000)
        XCTAssertEqual(v.zoom, ViewportSettings.zoomRange.upperBound)
        v.zoom(by: .nan)
        XCTAssertEqual(v.zoom, ViewportSettings.zoomRange.upperBound)
        v.fit()
        XCTAssertEqual(v.zoom, 1)
    }

    func testControlKeysScaleTheTextPlainKeysStillChangeSpeed() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 1)
        _ = c.handle(.character("+"), .control)
        XCTAssertEqual(c.viewport.textZoom, 1.1)
        XCTAssertEqual(c.clock.speed, 1, "Ctrl+= is text size, not speed")
        _ = c.handle(.character("-"), .control)
        _ = c.handle(.character("-"), .control)
        XCTAssertEqual(c.viewport.textZoom, 0.91)
        _ = c.handle(.digit(0), .control)
        XCTAssertEqual(c.viewport.textZoom, 1)
        _ = c.handle(.character("+"))
        XCTAssertEqual(c.clock.speed, 2)
        _ = c.handle(.character("b"))
        XCTAssertEqual(c.viewport.background, .light)
    }

    func testLoopRangeWrapsThePlayheadWhilePlaying() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 1)
        c.setLoop(1...3)
        c.tick(realSeconds: 3.5)
        XCTAssertEqual(c.clock.time, 1.5, accuracy: 1e-9)
        c.setLoop(2...2)
        XCTAssertEqual(c.loopRange, 1...3, "a range shorter than a frame is refused")
        c.scrub(to: 10)
        XCTAssertTrue(c.clock.isPaused)
        XCTAssertEqual(c.clock.time, 10, "scrubbing goes anywhere, past the loop too")
        c.setLoop(nil)
        XCTAssertNil(c.loopRange)
    }
}
