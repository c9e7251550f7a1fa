import Scenes

/// `sandglass preview [SCENE]`: the live window, run as `sandglass-preview` (`PreviewLauncher`); the
/// arguments are checked there, by the command that opens the window.
package enum PreviewLaunchCommand: ToolCommand {
    package static let spec = CommandSpec(
        name: "preview", synopsis: "preview [SCENE [MORE.swift|FOLDER...]] [--scene TYPE] [--params FILE] [--size WxH] [--variants WxH,WxH[,WxH] | --variants-params A.json,B.json[,C.json]] [--speed X] [--frames N] [--mute] [--scene-timeout S]",
        summary: "open the live preview window on SCENE (default: \(SceneCatalog.defaultScene.info.name))",
        // The last three are how a supervisor starts the preview it watches (PreviewSupervisor).
        valueOptions: ["--size", "--variants", "--variants-params", "--speed", "--frames", "--params", IsolatedSceneRun.timeoutOption, IsolatedSceneRun.sceneTypeOption,
                       "--start-time", "--from-source", "--crash-note"],
        flags: ["--mute"],
        positionals: ["SCENE"], requiredPositionals: 0)

    package static func run(_ arguments: ParsedArguments, console: Console) throws {
        try PreviewLauncher.run(["preview"] + arguments.given, console: console)
    }
}
