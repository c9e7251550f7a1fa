import Sandglass
import SandglassRender
import Scenes

/// `sandglass render SCENE --time T --out FILE.png [--model] [--size WxH] [--scale S] [--params FILE]`.
package enum RenderCommand: ToolCommand {
    package static let spec = CommandSpec(
        name: "render", synopsis: "render SCENE --time T --out FILE.png [--model] [--size WxH] [--scale S] [--params FILE] [--action T,...]",
        summary: "render the presentation (or model) state at time T to a PNG, headless",
        valueOptions: ["--time", "--out", "--size", "--scale", "--params", "--action"], flags: ["--model"],
        positionals: ["SCENE"], requiredPositionals: 1)

    package static func run(_ arguments: ParsedArguments, console: Console) throws {
        let inputs = InputFiles()
        let scene = try requireScene(arguments, inputs: inputs, console: console)
        guard let time = try ArgumentParser.number("--time", in: arguments, range: 0...1e6) else {
            throw UsageError.missingArgument(command: "render", name: "--time T")
        }
        guard let out = arguments.value("--out") else { throw UsageError.missingArgument(command: "render", name: "--out FILE.png") }
        let scale = try ArgumentParser.number("--scale", in: arguments, range: 0.1...16) ?? 1
        let size = try ArgumentParser.size("--size", in: arguments).map { CGSize(width: $0.width, height: $0.height) }
            ?? scene.info.naturalSize
        try ArgumentParser.checkPixelSize(scene.info.canvasSize(for: size), scale: scale, what: "an image")
        let values = try loadParameters(for: scene, file: arguments.value("--params"), inputs: inputs)
        let actions = try ArgumentParser.times("--action", in: arguments)
        OutputCheck.recordShaders(in: inputs)
        try OutputCheck.check(out, protecting: inputs)
        let context = try HeadlessSceneContext.makeRendering()
        let runner = SceneRunner(scene, parameters: values, context: context)
        console.watch(runner)
        runner.setActions(actions)
        let source = FrameSource(runner, size: size)
        let frame = source.frame(at: time, state: arguments.has("--model") ? .model : .presentation)
        let pixels = context.render(frame.tree, scale: scale)
        do { try PNGCodec.write(pixels, to: out, protecting: inputs) } catch { throw OutputCheck.failure(error) }
        try console.print(out.escapingControlCharacters)
    }
}
