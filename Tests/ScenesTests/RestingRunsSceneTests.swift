import Sandglass
import SandglassGL
import SandglassTestSupport
@testable import Scenes
import XCTest

/// Frame after frame through one renderer, whose resting runs keep what stays the same (`RestingRuns`),
/// a scene looks as each frame drawn on its own: across the frames where a run is first kept, reused,
/// and given up. In the build before this test, the two frames of thanos where its dust was first kept
/// lost every result drawn before the dust.
final class RestingRunsSceneTests: XCTestCase {
    /// Consecutive frames where runs form: thanos' dust at rest before the snap, stress-dust's first
    /// sprites flying, stress-hairlines' resting circles (the run copied into the frame).
    static let stretches: [(scene: String, from: Double)] = [("thanos", 2.5), ("stress-dust", 0.3), ("stress-hairlines", 0)]

    func testFramesDrawnInSequenceMatchFramesDrawnAlone() throws {
        let context = try SharedGL.requireContext()
        let sequence = try Renderer(context: context, shaderDirectory: SharedGL.shaders)
        let alone = try SharedGL.requireRenderer()
        for (name, from) in Self.stretches {
            let scene = try XCTUnwrap(SceneCatalog.scene(named: name))
            let size = scene.info.naturalSize
            let (width, height) = (Int(size.width), Int(size.height))
            let kept = RenderTarget(context: context, width: width, height: height)
            let fresh = RenderTarget(context: context, width: width, height: height)
            // A frame of another size first makes the lone renderer forget every run it kept.
            let small = RenderTarget(context: context, width: 8, height: 8)
            let source = FrameSource(SceneRunner(scene, context: try SharedGL.requireLayerRenderer()))
            for k in 0..<8 {
                let t = from + Double(k) / 60
                let tree = source.frame(at: t).tree
                sequence.render(tree, into: kept)
                alone.render(tree, into: small)
                alone.render(tree, into: fresh)
                XCTAssertEqual(alone.lastFrame.imagesFromCache + alone.lastFrame.arcsFromCache, 0)
                // Composited over transparent first: 8-bit rounding apart (GoldenImage's tolerance 3).
                let difference = GoldenImage(directory: GoldenImage.failureDirectory).compare(kept.readPixels(), fresh.readPixels())
                XCTAssertEqual(difference?.mismatches, 0, "\(name) at \(t): worst \(difference?.worst ?? -1)")
            }
            XCTAssertGreaterThan(sequence.lastFrame.imagesFromCache + sequence.lastFrame.arcsFromCache, 0,
                                 "\(name): the last frame drew a kept run")
        }
    }
}
