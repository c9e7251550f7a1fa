@testable import QuartzCore
import Sandglass
import XCTest

/// The builder's flat tree: each node's children are one run of `childIndices` in drawing order, and
/// a tree rebuilt in an older tree's storage is the tree a fresh build gives, frame after frame.
final class RenderTreeBuilderTests: XCTestCase {
    private let size = CGSize(width: 100, height: 100)

    private func layer(_ name: String, z: CGFloat = 0, in parent: CALayer) -> CALayer {
        let l = CALayer()
        l.name = name
        l.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        l.zPosition = z
        parent.addSublayer(l)
        return l
    }

    /// root: a (z 1, masked by m, with a1), b, c (hidden), d.
    private func scene() -> (root: CALayer, a: CALayer, b: CALayer, c: CALayer) {
        let root = CALayer()
        root.name = "root"
        root.frame = CGRect(origin: .zero, size: size)
        let a = layer("a", z: 1, in: root), b = layer("b", in: root), c = layer("c", in: root)
        _ = layer("d", in: root)
        c.isHidden = true
        let m = CALayer()
        m.name = "m"
        a.mask = m
        _ = layer("a1", in: a)
        return (root, a, b, c)
    }

    private func build(_ root: CALayer) -> RenderTree {
        RenderTreeBuilder.build(root: root, size: size, backgroundColor: .black)
    }

