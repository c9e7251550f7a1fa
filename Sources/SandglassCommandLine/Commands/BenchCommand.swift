import Foundation
import Sandglass
import SandglassBench
import SandglassGL
import SandglassHeadless
import SandglassSystem
import Scenes

/// `sandglass bench SCENE`: per-frame timings, headless, medians and p99 (docs/architecture.md §9).
package enum BenchCommand: ToolCommand {
    package static let spec = CommandSpec(
        name: "bench", synopsis: "bench SCENE|--dust-split|--model|--tessellation [--frames N] [--from T] [--size WxH] [--json] [--windowed|--screenshot|--damage|--cpu] [--params FILE]",
        summary: "measure frame times headless: evaluate, tessellate, encode, GPU, total (or a screenshot, the dust split, the model, the tessellator)",
        valueOptions: ["--frames", "--from", "--size", "--params"], flags: ["--json", "--windowed", "--screenshot", "--dust-split", "--model", "--tessellation", "--damage", "--cpu"],
        positionals: ["SCENE"], requiredPositionals: 0,
        details: """
            SCENE                per-frame medians and p99 at t = T + frame/60, 20 warm-up frames then N (default 200)
            --from T             seconds of scene time to start at (default 0): a scene's later phases cost
                                 differently (arscanning fades its rings after 4 s)
            SCENE --windowed     in a real window as the preview draws it (panels hidden, only the damage redrawn),
                                 against the window's empty frame (clear + blit + swap) measured in the same run
            SCENE --screenshot   per frame drawn: GPU readback and the PNG file (as the preview's P key)
            SCENE --damage       each frame redraws only what changed since the one before (as the preview)
            SCENE --cpu          Sandglass's own CPU only (evaluate, tessellate, plan), nothing drawn: a frame's
                                 CPU cost once a real GPU draws it, without llvmpipe's threads and caches around it
            --dust-split         no SCENE: a WxH panel (default 800x600) dealt into 32 dust images, N runs
            --model              no SCENE: the presentation of 10,000 shape layers with three animations each
                                 evaluated, N frames (default 60)
            --tessellation       no SCENE: 1,000 circles flattened and stroked, a dashed hairline stroked, the
                                 circles retrimmed over 120 frames; N runs of each (default 5), totals
            --size WxH           points (= pixels) of the scene's rectangle, its overflow margin added around; 800x800 unless --dust-split
            """)

    package static func run(_ arguments: ParsedArguments, console: Console) throws {
        try checkModes(arguments)
        let frames = try ArgumentParser.count("--frames", in: arguments) ?? 200
        let givenSize = try ArgumentParser.size("--size", in: arguments).map { CGSize(width: $0.width, height: $0.height) }
        if arguments.has("--dust-split") {
            try benchDustSplit(runs: frames, size: givenSize ?? CGSize(width: 800, height: 600), json: arguments.has("--json"),
                           console: console)
            return
        }
        if arguments.has("--model") {
            try benchModel(frames: try ArgumentParser.count("--frames", in: arguments) ?? 60, json: arguments.has("--json"),
                           console: console)
            return
        }
        if arguments.has("--tessellation") {
            try benchTessellation(runs: try ArgumentParser.count("--frames", in: arguments) ?? 5, json: arguments.has("--json"),
                                  console: console)
            return
        }
        if arguments.has("--windowed") {
            try PreviewLauncher.run(["bench"] + arguments.given, console: console)   // a window: sandglass-preview
            return
        }
        let scene = try requireScene(arguments, console: console)
        let size = givenSize ?? CGSize(width: 800, height: 800)
        if arguments.has("--screenshot") {
            try benchScreenshot(scene, parameters: try loadParameters(for: scene, file: arguments.value("--params")),
                                runs: frames, size: size, json: arguments.has("--json"), console: console)
            return
        }
        let values = try loadParameters(for: scene, file: arguments.value("--params"))
        let start = try ArgumentParser.number("--from", in: arguments, range: 0...1e6) ?? 0
        if arguments.has("--cpu") {
            try benchOwnCPU(scene, parameters: values, size: size, frames: frames, start: start,
                            json: arguments.has("--json"), console: console)
            return
        }
        let layers = try HeadlessSceneContext.makeRendering()
        let r = SceneBenchmark.run(scene, parameters: values, renderer: layers.renderer, size: size, frames: frames,
                                   start: start, redrawingOnlyDamage: arguments.has("--damage"),
                                   onFrameStep: console.frameStep)
        // The measured frames' times (after the warm-up).
        let (first, last) = measuredSpan(from: start, frames: frames)
        let name = scene.info.name
        let path = arguments.positionals[0]
        let lottie = LottieSupport.isLottie(path: path)
            ? try LottieBenchmark.run(path: path, times: (0..<frames).map { start + Double(20 + $0) / 60 }, size: scene.info.canvasSize(for: size))
            : nil
        if let skipped = lottie?.rlottieSkipped {
            console.error("note: rlottie not run: \(skipped)")
        }
        let timed = [("evaluate", r.evaluate), ("tessellate", r.tessellate), ("plan", r.plan), ("encode", r.encode),
                     ("gpu", r.gpu), ("total", r.total)]
        if arguments.has("--json") {
            func stats(_ pick: (FrameStatistics) -> Double) -> String { statisticsJSON(timed, pick) }
            try console.print(#"{"scene": "\#(name)", "frames": \#(frames), "from_s": \#(rounded(first)), "to_s": \#(rounded(last)), "size": [\#(Int(size.width)), \#(Int(size.height))], "floor_ms": \#(rounded(r.floor.median)), "median_ms": \#(stats { $0.median }), "p99_ms": \#(stats { $0.p99 }), "encode_cpu_ms": \#(rounded(r.encodeCPU.median)), "draw_calls": \#(r.drawCalls), "vertices": \#(r.vertices), "arc_instances": \#(r.arcInstances), "arc_vertices_built": \#(r.arcVertices), "offscreen_targets": \#(r.offscreenTargets), "texture_uploads": \#(r.textureUploads), "pixels_covered": \#(r.fillFloor.pixelsCovered), "fill_floor_ms": \#(rounded(r.fillFloor.milliseconds)), "allocations_per_frame": \#(r.allocationsPerFrame.map(String.init) ?? "null"), "render_allocations_per_frame": \#(r.renderAllocationsPerFrame.map(String.init) ?? "null"), "evaluate_allocations_per_frame": \#(r.evaluateAllocationsPerFrame.map(String.init) ?? "null"), "plan_allocations_per_frame": \#(r.planAllocationsPerFrame.map(String.init) ?? "null"), "peak_rss_mb": \#(rounded(r.peakRSSMegabytes)), "redraw": "\#(arguments.has("--damage") ? "damage" : "whole")", "redrawn_fraction": \#(rounded(r.redrawnFraction))\#(lottie.map { #", "lottie": {"bytes": \#($0.bytes), "import_ms": \#(rounded($0.importTime.median)), "build_ms": \#(rounded($0.buildTime.median)), "rlottie_median_ms": \#($0.rlottie.map { "\(rounded($0.median))" } ?? "null"), "rlottie_p99_ms": \#($0.rlottie.map { "\(rounded($0.p99))" } ?? "null")}"# } ?? "")}"#)
        } else {
            try console.print("\(name) \(Int(size.width))x\(Int(size.height)), \(frames) frames after 20 warm-up, t = "
                              + String(format: "%.2f...%.2f s, ", first, last) + layers.renderer.canvas.context.glVersion)
            try printStatistics([("evaluate", r.evaluate), ("tessellate", r.tessellate), ("plan", r.plan), ("encode", r.encode),
                                 ("encode cpu", r.encodeCPU), ("gpu", r.gpu), ("total", r.total), ("floor", r.floor)],
                                console: console)
            try console.print(String(format: "fill-rate floor %.3f ms (%d pixels covered x %.2f ns), gpu / fill floor %.1f, total / fill floor %.1f",
                                 r.fillFloor.milliseconds, r.fillFloor.pixelsCovered, r.fillFloor.nanosecondsPerPixel,
                                 r.gpu.median / max(r.fillFloor.milliseconds, 1e-9), r.total.median / max(r.fillFloor.milliseconds, 1e-9)))
            if arguments.has("--damage") {
                try console.print(String(format: "damage redraw: median %.1f %% of the target redrawn a frame", 100 * r.redrawnFraction))
            }
            try console.print("draw calls \(r.drawCalls), vertices \(r.vertices) (arcs: \(r.arcInstances) instances building \(r.arcVertices) vertices), offscreen targets \(r.offscreenTargets), textures uploaded \(r.textureUploads) (all frames), peak RSS \(String(format: "%.1f", r.peakRSSMegabytes)) MiB")
            if let lottie, let rlottie = lottie.rlottie {
                try console.print(String(format: "lottie: import %.2f ms and tree %.2f ms (medians of 20, %d bytes); rlottie draws the same frames "
                                         + "in %.3f ms median, %.3f p99: total / rlottie %.2f",
                                         lottie.importTime.median, lottie.buildTime.median, lottie.bytes, rlottie.median,
                                         rlottie.p99, r.total.median / max(rlottie.median, 1e-9)))
            } else if let lottie {
                try console.print(String(format: "lottie: import %.2f ms and tree %.2f ms (medians of 20, %d bytes); rlottie not run",
                                         lottie.importTime.median, lottie.buildTime.median, lottie.bytes))
            }
            if let a = r.allocationsPerFrame, let ra = r.renderAllocationsPerFrame {
                try console.print("heap allocations per frame \(a) (render \(ra); Sandglass's own: evaluate \(r.evaluateAllocationsPerFrame ?? 0), plan \(r.planAllocationsPerFrame ?? 0))")
            }
        }
    }

    package static func rounded(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

    /// The scene times of the measured frames: `frames` frames at 60 a second after the 20 warm-up
    /// frames from `start`.
    static func measuredSpan(from start: Double, frames: Int) -> (first: Double, last: Double) {
        (start + 20.0 / 60, start + Double(20 + frames - 1) / 60)
    }

    /// `{"label": value, ...}` of `pick` (median or p99) of each row, ms to the microsecond.
    static func statisticsJSON(_ rows: [(String, FrameStatistics)], _ pick: (FrameStatistics) -> Double) -> String {
        "{" + rows.map { "\"\($0.0)\": \(rounded(pick($0.1)))" }.joined(separator: ", ") + "}"
    }

    /// The text table of `rows`: a header, then each label with its median and p99 (ms).
    static func printStatistics(_ rows: [(String, FrameStatistics)], console: Console) throws {
        try console.print("            median     p99   (ms)")
        for (label, s) in rows {
            try console.print(label.padding(toLength: 10, withPad: " ", startingAt: 0) + String(format: "%8.3f %8.3f", s.median, s.p99))
        }
    }

    /// One mode at a time: SCENE, or one of `sceneless` (which take none); `--windowed`, `--screenshot`,
    /// `--damage` and `--cpu` exclude each other.
    package static func checkModes(_ arguments: ParsedArguments) throws(UsageError) {
        let sceneless = ["--dust-split", "--model", "--tessellation"]
        if let mode = sceneless.first(where: arguments.has) {
            if let scene = arguments.positionals.first {
                throw .conflictingArguments(command: "bench", option: mode,
                                            other: "a SCENE ('\(scene.shortenedForMessage(limit: String.messagePathLimit))')")
            }
            for other in sceneless + ["--windowed", "--screenshot", "--damage", "--cpu"] where other != mode && arguments.has(other) {
                throw .conflictingArguments(command: "bench", option: mode, other: "'\(other)'")
            }
            // The dust split's panel has a size; the model and the tessellator draw nothing.
            let values = mode == "--dust-split" ? ["--from", "--params"] : ["--from", "--params", "--size"]
            for other in values where arguments.value(other) != nil {
                throw .conflictingArguments(command: "bench", option: mode, other: "'\(other)'")
            }
            return
        }
        guard !arguments.positionals.isEmpty else { throw .missingArgument(command: "bench", name: "SCENE") }
        // The modes exclude each other; a pair is named by the later mode of this list.
        let modes = ["--windowed", "--screenshot", "--damage", "--cpu"]
        for (i, mode) in modes.enumerated() where arguments.has(mode) {
            for other in modes[..<i] where arguments.has(other) {
                throw .conflictingArguments(command: "bench", option: mode, other: "'\(other)'")
            }
        }
        for other in ["--windowed", "--screenshot"] where arguments.value("--from") != nil && arguments.has(other) {
            throw .conflictingArguments(command: "bench", option: "--from", other: "'\(other)'")
        }
    }
}

/// The headless GL context, or the CLI's one-line "no GL" failure with exit status 2.
package func makeHeadlessContext() throws -> HeadlessGLContext {
    do { return try HeadlessGLContext() } catch { throw CommandFailure(message: error.description, exitCode: 2) }
}
