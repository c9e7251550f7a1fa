@preconcurrency import Glibc
import Sandglass

/// Where a command writes: standard output for results, standard error for one-line diagnostics.
/// Commands take it as a parameter so that the same code runs in tests with captured output.
struct Console: Sendable {
    let out: @Sendable (String) -> Void
    let err: @Sendable (String) -> Void

    static let standard = Console(
        out: { text in fputs(text, stdout); fflush(stdout) },
        err: { text in fputs(text, stderr) })

    func print(_ line: String) { out(line + "\n") }
    /// One diagnostic line; control characters in it (from an argument, a file name) are shown escaped,
    /// so that it stays one line and cannot drive the terminal.
    func error(_ line: String) { err("sandglass: " + line.escapingControlCharacters + "\n") }
}

/// A failure while running a command (not a usage mistake): printed on one line, exit status 1 or 2.
struct CommandFailure: Error {
    let message: String
    /// 1 for runtime failures, 2 for bad input (a bad file, no GL context, no display).
    let exitCode: Int32
}
