import Sandglass
@testable import SandglassHeadless
@testable import SandglassPreview
import XCTest

final class VariantLayoutTests: XCTestCase {
    func testTwoVariantsShareTheViewportEachFittedBelowItsLabel() {
        let layout = VariantLayout(canvases: [CGSize(width: 200, height: 300), CGSize(width: 400, height: 300)],
                                   viewport: CGSize(width: 808, height: 624), labelHeight: 20)
        XCTAssertEqual(layout.size, CGSize(width: 808, height: 624))
        XCTAssertEqual(layout.cells, [CGRect(x: 0, y: 0, width: 400, height: 624), CGRect(x: 408, y: 0, width: 400, height: 624)])
        XCTAssertEqual(layout.scales, [2, 1])
        XCTAssertEqual(layout.scenes, [CGRect(x: 0, y: 20, width: 400, height: 600), CGRect(x: 408, y: 170, width: 400, height: 300)])
        XCTAssertEqual(layout.labels, [CGPoint(x: 0, y: 0), CGPoint(x: 408, y: 150)], "each label just above its canvas")
        XCTAssertEqual(layout.scenes[0].maxY, 620, "4 points free below, for the focused one's outline")
    }

    func testThreeVariantsAreLetterboxedOrPillarboxedInTheirCells() {
        let layout = VariantLayout(canvases: [CGSize(width: 164, height: 240), CGSize(width: 82, height: 240), CGSize(width: 328, height: 82)],
                                   viewport: CGSize(width: 1000, height: 504), labelHeight: 20)
        XCTAssertEqual(layout.cells, [CGRect(x: 0, y: 0, width: 328, height: 504), CGRect(x: 336, y: 0, width: 328, height: 504),
                                      CGRect(x: 672, y: 0, width: 328, height: 504)], "(1000 - 2 gaps of 8) / 3, whole points")
        XCTAssertEqual(layout.scales, [2, 2, 1])
        XCTAssertEqual(layout.scenes, [CGRect(x: 0, y: 20, width: 328, height: 480), CGRect(x: 418, y: 20, width: 164, height: 480),
                                       CGRect(x: 672, y: 219, width: 328, height: 82)])
        XCTAssertEqual(layout.labels, [CGPoint(x: 0, y: 0), CGPoint(x: 418, y: 0), CGPoint(x: 672, y: 199)])
        XCTAssertEqual(layout.cell(at: CGPoint(x: 700, y: 10)), 2)
        XCTAssertEqual(layout.cell(at: CGPoint(x: 100, y: 503)), 0)
        XCTAssertNil(layout.cell(at: CGPoint(x: 332, y: 10)), "the gap between two cells")
    }

    func testVariantsAreCombinedScaledIntoTheirPlacesAndClipped() {
        let layout = VariantLayout(canvases: [CGSize(width: 200, height: 300), CGSize(width: 400, height: 300)],
                                   viewport: CGSize(width: 808, height: 624), labelHeight: 20)
        func tree(_ size: CGSize) -> RenderTree {
            let child = RenderNode(world: CATransform3DMakeTranslation(10, 5, 0), bounds: CGRect(x: 0, y: 0, width: 20, height: 20), name: "child")
            let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size), name: "root")
            return RenderTree(size: size, backgroundColor: CGColor(gray: 1), nodes: [root, child], children: [0: [1]])
        }
        let combined = CompareTree.combine(variants: [tree(CGSize(width: 200, height: 300)), tree(CGSize(width: 400, height: 300))],
                                           layout: layout)
        XCTAssertEqual(combined.size, CGSize(width: 808, height: 624))
        XCTAssertEqual(combined.nodes.map(\.name), ["variants", "variant 0", "root", "child", "variant 1", "root", "child"])
        XCTAssertEqual(Array(combined.children(of: 0)), [1, 4])
        XCTAssertEqual(Array(combined.children(of: 5)), [6])
        XCTAssertTrue(combined.nodes[1].masksToBounds)
        XCTAssertEqual(combined.nodes[1].bounds, CGRect(x: 0, y: 0, width: 200, height: 300), "clipped to its canvas")
        XCTAssertEqual(combined.nodes[3].world.m11, 2)
        XCTAssertEqual(combined.nodes[3].world.m41, 20, "the child's 10 points at twice the size, in the first cell")
        XCTAssertEqual(combined.nodes[3].world.m42, 30, "5 points at twice the size, below the label")
        XCTAssertEqual(combined.nodes[6].world.m11, 1)
        XCTAssertEqual(combined.nodes[6].world.m41, 418)
        XCTAssertEqual(combined.nodes[6].world.m42, 175)
    }

    func testAPartOfThePictureMapsLikeAWholeScene() {
        let place = ViewportPlacement(sceneSize: CGSize(width: 808, height: 620), viewport: CGRect(x: 0, y: 80, width: 1616, height: 1240), zoom: 1)
        XCTAssertEqual(place.scale, 2)
        let part = place.part(CGRect(x: 408, y: 170, width: 400, height: 300), scale: 1)
        XCTAssertEqual(part.scene, CGRect(x: 816, y: 420, width: 800, height: 600))
        XCTAssertEqual(part.scale, 2)
        let mapping = ViewportMapping(placement: part, pixelsPerPoint: 2, viewport: CGRect(x: 0, y: 40, width: 808, height: 620), margin: 0)
        XCTAssertEqual(mapping.rootPoint(ofWindow: CGPoint(x: 418, y: 215)), CGPoint(x: 10, y: 5))
    }
}
