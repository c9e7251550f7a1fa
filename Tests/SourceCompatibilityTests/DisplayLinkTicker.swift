import SandglassTooling
import UIKit
import XCTest

/// Per-frame code as games and custom drawing write it on iOS, with the one change Sandglass needs:
/// the closure form `CADisplayLink { link in … }` for `CADisplayLink(target: self, selector: #selector(step))`.
final class TickerView: UIView {
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// Calls of the half-rate link: (timestamp, targetTimestamp, duration).
    private(set) var slowTicks: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
    private var link: CADisplayLink?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(dot)
        let link = CADisplayLink { [weak self] link in self?.step(link) }
        link.add(to: .main, forMode: .common)
        self.link = link
        let slow = CADisplayLink { [weak self] link in
            self?.slowTicks.append((link.timestamp, link.targetTimestamp, link.duration))
        }
        slow.preferredFramesPerSecond = 30
        slow.add(to: RunLoop.main, forMode: .default)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Two points a frame until the dot's centre reaches 105.
    private func step(_ link: CADisplayLink) {
        dot.center.x += 2
        if dot.center.x >= 105 { link.invalidate() }
    }
}

final class DisplayLinkTests: XCTestCase {
    private let scene = SceneDescriptor(name: "ticker", size: CGSize(width: 200, height: 20)) {
        TickerView(frame: .zero)
    }

    private func dotX(_ runner: SceneRunner) -> CGFloat {
        runner.presentationTree().sublayers?.first?.position.x ?? -1
    }

    func testMovesOnEveryFrameAndSeeksDeterministically() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        XCTAssertEqual(dotX(runner), 5, "added while building: first called on the next frame")
        runner.seek(to: 0.5)
        XCTAssertEqual(dotX(runner), 65, "30 frames")
        runner.seek(to: 0.51)
        XCTAssertEqual(dotX(runner), 65, "no frame between 30/60 and 0.51")
        runner.seek(to: 2)
        XCTAssertEqual(dotX(runner), 105, "invalidated after 50 frames")
        runner.seek(to: 0.25)
        XCTAssertEqual(dotX(runner), 35, "a seek back replays from the start: 15 frames")
        let fresh = SceneRunner(scene, context: NonRenderingSceneContext())
        fresh.seek(to: 0.25)
        XCTAssertEqual(dotX(fresh), 35, "the same as a render at 0.25")
    }

    func testHalfRateLinkTimes() throws {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.seek(to: 0.1)
        let view = try XCTUnwrap(runner.scene.rootLayer.delegate as? TickerView)
        XCTAssertEqual(view.slowTicks.map(\.1), [2.0 / 60, 4.0 / 60, 6.0 / 60], "every other frame")
        XCTAssertEqual(view.slowTicks.map(\.0), [0, 2.0 / 60, 4.0 / 60], "the frame before, at its rate")
        XCTAssertEqual(view.slowTicks.map(\.2), [1.0 / 60, 1.0 / 60, 1.0 / 60], "the display's interval")
    }
}
