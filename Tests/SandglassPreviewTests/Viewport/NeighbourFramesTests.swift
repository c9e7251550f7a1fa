import Sandglass
@testable import SandglassPreview
import XCTest

/// Onion skin of neighbouring frames: three ghosts before and three after the shown frame, each the
/// presentation at its time, fading with the distance, drawn over the shown frame without its background.
final class NeighbourFramesTests: XCTestCase {
    func testSixGhostsAtTheNeighbouringFramesFadingWithDistance() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.position = CGPoint(x: 0, y: 50)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(dot)
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration, move.beginTime) = (0, 60, 1, 1e-9)
        dot.add(move, forKey: "move")
        let build = { (layers: CALayer) in
            RenderTreeBuilder.build(root: layers, size: CGSize(width: 100, height: 100), backgroundColor: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        }
        let shown = build(root.presentationTree(at: 0.5))
        let tree = NeighbourFrames.combine(shown, root: root, at: 0.5, build: build)

        let ghosts = Array(tree.children(of: 0).suffix(6))
        XCTAssertEqual(tree.children(of: 0).count, shown.children(of: 0).count + 6)
        XCTAssertEqual(ghosts.map { tree.nodes[$0].opacity }, [0.1, 0.1, 0.2, 0.2, 0.3, 0.3].map { CGFloat($0) })
        XCTAssertTrue(ghosts.allSatisfy { tree.nodes[$0].backgroundColor == nil }, "a ghost does not cover the frame")
        // The dot at x = 60 t: 30 at 0.5 s, one point a frame; its node's left edge is x - 5.
        let lefts = ghosts.map { tree.nodes[tree.children(of: $0).first!].world.m41 }
        for (left, expected) in zip(lefts, [22.0, 28, 23, 27, 24, 26]) { XCTAssertEqual(Double(left), expected, accuracy: 1e-6) }
        XCTAssertEqual(NeighbourFrames.offsets, [-3, 3, -2, 2, -1, 1])
    }

    func testNoGhostBeforeTheStartAndTheKeyTogglesThem() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let build = { (layers: CALayer) in
            RenderTreeBuilder.build(root: layers, size: CGSize(width: 10, height: 10), backgroundColor: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        }
        let shown = build(root.presentationTree(at: 1.0 / 60))
        let tree = NeighbourFrames.combine(shown, root: root, at: 1.0 / 60, build: build)
        XCTAssertEqual(tree.children(of: 0).count, shown.children(of: 0).count + 4, "-2 and -3 frames are before 0: left out")
        var controller = PreviewController(sceneIndex: 0, sceneCount: 1)
        XCTAssertFalse(controller.viewport.showsNeighbourFrames)
        _ = controller.handle(.character("o"))
        XCTAssertTrue(controller.viewport.showsNeighbourFrames)
    }
}
