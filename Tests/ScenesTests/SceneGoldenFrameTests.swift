import Sandglass
import SandglassTestSupport
@testable import Scenes
import XCTest

/// Every scene's picture pinned at several times: the seed scenes at ten times each over their
/// cycles (the flip, the snap, the scan end, the loops), the benchmark scenes at three times at half
/// scale. A renderer change that moves a pixel of any scene shows here, with a diff image.
///
/// The goldens were recorded before the renderer's planner/draw-list redesign (docs/architecture.md),
/// which had to keep every one of them.
final class SceneGoldenFrameTests: XCTestCase {
    /// Ten times covering each seed scene's phases: start, mid-animation, loop seams (3 s, 6.5 s), the
    /// arscanning scan end, the thanos snap, dust and restore.
    static let seedTimes: [Double] = [0, 0.4, 1.1, 1.75, 2.5, 3.05, 4.2, 6.1, 8.3, 11.9]
    static let stressTimes: [Double] = [0, 0.7, 2.3]
    static let seedScenes = ["matching", "scoregauge", "arscanning", "sandclock", "thanos"]
    /// Every other scene that draws something; the 10,000-arc scene is stress-arcs ten times over.
    static let stressScenes = ["stress-arcs", "stress-hairlines", "stress-hairlines-moving", "stress-dashes", "stress-masks", "stress-dust"]

    /// llvmpipe is deterministic on one machine; the allowance covers another CPU's rounding of edge
    /// coverage (a few channels a frame), not a changed picture.
    private let golden = GoldenImage.beside(tolerance: 3, maxMismatches: 24)

    func testSeedScenesAtTenTimes() throws {
        for name in Self.seedScenes {
            try renderAndCompare(name, times: Self.seedTimes, scale: 1)
        }
    }

    /// The sand clock in its loading view: still, mid-run, mid-turn.
    func testLoadingViewAtThreeTimes() throws {
        try renderAndCompare("sandclock-loading", times: [0, 3.05, 6.25], scale: 1)
    }

    /// Confetti falling, at its peak, just after the emitter stops (3 s) and as the last pieces fall;
    /// fireworks rising, bursting and fading.
    func testEmitterScenesAtFourTimes() throws {
        try renderAndCompare("confetti", times: [0.5, 1.5, 3.2, 4.5], scale: 1)
        try renderAndCompare("sparkles", times: [0.8, 1.6, 2.5, 4.0], scale: 1)
    }

    /// The sand clock with its grains as an emitter (`emitterGrains`): a stream down the column.
    func testTheSandClocksEmitterGrains() throws {
        let renderer = try SharedGL.requireLayerRenderer()
        let scene = try XCTUnwrap(SceneCatalog.scene(named: "sandclock"))
        var values = scene.parameters.defaults
        XCTAssertNil(values.set("emitterGrains", to: .bool(true)))
        let source = FrameSource(SceneRunner(scene, parameters: values, context: renderer))
        for t in [1.0, 3.05] {
            golden.assertMatches(renderer.render(source.frame(at: t).tree, scale: 1), "sandclock-emitter-t\(String(format: "%.2f", t))")
        }
    }

    func testBenchmarkScenesAtThreeTimes() throws {
        for name in Self.stressScenes {
            try renderAndCompare(name, times: Self.stressTimes, scale: 0.5)
        }
    }

    private func renderAndCompare(_ name: String, times: [Double], scale: CGFloat,
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let renderer = try SharedGL.requireLayerRenderer()
        let scene = try XCTUnwrap(SceneCatalog.scene(named: name), file: file, line: line)
        // The frames every tool draws: the scene's rectangle and its overflow margin.
        let source = FrameSource(SceneRunner(scene, context: renderer))
        for t in times {
            let pixels = renderer.render(source.frame(at: t).tree, scale: scale)
            golden.assertMatches(pixels, "\(name)-t\(String(format: "%.2f", t))", file: file, line: line)
        }
    }
}
