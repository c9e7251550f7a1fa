import Foundation
import Sandglass
import SandglassHeadless
import SandglassSystem
import Scenes

/// `sandglass record SCENE --from A --to B --fps F --out FILE.gif|FILE.mp4|FOLDER`: the presentation
/// state at A, A + 1/F, ... (before B), headless, at the true frame rate. For a scene that counts in
/// frames (a Lottie file), `--to` defaults to its duration and `--fps` to its frame rate.
package enum RecordCommand: ToolCommand {
    package static let spec = CommandSpec(
        name: "record", synopsis: "record SCENE --from A --to B --fps F --out FILE.gif|FILE.mp4|FOLDER [--scale S] [--background COLOR] [--params FILE] [--action T,...] [--tap X,Y@T] [--drag X1,Y1->X2,Y2@T1-T2] [--type TEXT@T]",
        summary: "export frames A..B at F fps as an animated GIF, an MP4 (through ffmpeg) or a folder of PNGs",
        valueOptions: ["--from", "--to", "--fps", "--out", "--scale", "--background", "--params"] + SceneInput.options, flags: [],
        positionals: ["SCENE"], requiredPositionals: 1)

    /// The frame rates a recording can have (`--fps`, or a Lottie file's own `fr`).
    static let frameRates = 1.0...240

    package static func run(_ arguments: ParsedArguments, console: Console) throws {
        let inputs = InputFiles()
        let scene = try requireScene(arguments, inputs: inputs, console: console)
        let from = try ArgumentParser.number("--from", in: arguments, range: 0...1e6) ?? 0
        guard let to = try ArgumentParser.number("--to", in: arguments, range: 0...1e6) ?? scene.info.frames?.duration else {
            throw UsageError.missingArgument(command: "record", name: "--to B")
        }
        guard to > from else { throw UsageError.invalidValue(option: "--to", value: "\(to)", expected: "a time after --from \(from)") }
        let fps = try ArgumentParser.number("--fps", in: arguments, range: Self.frameRates) ?? scene.info.frames?.frameRate ?? 30
        guard Self.frameRates.contains(fps) else {
            throw UsageError.sceneDefaultOutOfRange(command: "record", what: "frame rate", value: "\(String(format: "%g", fps)) fps",
                                                    expected: "1...240", option: "--fps F")
        }
        guard to <= ArgumentParser.maximumSceneTime else {
            throw UsageError.sceneDefaultOutOfRange(command: "record", what: "duration", value: "\(String(format: "%g", to)) s",
                                                    expected: "0...1e6", option: "--to B")
        }
        let background = try ArgumentParser.color("--background", in: arguments)
        guard let out = arguments.value("--out") else { throw UsageError.missingArgument(command: "record", name: "--out FILE") }
        guard let format = FrameSinks.format(of: out) else {
            throw UsageError.invalidValue(option: "--out", value: out, expected: "FILE.gif, FILE.mp4, or a FOLDER without an extension")
        }
        let scale = try ArgumentParser.number("--scale", in: arguments, range: 0.1...8) ?? 1
        let values = try loadParameters(for: scene, file: arguments.value("--params"), inputs: inputs)
        let input = try SceneInput(arguments)
        OutputCheck.recordShaders(in: inputs)
        if format != .folder { try OutputCheck.check(out, protecting: inputs) }
        let frames = max(1, Int(((to - from) * fps).rounded()))
        let size = scene.info.canvasSize()
        try ArgumentParser.checkPixelSize(size, scale: scale, what: "frames", in: arguments, command: "record")
        let (width, height) = RenderTree.pixelSize(of: size, scale: scale)
        let context = try HeadlessSceneContext.makeRendering()
        let runner = SceneRunner(scene, parameters: values, context: context)
        console.watch(runner)
        try input.apply(to: runner)
        let source = FrameSource(runner)
        if let background { source.backgroundColor = background }
        let progress = ProgressBar(total: frames, console: console)
        do {
            let sink = try FrameSinks.make(path: out, width: width, height: height, fps: fps, protecting: inputs)
            for i in 0..<frames {
                try sink.append(context.render(source.frame(at: from + Double(i) / fps).tree, scale: scale))
                progress.update(i + 1)
            }
            try sink.finish()
            progress.done()
        } catch {
            progress.done()
            throw OutputCheck.failure(error)
        }
        try console.print("\(out.escapingControlCharacters): \(frames) frames, \(width)x\(height), \(String(format: "%g", fps)) fps")
    }
}

/// A one-line progress bar on standard error, redrawn in place; drawn only on a terminal.
package final class ProgressBar {
    package let total: Int
    package let console: Console
    private let visible = isatty(2) != 0
    private var drawn = false

    package init(total: Int, console: Console) { (self.total, self.console) = (total, console) }

    package func update(_ done: Int) {
        guard visible else { return }
        drawn = true
        let width = 30
        let filled = total > 0 ? done * width / total : width
        console.err("\r[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(done)/\(total)")
    }

    /// Ends the bar's line (so what follows starts on its own line).
    package func done() {
        if drawn { console.err("\n") }
        drawn = false
    }
}
