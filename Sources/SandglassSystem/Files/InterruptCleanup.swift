import Foundation
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
    private var forwarded: Set<pid_t> = []
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
    /// A process that cleans up after itself (another sandglass): it gets the signal too, and is
    /// waited for (up to 10 s) before this process ends.
    public func register(forwarding pid: pid_t) { _ = lock.withLock { forwarded.insert(pid) } }
    public func unregister(forwarding pid: pid_t) { _ = lock.withLock { forwarded.remove(pid) } }

    /// Passes `signal` to the processes that clean up after themselves and waits for them; kills the
    /// other registered processes (SIGKILL: a helper told to stop politely may still write its file),
    /// waits up to a second for them to be gone, then removes the registered files.
    public func cleanUp(signal: Int32 = SIGTERM) {
        let (pids, groups, paths, temporaryFolders, passedOn) = lock.withLock {
            interrupted = true
            return (processes, processGroups, files, folders, forwarded)
        }
        for pid in passedOn { kill(pid, signal) }
        let patience = Self.uptime() + 10
        while passedOn.contains(where: Self.isRunning), Self.uptime() < patience { usleep(5000) }
        for pid in pids { kill(pid, SIGKILL) }
        for leader in groups {
            kill(-leader, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(leader, &status, 0)   // ours: reaped, so that "gone" below means every member
        }
        let deadline = Self.uptime() + 1
        // A killed compiler may still finish a write into a folder removed below: wait for the group.
        while (pids.contains(where: Self.isRunning) || groups.contains { kill(-$0, 0) == 0 }), Self.uptime() < deadline { usleep(5000) }
        for path in paths { unlink(path) }
        for folder in temporaryFolders {
            try? FileManager.default.removeItem(atPath: folder)
            if FileManager.default.fileExists(atPath: folder) { try? FileManager.default.removeItem(atPath: folder) }
        }
    }

    /// Whether `pid` still runs (a zombie, dead but not yet reaped, does not).
    public static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = status.lastIndex(of: ")") else { return true }
        return !status[close...].hasPrefix(") Z")
    }
}

extension InterruptCleanup {
    /// Seconds since boot on the monotonic clock: deadlines that a wall-clock change cannot move.
    fileprivate static func uptime() -> Double { Double(DispatchTime.now().uptimeNanoseconds) * 1e-9 }
}
