import Sandglass
import Scenes

/// `sandglass plan SCENE --time T [--model] [--size WxH] [--scale S] [--params FILE]`: the frame's draw
/// list as the planner decides it, without drawing (`FramePlanDump`), to read why a frame is drawn as
/// it is, or to compare two versions of the planner. Works without GL, as `dump` does.
package enum PlanCommand: ToolCommand {
    package static let spec = CommandSpec(
        name: "plan", synopsis: "plan SCENE --time T | --frame F [--model] [--size WxH] [--scale S] [--params FILE] [--action T,...] [--tap X,Y@T] [--drag X1,Y1->X2,Y2@T1-T2] [--type TEXT@T]",
        summary: "print the draw list the planner makes of the frame at time T, as text",
        valueOptions: ["--time", "--frame", "--size", "--scale", "--params"] + SceneInput.options, flags: ["--model"],
        positionals: ["SCENE"], requiredPositionals: 1)

    package static func run(_ arguments: ParsedArguments, console: Console) throws {
        let scene = try requireScene(arguments, console: console)
        let time = try ArgumentParser.sceneTime(in: arguments, of: scene.info, command: "plan")
        let scale = try ArgumentParser.number("--scale", in: arguments, range: 0.1...16) ?? 1
        let size = try ArgumentParser.size("--size", in: arguments).map { CGSize(width: $0.width, height: $0.height) }
            ?? scene.info.naturalSize
        try ArgumentParser.checkPixelSize(scene.info.canvasSize(for: size), scale: scale, what: "a frame", in: arguments, command: "plan")
        let values = try loadParameters(for: scene, file: arguments.value("--params"))
        let input = try SceneInput(arguments)
        let runner = SceneRunner(scene, parameters: values, context: HeadlessSceneContext.make())
        console.watch(runner)
        try input.apply(to: runner)
        let frame = FrameSource(runner, size: size).frame(at: time, state: arguments.has("--model") ? .model : .presentation)
        let planner = FramePlanner()
        let pixels = frame.tree.pixelSize(scale: CGFloat(scale))
        planner.plan(frame.tree, width: pixels.width, height: pixels.height)
        try console.out(FramePlanDump.text(of: planner.plan, tree: frame.tree))
    }
}
