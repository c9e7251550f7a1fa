import Sandglass
import SandglassHeadless
import SandglassRender
import Scenes

/// `sandglass export SCENE [--params FILE] > scene.json`: the scene (a registered Swift scene or a
/// scene file) as a scene file; `sandglass export --reference` prints the format reference
/// (the tables of `docs/scene-files.md`).
package enum ExportCommand: ToolCommand {
    package static let spec = CommandSpec(
        name: "export", synopsis: "export SCENE [--params FILE] | export --reference",
        summary: "print the scene as a scene file (JSON), or the scene-file format reference",
        valueOptions: ["--params"], flags: ["--reference"], positionals: ["SCENE"], requiredPositionals: 0)

    package static func run(_ arguments: ParsedArguments, console: Console) throws {
        if arguments.has("--reference") {
            try console.out(SceneFile.referenceMarkdown)
            return
        }
        guard let name = arguments.positionals.first else { throw UsageError.missingArgument(command: "export", name: "SCENE") }
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
}

/// How the tool loads scene files: PNG `contents` through SandglassRender's codec.
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
