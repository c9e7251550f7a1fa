import Foundation
import Sandglass
import SandglassCommandLine
import SandglassHeadless
import SandglassPreview
import SandglassSystem

/// Runs `sandglass preview MyScene.swift` as an isolated child (`SceneIsolation`) and keeps it alive
/// through what the scene's own code does to it: a trap in its init or in a completion block, a stack
/// overflow, an `exit()` call, or a hang (no frame for `timeout` seconds). The user's session survives.
///
/// The child works in the supervisor's private folder: it compiles its builds there, writes its
/// playhead there, and, once a Swift build has run a moment, that build's source. When the scene's code
/// ends the child, the supervisor starts it again on the last good build's source, paused at the
/// playhead, with what happened (`SceneFailure`: the user's `file:line` from the crash's backtrace)
/// shown in the window and said on stderr. Saves of the file then reload as usual. A failure with no
/// good build yet, or a good build that fails again at once, waits for the next save of the file.
/// The child's stderr is passed through as it comes, less the runtime's crash noise.
enum PreviewSupervisor {
    static func run(files: SwiftSceneFiles, childArguments: [String], timeout: Double) throws -> Int32 {
        try withPrivateFolder("sandglass-preview") { folder in try supervise(files: files, childArguments: childArguments,
                                                                               timeout: timeout, folder: folder) }
    }

    private static func supervise(files: SwiftSceneFiles, childArguments: [String], timeout: Double, folder: PrivateFolder) throws -> Int32 {
        let playhead = folder.file("playhead"), good = folder.file("good.swift")
        var start = 0.0, fromGood = false, note: String?, quickFailures = 0
        while true {
            var arguments = childArguments + ["--start-time", String(start)]
            if fromGood { arguments += ["--from-source", good] }
            if let note { arguments += ["--crash-note", note] }
            unlink(folder.file(SceneIsolation.backtraceName))   // the report of an earlier crash
            let began = MonotonicClock.now()
            let isolation: SceneIsolation
            do {
                isolation = try SceneIsolation(executable: IsolatedSceneRun.executablePath(), arguments: arguments,
                                               folder: folder, timeout: timeout, passThrough: true)
            } catch {
                throw CommandFailure(message: "cannot start the preview: \(error.description)", exitCode: 1)
            }
            let outcome = isolation.wait()
            guard let failure = outcome.failure(sceneFiles: files.files(), folder: folder) else {
                // Ended on its own (closed, Esc, or an error it said itself): its status is the run's.
                return outcome.reportedExit ?? 1
            }
            let time = (try? String(contentsOfFile: playhead, encoding: .utf8)).flatMap(Double.init) ?? start
            let what = failure.description + " at t ≈ " + String(format: "%.2f", time) + " s"
            // A hang is known only after `timeout` seconds: "at once" counts from then.
            let quick = MonotonicClock.now() - began < 3 + (outcome.hungAfter ?? 0)
            quickFailures = quick && fromGood ? quickFailures + 1 : 0
            if FileManager.default.fileExists(atPath: good) && quickFailures < 2 {
                // A good build failing at once again: start it over from 0 once before waiting.
                start = quickFailures == 1 ? 0 : time
                fromGood = true
                note = what + "; restarted on the last good build"   // the restarted preview shows it too
                report(what + "; restarted on the last good build")
            } else {
                note = what + "; restarted after the save"
                report(what + "; waiting for a save of \(files.given.joined(separator: ", "))")
                waitForSave(of: files)
                start = time
                fromGood = false
                quickFailures = 0
            }
        }
    }

    /// Returns once one of `files` is written (inotify on their folders, so a save by rename is seen too).
    private static func waitForSave(of files: SwiftSceneFiles) {
        guard let watcher = try? FileWatcher(paths: files.watched.files, folders: files.watched.folders) else {
            sleep(1)
            return
        }
        while watcher.poll().isEmpty { usleep(100_000) }
        usleep(100_000)   // let an editor finish writing
    }

    private static func report(_ line: String) {
        FileHandle.standardError.write(Data(("sandglass: " + line.escapingControlCharacters + "\n").utf8))
    }
}
