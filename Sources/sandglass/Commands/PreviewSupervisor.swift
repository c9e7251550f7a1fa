import Foundation
import SandglassPreview

/// Runs `sandglass preview MyScene.swift` as a child process and keeps it alive through crashes in the
/// scene's own code (a trap in its init, in a completion block): the user's session survives.
///
/// The child writes its playhead and, once a Swift build has run a moment, that build's source into a
/// folder the supervisor owns (`PreviewSupervision`). When the child dies from a signal, the supervisor
/// starts it again on the last good build's source, paused at the playhead, with what happened shown in
/// the window (the Swift fatal-error line). Saves of the file then reload as usual. A crash with no good
/// build yet, or a good build that crashes again at once, waits for the next save of the file.
/// The child's stderr is passed through as it comes.
enum PreviewSupervisor {
    static func run(file: String, childArguments: [String]) -> Int32 {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("sandglass-supervisor-\(getpid())")
        try? FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state) }
        let playhead = state.appendingPathComponent("playhead").path
        let good = state.appendingPathComponent("good.swift").path
        var start = 0.0, fromGood = false, note: String?, quickCrashes = 0
        while true {
            var arguments = childArguments + ["--supervised", state.path, "--start-time", String(start)]
            if fromGood { arguments += ["--from-source", good] }
            if let note { arguments += ["--crash-note", note] }
            let began = Date()
            guard let (status, signalled, lastLines) = runChild(arguments) else { return 1 }
            guard signalled else { return status }
            let time = (try? String(contentsOfFile: playhead, encoding: .utf8)).flatMap(Double.init) ?? start
            let fatal = lastLines.last { $0.contains("Fatal error") || $0.contains("fatal error") } ?? ""
            let what = "the scene crashed (signal \(status)) at t ≈ \(String(format: "%.2f", time)) s"
                + (fatal.isEmpty ? "" : ": " + fatal.trimmingCharacters(in: .whitespaces))
            quickCrashes = Date().timeIntervalSince(began) < 3 && fromGood ? quickCrashes + 1 : 0
            if FileManager.default.fileExists(atPath: good) && quickCrashes < 2 {
                // A good build crashing at once again: start it over from 0 once before waiting.
                start = quickCrashes == 1 ? 0 : time
                fromGood = true
                note = what + "; restarted on the last good build"   // the restarted preview says it
            } else {
                note = what + "; restarted after the save"
                report(what + "; waiting for a save of \(file)")
                waitForSave(of: file)
                start = time
                fromGood = false
                quickCrashes = 0
            }
        }
    }

    /// Runs the tool with `arguments`, its stderr passed through and its last lines kept; nil when it
    /// cannot start. The status is the exit code, or the signal when `signalled`.
    private static func runChild(_ arguments: [String]) -> (Int32, signalled: Bool, lastLines: [String])? {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"   // a crash restarts at once, without a long backtrace
        child.environment = environment
        let pipe = Pipe()
        child.standardError = pipe
        let tail = StderrTail()
        do { try child.run() } catch {
            report("cannot start the preview: \(error.localizedDescription)")
            return nil
        }
        let reader = pipe.fileHandleForReading
        while case let data = reader.availableData, !data.isEmpty {
            FileHandle.standardError.write(data)
            tail.append(data)
        }
        child.waitUntilExit()
        return (child.terminationStatus, child.terminationReason == .uncaughtSignal, tail.lines)
    }

    private static func waitForSave(of file: String) {
        let before = modification(of: file)
        while modification(of: file) == before { usleep(200_000) }
        usleep(100_000)   // let an editor finish writing
    }

    private static func modification(of file: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date
    }

    private static func report(_ line: String) {
        FileHandle.standardError.write(Data(("sandglass: " + line + "\n").utf8))
    }
}

/// The last lines a child wrote to stderr.
private final class StderrTail {
    private var text = ""
    func append(_ data: Data) {
        text += String(decoding: data, as: UTF8.self)
        if text.count > 32768 { text = String(text.suffix(16384)) }
    }
    var lines: [String] { text.split(separator: "\n").suffix(80).map(String.init) }
}
