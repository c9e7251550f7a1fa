import Sandglass
import Scenes

/// `sandglass dump SCENE --time T [--model] [--params FILE]`: the layer tree as JSON (docs/architecture.md §9).
package enum DumpCommand: ToolCommand {
    package static let spec = CommandSpec(
        name: "dump", synopsis: "dump SCENE --time T | --frame F [--model] [--params FILE] [--action T,...] [--tap X,Y@T] [--drag X1,Y1->X2,Y2@T1-T2] [--type TEXT@T]",
        summary: "print the presentation (or model) tree at time T as JSON",
        valueOptions: ["--time", "--frame", "--params"] + SceneInput.options, flags: ["--model"], positionals: ["SCENE"], requiredPositionals: 1)

    package static func run(_ arguments: ParsedArguments, console: Console) throws {
        let scene = try requireScene(arguments, console: console)
        let time = try ArgumentParser.sceneTime(in: arguments, of: scene.info, command: "dump")
        let values = try loadParameters(for: scene, file: arguments.value("--params"))
        let input = try SceneInput(arguments)
        let context = HeadlessSceneContext.make()
        let runner = SceneRunner(scene, parameters: values, context: context)
        console.watch(runner)
        try input.apply(to: runner)
        let source = FrameSource(runner)
        let frame = source.frame(at: time, state: arguments.has("--model") ? .model : .presentation)
        try LayerTreeDump.write(scene: scene.info.name, time: time, state: frame.state, evaluated: frame.layers, to: console.out)
    }
}
