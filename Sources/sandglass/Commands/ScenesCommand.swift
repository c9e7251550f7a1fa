import Scenes

/// `sandglass scenes`: one line per scene, name then size then description.
enum ScenesCommand: ToolCommand {
    static let spec = CommandSpec(name: "scenes", synopsis: "scenes", summary: "list scenes, one line each",
                                  valueOptions: [], flags: [], positionals: [], requiredPositionals: 0)

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        for scene in SceneCatalog.all {
            let size = "\(Int(scene.naturalSize.width))x\(Int(scene.naturalSize.height))"
            console.print(scene.name.padding(toLength: 18, withPad: " ", startingAt: 0)
                          + size.padding(toLength: 10, withPad: " ", startingAt: 0) + scene.summary)
        }
    }
}

/// Looks a scene up by name, or fails with a usage error that lists the known ones.
func requireScene(_ name: String) throws -> SceneInfo {
    guard let scene = SceneCatalog.scene(named: name) else {
        throw CommandFailure(message: "unknown scene '\(name)' (known: \(SceneCatalog.all.map(\.name).joined(separator: ", ")))",
                             exitCode: 2)
    }
    return scene
}

import Sandglass
