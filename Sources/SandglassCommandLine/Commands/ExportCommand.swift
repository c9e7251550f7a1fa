import Sandglass
import SandglassHeadless
import SandglassLottie
import SandglassSystem
import Scenes

/// `sandglass export SCENE [--params FILE] > scene.json`: the scene (a registered Swift scene or a
/// scene file) as a scene file; `sandglass export SCENE --format lottie --out motion.json`: its motion
/// as a Lottie file any Lottie player plays (`LottieExporter`); `sandglass export --reference` prints
/// the format reference (the tables of `docs/scene-files.md`).
package enum ExportCommand: ToolCommand {
    package static let spec = CommandSpec(
        name: "export",
        synopsis: "export SCENE [--params FILE] | export SCENE --format lottie [--out FILE.json|FILE.lottie] [--duration S] [--fps N] "
            + "[--params FILE] \(SceneInput.synopsis) | export --reference",
        summary: "print the scene as a scene file (JSON), write its motion as a Lottie file, or print the scene-file format reference",
        valueOptions: ["--params", "--format", "--out", "--duration", "--fps"] + SceneInput.options, flags: ["--reference"],
        positionals: ["SCENE"], requiredPositionals: 0)

    /// The frame rates a Lottie export can have.
    static let frameRates = 1.0...240

    package static func run(_ arguments: ParsedArguments, console: Console) throws {
        if arguments.has("--reference") {
            try console.out(SceneFile.referenceMarkdown)
            return
        }
        guard arguments.positionals.first != nil else { throw UsageError.missingArgument(command: "export", name: "SCENE") }
        switch arguments.value("--format") ?? "scene" {
        case "lottie": return try exportLottie(arguments, console: console)
        case "scene": break
        case let other: throw UsageError.invalidValue(option: "--format", value: other, expected: "scene or lottie")
        }
        if let option = ["--out", "--duration", "--fps"].first(where: { arguments.value($0) != nil }) {
            throw UsageError.invalidValue(option: option, value: arguments.value(option)!, expected: "nothing without --format lottie")
        }
        let scene = try requireScene(arguments, console: console)
        let values = try loadParameters(for: scene, file: arguments.value("--params"))
        let text: String
        do {
            text = try SceneFile.export(scene, values: values, context: HeadlessSceneContext.make())
        } catch {
            throw CommandFailure(message: error.description, exitCode: 2)
        }
        try console.out(text)
    }

    /// The scene's motion as a Lottie file: written atomically to `--out` (never over an input), or
    /// printed; what the file could not hold is said on standard error, one line each.
    private static func exportLottie(_ arguments: ParsedArguments, console: Console) throws {
        let inputs = InputFiles()
        let out = arguments.value("--out")
        if let out, !out.hasSuffix(".json"), !out.hasSuffix(".lottie") {
            throw UsageError.invalidValue(option: "--out", value: out, expected: "a FILE.json or FILE.lottie")
        }
        let duration = try ArgumentParser.number("--duration", in: arguments, range: 0...1e6)
        if let duration, !(duration > 0) { throw UsageError.invalidValue(option: "--duration", value: "\(duration)", expected: "a time above 0 s") }
        let fps = try ArgumentParser.number("--fps", in: arguments, range: Self.frameRates) ?? 60
        let scene = try requireScene(arguments, inputs: inputs, console: console)
        let values = try loadParameters(for: scene, file: arguments.value("--params"), inputs: inputs)
        let input = try SceneInput(arguments)
        if let out { try OutputCheck.check(out, protecting: inputs) }
        let runner = SceneRunner(scene, parameters: values, context: HeadlessSceneContext.make())
        console.watch(runner)
        try input.apply(to: runner)
        let result: LottieExporter.Result
        do {
            result = try LottieExporter.drawingAsTheRenderer(frameRate: fps, duration: duration).export(runner)
        } catch {
            throw CommandFailure(message: "\(scene.info.name): \(error.description)", exitCode: 2)
        }
        for note in result.notes { console.error("\(scene.info.name): \(note)") }
        guard let out else {
            try console.out(String(decoding: result.json, as: UTF8.self) + "\n")
            return
        }
        var bytes = result.json
        if out.hasSuffix(".lottie") {
            guard let archive = LottieExporter.dotLottie(result.json, name: scene.info.name) else {
                throw CommandFailure(message: "\(out.escapingControlCharacters): not written: the animation is over 4 GiB", exitCode: 1)
            }
            bytes = archive
        }
        do {
            try OutputFile(out, protecting: inputs).write([UInt8](bytes))
        } catch let refusal as OutputRefusal {
            throw OutputCheck.failure(refusal)
        } catch let failure as OutputFile.Failure {
            throw CommandFailure(message: "\(out.escapingControlCharacters): not written: \(failure.reason)", exitCode: 1)
        }
        try console.print("\(out.escapingControlCharacters): \(result.layers) layers, \(result.frames) frames at \(String(format: "%g", fps)) fps")
    }
}

/// How the tool loads scene files: PNG `contents` through SandglassSystem's codec.
package enum SceneFileSupport {
    /// The scene file at `path` as a descriptor, or the one-line error (exit 2). The file and every image
    /// it loads are recorded in `inputs`.
    package static func load(_ path: String, inputs: InputFiles) throws -> SceneDescriptor {
        inputs.record(path, as: .sceneFile)
        let imageLoader: SceneFileImageLoader = { image in
            inputs.record(image, as: .image)
            return SceneFileImages.png(image)
        }
        switch SceneFile.load(path: path, imageLoader: imageLoader) {
        case let .success(descriptor): return descriptor
        case let .failure(error): throw CommandFailure(message: error.description, exitCode: 2)
        }
    }
}
