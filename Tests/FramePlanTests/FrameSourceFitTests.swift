import Sandglass
import XCTest

/// A scene that scales to fit (an animation file) shown at another size: aspect fit, centred, with the
/// margin still added around the given rectangle; a scene that does not keeps its own scale.
final class FrameSourceFitTests: XCTestCase {
    /// A 40 x 20 scene with a 10 x 10 square at (5, 6).
    private func source(scalesToFit: Bool, size: CGSize, margin: CGFloat = 0) -> FrameSource {
        let info = SceneInfo(name: "fit", summary: "", naturalSize: CGSize(width: 40, height: 20), backgroundColor: .black,
                             overflowMargin: margin, scalesToFit: scalesToFit)
        let descriptor = SceneDescriptor(info: info, parameters: SceneParameters(scene: "fit", [])) { _, _ in FitScene() }
        return FrameSource(SceneRunner(descriptor, context: NonRenderingSceneContext()), size: size)
    }

    private final class FitScene: SceneContent {
        let rootLayer = CALayer()
        init() {
            rootLayer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            let square = CALayer()
            square.frame = CGRect(x: 5, y: 6, width: 10, height: 10)
            square.backgroundColor = .red
            rootLayer.addSublayer(square)
        }
    }

    func testFitTransformScalesByTheSmallerRatioAndCentres() {
        let info = SceneInfo(name: "f", summary: "", naturalSize: CGSize(width: 40, height: 20), backgroundColor: .black,
                             scalesToFit: true)
        let t = info.fitTransform(for: CGSize(width: 100, height: 100))
        XCTAssertEqual([t.m11, t.m22, t.m41, t.m42], [2.5, 2.5, 0, 25])
        XCTAssertTrue(info.fitTransform(for: CGSize(width: 40, height: 20)).isIdentity)
    }

    func testAFittingSceneIsScaledIntoTheGivenSize() {
        let tree = source(scalesToFit: true, size: CGSize(width: 100, height: 100), margin: 2).frame(at: 0).tree
        XCTAssertEqual(tree.size, CGSize(width: 104, height: 104))
        let square = tree.nodes[1].world
        XCTAssertEqual([square.m11, square.m41, square.m42], [2.5, 2 + 12.5, 2 + 25 + 15], "(5, 6) × 2.5, then (0, 25) and the margin")
    }

    func testAnotherSceneKeepsItsScale() {
        let tree = source(scalesToFit: false, size: CGSize(width: 100, height: 100)).frame(at: 0).tree
        XCTAssertEqual([tree.nodes[1].world.m11, tree.nodes[1].world.m41, tree.nodes[1].world.m42], [1, 5, 6])
    }
}
