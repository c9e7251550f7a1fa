import Foundation
import Sandglass
#if canImport(Glibc)
import Glibc
#endif

/// What an interrupted run must undo: temporary files not yet renamed into place, and helper
/// processes (ffmpeg) still running. Writers register them while they exist; the tool's signal handling
/// (SIGINT, SIGTERM, SIGHUP) calls `cleanUp()` before the process ends. Process-wide, as signals are.
public final class InterruptCleanup: @unchecked Sendable {
    public static let shared = InterruptCleanup()

    private var files: Set<String> = []
    private var folders: Set<String> = []
    private var processes: Set<pid_t> = []
    private var processGroups: Set<pid_t> = []
    private var interrupted = false
    private let lock = NSLock()

    /// Whether `cleanUp()` has begun: the process is ending by a signal, and what the rest of it still
    /// says (ffmpeg "failed", as it was just killed) is noise.
    public var isInterrupted: Bool { lock.withLock { interrupted } }

    public func register(file path: String) { _ = lock.withLock { files.insert(path) } }
    public func unregister(file path: String) { _ = lock.withLock { files.remove(path) } }
    /// A temporary folder (its files with it), such as a recording's frames not yet renamed into place.
    public func register(folder path: String) { _ = lock.withLock { folders.insert(path) } }
    public func unregister(folder path: String) { _ = lock.withLock { folders.remove(path) } }
    public func register(process pid: pid_t) { _ = lock.withLock { processes.insert(pid) } }
    public func unregister(process pid: pid_t) { _ = lock.withLock { processes.remove(pid) } }
    /// A process group led by `leader` (an isolated scene and the compiler it runs): all of it is killed.
    public func register(processGroup leader: pid_t) { _ = lock.withLock { processGroups.insert(leader) } }
    public func unregister(processGroup leader: pid_t) { _ = lock.withLock { processGroups.remove(leader) } }

    /// Kills the registered processes (SIGKILL: a helper told to stop politely may still write its
    /// file), waits up to a second for them to be gone, then removes the registered files.
    public func cleanUp() {
        let (pids, groups, paths, temporaryFolders) = lock.withLock {
            interrupted = true
            return (processes, processGroups, files, folders)
        }
        for pid in pids { kill(pid, SIGKILL) }
        for leader in groups { kill(-leader, SIGKILL) }
        let deadline = MonotonicClock.now() + 1
        while (pids.contains(where: Self.isRunning) || groups.contains(where: Self.isRunning)), MonotonicClock.now() < deadline { usleep(5000) }
        for path in paths { unlink(path) }
        for folder in temporaryFolders { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Whether `pid` still runs (a zombie, dead but not yet reaped, does not).
    public static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = status.lastIndex(of: ")") else { return true }
        return !status[close...].hasPrefix(") Z")
    }
}
