@testable import SandglassPreview
@testable import SandglassHeadless
import XCTest

final class PreviewControllerTests: XCTestCase {
    func testPlaybackAdvancesBySpeedAndPauses() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 3)
        c.tick(realSeconds: 0.5)
        XCTAssertEqual(c.clock.time, 0.5, accuracy: 1e-12)
        _ = c.handle(.space)
        c.tick(realSeconds: 1)
        XCTAssertEqual(c.clock.time, 0.5, accuracy: 1e-12, "paused")
        _ = c.handle(.space)
        _ = c.handle(.character("+"))
        c.tick(realSeconds: 0.25)
        XCTAssertEqual(c.clock.time, 1.0, accuracy: 1e-12, "speed 2")
    }

    func testSlowMotionIsTenTimesSlower() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 1)
        _ = c.handle(.character("s"))
        c.tick(realSeconds: 1)
        XCTAssertEqual(c.clock.time, 0.1, accuracy: 1e-12)
        _ = c.handle(.character("s"))
        c.tick(realSeconds: 1)
        XCTAssertEqual(c.clock.time, 1.1, accuracy: 1e-12)
    }

    func testStepsOneFrameOnlyWhenPausedAndNeverBeforeZero() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 1)
        _ = c.handle(.right)
        XCTAssertEqual(c.clock.time, 0, "no step while playing")
        _ = c.handle(.space)
        _ = c.handle(.right); _ = c.handle(.right)
        XCTAssertEqual(c.clock.time, 2.0 / 60, accuracy: 1e-12)
        _ = c.handle(.left); _ = c.handle(.left); _ = c.handle(.left)
        XCTAssertEqual(c.clock.time, 0)
    }

    /// A scene that counts in frames (a Lottie file at 30 fps) steps its own frames, and from between
    /// two frames (21.5, where a 1/60 s step had left it) reaches the nearer one in the step's direction.
    func testAFileAt30FpsStepsItsFramesAndLandsOnThem() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 1)
        c.stepFrameRate = 30
        _ = c.handle(.space)
        _ = c.handle(.right); _ = c.handle(.right)
        XCTAssertEqual(c.clock.time * 30, 2, accuracy: 1e-9)
        c.scrub(to: 21.5 / 30)
        _ = c.handle(.right)
        XCTAssertEqual(c.clock.time * 30, 22, accuracy: 1e-9)
        c.scrub(to: 21.5 / 30)
        _ = c.handle(.left)
        XCTAssertEqual(c.clock.time * 30, 21, accuracy: 1e-9)
        for _ in 0..<30 { _ = c.handle(.left) }
        XCTAssertEqual(c.clock.time, 0)
    }

    func testSpeedIsClampedToPointOneToFour() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 1)
        for _ in 0..<5 { _ = c.handle(.character("+")) }
        XCTAssertEqual(c.clock.speed, 4)
        for _ in 0..<10 { _ = c.handle(.character("-")) }
        XCTAssertEqual(c.clock.speed, 0.1)
        for expected in [0.125, 0.25, 0.5, 1.0] {
            _ = c.handle(.character("+"))
            XCTAssertEqual(c.clock.speed, expected, "doubling from the floor leads back to exactly 1x")
        }
        XCTAssertEqual(PreviewController(sceneIndex: 0, sceneCount: 1, speed: .nan).clock.speed, 1)
    }

    func testSceneSwitchingWrapsAndRestarts() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 3)
        c.tick(realSeconds: 2)
        XCTAssertEqual(c.handle(.tab), [.loadScene(index: 1)])
        XCTAssertEqual(c.clock.time, 0)
        XCTAssertEqual(c.handle(.tab, .shift), [.loadScene(index: 0)])
        XCTAssertEqual(c.handle(.tab, .shift), [.loadScene(index: 2)])
        XCTAssertEqual(c.handle(.digit(1)), [.loadScene(index: 0)])
        XCTAssertEqual(c.handle(.digit(9)), [], "no ninth scene")
    }

    /// With the user's file open, a digit or Tab typed by mistake does not leave it (the recorded taps
    /// went with it); Ctrl+digit and Ctrl+Tab still switch.
    func testWithAFileOpenOnlyCtrlSwitchesScenes() {
        var c = PreviewController(sceneIndex: 2, sceneCount: 3)
        c.plainKeysSwitchScenes = false
        XCTAssertEqual(c.handle(.digit(1)), [])
        XCTAssertEqual(c.handle(.tab), [])
        XCTAssertEqual(c.handle(.tab, .shift), [])
        XCTAssertEqual(c.sceneIndex, 2)
        XCTAssertEqual(c.handle(.digit(1), .control), [.loadScene(index: 0)])
        XCTAssertEqual(c.handle(.tab, .control), [.loadScene(index: 1)])
    }

    func testScreenshotRestartQuitAndSceneKeys() {
        var c = PreviewController(sceneIndex: 1, sceneCount: 2)
        XCTAssertEqual(c.handle(.character("p")), [.screenshotPresentation])
        XCTAssertEqual(c.handle(.character("m")), [.screenshotModel])
        c.tick(realSeconds: 1)
        XCTAssertEqual(c.handle(.character("r")), [.loadScene(index: 1)])
        XCTAssertEqual(c.clock.time, 0)
        XCTAssertEqual(c.handle(.enter), [.sceneEvent(.enter)])
        XCTAssertEqual(c.handle(.escape), [.quit])
    }

    func testTweakPanelSelectsAndAdjusts() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 1, parameterCount: 3)
        _ = c.handle(.character("t"))
        XCTAssertTrue(c.isPanelVisible)
        _ = c.handle(.up)
        XCTAssertEqual(c.selectedParameter, 2, "wraps upwards")
        XCTAssertEqual(c.handle(.right), [.adjustParameter(index: 2, steps: 1, fine: false)])
        XCTAssertEqual(c.handle(.left, .shift), [.adjustParameter(index: 2, steps: -1, fine: true)])
        XCTAssertEqual(c.clock.time, 0, "arrows adjust, not step, while the panel is open")
    }

    func testRestartOnReloadToggle() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 1)
        c.tick(realSeconds: 1.5)
        XCTAssertEqual(c.timeAfterReload(), 1.5, "keeps the playhead by default")
        _ = c.handle(.character("l"))
        XCTAssertEqual(c.timeAfterReload(), 0)
    }

    func testHCyclesHelpThenHiddenThenHUD() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 1)
        XCTAssertTrue(c.isHUDVisible)
        _ = c.handle(.character("h"))
        XCTAssertTrue(c.isHelpVisible && c.isHUDVisible)
        _ = c.handle(.character("h"))
        XCTAssertFalse(c.isHelpVisible || c.isHUDVisible)
        _ = c.handle(.character("h"))
        XCTAssertTrue(c.isHUDVisible && !c.isHelpVisible)
    }

    func testScrubbingOnTheTimelinePausesAtThatTime() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 1)
        c.timelineLength = 12
        c.tick(realSeconds: 1)
        c.scrub(x: 200, width: 800)
        XCTAssertEqual(c.clock.time, 3, accuracy: 1e-12)
        XCTAssertTrue(c.clock.isPaused)
        c.scrub(x: -5, width: 800)
        XCTAssertEqual(c.clock.time, 0)
        c.scrub(x: 900, width: 800)
        XCTAssertEqual(c.clock.time, 12, accuracy: 1e-12)
    }
}

