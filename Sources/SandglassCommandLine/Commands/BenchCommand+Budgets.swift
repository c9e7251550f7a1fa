import Foundation
import Sandglass
import SandglassHeadless
import SandglassSystem
import Scenes

// The two performance budgets that are not scenes, measured like a scene: 20 warm-up runs, then
// N measured, median and p99 in milliseconds, one JSON object with `--json`.
extension BenchCommand {
    /// `bench --dust-split`: `DustSplitBenchmark` of a `size` panel (pixels = points).
    /// JSON: `{"benchmark": "dust-split", "runs": N, "size": [w, h], "images": 32, "passes": 2,
    /// "median_ms": m, "p99_ms": p}`.
    package static func benchDustSplit(runs: Int, size: CGSize, json: Bool, console: Console) throws {
        let r = DustSplitBenchmark.run(width: Int(size.width), height: Int(size.height), runs: runs)
        let stats = FrameStatistics(samples: r.samples)
        if json {
            try console.print(#"{"benchmark": "dust-split", "runs": \#(runs), "size": [\#(r.width), \#(r.height)], "images": \#(r.images), "passes": \#(r.passes), "median_ms": \#(rounded(stats.median)), "p99_ms": \#(rounded(stats.p99))}"#)
        } else {
            try console.print("dust split \(r.width)x\(r.height) into \(r.images) images (\(r.passes) passes), \(runs) runs after 20 warm-up")
            try printStatistics([("split", stats)], console: console)
        }
    }

    /// `bench SCENE --screenshot`: `ScreenshotBenchmark` into a temporary folder, removed afterwards.
    /// JSON: `{"benchmark": "screenshot", "scene": S, "runs": N, "size": [w, h], "median_ms": {"readback": a,
    /// "encode": b, "total": c}, "p99_ms": {same keys}, "png_bytes": n}`.
    package static func benchScreenshot(_ scene: SceneDescriptor, parameters: ParameterValues, runs: Int, size: CGSize,
                                json: Bool, console: Console) throws {
        let layers = try HeadlessSceneContext.makeRendering()
        let r = try withPrivateFolder("sandglass-bench") { folder in
            do {
                return try ScreenshotBenchmark.run(scene, parameters: parameters, renderer: layers.renderer, size: size,
                                                   directory: folder.path, runs: runs,
                                                   onFrameStep: console.frameStep)
            } catch {
                throw CommandFailure(message: "\(error)", exitCode: 1)
            }
        }
        let name = scene.info.name
        let timed = [("readback", r.readback), ("encode", r.encode), ("total", r.total)]
        if json {
            func stats(_ pick: (FrameStatistics) -> Double) -> String { statisticsJSON(timed, pick) }
            try console.print(#"{"benchmark": "screenshot", "scene": "\#(name)", "runs": \#(runs), "size": [\#(r.width), \#(r.height)], "median_ms": \#(stats { $0.median }), "p99_ms": \#(stats { $0.p99 }), "png_bytes": \#(r.pngBytes)}"#)
        } else {
            try console.print("screenshot \(name) \(r.width)x\(r.height) (readback + PNG file), \(runs) runs after 20 warm-up, \(layers.renderer.canvas.context.glVersion)")
            try printStatistics(timed, console: console)
            try console.print("PNG \(r.pngBytes) bytes")
        }
    }
}
