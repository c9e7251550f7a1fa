import Sandglass
import SandglassTestSupport
@testable import Scenes
import XCTest

/// Every seed scene's draw list at the times its pictures are pinned (`SceneGoldenFrameTests`), as
/// `sandglass plan` prints it, checked without GL: a planner change shows here as a readable diff of
/// its decisions, before any pixel. Images come from `SolidImageContext`, so the thanos dust and
/// sprites are planned, with the same pixels (and hashes) on every machine.
final class ScenePlanGoldenTests: XCTestCase {
    private let golden = GoldenText.beside(folder: "PlanGolden")

    func testSeedScenePlansAtTheirGoldenTimes() throws {
        for name in SceneGoldenFrameTests.seedScenes {
            let scene = try XCTUnwrap(SceneCatalog.scene(named: name))
            let source = FrameSource(SceneRunner(scene, context: SolidImageContext()))
            let planner = FramePlanner()
            for t in SceneGoldenFrameTests.seedTimes {
                let tree = source.frame(at: t).tree
                let pixels = tree.pixelSize(scale: 1)
                planner.plan(tree, width: pixels.width, height: pixels.height)
                golden.assertMatches(FramePlanDump.text(of: planner.plan, tree: tree), "\(name)-t\(String(format: "%.2f", t)).txt")
            }
        }
    }
}
