import Sandglass
import Scenes

/// `sandglass params SCENE [--describe]`: the default timing constants as a params file, or described.
package enum ParamsCommand: ToolCommand {
    package static let spec = CommandSpec(
        name: "params", synopsis: "params SCENE [--describe]",
        summary: "print the scene's default params JSON (or, with --describe, each with range, unit and help)",
        valueOptions: [], flags: ["--describe"], positionals: ["SCENE"], requiredPositionals: 1)

    package static func run(_ arguments: ParsedArguments, console: Console) throws {
        let scene = try requireScene(arguments, console: console)
        try console.out(arguments.has("--describe") ? scene.parameters.describeText() : scene.parameters.defaultsText())
    }
}
