import Sandglass
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class LayerTreeRowsTests: XCTestCase {
    /// root > [card > [mask, title, icon], dot]
    private func tree() -> (root: CALayer, icon: CALayer) {
        let root = CALayer(), card = CALayer(), title = CATextLayer(), icon = CAShapeLayer(), dot = CALayer()
        card.name = "card"
        card.mask = CALayer()
        card.addSublayer(title)
        card.addSublayer(icon)
        root.addSublayer(card)
        root.addSublayer(dot)
        return (root, icon)
    }

    func testRowsAreDepthFirstMaskFirstAndTheTreeScrollsToThePickedRow() {
        let (root, _) = tree()
        let rows = LayerTreeRows(root: root, names: LayerNames(), folded: [])
        XCTAssertEqual(rows.rows.map(\.name), ["root", "card", "mask", "CATextLayer 0", "CAShapeLayer 1", "CALayer 1"])
        XCTAssertEqual(rows.rows.map(\.depth), [0, 1, 2, 2, 2, 1])
        XCTAssertEqual(rows.index(of: LayerPath([0, 1])), 4, "the scroll target of the icon")
    }

    func testAFoldedRowHidesItsChildrenUnlessAPickedLayerIsInside() {
        let (root, _) = tree()
        let folded = LayerTreeRows(root: root, names: LayerNames(), folded: [LayerPath([0])])
        XCTAssertEqual(folded.rows.map(\.name), ["root", "card", "CALayer 1"])
        XCTAssertNil(folded.index(of: LayerPath([0, 1])))
        let revealed = LayerTreeRows(root: root, names: LayerNames(), folded: [LayerPath([0])], reveal: LayerPath([0, 1]))
        XCTAssertEqual(revealed.index(of: LayerPath([0, 1])), 4)
    }

    func testUnnamedLayersAreCalledByThePropertyTheSceneHoldsThemIn() {
        final class Scene {
            let backdrop = CALayer()
            lazy var spinner = CAShapeLayer()
            let root = CALayer()
            init() {
                root.addSublayer(backdrop)
                root.addSublayer(spinner)
                root.addSublayer(CALayer())
            }
        }
        let scene = Scene()
        let names = LayerNames(reflecting: scene)
        let rows = LayerTreeRows(root: scene.root, names: names, folded: [])
        XCTAssertEqual(rows.rows.map(\.name), ["root", "backdrop", "spinner", "CALayer 2"])
        var history = AnimationHistory()
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.fromValue = 0.0
        spin.toValue = 1.0
        scene.spinner.add(spin, forKey: "spin")
        history.observe(scene.root, names: names)
        XCTAssertEqual(TrackList(history: history).rows.first?.label, "root/spinner")
    }
}
