import Foundation
import SandglassHeadless
import Sandglass

/// Where the preview says things: the messages strip (`MessageLog`) and stderr, on the preview's own
/// clock (seconds since the window opened, for notes to fade). Shared by the session, the presenter
/// and the window loop.
final class PreviewMessages {
    private(set) var log = MessageLog()
    private let started = MonotonicClock.now()

    /// Seconds since the window opened.
    var now: Double { MonotonicClock.now() - started }

    /// One line on stderr and in the messages strip (replacing the source's earlier message).
    func report(_ message: String, from source: MessageLog.Source, isError: Bool = false) {
        guard !message.isEmpty else { return }
        log.post(message, from: source, isError: isError, at: now)
        Self.writeToStandardError(message)
    }

    /// In the messages strip only: a line the command line has already written to stderr (a Lottie
    /// file's notes, printed as the file was opened).
    func show(_ message: String, from source: MessageLog.Source) {
        guard !message.isEmpty else { return }
        log.post(message, from: source, isError: false, at: now)
    }

    /// Brings `source`'s message up to date with a state that may hold a problem (`MessageLog.sync`);
    /// true when the log changed.
    @discardableResult
    func sync(_ source: MessageLog.Source, problem: String?, status: String?) -> Bool {
        let before = log
        if let posted = log.sync(source, problem: problem, status: status, at: now) { Self.writeToStandardError(posted) }
        return log != before
    }

    /// Drops faded notes; true when any was dropped.
    func expire() -> Bool { log.expire(at: now) }

    /// A scene switch: every message is of the scene before.
    func clearAll() { log.clearAll() }

    private static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data(("sandglass: " + line.escapingControlCharacters + "\n").utf8))
    }
}
