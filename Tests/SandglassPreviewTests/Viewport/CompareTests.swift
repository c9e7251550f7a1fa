import Sandglass
@testable import SandglassHeadless
@testable import SandglassPreview
import XCTest

final class CompareTests: XCTestCase {
    func testSideBySideGoesAcrossOrDownWhicheverShowsTheSceneLarger() {
        let scene = CGSize(width: 200, height: 100)
        let across = CompareLayout(scene: scene, viewport: CGSize(width: 1000, height: 400), mode: .sideBySide)
        XCTAssertEqual(across.size, CGSize(width: 408, height: 100), "two scenes and a gap of 4 % of 200")
        XCTAssertEqual(across.model, .zero)
        XCTAssertEqual(across.presentation, CGPoint(x: 208, y: 0))
        let down = CompareLayout(scene: scene, viewport: CGSize(width: 400, height: 1000), mode: .sideBySide)
        XCTAssertEqual(down.size, CGSize(width: 200, height: 204), "a gap of 4 points at least")
        XCTAssertEqual(down.presentation, CGPoint(x: 0, y: 104))
        let onion = CompareLayout(scene: scene, viewport: CGSize(width: 400, height: 1000), mode: .onion)
        XCTAssertEqual(onion, CompareLayout(scene: scene, viewport: .zero, mode: .off))
        XCTAssertEqual(onion.size, scene)
        XCTAssertEqual(onion.presentation, .zero)
    }

    private func tree(_ colour: CGColor, size: CGSize = CGSize(width: 100, height: 50)) -> RenderTree {
        let child = RenderNode(world: CATransform3DMakeTranslation(10, 5, 0), bounds: CGRect(x: 0, y: 0, width: 20, height: 20),
                               backgroundColor: colour, name: "child")
        var root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size), backgroundColor: colour,
                              mask: nil, name: "root")
        root.opacity = 1
        return RenderTree(size: size, backgroundColor: CGColor(gray: 1), nodes: [root, child], children: [0: [1]])
    }

    func testSideBySideCombinesBothTreesClippedAtTheirPlaces() {
        let red = CGColor(red: 1, green: 0, blue: 0), blue = CGColor(red: 0, green: 0, blue: 1)
        let layout = CompareLayout(scene: CGSize(width: 100, height: 50), viewport: CGSize(width: 800, height: 200), mode: .sideBySide)
        let combined = CompareTree.combine(model: tree(red), presentation: tree(blue), layout: layout, mode: .sideBySide)
        XCTAssertEqual(combined.size, CGSize(width: 204, height: 50))
        XCTAssertEqual(combined.nodes.map(\.name), ["compare", "model", "root", "child", "presentation", "root", "child"])
        XCTAssertEqual(Array(combined.children(of: 0)), [1, 4])
        XCTAssertEqual(Array(combined.children(of: 1)), [2])
        XCTAssertEqual(Array(combined.children(of: 2)), [3], "indices shifted")
        XCTAssertEqual(Array(combined.children(of: 5)), [6])
        XCTAssertTrue(combined.nodes[4].masksToBounds)
        XCTAssertEqual(combined.nodes[4].backgroundColor, CGColor(gray: 1), "each copy on the scene's background")
        XCTAssertEqual(combined.nodes[4].world.m41, 104)
        XCTAssertEqual(combined.nodes[6].world.m41, 114, "the presentation's child moved with it")
        XCTAssertEqual(combined.nodes[3].world.m41, 10)
        XCTAssertEqual(combined.nodes[6].backgroundColor, blue)
    }

    func testOnionDrawsTheModelsGhostOverThePresentation() {
        let red = CGColor(red: 1, green: 0, blue: 0), blue = CGColor(red: 0, green: 0, blue: 1)
        let layout = CompareLayout(scene: CGSize(width: 100, height: 50), viewport: .zero, mode: .onion)
        let combined = CompareTree.combine(model: tree(red), presentation: tree(blue), layout: layout, mode: .onion)
        XCTAssertEqual(combined.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(combined.nodes.count, 4)
        XCTAssertEqual(Array(combined.children(of: 0)), [1, 2], "the presentation's child, then the ghost on top")
        XCTAssertEqual(combined.nodes[2].opacity, CompareTree.ghostOpacity)
        XCTAssertNil(combined.nodes[2].backgroundColor, "the ghost's root hides nothing")
        XCTAssertEqual(Array(combined.children(of: 2)), [3])
        XCTAssertEqual(combined.nodes[0].backgroundColor, blue)
    }

    func testCCyclesTheComparison() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 1)
        XCTAssertEqual(c.viewport.compare, .off)
        _ = c.handle(.character("c"))
        XCTAssertEqual(c.viewport.compare, .sideBySide)
        _ = c.handle(.character("c"))
        XCTAssertEqual(c.viewport.compare, .onion)
        _ = c.handle(.character("c"))
        XCTAssertEqual(c.viewport.compare, .off)
    }
}
