import Sandglass
import XCTest
@testable import SandglassPreview

/// A scene whose action (Enter) dims its root, the way arscanning's ends its scan.
private final class Dimmer: SceneContent {
    let rootLayer = CALayer()
    func handle(_ event: SceneEvent) { if case .enter = event { rootLayer.opacity = 0.5 } }
}

final class SceneActionTrackTests: XCTestCase {
    private let scene = SceneDescriptor(
        info: SceneInfo(name: "dimmer", summary: "test", naturalSize: CGSize(width: 10, height: 10), backgroundColor: .white),
        parameters: SceneParameters(scene: "dimmer", [.number("duration", 1, in: 0.1...10, unit: "s", help: "unused")])) { _, _ in
        Dimmer()
    }

    private func opacity(_ runner: SceneRunner) -> Float { runner.scene.rootLayer.opacity }

    func testScrubbingBackAndForthReplaysTheActionAtItsTime() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        var track = SceneActionTrack()
        track.play(runner, to: 1)
        runner.send(.enter)
        track.record(at: runner.time)
        XCTAssertEqual(opacity(runner), 0.5)

        track.play(runner, to: 0.5)
        XCTAssertEqual(opacity(runner), 1, "before the action: as it was then")
        track.play(runner, to: 2)
        XCTAssertEqual(opacity(runner), 0.5, "past it again: the action happened again")
        track.play(runner, to: 1)
        XCTAssertEqual(opacity(runner), 0.5, "at its very time")

        runner.seek(to: 0.5)
        runner.seek(to: 2)
        XCTAssertEqual(opacity(runner), 1, "the runner alone forgets it: the bug this fixes")
    }

    func testARebuildWithNewParamsKeepsTheActions() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        var track = SceneActionTrack()
        track.play(runner, to: 1)
        runner.send(.enter)
        track.record(at: 1)
        track.play(runner, to: 3)
        var values = scene.parameters.defaults
        _ = values.set("duration", to: .number(2))
        track.rebuild(runner, with: values)
        XCTAssertEqual(runner.time, 3)
        XCTAssertEqual(opacity(runner), 0.5)
        track.clear()
        track.rebuild(runner, with: values)
        XCTAssertEqual(opacity(runner), 1)
    }

    func testRecordKeepsTimesInOrder() {
        var track = SceneActionTrack()
        for t in [3.0, 1, 2, 1] { track.record(at: t) }
        XCTAssertEqual(track.times, [1, 1, 2, 3])
    }
}
