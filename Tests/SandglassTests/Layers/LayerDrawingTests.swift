import Foundation
import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// setNeedsDisplay → display → draw(in:) → contents, at the commit, as Core Animation does it.
final class LayerDrawingTests: XCTestCase {
    /// Fills its left half red in y-down layer coordinates, counting its draws.
    final class HalfRedLayer: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(CGColor.red)
            ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height / 4))
        }
    }

    final class Painter: CALayerDelegate {
        var laidOut = 0
        func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(CGColor.blue)
            ctx.fill(ctx.boundingBoxOfClipPath)
        }
        func layoutSublayers(of layer: CALayer) { laidOut += 1 }
    }

    private func rgba(_ image: CGImage?, _ x: Int, _ y: Int) -> [UInt8]? {
        image?.pixel(x: x, y: y).map { [$0.r, $0.g, $0.b, $0.a] }
    }

    func testALayerDrawsOnlyOnceAskedAndAtTheCommit() {
        let layer = HalfRedLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.layoutAndDisplayIfNeeded()
        XCTAssertNil(layer.contents, "a new layer draws nothing until asked")
        layer.setNeedsDisplay()
        XCTAssertTrue(layer.needsDisplay())
        XCTAssertNil(layer.contents, "drawing waits for the commit")
        layer.layoutAndDisplayIfNeeded()
        XCTAssertEqual(layer.draws, 1)
        XCTAssertFalse(layer.needsDisplay())
        XCTAssertEqual(rgba(layer.contents, 0, 0), [255, 0, 0, 255], "y down: the top rows")
        XCTAssertEqual(rgba(layer.contents, 3, 1), [255, 0, 0, 255])
        XCTAssertEqual(rgba(layer.contents, 4, 0), [0, 0, 0, 0])
        XCTAssertEqual(rgba(layer.contents, 0, 7), [0, 0, 0, 0])
        layer.layoutAndDisplayIfNeeded()
        XCTAssertEqual(layer.draws, 1, "not redrawn unless marked again")
    }

    func testContentsScaleAndBoundsOrigin() {
        let layer = HalfRedLayer()
        layer.bounds = CGRect(x: 10, y: 20, width: 4, height: 8)
        layer.contentsScale = 2
        layer.displayIfNeeded()
        layer.display()
        XCTAssertEqual(layer.contents?.width, 8)
        XCTAssertEqual(layer.contents?.height, 16)
        XCTAssertEqual(rgba(layer.contents, 3, 3), [255, 0, 0, 255], "2 × 2 pt red at 2 px/pt")
        XCTAssertEqual(rgba(layer.contents, 4, 3), [0, 0, 0, 0])
        XCTAssertEqual(rgba(layer.contents, 3, 4), [0, 0, 0, 0])
    }

    func testNeedsDisplayOnBoundsChangeRedrawsAtTheNewSize() {
        let layer = HalfRedLayer()
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.layoutAndDisplayIfNeeded()
        XCTAssertEqual(layer.contents?.width, 4)
        layer.bounds.size.width = 6
        layer.layoutAndDisplayIfNeeded()
        XCTAssertEqual(layer.contents?.width, 6)
        XCTAssertEqual(layer.draws, 2)
    }

    func testDrawsAsynchronouslyIsKeptAndDrawsTheSame() {
        let layer = HalfRedLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        XCTAssertFalse(layer.drawsAsynchronously)
        layer.drawsAsynchronously = true
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertEqual(rgba(layer.contents, 3, 1), [255, 0, 0, 255], "drawn when display() returns")
        XCTAssertEqual(rgba(layer.contents, 4, 1), [0, 0, 0, 0])
        XCTAssertTrue(layer.presentationTree(at: 0).drawsAsynchronously)
    }

    func testTheDelegateDrawsAndLaysOut() {
        let parent = CALayer(), child = CALayer()
        let painter = Painter()
        child.delegate = painter
        parent.delegate = painter
        child.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
        parent.addSublayer(child)
        parent.setNeedsLayout()
        child.setNeedsDisplay()
        parent.layoutAndDisplayIfNeeded()
        XCTAssertEqual(rgba(child.contents, 1, 1), [0, 0, 255, 255])
        XCTAssertEqual(painter.laidOut, 2, "the parent was marked; the child's bounds change marked it")
        XCTAssertNil(parent.contents)
    }

    func testAScenesLayersAreDrawnBeforeTheFrame() {
        final class DrawingScene: SceneContent {
            let rootLayer = CALayer()
            let drawn = HalfRedLayer()
            init() {
                drawn.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
                drawn.setNeedsDisplay()
                rootLayer.addSublayer(drawn)
            }
            func handle(_ event: SceneEvent) {}
            var soundCues: [SoundCue] { [] }
        }
        let info = SceneInfo(name: "drawing", summary: "", naturalSize: CGSize(width: 2, height: 2), backgroundColor: .black)
        let runner = SceneRunner(SceneDescriptor(info: info, parameters: SceneParameters(scene: "drawing", [])) { _, _ in DrawingScene() },
                                 context: NonRenderingSceneContext())
        runner.seek(to: 0.5)
        let tree = runner.presentationTree()
        XCTAssertEqual(rgba(tree.sublayers?.first?.contents, 0, 0), [255, 0, 0, 255])
    }
}
