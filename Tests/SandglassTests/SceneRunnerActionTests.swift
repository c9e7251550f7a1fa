import Sandglass
import XCTest

/// A scene whose action (Enter) dims its root, the way arscanning's ends its scan.
private final class Dimmer: SceneContent {
    let rootLayer = CALayer()
    func handle(_ event: SceneEvent) { if case .enter = event { rootLayer.opacity *= 0.5 } }
}

/// The runner keeps the scene's actions at their times: playing to a time, whichever way it got
/// there, sends each action it passes, once.
final class SceneRunnerActionTests: XCTestCase {
    private let scene = SceneDescriptor(
        info: SceneInfo(name: "dimmer", summary: "test", naturalSize: CGSize(width: 10, height: 10), backgroundColor: .white),
        parameters: SceneParameters(scene: "dimmer", [.number("duration", 1, in: 0.1...10, unit: "s", help: "unused")])) { _, _ in
        Dimmer()
    }

    private func opacity(_ runner: SceneRunner) -> Float { runner.scene.rootLayer.opacity }

    func testScrubbingBackAndForthReplaysTheActionAtItsTime() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.seek(to: 1)
        runner.recordAction()
        XCTAssertEqual(opacity(runner), 0.5)
        runner.seek(to: 0.5)
        XCTAssertEqual(opacity(runner), 1, "before the action: as it was then")
        runner.seek(to: 2)
        XCTAssertEqual(opacity(runner), 0.5, "past it again: the action happened again, once")
        runner.seek(to: 1)
        XCTAssertEqual(opacity(runner), 0.5, "at its very time")
        runner.seek(to: 3)
        XCTAssertEqual(opacity(runner), 0.5, "not sent again while playing on")
    }

    func testARebuildWithNewParamsKeepsTheActions() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.seek(to: 1)
        runner.recordAction()
        runner.seek(to: 3)
        var values = scene.parameters.defaults
        _ = values.set("duration", to: .number(2))
        runner.rebuild(parameters: values)
        XCTAssertEqual(runner.time, 3)
        XCTAssertEqual(opacity(runner), 0.5)
        runner.setActions([])
        XCTAssertEqual(runner.time, 3)
        XCTAssertEqual(opacity(runner), 1)
    }

    /// An action recorded at an earlier time than one already kept (after scrubbing back) goes in its
    /// place; both are sent, in time order, to a fresh build.
    func testActionsKeepTheirOrderAndAreEachSentOnce() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.seek(to: 2)
        runner.recordAction()
        runner.seek(to: 1)
        XCTAssertEqual(opacity(runner), 1)
        runner.recordAction()
        XCTAssertEqual(runner.actionTimes, [1, 2])
        XCTAssertEqual(opacity(runner), 0.5)
        runner.seek(to: 2.5)
        XCTAssertEqual(opacity(runner), 0.25, "the later action too, once")
        let fresh = SceneRunner(scene, context: NonRenderingSceneContext())
        fresh.setActions([2, 1, .nan, -1])
        XCTAssertEqual(fresh.actionTimes, [0, 1, 2], "sorted, finite, from 0")
        fresh.seek(to: 1.5)
        XCTAssertEqual(opacity(fresh), 0.25)
    }
}
