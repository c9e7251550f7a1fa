import Foundation
import Sandglass
@testable import SandglassGL
import SandglassSystem
import XCTest

/// Shapes that need no stencil share one draw call; painter's order is kept across a batch break.
final class BatchingTests: XCTestCase {
    override func setUp() { RenderHarness.currentTestName = name.components(separatedBy: " ").last?.dropLast().description ?? "x" }

    private func ring(_ x: CGFloat, _ color: CGColor) -> RenderNode {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: x, y: 30), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        var shape = ShapeContent(path: path, fillColor: nil, strokeColor: color)
        shape.lineWidth = 6
        return RenderNode(world: .identity, bounds: CGRect(x: 0, y: 0, width: 120, height: 60), content: .shape(shape))
    }

    func testOpaqueStrokesShareOneDrawCall() throws {
        let size = CGSize(width: 120, height: 60)
        let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size))
        let tree = RenderTree(size: size, backgroundColor: .black,
                              nodes: [root, ring(30, .red), ring(50, .green), ring(70, .blue)], children: [0: [1, 2, 3]])
        let pixels = try RenderHarness.render(tree)
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.drawCalls, 1)
        // Painter's order: where the rings cross, the later one is on top.
        XCTAssertEqual(pixels[60, 30 - 20 + 1], RGBA8(0, 0, 255, 255), "blue over green")
    }

    func testTranslucentSquareBreaksTheBatchAndKeepsOrder() throws {
        let size = CGSize(width: 120, height: 60)
        var square = ShapeContent(path: CGPath(rect: CGRect(x: 40, y: 0, width: 20, height: 60)), fillColor: nil,
                                  strokeColor: CGColor(red: 1, green: 1, blue: 1, alpha: 0.5))
        square.lineWidth = 4
        let middle = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size), content: .shape(square))
        let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size))
        let tree = RenderTree(size: size, backgroundColor: .black, nodes: [root, ring(30, .red), middle, ring(70, .blue)],
                              children: [0: [1, 2, 3]])
        _ = try RenderHarness.render(tree)
        // Ring, then the square's three stencil passes, then the last ring.
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.drawCalls, 5)
    }
}
