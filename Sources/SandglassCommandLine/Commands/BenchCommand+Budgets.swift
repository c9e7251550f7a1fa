import Foundation
import Sandglass
import SandglassBench
import SandglassHeadless
import SandglassSystem
import Scenes

// The benchmarks that are not a scene's frames: the dust split and screenshots, measured like a
// scene (20 warm-up runs, then N measured, median and p99 in milliseconds), the model's evaluation
// and the tessellator; one JSON object each with `--json`.
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

    /// `bench --model`: `ModelBenchmark`, the presentation of 10,000 animated shape layers evaluated
    /// `frames` times after 5 warm-up frames. JSON: `{"benchmark": "model", "layers": 10000,
    /// "frames": N, "median_ms": m, "p99_ms": p, "min_ms": n}`.
    package static func benchModel(frames: Int, json: Bool, console: Console) throws {
        let r = ModelBenchmark.run(layers: 10_000, frames: frames)
        if json {
            try console.print(#"{"benchmark": "model", "layers": \#(r.layers), "frames": \#(r.frames), "median_ms": \#(rounded(r.medianMs)), "p99_ms": \#(rounded(r.p99Ms)), "min_ms": \#(rounded(r.minMs))}"#)
        } else {
            try console.print("\(r)")
        }
    }

    /// `bench --tessellation`: `TessellationBenchmark`, 1,000 circles, `runs` runs of each of its three
    /// cases after one warm-up. JSON: `{"benchmark": "tessellation", "runs": N, "cases": [{"name": s,
    /// "ms": total, "segments": n, "vertices": n, "segments_per_s": x, "vertices_per_s": y}, ...]}`.
    package static func benchTessellation(runs: Int, json: Bool, console: Console) throws {
        let results = TessellationBenchmark.run(count: 1000, iterations: runs)
        if json {
            let cases = results.map {
                #"{"name": "\#($0.name)", "ms": \#(rounded($0.seconds * 1000)), "segments": \#($0.segments), "vertices": \#($0.vertices), "segments_per_s": \#(Int($0.segmentsPerSecond)), "vertices_per_s": \#(Int($0.verticesPerSecond))}"#
            }
            try console.print(#"{"benchmark": "tessellation", "runs": \#(runs), "cases": [\#(cases.joined(separator: ", "))]}"#)
        } else {
            try console.print("tessellator, 1,000 circles, \(runs) runs of each case after one warm-up (totals)")
            for r in results { try console.print("\(r)") }
        }
    }
}
