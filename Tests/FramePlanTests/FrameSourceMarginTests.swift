import Sandglass
import XCTest

/// A scene's overflow margin in the frame every tool draws: the frame covers the scene's rectangle grown
/// by the margin on every side, and root point (x, y) lands on frame point (x + margin, y + margin).
final class FrameSourceMarginTests: XCTestCase {
    /// A 40 x 30 scene file with `margin` and one square layer at (5, 6).
    private func source(margin: String, size: CGSize? = nil) throws -> FrameSource {
        let text = """
            {"size": [40, 30], \(margin) "background": "black",
             "root": {"sublayers": [{"frame": [5, 6, 10, 10], "backgroundColor": "red"}]}}
            """
        let descriptor = try SceneFile.parse(Array(text.utf8), file: "m.json").get()
        return FrameSource(SceneRunner(descriptor, context: NonRenderingSceneContext()), size: size)
    }

    func testTheFrameGrowsByTheMarginAndShiftsTheRoot() throws {
        let s = try source(margin: #""margin": 2,"#)
        XCTAssertEqual(s.margin, 2)
        XCTAssertEqual(s.size, CGSize(width: 40, height: 30))
        XCTAssertEqual(s.canvasSize, CGSize(width: 44, height: 34))
        let tree = s.frame(at: 0).tree
        XCTAssertEqual(tree.size, CGSize(width: 44, height: 34))
        XCTAssertEqual([tree.nodes[0].world.m41, tree.nodes[0].world.m42], [2, 2], "root (0, 0) at frame point (2, 2)")
        XCTAssertEqual([tree.nodes[1].world.m41, tree.nodes[1].world.m42], [7, 8], "the square at root (5, 6)")
    }

    /// `--size` replaces the scene's rectangle; the margin is added around it.
    func testAGivenSizeIsTheScenesRectangle() throws {
        let s = try source(margin: #""margin": 2,"#, size: CGSize(width: 100, height: 50))
        XCTAssertEqual(s.frame(at: 0).tree.size, CGSize(width: 104, height: 54))
    }

    func testNoMarginIsTheScenesRectangle() throws {
        let tree = try source(margin: "").frame(at: 0).tree
        XCTAssertEqual(tree.size, CGSize(width: 40, height: 30))
        XCTAssertEqual([tree.nodes[1].world.m41, tree.nodes[1].world.m42], [5, 6])
    }

    func testAMarginOutOfRangeIsAnError() {
        let text = #"{"size": [40, 30], "margin": -1, "root": {}}"#
        guard case .failure(let error) = SceneFile.parse(Array(text.utf8), file: "m.json") else { return XCTFail("loaded") }
        XCTAssertEqual("\(error)", "m.json:1:30: margin: expected a margin of 0...1024 points, got -1.0")
    }
}
