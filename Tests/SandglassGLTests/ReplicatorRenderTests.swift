import Sandglass
import SandglassSystem
import SandglassTestSupport
import XCTest

/// A replicator's instances are drawn where their transforms put them, with no renderer change: the
/// planner and backend see ordinary layers.
final class ReplicatorRenderTests: XCTestCase {
    func testFourQuarterTurnsDrawFourSquaresAroundTheCentre() throws {
        let renderer = try SharedGL.requireLayerRenderer()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let square = CALayer()
        square.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        square.position = CGPoint(x: 50, y: 15)
        square.backgroundColor = .red
        replicator.addSublayer(square)
        root.addSublayer(replicator)
        let pixels = renderer.render(root.presentationTree(at: 0), size: root.bounds.size, background: .black, scale: 1)
        let red = RGBA8(255, 0, 0, 255), black = RGBA8(0, 0, 0, 255)
        for (x, y) in [(50, 15), (84, 50), (50, 84), (15, 50)] { XCTAssertEqual(pixels[x, y], red, "(\(x), \(y))") }
        for (x, y) in [(50, 50), (15, 15), (84, 84), (50, 25)] { XCTAssertEqual(pixels[x, y], black, "(\(x), \(y))") }
    }
}