final class PreviewControllerTrackKeyTests: XCTestCase {
    func testATogglesTheAnimationTracks() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 1)
        XCTAssertTrue(c.isTracksVisible, "shown by default")
        XCTAssertEqual(c.handle(.character("a")), [])
        XCTAssertFalse(c.isTracksVisible)
        _ = c.handle(.character("a"))
        XCTAssertTrue(c.isTracksVisible)
    }

    /// A preview restarted after the scene's code failed opens with the same panels, zoom, background,
    /// comparison, text size and selection, through the JSON file the supervisor keeps.
    func testTheWindowStateSurvivesARestart() throws {
        var before = PreviewController(sceneIndex: 0, sceneCount: 1)
        for key in ["t", "i", "a", "b", "c"] { _ = before.handle(.character(Character(key))) }
        before.viewport.zoom(by: 2.5)
        before.viewport.stepTextZoom(1)
        let data = try JSONEncoder().encode(before.windowState(selectedLayer: [0, 2, -1]))
        let state = try JSONDecoder().decode(PreviewWindowState.self, from: data)
        var after = PreviewController(sceneIndex: 0, sceneCount: 1)
        after.restore(state)
        XCTAssertEqual([after.isPanelVisible, after.isInspectorVisible, after.isTracksVisible], [true, true, false])
        XCTAssertEqual(after.viewport, before.viewport)
        XCTAssertEqual(after.viewport.zoom, 2.5)
        XCTAssertEqual(after.viewport.textZoom, 1.1)
        XCTAssertEqual(after.viewport.background, .light)
        XCTAssertEqual(state.selectedLayer, [0, 2, -1])
        var garbled = state
        (garbled.zoom, garbled.background, garbled.textZoom) = (.nan, 99, 1e9)
        var safe = PreviewController(sceneIndex: 0, sceneCount: 1)
        safe.restore(garbled)
        XCTAssertEqual([safe.viewport.zoom, safe.viewport.textZoom], [1, 3], "out of range falls back or is clamped")
        XCTAssertEqual(safe.viewport.background, .dark)
    }
}
