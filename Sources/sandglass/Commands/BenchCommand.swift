import Foundation
import Sandglass
import SandglassPreview
import SandglassRender
import Scenes

/// `sandglass bench SCENE`: per-frame timings, headless, medians and p99 (DESIGN.md §5).
enum BenchCommand: ToolCommand {
    static let spec = CommandSpec(
        name: "bench", synopsis: "bench SCENE [--frames N] [--size WxH] [--json] [--windowed]",
        summary: "measure frame times headless (SCENE 'empty' measures the floor: clear + finish)",
        valueOptions: ["--frames", "--size"], flags: ["--json", "--windowed"],
        positionals: ["SCENE"], requiredPositionals: 1)

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        let name = arguments.positionals[0]
        let frames = try ArgumentParser.count("--frames", in: arguments) ?? 200
        let size = try ArgumentParser.size("--size", in: arguments).map { CGSize(width: $0.width, height: $0.height) }
            ?? CGSize(width: 800, height: 800)
        if name != "empty" { _ = try requireScene(name) }
        if arguments.has("--windowed") {
            try benchWindowed(frames: frames, size: size, console: console)
            return
        }
        let context = try makeHeadlessContext()
        let canvas = try makeCanvas(context: context)
        let target = RenderTarget(context: context, width: Int(size.width), height: Int(size.height))
        let floor = EmptyFrameBenchmark.measure(canvas: canvas, target: target, pointSize: size, frames: frames)
        if arguments.has("--json") {
            console.print(#"{"scene": "\#(name)", "frames": \#(frames), "size": [\#(Int(size.width)), \#(Int(size.height))], "floor_ms": \#(rounded(floor.median)), "floor_p99_ms": \#(rounded(floor.p99))}"#)
        } else {
            console.print("\(name) \(Int(size.width))x\(Int(size.height)), \(frames) frames (after 20 warm-up), \(context.glVersion)")
            console.print("empty frame (clear + finish): median \(rounded(floor.median)) ms, p99 \(rounded(floor.p99)) ms")
        }
    }

    /// The windowed floor: clear offscreen, blit to the window, swap, in a real GLFW window.
    static func benchWindowed(frames: Int, size: CGSize, console: Console) throws {
        let loop: PreviewWindowLoop
        do {
            loop = try PreviewWindowLoop(scenes: [EmptyScene.self], initial: 0,
                                         options: PreviewOptions(size: size, frameLimit: frames + 20))
        } catch let error as GLContextError {
            throw CommandFailure(message: error.description, exitCode: 2)
        }
        let stats = FrameStatistics(samples: Array(loop.run().dropFirst(20)))
        console.print("windowed empty frame \(Int(size.width))x\(Int(size.height)) (clear + blit + swap): median \(rounded(stats.median)) ms, p99 \(rounded(stats.p99)) ms over \(stats.count) frames")
    }

    static func rounded(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
}

/// The headless GL context, or the CLI's one-line "no GL" failure with exit status 2.
func makeHeadlessContext() throws -> HeadlessGLContext {
    do { return try HeadlessGLContext() } catch { throw CommandFailure(message: error.description, exitCode: 2) }
}

/// The canvas with shaders from `shaders/`, or a one-line failure.
func makeCanvas(context: GLContext) throws -> Canvas {
    guard let directory = ShaderDirectory.locate() else {
        throw CommandFailure(message: PreviewError.shadersNotFound.description, exitCode: 1)
    }
    do { return try Canvas(context: context, shaderDirectory: directory) } catch {
        throw CommandFailure(message: error.description, exitCode: 1)
    }
}
