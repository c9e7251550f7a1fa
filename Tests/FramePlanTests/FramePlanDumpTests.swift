import Sandglass
import XCTest

/// The plan as a value and as text: equal trees give equal draw lists, and the dump names each
/// decision with rounded numbers and compact transforms.
final class FramePlanDumpTests: XCTestCase {
    /// One buffer for every tree: images are equal by the identity of their pixels.
    private let pixels = CGImage(width: 2, height: 1, premultipliedRGBA: [255, 0, 0, 255, 0, 0, 128, 128])!

    /// A root over dark grey holding a half-opaque rotated card with a background and a triangle (a
    /// group: the triangle covers the background), a gradient seen in perspective, and a skewed image.
    private func tree(cardOpacity: CGFloat = 0.5) -> RenderTree {
        let root = RenderNode(world: .identity, bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        var place = CATransform3DMakeTranslation(10, 20, 0)
        place = CATransform3DRotate(place, .pi / 6, 0, 0, 1)
        let card = RenderNode(world: CATransform3DScale(place, 2, 1, 1), bounds: CGRect(x: 0, y: 0, width: 20, height: 30), opacity: cardOpacity,
                              backgroundColor: CGColor(red: 1, green: 0.5, blue: 0.25), cornerRadius: 4, name: "card")
        let triangle = CGMutablePath()
        triangle.move(to: CGPoint(x: 0, y: 0)); triangle.addLine(to: CGPoint(x: 20, y: 0)); triangle.addLine(to: CGPoint(x: 0, y: 20))
        triangle.closeSubpath()
        let mark = RenderNode(world: place, bounds: CGRect(x: 0, y: 0, width: 20, height: 20),
                              content: .shape(ShapeContent(path: triangle, fillColor: .white, strokeColor: nil)), name: "mark")
        var tilt = CATransform3D.identity
        tilt.m34 = -1.0 / 500
        tilt = CATransform3DConcat(CATransform3DRotate(tilt, .pi / 8, 0, 1, 0), CATransform3DMakeTranslation(50, 60, 0))
        let gradient = GradientContent(kind: .axial, colors: [.red, CGColor(gray: 1, alpha: 1.0 / 3)], locations: [0, 0.75],
                                       startPoint: .zero, endPoint: CGPoint(x: 1, y: 0))
        let floor = RenderNode(world: tilt, bounds: CGRect(x: 0, y: 0, width: 30, height: 20), content: .gradient(gradient))
        let skewed = RenderNode(world: CATransform3D(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 2, tx: 5, ty: 5)),
                                bounds: CGRect(x: 0, y: 0, width: 8, height: 4), content: .image(ImageContent(image: pixels)))
        return RenderTree(size: CGSize(width: 100, height: 100), backgroundColor: CGColor(gray: 0.2),
                          nodes: [root, card, mark, floor, skewed], children: [0: [1, 3, 4], 1: [2]])
    }

    private func planner(_ tree: RenderTree, width: Int = 200) -> FramePlanner {
        let planner = FramePlanner()
        planner.plan(tree, width: width, height: width)
        return planner
    }

    func testEqualTreesGiveEqualDrawListsAndAChangedOpacityDoesNot() {
        XCTAssertEqual(planner(tree()).commands, planner(tree()).commands)
        XCTAssertNotEqual(planner(tree()).commands, planner(tree(cardOpacity: 0.25)).commands)
        XCTAssertNotEqual(planner(tree()).commands, planner(tree(), width: 100).commands)
    }

    func testTheDumpListsStrategiesThenCommandsIndentedInsideGroups() {
        let tree = tree()
        // The image's hash is FNV-1a of its 8 bytes.
        XCTAssertEqual(FramePlanDump.text(of: planner(tree).plan, tree: tree), """
            frame (100, 100) pt at 2 px/pt over rgba(0.2, 0.2, 0.2, 1)
            geometry: 21 batch indices, 0 arcs, 0 shape ranges, 0 shape indices
            strategies: 5 nodes, 4 direct
              #1 "card": group (opacity over sublayers)
            commands: 8
              scissor px(0, 66, 92, 99)
              group, clears box
                quad rect(0, 0, 20, 30), rounded rect(0, 0, 20, 30) radius 4 fill rgba(1, 0.5, 0.25, 1), translate(10, 20) rotate(30) scale(2, 1), opacity 1
                batch 21 indices
              end group, opacity 0.5
              scissor off
              quad rect(0, 0, 30, 20), axial gradient [rgba(1, 0, 0, 1) at 0, rgba(1, 1, 1, 0.333) at 0.75] (0, 0) to (1, 0) over rect(0, 0, 30, 20), matrix(0.962 0.046 -0.383 0.001; 0 1 0 0; 0.29 -0.111 0.924 -0.002; 50 60 0 1), opacity 1
              quad rect(0, 0, 8, 4), image 2x1 #88b8107705ec8e83 part rect(0, 0, 1, 1) over rect(0, 0, 8, 4), affine(1, 0, 0.5, 2, 5, 5), opacity 1

            """)
    }
}
