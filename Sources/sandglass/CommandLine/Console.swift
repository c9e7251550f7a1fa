@preconcurrency import Glibc
import Sandglass
import SandglassPreview
import SandglassRender

/// Where a command writes: standard output for results, standard error for one-line diagnostics.
/// Commands take it as a parameter so that the same code runs in tests with captured output.
/// Writing standard output can fail (a full disk, a closed stdout): `out` throws, and the tool turns
/// that into one line and exit 1.
struct Console: Sendable {
    let out: @Sendable (String) throws(StandardOutput.Failure) -> Void
    let err: @Sendable (String) -> Void
    /// Set in the isolated child that runs a Swift scene (`IsolatedSceneRun`): its folder and the pipe
    /// its watchdog reads.
    var channel: SupervisorChannel? = nil

    static let standard = Console(
        out: { text throws(StandardOutput.Failure) in try StandardOutput.write(text) },
        err: { text in if !InterruptCleanup.shared.isInterrupted { fputs(text, stderr) } })

    /// Tells the watchdog of an isolated scene that its code is making progress (nothing otherwise).
    func beat() { channel?.beat() }

    /// `runner`'s frame steps beat (`beat()`), so a long evaluation is not taken for a hang.
    func watch(_ runner: SceneRunner) {
        guard let channel else { return }
        runner.onFrameStep = { channel.beat() }
    }

    func print(_ line: String) throws(StandardOutput.Failure) { try out(line + "\n") }
    /// One diagnostic line; control characters in it (from an argument, a file name) are shown escaped,
    /// so that it stays one line and cannot drive the terminal.
    func error(_ line: String) { err("sandglass: " + line.escapingControlCharacters + "\n") }
}

/// A failure while running a command (not a usage mistake): printed on one line, exit status 1 or 2.
struct CommandFailure: Error {
    /// The line to print; empty when it was printed already (by the supervised preview).
    let message: String
    /// 1 for runtime failures, 2 for bad input (a bad file, no GL context, no display).
    let exitCode: Int32
}
