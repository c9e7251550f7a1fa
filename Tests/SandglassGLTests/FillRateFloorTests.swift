import Sandglass
@testable import SandglassGL
import SandglassTestSupport
import XCTest

/// The fill-rate floor's coverage: every pixel each draw covers, overlaps counted twice, at the
/// target's resolution.
final class FillRateFloorTests: XCTestCase {
    func testCoveredPixelsCountOverlapsTwice() throws {
        let context = try SharedGL.requireContext()
        let renderer = try SharedGL.requireRenderer()
        var small = RenderNode.at(CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 10))
        small.backgroundColor = .red
        var large = RenderNode.at(CGPoint(x: 0, y: 0), size: CGSize(width: 20, height: 20))
        large.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let size = CGSize(width: 40, height: 40)
        let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size))
        let tree = RenderTree(size: size, backgroundColor: .black, nodes: [root, small, large], children: [0: [1, 2]])
        let target = RenderTarget(context: context, width: 40, height: 40)
        XCTAssertEqual(FillRateFloor.coveredPixels(renderer: renderer, tree: tree, target: target), 100 + 400)
        let doubled = RenderTarget(context: context, width: 80, height: 80)
        XCTAssertEqual(FillRateFloor.coveredPixels(renderer: renderer, tree: tree, target: doubled), 4 * (100 + 400))
    }
}
