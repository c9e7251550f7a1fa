import Foundation
import XCTest

/// The real `sandglass ARGUMENTS` (a preview) run in a fresh folder, where its screenshots and params
/// files land (a built-in scene's under `config/sandglass/params`), with its stderr kept in a file. `stop()` ends it and removes the folder.
final class PreviewRun {
    let folder: URL
    let preview = Process()
    private let errors: URL

    /// `files` (name: contents) are written into the folder before the tool starts.
    init(_ arguments: [String], files: [String: String] = [:]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sg-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        errors = folder.appendingPathComponent("stderr.txt")
        for (name, contents) in files { try contents.write(to: file(name), atomically: true, encoding: .utf8) }
        try Data().write(to: errors)
        preview.executableURL = URL(fileURLWithPath: PreviewSmokeTests.toolPath)
        preview.arguments = arguments
        preview.currentDirectoryURL = folder
        // The user's params files (tweaks of built-in scenes) land in the folder, never in ~/.config.
        preview.environment = ProcessInfo.processInfo.environment.merging(
            ["XDG_CONFIG_HOME": folder.appendingPathComponent("config").path]) { $1 }
        preview.standardError = try FileHandle(forWritingTo: errors)
        try preview.run()
    }

    func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// The window's own process: `sandglass` runs `sandglass-preview`, its child, for the window.
    func windowProcess(file: StaticString = #filePath, line: UInt = #line) throws -> pid_t {
        let pid = preview.processIdentifier
        let children = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
        return try XCTUnwrap(children.split(separator: " ").first.flatMap { pid_t($0) }, "no window process", file: file, line: line)
    }

    var stderr: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

    /// The preview's window, once it shows (xdotool gives up after 30 s).
    func window(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try XCTUnwrap(try PreviewSmokeTests.xdotool(["search", "--sync", "--onlyvisible", "--name", "^sandglass"])
            .split(separator: "\n").first.map(String.init), "no preview window", file: file, line: line)
    }

    /// The preview's window once it shows and settles, in Interact mode (G): the mouse is a finger.
    func windowInteracting(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let window = try self.window(file: file, line: line)
        usleep(500_000)
        try PreviewSmokeTests.xdotool(["key", "--window", window, "g"])
        usleep(300_000)
        return window
    }

    func stop() {
        if preview.isRunning { preview.terminate() }
        try? FileManager.default.removeItem(at: folder)
    }
}
