import Sandglass
import SandglassRender
import SandglassTestSupport
import SandglassSnapshot
@testable import Scenes
import XCTest

/// `presentation().render(in:)` (Cairo) against the GL renderer, on every seed scene at the golden
/// frames' ten times: the two draw the same picture within the tolerance measured here.
///
/// They differ by design where `render(in:)` leaves things out (shadows, conic gradients,
/// perspective, as Core Animation's own does) and in antialiasing of edges; the allowance is per
/// scene: the share of pixels off by more than 24 in a channel, and the mean difference.
final class RenderInContextAgreementTests: XCTestCase {
    /// (share of pixels off by more than 24, mean channel difference) allowed per scene.
    static let allowance: [String: (share: Double, mean: Double)] = [
        // Measured: 0.0116 / 1.05, 0.0105 / 1.23, 0.0103 / 0.74, 0.0001 / 0.03, 0.0211 / 1.51.
        "matching": (0.025, 2.5), "scoregauge": (0.025, 2.5), "arscanning": (0.025, 2.0),
        "sandclock": (0.005, 0.5), "thanos": (0.045, 3.0),
    ]

    func testRenderInContextAgreesWithTheGLRenderer() throws {
        let renderer = try SharedGL.requireLayerRenderer()
        var report: [String] = []
        for name in SceneGoldenFrameTests.seedScenes {
            let scene = try XCTUnwrap(SceneCatalog.scene(named: name))
            let source = FrameSource(SceneRunner(scene, context: renderer))
            var worstShare = 0.0, worstMean = 0.0
            for t in SceneGoldenFrameTests.seedTimes {
                let frame = source.frame(at: t)
                let gl = renderer.render(frame.tree, scale: 1)
                let cairo = SceneRenderer.renderInContext(frame, source: source, scale: 1)
                let (share, mean) = Self.difference(gl, cairo)
                worstShare = max(worstShare, share)
                worstMean = max(worstMean, mean)
                if share > 0.005 {
                    try? PNGCodec.write(cairo, to: NSTemporaryDirectory() + "render-in-\(name)-\(t).png")
                    try? PNGCodec.write(gl, to: NSTemporaryDirectory() + "render-gl-\(name)-\(t).png")
                }
            }
            report.append("\(name): worst share \(String(format: "%.4f", worstShare)), worst mean \(String(format: "%.2f", worstMean))")
            XCTAssertLessThanOrEqual(worstShare, Self.allowance[name]!.share, name)
            XCTAssertLessThanOrEqual(worstMean, Self.allowance[name]!.mean, name)
        }
        print("render(in:) versus GL:\n" + report.joined(separator: "\n"))
    }

    /// The share of pixels with a channel off by more than 24, and the mean channel difference.
    static func difference(_ a: PixelBuffer, _ b: PixelBuffer) -> (share: Double, mean: Double) {
        var off = 0, sum = 0
        for p in 0..<(a.width * a.height) {
            var worst = 0
            for c in 0..<4 {
                let d = abs(Int(a.bytes[p * 4 + c]) - Int(b.bytes[p * 4 + c]))
                sum += d
                worst = max(worst, d)
            }
            if worst > 24 { off += 1 }
        }
        let pixels = Double(a.width * a.height)
        return (Double(off) / pixels, Double(sum) / (pixels * 4))
    }
}
