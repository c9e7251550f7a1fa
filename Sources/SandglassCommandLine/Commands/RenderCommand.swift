import Sandglass
import SandglassSystem
import Scenes

/// `sandglass render SCENE --time T | --frame F --out FILE.png [--model] [--size WxH] [--scale S]
/// [--background COLOR] [--params FILE]`.
package enum RenderCommand: ToolCommand {
    package static let spec = CommandSpec(
        name: "render",
        synopsis: "render SCENE --time T | --frame F --out FILE.png [--model] [--size WxH] [--scale S] [--background COLOR] [--params FILE] [--action T,...] [--tap X,Y@T] [--drag X1,Y1->X2,Y2@T1-T2] [--type TEXT@T]",
        summary: "render the presentation (or model) state at time T (or frame F of a Lottie file) to a PNG, headless",
        valueOptions: ["--time", "--frame", "--out", "--size", "--scale", "--background", "--params"] + SceneInput.options, flags: ["--model"],
        positionals: ["SCENE"], requiredPositionals: 1)

    package static func run(_ arguments: ParsedArguments, console: Console) throws {
        let inputs = InputFiles()
        let scene = try requireScene(arguments, inputs: inputs, console: console)
        let time = try ArgumentParser.sceneTime(in: arguments, of: scene.info, command: "render")
        let background = try ArgumentParser.color("--background", in: arguments)
        guard let out = arguments.value("--out") else { throw UsageError.missingArgument(command: "render", name: "--out FILE.png") }
        let scale = try ArgumentParser.number("--scale", in: arguments, range: 0.1...16) ?? 1
        let size = try ArgumentParser.size("--size", in: arguments).map { CGSize(width: $0.width, height: $0.height) }
            ?? scene.info.naturalSize
        try ArgumentParser.checkPixelSize(scene.info.canvasSize(for: size), scale: scale, what: "an image", in: arguments, command: "render")
        let values = try loadParameters(for: scene, file: arguments.value("--params"), inputs: inputs)
        let input = try SceneInput(arguments)
        OutputCheck.recordShaders(in: inputs)
        try OutputCheck.check(out, protecting: inputs)
        let context = try HeadlessSceneContext.makeRendering()
        let runner = SceneRunner(scene, parameters: values, context: context)
        console.watch(runner)
        try input.apply(to: runner)
        let source = FrameSource(runner, size: size)
        if let background { source.backgroundColor = background }
        let frame = source.frame(at: time, state: arguments.has("--model") ? .model : .presentation)
        let pixels = context.render(frame.tree, scale: scale)
        do { try PNGCodec.write(pixels, to: out, protecting: inputs) } catch { throw OutputCheck.failure(error) }
        try console.print(out.escapingControlCharacters)
    }
}
