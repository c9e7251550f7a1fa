import Foundation
import Sandglass
import SandglassHeadless
import SandglassLottie
import SandglassSystem
import Scenes

/// `sandglass scenes`: one line per scene, name then size (and "+m" for an overflow margin of m points
/// drawn around it) then description.
package enum ScenesCommand: ToolCommand {
    package static let spec = CommandSpec(name: "scenes", synopsis: "scenes", summary: "list scenes, one line each",
                                  valueOptions: [], flags: [], positionals: [], requiredPositionals: 0)

    package static func run(_ arguments: ParsedArguments, console: Console) throws {
        for scene in SceneCatalog.all {
            let info = scene.info
            let margin = info.overflowMargin > 0 ? "+" + String(format: "%g", Double(info.overflowMargin)) : ""
            let size = "\(Int(info.naturalSize.width))x\(Int(info.naturalSize.height))" + margin
            try console.print(info.name.padding(toLength: 18, withPad: " ", startingAt: 0)
                          + size.padding(toLength: 10, withPad: " ", startingAt: 0) + info.summary)
        }
    }
}

/// Looks a scene up by name, or compiles and loads the Swift scene file it names (`.swift`), or
/// imports the Lottie file it names (`.json` with Lottie's keys, `.lottie`), or loads the scene file it names (an existing file, or a name ending in `.json` / `.json5`), or fails with a
/// one-line error (exit 2) that lists the known ones (a compile failure gives the compiler's error
/// lines whole). A scene file and the images it shows are recorded in `inputs`.
package func requireScene(_ arguments: ParsedArguments, inputs: InputFiles = InputFiles(), console: Console) throws -> SceneDescriptor {
    guard let files = IsolatedSceneRun.swiftFiles(arguments) else {
        let timing = try LottieSupport.timing(arguments), text = try LottieSupport.text(arguments)
        let scene = try requireScene(arguments.positionals[0], lottieTiming: timing, lottieText: text, inputs: inputs, console: console)
        if scene.info.frames == nil, let option = LottieSupport.options.first(where: { arguments.value($0) != nil }) {
            throw UsageError.notApplicable(command: arguments.command, option: option,
                                           input: arguments.positionals[0], appliesTo: "a Lottie file")
        }
        return scene
    }
    // Only in the isolated child (`IsolatedSceneRun`), which has the run's private folder.
    guard let channel = console.channel else {
        throw CommandFailure(message: "\(files.given[0]): a Swift scene runs only in its isolated child process", exitCode: 1)
    }
    for file in files.files() { inputs.record(file, as: .swiftSource) }
    do throws(SwiftSceneError) {
        let library = try SwiftSceneCompiler.forRunningTool(workFolder: channel.folder).compile(files, build: 1)
        // Several scene types and none named: say which was taken, unless it is the one the file is named after.
        let named = ((library.file as NSString).lastPathComponent as NSString).deletingPathExtension
        if library.candidates.count > 1, files.sceneType == nil, library.sceneType != named {
            console.error("note: the scene is \(library.sceneType) (\(library.file)), of \(library.candidates.joined(separator: ", ")); "
                          + "--scene TYPE picks another")
        }
        let scene = try SwiftSceneLibrary.load(library.path, from: channel.folder)
        channel.beat()   // the scene's code runs from here on: the watchdog starts counting
        return scene
    } catch {
        throw CommandFailure(message: error.description, exitCode: 2)
    }
}

/// The scene named `name`: one of the catalog, a Lottie file, or a scene file.
package func requireScene(_ name: String, lottieTiming: LottieTiming? = nil, lottieText: LottieText? = nil,
                          inputs: InputFiles = InputFiles(), console: Console) throws -> SceneDescriptor {
    if SceneCatalog.scene(named: name) == nil,
       let lottie = try LottieSupport.load(name, timing: lottieTiming ?? .ios, text: lottieText ?? .ios, inputs: inputs, console: console) {
        return lottie
    }
    if SceneCatalog.scene(named: name) == nil, SceneFile.isSceneFilePath(name) {
        return try SceneFileSupport.load(name, inputs: inputs)
    }
    guard let scene = SceneCatalog.scene(named: name) else {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandFailure(message: "\(name.shortenedForMessage(limit: String.messagePathLimit)): is a folder, not a scene file",
                                 exitCode: 2)
        }
        let known = SceneCatalog.all.map { $0.info.name }.joined(separator: ", ")
        throw CommandFailure(message: "unknown scene '\(name.shortenedForMessage(limit: String.messagePathLimit))' (known: \(known))",
                             exitCode: 2)
    }
    return scene
}

/// The scene's parameter values: defaults, overridden by `--params FILE` (or nothing when not given).
/// A bad file is a one-line error with file:line:column, exit 2; so are values that make the scene's
/// expressions fail (`1 / $x` with x = 0), named by the first property they break. The file is recorded
/// in `inputs`.
package func loadParameters(for scene: SceneDescriptor, file: String?, inputs: InputFiles = InputFiles()) throws -> ParameterValues {
    guard let file else { return scene.parameters.defaults }
    inputs.record(file, as: .paramsFile)
    switch scene.parameters.load(file: file) {
    case .success(let values):
        do { try scene.check?(values) } catch {
            throw CommandFailure(message: "\(error.description) (with --params \(file))", exitCode: 2)
        }
        return values
    case .failure(let error): throw CommandFailure(message: error.description, exitCode: 2)
    }
}
