import Foundation
import Sandglass
import SandglassCommandLine
import SandglassGL
import SandglassHeadless
import SandglassPreview
import Scenes

/// `sandglass preview [SCENE]`: the live window (in `sandglass-preview`; `PreviewLaunchCommand` runs it).
enum PreviewCommand: ToolCommand {
    static let spec = PreviewLaunchCommand.spec

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        // A Swift file is compiled here with its literals tweakable, then on each save in the background;
        // the window runs in a child process that a supervisor restarts if the scene's code crashes.
        var swiftScene: SwiftSceneReload?
        try IsolatedSceneRun.checkOptions(arguments, command: "preview")
        if let files = IsolatedSceneRun.swiftFiles(arguments) {
            guard let channel = console.channel else {
                // The window runs in the child; its own error line (a file that does not compile, no
                // display) has been said, so its status is passed on without another.
                do throws(SwiftSceneError) { try SwiftSceneCompiler.checkScene(files) } catch {
                    throw CommandFailure(message: error.description, exitCode: 2)
                }
                let status = try PreviewSupervisor.run(files: files, childArguments: ["preview"] + arguments.given,
                                                       timeout: try IsolatedSceneRun.timeout(arguments))
                if status != 0 { throw CommandFailure(message: "", exitCode: status) }
                return
            }
            do throws(SwiftSceneError) {
                swiftScene = try SwiftSceneReload(files: files, startingFrom: arguments.value("--from-source"), folder: channel.folder)
            } catch {
                throw CommandFailure(message: error.description, exitCode: 2)
            }
        }
        let scene = try swiftScene?.descriptor ?? arguments.positionals.first.map { try requireScene($0, console: console) } ?? SceneCatalog.defaultScene
        var options = PreviewOptions()
        if let size = try ArgumentParser.size("--size", in: arguments) {
            options.size = CGSize(width: size.width, height: size.height)
        }
        options.speed = try ArgumentParser.number("--speed", in: arguments, range: 0.1...4) ?? 1
        options.frameLimit = try ArgumentParser.count("--frames", in: arguments)
        options.muted = arguments.has("--mute")
        options.keepsEditsOfShippedParamsInUserConfig = true
        options.startTime = try ArgumentParser.number("--start-time", in: arguments, range: 0...1e9) ?? 0
        if let channel = console.channel {
            options.supervision = PreviewSupervision(playheadFile: channel.folder.file("playhead"),
                                                     goodSourceFile: channel.folder.file("good.swift"),
                                                     windowStateFile: channel.folder.file("window.json"),
                                                     note: arguments.value("--crash-note"))
            options.channel = channel
        }
        if let file = arguments.value("--params") {
            _ = try loadParameters(for: scene, file: file)
            options.paramsFile = file
        }
        options.variants = try variants(arguments, scene: scene)
        var scenes = SceneCatalog.all
        if let file = arguments.positionals.first, SceneCatalog.scene(named: file) == nil {
            scenes.append(scene)   // a scene file or a Swift file: shown after the catalog, and hot-reloaded
            if swiftScene == nil {
                options.sceneFile = file
                if case .success(let loaded)? = WatchedSceneFile.lottie(path: file) {
                    options.sceneFileNotes = loaded.notes
                }
            }
        }
        let opensFile = options.sceneFile != nil || swiftScene != nil
        let initial = opensFile ? scenes.count - 1 : scenes.firstIndex { $0.info.name == scene.info.name } ?? 0
        let loop: PreviewWindowLoop
        do {
            loop = try PreviewWindowLoop(scenes: scenes, initial: initial, options: options, swiftScene: swiftScene)
        } catch let error as GLContextError {
            throw CommandFailure(message: error.description, exitCode: 2)
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: 1)
        }
        loop.run()
    }

    /// `--variants` or `--variants-params`, each params file checked against the scene as `--params` is.
    private static func variants(_ arguments: ParsedArguments, scene: SceneDescriptor) throws -> PreviewVariants? {
        if arguments.value(PreviewVariants.filesOption) != nil, arguments.value("--params") != nil {
            throw UsageError.conflictingArguments(command: "preview", option: PreviewVariants.filesOption, other: "'--params'")
        }
        let variants: PreviewVariants?
        do throws(PreviewVariantsError) {
            variants = try PreviewVariants.parse(sizes: arguments.value(PreviewVariants.sizesOption),
                                                 paramsFiles: arguments.value(PreviewVariants.filesOption))
        } catch {
            throw CommandFailure(message: error.description, exitCode: 2)
        }
        if case .paramsFiles(let files)? = variants {
            for file in files { _ = try loadParameters(for: scene, file: file) }
        }
        return variants
    }
}
