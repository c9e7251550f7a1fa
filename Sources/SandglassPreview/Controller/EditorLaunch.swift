import Foundation
import Sandglass

/// Opens where an animation was defined in the user's editor: `$EDITOR +LINE FILE`, the convention of
/// vi, Emacs, nano and gedit, started detached (the preview neither waits for it nor takes it down
/// when it quits).
enum EditorLaunch {
    /// Why the editor was not started, with what the user needs to do it by hand.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case editorNotSet(file: String, line: Int)
        case fileNotFound(String)
        case cannotStart(reason: String)

        var description: String {
            switch self {
            case let .editorNotSet(file, line):
                return "$EDITOR is not set: open \(file):\(line) yourself, or start the preview with EDITOR set "
                    + "(it runs $EDITOR +LINE FILE)"
            case let .fileNotFound(file): return "cannot open \(file) in the editor: no such file here"
            case let .cannotStart(reason): return "the editor did not start: \(reason)"
            }
        }
    }

    /// The shell line that runs the editor in the background: `$EDITOR` is read as shell words, as git
    /// reads it (`EDITOR="emacsclient -n"` and a quoted path with a space work), the line and the file
    /// passed as arguments whatever they hold.
    static let script = #"eval "$EDITOR \"\$@\"" </dev/null >/dev/null 2>&1 &"#

    /// The process to run for `location`: `/bin/sh -c script sh +LINE FILE`.
    static func command(for location: AnimationSourceLocation, environment: [String: String]) throws(Failure) -> [String] {
        guard let editor = environment["EDITOR"], !editor.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .editorNotSet(file: location.filePath, line: location.line)
        }
        guard FileManager.default.fileExists(atPath: location.filePath) else { throw .fileNotFound(location.filePath) }
        return ["/bin/sh", "-c", script, "sh", "+\(location.line)", location.filePath]
    }

    /// Starts the editor on `location` and returns at once (the shell exits as soon as the editor is
    /// started in the background).
    static func open(_ location: AnimationSourceLocation,
                     environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) {
        let command = try command(for: location, environment: environment)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw .cannotStart(reason: "\(error)") }
        process.waitUntilExit()   // the shell only, which backgrounds the editor and exits
        guard process.terminationStatus == 0 else { throw .cannotStart(reason: "/bin/sh exited with \(process.terminationStatus)") }
    }
}
