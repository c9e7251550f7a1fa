import Foundation
import Sandglass
import SandglassBench
import SandglassHeadless
import SandglassSystem

extension BenchCommand {
    /// `bench SCENE --cpu`: `OwnCPUBenchmark`, Sandglass's own CPU per frame with nothing drawn.
    /// JSON: `{"benchmark": "cpu", "scene": S, "frames": N, "from_s": a, "to_s": b, "size": [w, h],
    /// "median_ms": {"evaluate": e, "tessellate": t, "plan": p, "total": e + t + p}, "p99_ms": {same keys},
    /// "draw_commands": n, "arc_instances": n, "allocations_per_frame": n or null, "peak_rss_mb": m}`.
    package static func benchOwnCPU(_ scene: SceneDescriptor, parameters: ParameterValues, size: CGSize, frames: Int,
                                    start: Double, json: Bool, console: Console) throws {
        // A scene that renders layers into images while it builds gets GL when there is some; the
        // measured frames make no GL call either way.
        let r = OwnCPUBenchmark.run(scene, parameters: parameters, context: HeadlessSceneContext.make(), size: size,
                                    frames: frames, start: start, onFrameStep: console.frameStep)
        let (first, last) = measuredSpan(from: start, frames: frames)
        let name = scene.info.name
        let timed = [("evaluate", r.evaluate), ("tessellate", r.tessellate), ("plan", r.plan), ("total", r.total)]
        if json {
            func stats(_ pick: (FrameStatistics) -> Double) -> String { statisticsJSON(timed, pick) }
            try console.print(#"{"benchmark": "cpu", "scene": "\#(name)", "frames": \#(frames), "from_s": \#(rounded(first)), "to_s": \#(rounded(last)), "size": [\#(Int(size.width)), \#(Int(size.height))], "median_ms": \#(stats { $0.median }), "p99_ms": \#(stats { $0.p99 }), "draw_commands": \#(r.drawCommands), "arc_instances": \#(r.arcInstances), "allocations_per_frame": \#(r.allocationsPerFrame.map(String.init) ?? "null"), "peak_rss_mb": \#(rounded(r.peakRSSMegabytes))}"#)
        } else {
            try console.print("\(name) \(Int(size.width))x\(Int(size.height)), own CPU only (nothing drawn), \(frames) frames after 20 warm-up, t = "
                              + String(format: "%.2f...%.2f s", first, last))
            try printStatistics(timed, console: console)
            try console.print("draw commands \(r.drawCommands), arc instances \(r.arcInstances) (last frame), peak RSS "
                              + String(format: "%.1f", r.peakRSSMegabytes) + " MiB"
                              + (r.allocationsPerFrame.map { ", heap allocations per frame \($0)" } ?? ""))
        }
    }
}
