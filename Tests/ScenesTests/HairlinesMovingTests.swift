import Sandglass
@testable import Scenes
import XCTest

/// stress-hairlines-moving is defined exactly (StressScenes.hairlinesMoving) so that the Cairo and
/// Skia peers draw the same frames. The offsets below come from a C program with the peer's
/// SplitMix64 (seed 2, uniform in [-3, 3)), so these tests fail if the scene and the peers drift apart.
final class HairlinesMovingTests: XCTestCase {
    /// Circle i's offset (dx, dy) from the peer's generator.
    private let offsets: [Int: (dx: Double, dy: Double)] = [
        0: (0.54713840518847645, 1.4948981032429476),
        1: (0.57382848840003176, 1.5925149251701765),
        999: (2.2627008227384904, 0.47185888766493278),
    ]

    private func circles(at t: Double) throws -> [CALayer] {
        let runner = SceneRunner(try XCTUnwrap(SceneCatalog.scene(named: "stress-hairlines-moving")), context: NonRenderingSceneContext())
        runner.seek(to: t)
        return try XCTUnwrap(runner.presentationTree().sublayers)
    }

    /// The offset's share p(t) runs 0 -> 1 -> 0 over 2 s: 0.25 at 0.25 s, 1 at 1 s, 0.5 at 1.5 s,
    /// 0.25 again at 3.75 s (second cycle, going back).
    func testEachCircleMovesByItsOffsetTimesTheTriangleWave() throws {
        for (t, share) in [(0.25, 0.25), (1.0, 1.0), (1.5, 0.5), (3.75, 0.25)] {
            let layers = try circles(at: t)
            XCTAssertEqual(layers.count, 1000)
            for (i, offset) in offsets {
                XCTAssertEqual(layers[i].position.x, 400 + offset.dx * share, accuracy: 1e-9, "circle \(i) at \(t)")
                XCTAssertEqual(layers[i].position.y, 400 + offset.dy * share, accuracy: 1e-9, "circle \(i) at \(t)")
            }
        }
    }

    /// The same circles as stress-hairlines: each path and stroke equal, only the layers move.
    func testTheCirclesAreStressHairlinesCircles() throws {
        let runner = SceneRunner(try XCTUnwrap(SceneCatalog.scene(named: "stress-hairlines")), context: NonRenderingSceneContext())
        runner.seek(to: 0.5)
        let still = try XCTUnwrap(runner.presentationTree().sublayers)
        let moving = try circles(at: 0.5)
        for i in [0, 500, 999] {
            let a = try XCTUnwrap(still[i] as? CAShapeLayer), b = try XCTUnwrap(moving[i] as? CAShapeLayer)
            XCTAssertEqual(a.path, b.path)
            XCTAssertEqual(a.lineWidth, 0.5)
            XCTAssertEqual(b.lineWidth, 0.5)
            XCTAssertEqual(b.strokeColor, CGColor(gray: 1, alpha: 0.8))
            XCTAssertEqual(a.position, CGPoint(x: 400, y: 400))
        }
    }
}
