import Sandglass
import SandglassGL
import SandglassTestSupport
@testable import Scenes
import XCTest

/// Redrawing only what changed (the preview, `bench --damage`) gives, frame after frame, exactly the
/// pixels of a whole redraw; and a seed frame's damage is a part of the target, not all of it.
final class DamageRedrawTests: XCTestCase {
    /// Consecutive frames and jumps across each seed scene's phases.
    static let times: [Double] = [0.5, 0.5 + 1.0 / 60, 1.0, 3.05, 3.05 + 1.0 / 60, 4.2, 6.1, 6.6, 8.3, 11.9]

    func testDamageRedrawsMatchWholeRedrawsInEverySeedScene() throws {
        let context = try SharedGL.requireContext()
        let whole = try SharedGL.requireRenderer()
        let damaged = try Renderer(context: context, shaderDirectory: SharedGL.shaders)
        for name in SceneGoldenFrameTests.seedScenes {
            let scene = try XCTUnwrap(SceneCatalog.scene(named: name))
            let size = scene.info.naturalSize
            let kept = RenderTarget(context: context, width: Int(size.width), height: Int(size.height))
            let fresh = RenderTarget(context: context, width: Int(size.width), height: Int(size.height))
            let source = FrameSource(SceneRunner(scene, context: try SharedGL.requireLayerRenderer()))
            var partial = 0
            for t in Self.times {
                let tree = source.frame(at: t).tree
                damaged.render(tree, into: kept, redrawingOnlyDamage: true)
                if let d = damaged.lastDamage, d.width * d.height < kept.width * kept.height { partial += 1 }
                whole.render(tree, into: fresh)
                let difference = GoldenImage(directory: GoldenImage.failureDirectory)
                    .compare(kept.readPixels(), fresh.readPixels())
                XCTAssertEqual(difference?.mismatches, 0, "\(name) at \(t): worst \(difference?.worst ?? -1)")
            }
            XCTAssertGreaterThan(partial, 0, "\(name): some frame redraws only a part")
        }
    }

    func testAFrameThatChangesNothingDrawsNothing() throws {
        let context = try SharedGL.requireContext()
        let damaged = try Renderer(context: context, shaderDirectory: SharedGL.shaders)
        let scene = try XCTUnwrap(SceneCatalog.scene(named: "matching"))
        let source = FrameSource(SceneRunner(scene, context: try SharedGL.requireLayerRenderer()))
        let target = RenderTarget(context: context, width: 200, height: 200)
        let tree = source.frame(at: 1).tree
        damaged.render(tree, into: target, redrawingOnlyDamage: true)
        XCTAssertNil(damaged.lastDamage, "the first frame is drawn whole")
        damaged.render(tree, into: target, redrawingOnlyDamage: true)
        XCTAssertEqual(damaged.lastDamage, DeviceRect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(damaged.lastFrame.drawCalls, 0)
    }
}
