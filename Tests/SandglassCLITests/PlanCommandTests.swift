import Sandglass
@testable import SandglassCommandLine
import Scenes
import XCTest

/// `sandglass plan` prints the planner's draw list of the frame asked for, at the size and scale asked.
final class PlanCommandTests: XCTestCase {
    func testPlanPrintsTheDumpOfTheFrameAtTheSizeAndScaleAsked() throws {
        let captured = CapturedConsole()
        let status = SandglassTool.run(["plan", "matching", "--time", "1.1", "--size", "100x100", "--scale", "2"],
                                       console: captured.console)
        XCTAssertEqual(status, 0, captured.err)
        XCTAssertEqual(captured.err, "")
        // The same frame planned here: 100 pt and the 1 pt margin each side, at 2 px/pt.
        let scene = try XCTUnwrap(SceneCatalog.scene(named: "matching"))
        let tree = FrameSource(SceneRunner(scene, context: NonRenderingSceneContext()), size: CGSize(width: 100, height: 100))
            .frame(at: 1.1).tree
        let planner = FramePlanner()
        planner.plan(tree, width: 204, height: 204)
        XCTAssertEqual(captured.out, FramePlanDump.text(of: planner.plan, tree: tree))
        XCTAssertTrue(captured.out.hasPrefix("frame (102, 102) pt at 2 px/pt over rgba(0.106, 0.114, 0.165, 1)\n"), captured.out)
    }

    func testPlanWithoutATimeIsAUsageError() {
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run(["plan", "matching"], console: captured.console), 2)
        XCTAssertEqual(captured.out, "")
        XCTAssertEqual(captured.err, "sandglass: plan: missing --time T\n")
    }
}
