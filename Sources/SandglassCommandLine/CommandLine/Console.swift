@preconcurrency import Glibc
import Sandglass
import SandglassHeadless
import SandglassSystem

/// Where a command writes: standard output for results, standard error for one-line diagnostics.
/// Commands take it as a parameter so that the same code runs in tests with captured output.
/// Writing standard output can fail (a full disk, a closed stdout): `out` throws, and the tool turns
/// that into one line and exit 1.
package struct Console: Sendable {
    package let out: @Sendable (String) throws(StandardOutput.Failure) -> Void
    package let err: @Sendable (String) -> Void
    /// Set in the isolated child that runs a Swift scene (`IsolatedSceneRun`): its folder and the pipe
    /// its watchdog reads.
    package var channel: SupervisorChannel? = nil

    package static let standard = Console(
        out: { text throws(StandardOutput.Failure) in try StandardOutput.write(text) },
        err: { text in if !InterruptCleanup.shared.isInterrupted { fputs(text, stderr) } })

    /// Tells the watchdog of an isolated scene that its code is making progress (nothing otherwise).
    package func beat() { channel?.beat() }

    /// What a runner calls at each frame step when the watchdog counts them (nil when none watches),
    /// so a long evaluation is not taken for a hang.
    package var frameStep: (() -> Void)? { channel.map { channel in { channel.beat() } } }

    /// `runner`'s frame steps beat (`frameStep`), and a seek that jumped over frames where the scene
    /// runs code every frame is a note, once per run.
    package func watch(_ runner: SceneRunner) {
        runner.onFrameStep = frameStep
        let noted = Flag()
        runner.onReplayCapped = { [self] from, to in
            guard !noted.isSet else { return }
            noted.set()
            let span = String(format: "%g", SceneRunner.replaySpan)
            error("note: the scene runs code every frame (a display link, completion blocks or a drag); from "
                  + String(format: "%g", from) + " s to " + String(format: "%g", to) + " s its frames were jumped over, "
                  + "only the last \(span) s before each time shown are played frame by frame")
        }
    }

    package func print(_ line: String) throws(StandardOutput.Failure) { try out(line + "\n") }
    /// One diagnostic line; control characters in it (from an argument, a file name) are shown escaped,
    /// so that it stays one line and cannot drive the terminal.
    package func error(_ line: String) { err("sandglass: " + line.escapingControlCharacters + "\n") }
}

/// A failure while running a command (not a usage mistake): printed on one line, exit status 1 or 2.
package struct CommandFailure: Error {
    /// The line to print; empty when it was printed already (by the supervised preview).
    package let message: String
    /// 1 for runtime failures, 2 for bad input (a bad file, no GL context, no display).
    package let exitCode: Int32

    package init(message: String, exitCode: Int32) { (self.message, self.exitCode) = (message, exitCode) }
}

/// A one-way switch a closure can set (a note said once).
private final class Flag: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}
