import Foundation
import Sandglass

/// What one reload of a watched file set gave.
public enum ReloadOutcome<Value> {
    /// The files loaded: the new value, and the line that says so (nil: nothing worth saying, e.g.
    /// the same values saved again).
    case loaded(Value, note: String?)
    /// They did not: the one line that says why. The last good value stays in force.
    case failed(String)
}

/// What a reload has to say, once: the watcher's lines (a folder gone, back), then the outcome's.
public struct ReloadNotice: Equatable, Sendable {
    /// The watcher's lines, in order.
    public var watcher: [String]
    /// The success note or the failure line, if any.
    public var line: String?
    /// Whether `line` is a failure.
    public var isError: Bool

    /// Everything, as one line: "folder gone; bad.json5:3:1: …".
    public var text: String { (watcher + [line].compactMap { $0 }).joined(separator: "; ") }
}

/// A watched set of files, reloaded when one of them changes, with one rule for what it says.
///
/// Each frame, call `poll(reload:)` (or, for slow work such as compiling, `poll(on:start:finish:)`,
/// which runs it in the background while the last good value plays on). The reload itself is the
/// caller's: it returns the new value or one error line (`ReloadOutcome`).
///
/// Debounce: every change one poll sees is one reload; changes seen while a background reload is
/// running are gathered into one more reload, started when it ends.
///
/// Notices (`takeNotice()`), the one rule for every hot reload:
/// - a success says its note once and clears the error;
/// - a failure says its line once and holds it as `error` until the next success; the same line
///   again (a bad file saved twice, a deleted file seen again) says nothing;
/// - the watcher's lines come first, each once.
public final class HotReload {
    public let watcher: FileWatcher
    /// The failure line in force, or nil when the last reload succeeded (or none ran yet).
    public private(set) var error: String?
    private let isRelevant: (String) -> Bool
    private var notice = ReloadNotice(watcher: [], line: nil, isError: false)
    /// A background reload is running, and whether another change came in meanwhile.
    private var running = false
    private var changedAgain = false
    private let finished = Mailbox()

    /// `isRelevant`: which of the watcher's changed paths call for a reload (all by default).
    public init(watcher: FileWatcher, isRelevant: @escaping (String) -> Bool = { _ in true }) {
        self.watcher = watcher
        self.isRelevant = isRelevant
    }

    /// Reloads now when a watched file changed since the last call. Returns the new value after a
    /// successful reload, else nil.
    public func poll<Value>(reload: () -> ReloadOutcome<Value>) -> Value? {
        guard changed() else { return nil }
        return take(reload())
    }

    /// Starts a reload in the background when a watched file changed: `start` (on this thread) gives
    /// the job that runs on `queue`; a later poll hands its result and the time the change was seen
    /// (`MonotonicClock`) to `finish` (on this thread again). Never waits for the job.
    public func poll<Job, Value>(on queue: DispatchQueue, start: () -> @Sendable () -> Job,
                                 finish: (Job, _ changedAt: Double) -> ReloadOutcome<Value>) -> Value? {
        if changed() {
            if running { changedAgain = true } else { begin(on: queue, start) }
        }
        guard let (job, changedAt) = finished.take() else { return nil }
        running = false
        if changedAgain {
            changedAgain = false
            begin(on: queue, start)
        }
        // One HotReload runs one kind of job: what `start` made is what `finish` takes.
        return take(finish(job as! Job, changedAt))
    }

    /// What to say since the last call (`HotReload`'s rule), or nil.
    public func takeNotice() -> ReloadNotice? {
        defer { notice = ReloadNotice(watcher: [], line: nil, isError: false) }
        return notice.watcher.isEmpty && notice.line == nil ? nil : notice
    }

    /// Applies the rule to `outcome` (also for a reload the caller ran outside a poll).
    @discardableResult
    public func take<Value>(_ outcome: ReloadOutcome<Value>) -> Value? {
        switch outcome {
        case let .loaded(value, note):
            error = nil
            if let note { (notice.line, notice.isError) = (note, false) }
            return value
        case let .failed(line):
            if line != error { (notice.line, notice.isError) = (line, true) }
            error = line
            return nil
        }
    }

    /// Whether a watched file that matters changed; keeps the watcher's notices.
    private func changed() -> Bool {
        let paths = watcher.poll()
        notice.watcher += watcher.takeNotices()
        return paths.contains(where: isRelevant)
    }

    private func begin<Job>(on queue: DispatchQueue, _ start: () -> @Sendable () -> Job) {
        running = true
        let (job, changedAt, finished) = (start(), MonotonicClock.now(), finished)
        queue.async { finished.put(job(), changedAt: changedAt) }
    }
}

/// A background reload's result, handed to the polling thread.
private final class Mailbox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: (Any, Double)?

    func put(_ result: Any, changedAt: Double) {
        lock.lock(); value = (result, changedAt); lock.unlock()
    }

    func take() -> (Any, Double)? {
        lock.lock(); defer { value = nil; lock.unlock() }
        return value
    }
}
