import Sandglass
import SandglassFrame
import Scenes

/// `sandglass dump SCENE --time T [--model] [--params FILE]`: the layer tree as JSON (docs/architecture.md §9).
package enum DumpCommand: ToolCommand {
    package static let spec = CommandSpec(
        name: "dump", synopsis: "dump SCENE --time T [--model] [--params FILE] [--action T,...]",
        summary: "print the presentation (or model) tree at time T as JSON",
        valueOptions: ["--time", "--params", "--action"], flags: ["--model"], positionals: ["SCENE"], requiredPositionals: 1)

    package static func run(_ arguments: ParsedArguments, console: Console) throws {
        let scene = try requireScene(arguments, console: console)
        guard let time = try ArgumentParser.number("--time", in: arguments, range: 0...1e6) else {
            throw UsageError.missingArgument(command: "dump", name: "--time T")
        }
        let values = try loadParameters(for: scene, file: arguments.value("--params"))
        let actions = try ArgumentParser.times("--action", in: arguments)
        let context = HeadlessSceneContext.make()
        let runner = SceneRunner(scene, parameters: values, context: context)
        console.watch(runner)
        runner.setActions(actions)
        let source = FrameSource(runner)
        let frame = source.frame(at: time, state: arguments.has("--model") ? .model : .presentation)
        try LayerTreeDump.write(scene: scene.info.name, time: time, state: frame.state, evaluated: frame.layers, to: console.out)
    }
}
