import Foundation
import Sandglass
import SandglassHeadless
import Scenes

/// The headless commands on a Swift file (`render`, `dump`, `plan`, `record`, `bench`, `params`, `export`) run
/// the file's code in a child process (`SceneIsolation`): the same command, started again with the
/// run's private folder on its channel. The child compiles, loads and runs the scene and writes the
/// command's output; this process watches it and turns whatever the scene's code does to it (a trap, an
/// abort, a stack overflow, memory without bound, a hang, `exit()`) into one line and exit 2. A child
/// that ends on its own passes its lines and status through unchanged.
///
/// A child is a second process start and nothing per frame; a fork of this process instead would carry
/// its threads' locks (the interrupt thread, GL's) into a copy that may deadlock on them.
package enum IsolatedSceneRun {
    /// The commands whose SCENE may be a Swift file.
    package static let commands: Set<String> = ["render", "dump", "plan", "record", "bench", "params", "export"]
    package static let timeoutOption = "--scene-timeout"
    package static let sceneTypeOption = "--scene"
    package static let helpLine = "A Swift file as SCENE (or several files and folders, compiled together; --scene TYPE picks "
        + "the scene among their types) is compiled and run in a child process: --scene-timeout S stops "
        + "its code after S seconds without a frame (default \(Int(SceneIsolation.defaultTimeout)))."

    /// The Swift files the arguments name as their scene, when `command` takes one.
    package static func swiftScene(of command: String, _ arguments: ParsedArguments) -> SwiftSceneFiles? {
        guard commands.contains(command) else { return nil }
        return swiftFiles(arguments)
    }

    /// The Swift files and folders of SCENE, with `--scene`; nil when SCENE is a name or a scene file.
    package static func swiftFiles(_ arguments: ParsedArguments) -> SwiftSceneFiles? {
        guard let scene = arguments.positionals.first, SceneCatalog.scene(named: scene) == nil,
              SwiftSceneFiles.isSwiftInput(scene) else { return nil }
        return SwiftSceneFiles(arguments.positionals, sceneType: arguments.value(sceneTypeOption))
    }

    /// Checks the Swift scene's own options the same way whatever the input: `--scene-timeout`'s value
    /// always, then that neither option is given for an input that is not Swift (a built-in scene, a
    /// scene file, a Lottie file), where it would be ignored.
    package static func checkOptions(_ arguments: ParsedArguments, command: String) throws(UsageError) {
        _ = try timeout(arguments)
        _ = try LottieSupport.timing(arguments)
        _ = try LottieSupport.text(arguments)
        guard swiftFiles(arguments) == nil else {
            if let option = LottieSupport.options.first(where: { arguments.value($0) != nil }) {
                throw .notApplicable(command: command, option: option, input: arguments.positionals.first ?? "",
                                     appliesTo: "a Lottie file")
            }
            return
        }
        for option in [sceneTypeOption, timeoutOption] where arguments.value(option) != nil {
            throw .notApplicable(command: command, option: option, input: arguments.positionals.first ?? SceneCatalog.defaultScene.info.name,
                                 appliesTo: "a Swift scene (.swift files or a folder of them)")
        }
    }

    /// The watchdog's limit: `--scene-timeout`, else the default.
    package static func timeout(_ arguments: ParsedArguments) throws(UsageError) -> Double {
        try ArgumentParser.number(timeoutOption, in: arguments, range: 0.1...86400) ?? SceneIsolation.defaultTimeout
    }

    /// Runs the whole command line `arguments` again in an isolated child and gives its status.
    package static func run(_ arguments: [String], files: SwiftSceneFiles, timeout: Double, console: Console) throws -> Int32 {
        // What can be said without running the scene is said here: a missing file, no scene type.
        do throws(SwiftSceneError) { try SwiftSceneCompiler.checkScene(files) } catch {
            throw CommandFailure(message: error.description, exitCode: 2)
        }
        return try withPrivateFolder("sandglass-scene") { folder in
            let isolation: SceneIsolation
            do {
                isolation = try SceneIsolation(executable: executablePath(), arguments: arguments, folder: folder,
                                               timeout: timeout, passThrough: false)
            } catch {
                throw CommandFailure(message: "\(error)", exitCode: 1)
            }
            let outcome = isolation.wait()
            if let failure = outcome.failure(sceneFiles: files.files(), folder: folder) {
                throw CommandFailure(message: failure.description, exitCode: 2)
            }
            console.err(outcome.standardError)   // the child's own lines (it said them as this tool)
            return outcome.reportedExit ?? 1
        }
    }

    /// This executable, as the kernel knows it (argv[0] may be a bare name found on PATH).
    package static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    }
}