    private func bufferAddress(_ tree: RenderTree) -> UInt {
        tree.nodes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    func testChildrenAreRunsInDrawingOrderAfterTheNodesMask() {
        let tree = build(scene().root)
        XCTAssertEqual(tree.nodes.map(\.name), ["root", "b", "d", "a", "m", "a1"], "zPosition order, the hidden c left out")
        XCTAssertEqual(tree.childIndices, [1, 2, 3, 5], "the root's run, then a's")
        XCTAssertEqual(tree.nodes.map(\.childRange), [0..<3, 0..<0, 0..<0, 3..<4, 0..<0, 0..<0])
        XCTAssertEqual(Array(tree.children(of: 0)), [1, 2, 3])
        XCTAssertEqual(Array(tree.children(of: 3)), [5])
        XCTAssertEqual(tree.nodes[3].mask, 4)
    }

    func testARebuildInUsedStorageEqualsAFreshBuildAsLayersComeGoAndReorder() {
        let (root, a, b, c) = scene()
        var tree = build(root)
        let steps: [() -> Void] = [
            { c.isHidden = false },                               // a layer appears
            { b.zPosition = 2 },                                  // b moves to the front
            { _ = self.layer("e", z: -1, in: a) },                // a new sublayer behind a1
            { a.mask = nil; b.opacity = 0 },                      // the mask and b go
            { root.sublayers?.forEach { $0.zPosition = 0 } },     // sibling order again
        ]
        let expectedNames = [["root", "b", "c", "d", "a", "m", "a1"], ["root", "c", "d", "a", "m", "a1", "b"],
                             ["root", "c", "d", "a", "m", "e", "a1", "b"], ["root", "c", "d", "a", "e", "a1"],
                             ["root", "a", "e", "a1", "c", "d"]]
        for (step, names) in zip(steps, expectedNames) {
            let kept = tree
            let keptCopy = build(root)
            step()
            RenderTreeBuilder.rebuild(&tree, root: root, size: size, backgroundColor: .black)
            XCTAssertEqual(tree, build(root))
            XCTAssertEqual(tree.nodes.map(\.name), names)
            XCTAssertEqual(kept, keptCopy, "a tree kept from before the rebuild is unchanged")
        }
        XCTAssertEqual(Array(tree.children(of: 0)), [1, 4, 5], "a, c, d")
        XCTAssertEqual(Array(tree.children(of: 1)), [2, 3], "e, a1")
    }

    /// Nodes are refilled in place over the old ones: every value the old node had (a shadow, a
    /// mask, dashes, a name, another kind of content) must give way to the new layer's.
    func testARefilledNodeKeepsNothingOfTheNodeItReplaces() {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        let dashed = CAShapeLayer()
        dashed.name = "dashed"
        dashed.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        dashed.lineDashPattern = [4, 2]
        dashed.shadowOpacity = 0.5
        dashed.mask = CALayer()
        let plain = CAShapeLayer()
        plain.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.strokeEnd = 0.5
        let gradient = CAGradientLayer()
        gradient.name = "gradient"
        gradient.colors = [CGColor.black, CGColor.white]
        for l in [dashed, plain, gradient] { root.addSublayer(l) }
        var tree = build(root)
        XCTAssertEqual(tree.nodes.map(\.name), ["", "dashed", "", "", "gradient"])
        // Each order puts another layer (and kind of content) in the slots the others held.
        for order in [[plain, gradient, dashed], [gradient, dashed, plain], [dashed, plain, gradient]] {
            for (z, l) in order.enumerated() { l.zPosition = CGFloat(z) }
            RenderTreeBuilder.rebuild(&tree, root: root, size: size, backgroundColor: .black)
            XCTAssertEqual(tree, build(root))
        }
        plain.lineDashPattern = [1, 1]
        dashed.lineDashPattern = nil
        RenderTreeBuilder.rebuild(&tree, root: root, size: size, backgroundColor: .black)
        guard case .shape(let first) = tree.nodes[1].content else { return XCTFail("the dashed shape first") }
        XCTAssertEqual(first.lineDashPattern, [], "its dashes removed")
        XCTAssertNotNil(tree.nodes[1].shadow)
        XCTAssertNil(tree.nodes[3].shadow, "the plain shape in the slot after the mask")
        XCTAssertEqual(tree, build(root))
        // A new path in the same slot replaces the old (refilling compares paths before it assigns).
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8))
        plain.path = circle
        RenderTreeBuilder.rebuild(&tree, root: root, size: size, backgroundColor: .black)
        guard case .shape(let refilled) = tree.nodes[3].content else { return XCTFail("the plain shape after the mask") }
        XCTAssertTrue(refilled.path === circle)
    }

    /// A shape's values live in one box its copies share until one changes (`ShapeContent`): a copy
    /// changed leaves the original as it was, and a tree kept while its storage is rebuilt keeps its
    /// shapes' values.
    func testAShapesCopiesAndAKeptTreeKeepTheirValues() {
        var shape = ShapeContent(path: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), fillColor: nil,
                                 strokeColor: .white)
        let original = shape
        shape.strokeEnd = 0.25
        shape.lineDashPattern = [2, 1]
        XCTAssertEqual([original.strokeEnd, shape.strokeEnd], [1, 0.25])
        XCTAssertEqual([original.lineDashPattern, shape.lineDashPattern], [[], [2, 1]])
        XCTAssertNotEqual(original, shape)
        var same = original
        same.strokeEnd = 1
        XCTAssertEqual(same, original, "equal values, though one was written")

        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        let arc = CAShapeLayer()
        arc.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        arc.strokeEnd = 0.5
        root.addSublayer(arc)
        var tree = build(root)
        let kept = tree
        arc.strokeEnd = 0.75
        RenderTreeBuilder.rebuild(&tree, root: root, size: size, backgroundColor: .black)
        guard case .shape(let then) = kept.nodes[1].content, case .shape(let now) = tree.nodes[1].content else {
            return XCTFail("a shape node in both trees")
        }
        XCTAssertEqual([then.strokeEnd, now.strokeEnd], [0.5, 0.75])
        XCTAssertEqual(tree, build(root))
    }

    /// A layer without a transform is placed in its superlayer's world by its translation alone; the
    /// values are those of the full product, to the bit.
    func testAnUntransformedLayersWorldIsTheFullProductsToTheBit() {
        let l = CALayer()
        l.bounds = CGRect(x: 3, y: -7, width: 40, height: 30)
        l.anchorPoint = CGPoint(x: 0.3, y: 0.9)
        l.position = CGPoint(x: 12.5, y: 33.25)
        l.zPosition = 4
        l.anchorPointZ = 1.5
        var parent = CATransform3DRotate(CATransform3DMakeScale(1.5, -0.75, 2), 0.7, 0.2, 0.3, 1)
        parent.m34 = -1 / 500
        parent = parent.concat(CATransform3DMakeTranslation(101, -17, 5))
        let full = RenderTreeBuilder.localToSuperlayer(l).concat(parent)
        let fast = RenderTreeBuilder.worldTransform(of: l, in: parent)
        XCTAssertEqual(bits(fast), bits(full))
        XCTAssertNotEqual(fast.m41, parent.m41, "moved")
        l.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
        XCTAssertEqual(RenderTreeBuilder.worldTransform(of: l, in: parent), RenderTreeBuilder.localToSuperlayer(l).concat(parent))
    }

    /// Whether a layer's transform is the identity is kept as the transform is written, by any path:
    /// the setter, a key path into it, an animation's presentation copy, and back to the identity.
    func testTheWorldFollowsEveryWayTheTransformIsWritten() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        l.position = CGPoint(x: 50, y: 60)
        let parent = CATransform3DMakeTranslation(5, 7, 0)
        func expectFullProduct(_ layer: CALayer, _ note: String) {
            XCTAssertEqual(RenderTreeBuilder.worldTransform(of: layer, in: parent),
                           RenderTreeBuilder.localToSuperlayer(layer).concat(parent), note)
        }
        l.setValue(0.5, forKeyPath: "transform.rotation.z")
        XCTAssertFalse(l.transform.isIdentity)
        expectFullProduct(l, "a key path into the transform")
        l.transform = CATransform3DIdentity
        expectFullProduct(l, "back to the identity")
        XCTAssertEqual(RenderTreeBuilder.worldTransform(of: l, in: parent).m41, 5 + 50 - 20)
        let spin = CABasicAnimation(keyPath: "transform.scale")
        (spin.fromValue, spin.toValue, spin.duration) = (1.0, 3.0, 1)
        l.add(spin, forKey: "scale")
        let copy = l.presentationTree(at: CACurrentMediaTime() + 0.5)
        XCTAssertFalse(copy.transform.isIdentity)
        expectFullProduct(copy, "an animated presentation copy")
        XCTAssertNotEqual(RenderTreeBuilder.worldTransform(of: copy, in: parent),
                          RenderTreeBuilder.worldTransform(of: l, in: parent))
    }

    private func bits(_ t: CATransform3D) -> [UInt] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            .map(\.bitPattern)
    }

    func testARebuildOfTheSameSceneKeepsTheStorage() {
        let root = scene().root
        var tree = build(root)
        let address = bufferAddress(tree)
        RenderTreeBuilder.rebuild(&tree, root: root, size: size, backgroundColor: .black)
        XCTAssertEqual(bufferAddress(tree), address)
        XCTAssertEqual(tree, build(root))
    }

    func testTreesWithTheSameChildrenListedInAnotherOrderAreEqual() {
        let nodes = (0..<3).map { RenderNode(world: .identity, bounds: .zero, name: "\($0)") }
        var listedLast = RenderTree(size: size, backgroundColor: .black, nodes: nodes, children: [0: [1], 1: [2]])
        XCTAssertEqual(listedLast.childIndices, [1, 2])
        listedLast.setChildren(of: 0, to: [1])
        XCTAssertEqual(listedLast.childIndices, [1, 2, 1], "the root's first run is left unused")
        XCTAssertEqual(listedLast, RenderTree(size: size, backgroundColor: .black, nodes: nodes, children: [0: [1], 1: [2]]))
        XCTAssertNotEqual(listedLast, RenderTree(size: size, backgroundColor: .black, nodes: nodes, children: [0: [2], 2: [1]]))
    }
}
