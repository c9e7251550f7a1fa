import Sandglass
import XCTest

/// The root is an ordinary layer: its transform and animations are drawn, about its anchor point,
/// with its model bounds filling the scene's rectangle.
final class RootLayerPlacementTests: XCTestCase {
    private func root() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        root.position = CGPoint(x: 100, y: 100)   // where it sits in a window does not move the picture
        return root
    }

    private func corner(_ tree: RenderTree, _ p: CGPoint) -> [CGFloat] {
        let w = tree.nodes[0].world
        return [p.x * w.m11 + p.y * w.m21 + w.m41, p.x * w.m12 + p.y * w.m22 + w.m42]
    }

    func testAnUntransformedRootFillsTheRectangle() {
        let tree = RenderTreeBuilder.build(root: root(), size: CGSize(width: 40, height: 20), backgroundColor: .black, margin: 3)
        XCTAssertEqual(corner(tree, .zero), [3, 3])
        XCTAssertEqual(corner(tree, CGPoint(x: 40, y: 20)), [43, 23])
    }

    func testTheRootsTransformTurnsItAboutItsAnchor() {
        let r = root()
        r.transform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        let tree = RenderTreeBuilder.build(root: r, size: CGSize(width: 40, height: 20), backgroundColor: .black)
        let topLeft = corner(tree, .zero)
        XCTAssertEqual(topLeft[0], 40, accuracy: 1e-9)
        XCTAssertEqual(topLeft[1], 20, accuracy: 1e-9)
    }

    func testAnAnimationOfTheRootsPositionMovesIt() {
        let r = root()
        let shake = CABasicAnimation(keyPath: "position.x")
        shake.fromValue = 100
        shake.toValue = 110
        shake.duration = 1
        CATransaction.performFrame(at: 0) { r.add(shake, forKey: nil) }
        let shown = r.presentationTree(at: 0.5)
        let tree = RenderTreeBuilder.build(root: shown, size: CGSize(width: 40, height: 20), backgroundColor: .black)
        XCTAssertEqual(corner(tree, .zero)[0], 5, accuracy: 1e-9)
        let model = RenderTreeBuilder.build(root: r.modelTree(), size: CGSize(width: 40, height: 20), backgroundColor: .black)
        XCTAssertEqual(corner(model, .zero)[0], 0, accuracy: 1e-9)
    }
}

/// A rasterized layer is one image node in its place, its sublayers inside the image.
final class RasterizedNodeTests: XCTestCase {
    func testARasterizedLayerIsOneImageNode() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        card.backgroundColor = CGColor.white
        card.opacity = 0.5
        card.shouldRasterize = true
        card.rasterizationScale = 0.5
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        dot.backgroundColor = CGColor.red
        card.addSublayer(dot)
        root.addSublayer(card)
        let tree = RenderTreeBuilder.build(root: root, size: CGSize(width: 40, height: 40), backgroundColor: .black)
        XCTAssertEqual(tree.nodes.count, 2)
        let node = tree.nodes[1]
        XCTAssertTrue(tree.children(of: 1).isEmpty)
        XCTAssertNil(node.backgroundColor)
        XCTAssertEqual(node.opacity, 0.5)
        guard case .image(let content) = node.content else { return XCTFail("not an image") }
        XCTAssertEqual([content.image.width, content.image.height], [10, 10])
        XCTAssertEqual(content.contentsScale, 0.5)
    }
}
