import Foundation
import Sandglass
import SandglassCommandLine
import SandglassGL
import SandglassPreview
import SandglassSystem
import Scenes

/// `sandglass bench SCENE --windowed`, in `sandglass-preview` (a real window): the other modes of
/// `bench` are headless and run in `sandglass`.
enum WindowedBenchCommand: ToolCommand {
    static let spec = BenchCommand.spec

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        try BenchCommand.checkModes(arguments)
        guard arguments.has("--windowed") else {
            throw CommandFailure(message: "sandglass-preview runs only bench --windowed (the rest: sandglass bench)", exitCode: 2)
        }
        let frames = try ArgumentParser.count("--frames", in: arguments) ?? 200
        let size = try ArgumentParser.size("--size", in: arguments).map { CGSize(width: $0.width, height: $0.height) }
            ?? CGSize(width: 800, height: 800)
        let scene = try requireScene(arguments, console: console)
        try benchWindowed(scene, paramsFile: arguments.value("--params"), frames: frames, size: size,
                          json: arguments.has("--json"), console: console)
    }

    /// Frame times in a real GLFW window, as the preview runs: the empty scene's (clear offscreen, blit,
    /// swap: the window's floor) and then `scene`'s, whose frames redraw only what changed. The ratio of
    /// their medians is the preview's cost over the floor (docs/architecture.md §9).
    static func benchWindowed(_ scene: SceneDescriptor, paramsFile: String?, frames: Int, size: CGSize, json: Bool,
                              console: Console) throws {
        func measure(_ descriptor: SceneDescriptor, paramsFile: String?) throws -> FrameStatistics {
            let loop: PreviewWindowLoop
            do {
                var options = PreviewOptions(size: size, frameLimit: frames + 20, paramsFile: paramsFile)
                options.showsHUD = false
                options.muted = true
                options.channel = console.channel
                loop = try PreviewWindowLoop(scenes: [descriptor], initial: 0, options: options)
            } catch let error as GLContextError {
                throw CommandFailure(message: error.description, exitCode: 2)
            }
            return FrameStatistics(samples: Array(loop.run().dropFirst(20)))
        }
        let empty = try measure(SceneDescriptor(EmptyScene.self), paramsFile: nil)
        let label = "\(Int(size.width))x\(Int(size.height))"
        guard scene.info.name != EmptyScene.info.name else {
            if json {
                try console.print(#"{"scene": "empty", "windowed": true, "size": [\#(Int(size.width)), \#(Int(size.height))], "median_ms": \#(BenchCommand.rounded(empty.median)), "p99_ms": \#(BenchCommand.rounded(empty.p99))}"#)
            } else {
                try console.print("windowed empty frame \(label) (clear + blit + swap): median \(BenchCommand.rounded(empty.median)) ms, p99 \(BenchCommand.rounded(empty.p99)) ms over \(empty.count) frames")
            }
            return
        }
        let drawn = try measure(scene, paramsFile: paramsFile)
        let ratio = drawn.median / max(empty.median, 1e-9)
        if json {
            try console.print(#"{"scene": "\#(scene.info.name)", "windowed": true, "size": [\#(Int(size.width)), \#(Int(size.height))], "median_ms": \#(BenchCommand.rounded(drawn.median)), "p99_ms": \#(BenchCommand.rounded(drawn.p99)), "empty_median_ms": \#(BenchCommand.rounded(empty.median)), "empty_p99_ms": \#(BenchCommand.rounded(empty.p99)), "over_empty": \#(BenchCommand.rounded(ratio))}"#)
        } else {
            try console.print("windowed \(label), \(drawn.count) frames each, redrawing only the damage as the preview does:")
            try console.print("  empty (clear + blit + swap)  median \(BenchCommand.rounded(empty.median)) ms, p99 \(BenchCommand.rounded(empty.p99)) ms")
            try console.print("  \(scene.info.name.padding(toLength: 27, withPad: " ", startingAt: 0)) median \(BenchCommand.rounded(drawn.median)) ms, p99 \(BenchCommand.rounded(drawn.p99)) ms: \(String(format: "%.2f", ratio)) x the empty frame")
        }
    }

}
