import CProcessControl
import Foundation
import Sandglass
import SandglassSystem

/// The child's side of an isolated scene run (`SceneIsolation`): a pipe on descriptor 3 to the process
/// that started it, which kills it when it stops beating and explains its end.
///
/// The child says `beat` each time it is about to run the scene's code or has done one more frame (the
/// watchdog counts from the last beat), and `exit N` just before it ends on its own. A child that
/// ends with no `exit` line was ended by the scene's code (`exit()` called from a scene).
///
/// Its folder is the run's private folder, made by the parent (`PrivateFolder`), checked again here.
public final class SupervisorChannel: @unchecked Sendable {
    /// The environment variable naming the private folder; set only on the isolated child.
    public static let variable = "SANDGLASS_SCENE_CHILD"
    /// The descriptor the parent reads.
    static let descriptor: Int32 = 3

    public let folder: PrivateFolder
    private let lock = NSLock()
    private var lastBeat = 0.0

    /// The channel of this process, when it is an isolated child; nil otherwise. Throws when the
    /// folder it names is not this user's private folder.
    public static func inherited() throws(PrivateFolderError) -> SupervisorChannel? {
        guard let path = ProcessInfo.processInfo.environment[variable] else { return nil }
        return SupervisorChannel(folder: try PrivateFolder(adopting: path))
    }

    private init(folder: PrivateFolder) {
        self.folder = folder
        // The child must not outlive its parent (killed with SIGKILL, it cannot clean up after us).
        _ = sg_die_with_parent(SIGKILL)
        // A scene allocating without bound fails at the limit instead of taking the machine's memory.
        // The limit counts from what the process has mapped already (a sanitizer's shadow memory is
        // terabytes of data mappings), so it is the scene's own 8 GiB.
        var limit = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit) == 0 {
            limit.rlim_cur = min(limit.rlim_max, rlim_t((ProcessStatus.kilobytes("VmData") ?? 0) * 1024 + SceneIsolation.memoryLimit))
            _ = setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
        }
        // No core file: a crash is explained from the runtime's backtrace, and dumping the tool's
        // memory takes seconds and leaves a file in the user's folder.
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
    }

    /// Tells the watchdog the scene is making progress; at most ten a second reach the pipe.
    public func beat() {
        let now = MonotonicClock.now()
        let due = lock.withLock {
            guard now - lastBeat >= 0.1 else { return false }
            lastBeat = now
            return true
        }
        if due { send("beat") }
    }

    /// Says the process is ending on its own, with `status`.
    public func exiting(_ status: Int32) { send("exit \(status)") }

    /// One line to the parent; lost (not waited for) when the pipe is full or gone.
    public func send(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(Self.descriptor, $0.baseAddress, $0.count) }
    }
}
