import SandglassTooling
import UIKit
import XCTest

/// A toast that shows, then fades itself out after a delay, as iOS code schedules it: `asyncAfter` on
/// the main queue, with the older `NSEC_PER_SEC` arithmetic for the second step. `@unchecked Sendable`
/// only because this test target is Swift 6 code: there Swift treats main-queue work as main-actor
/// code, which may capture a view on iOS (its UIView is main-actor isolated) but not here. Scene files
/// compile in Swift 5 mode and need nothing.
final class ToastView: UIView, @unchecked Sendable {
    override init(frame: CGRect) {
        super.init(frame: frame)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            self?.alpha = 0.5
            DispatchQueue.main.asyncAfter(deadline: .now() + Double(NSEC_PER_SEC / 4) / Double(NSEC_PER_SEC)) {
                self?.alpha = 0
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now()) { [weak self] in self?.backgroundColor = .red }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class DelayedWorkTests: XCTestCase {
    private let scene = SceneDescriptor(name: "toast", size: CGSize(width: 20, height: 20)) {
        ToastView(frame: .zero)
    }

    /// (opacity, shown): the view's model opacity and whether the zero-delay work has run.
    private func state(_ runner: SceneRunner) -> (Float, Bool) {
        let layer = runner.modelTree()
        return (layer.opacity, layer.backgroundColor != nil)
    }

    /// The work runs at the frame its delay reaches in scene time, however the runner got there.
    func testMainQueueWorkRunsOnTheSceneClockAndReplaysOnASeek() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        XCTAssertTrue(state(runner) == (1, false), "built at 0: nothing has run")
        runner.seek(to: 1.0 / 60)
        XCTAssertTrue(state(runner) == (1, true), "a zero delay runs on the next frame")
        runner.seek(to: 29.0 / 60)
        XCTAssertEqual(state(runner).0, 1)
        runner.seek(to: 0.5)
        XCTAssertEqual(state(runner).0, 0.5)
        runner.seek(to: 0.74)
        XCTAssertEqual(state(runner).0, 0.5, "scheduled at 0.5 for a quarter second: not yet")
        runner.seek(to: 0.75)
        XCTAssertEqual(state(runner).0, 0)
        runner.seek(to: 0.2)
        XCTAssertTrue(state(runner) == (1, true), "scrubbing back rebuilds and replays")
    }
}
