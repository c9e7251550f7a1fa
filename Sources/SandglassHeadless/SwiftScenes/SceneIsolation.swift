import CProcessControl
import Foundation
import Sandglass
import SandglassSystem

/// Runs the tool again as a child that compiles and runs a Swift scene, and watches it: a scene's code
/// may trap, abort, overflow the stack, allocate without bound, loop forever or call `exit()`, and
/// none of that may end the user's command with runtime noise or a signal, or leave files behind.
///
/// The child leads its own process group (the compiler it starts belongs to it, so one kill ends
/// everything), works in a private folder made here (`PrivateFolder`, removed when the run ends, by
/// any end: the caller registers it with `InterruptCleanup`), has a memory limit, and reports over a
/// pipe (`SupervisorChannel`). Watching it costs one process start (about 20 ms) and no work per frame
/// beyond a write of a few bytes at most ten times a second.
public final class SceneIsolation {
    /// How long a scene's code may go without finishing a frame (or its set-up) before it is stopped.
    public static let defaultTimeout = 10.0
    /// The child's data limit (RLIMIT_DATA): a scene allocating without bound fails at this size
    /// rather than taking the machine's memory.
    public static let memoryLimit: UInt64 = 8 << 30
    /// How long a hung child may take to write its backtrace before it is killed.
    static let backtraceGrace = 8.0
    /// The crash report the Swift runtime writes in the folder.
    public static let backtraceName = "crash.json"

    /// How the child ended and what it said.
    public struct Outcome: Sendable {
        public let ending: ChildProcess.Ending
        /// The status the child said it ended with (`SupervisorChannel.exiting`), nil when it did not.
        public let reportedExit: Int32?
        /// The seconds without a beat after which it was stopped, when it hung.
        public let hungAfter: Double?
        /// What it wrote on stderr (its last 64 KiB), the runtime's crash lines included.
        public let standardError: String
        /// The scene's failure, when its code ended the child (nil when the child ended on its own).
        public func failure(sceneFiles: [String], folder: PrivateFolder) -> SceneFailure? {
            if hungAfter == nil, reportedExit != nil, case .exited = ending { return nil }
            return SceneFailure.diagnose(ending, standardError: standardError,
                                         backtraceFile: folder.file(SceneIsolation.backtraceName),
                                         sceneFiles: sceneFiles, memoryLimit: SceneIsolation.memoryLimit, hungAfter: hungAfter)
        }
    }

    public let child: ChildProcess
    private let folder: PrivateFolder
    private let timeout: Double
    private let passThrough: Bool

    /// The environment of an isolated child working in `folder`: the channel, and the runtime's crash
    /// report as JSON in the folder (symbolicated, the crashed thread only).
    public static func environment(folder: PrivateFolder) -> [String: String?] {
        [SupervisorChannel.variable: folder.path,
         "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,"
            + "format=json,limit=128,top=16,output-to=\(folder.file(backtraceName))"]
    }

    /// Starts `executable arguments` in `folder`. `passThrough`: the child's stderr is copied to ours
    /// as it comes, except the runtime's crash noise (the preview); otherwise it is only kept.
    public init(executable: String, arguments: [String], folder: PrivateFolder, timeout: Double,
                passThrough: Bool, standardOutput: ChildProcess.StandardOutput = .inherited) throws(ChildProcessError) {
        child = try ChildProcess(executable, arguments, environment: Self.environment(folder: folder), ownGroup: true,
                                 standardOutput: standardOutput, pipeStandardError: true, reportChannel: true)
        (self.folder, self.timeout, self.passThrough) = (folder, timeout, passThrough)
        InterruptCleanup.shared.register(processGroup: child.pid)
    }

    /// Waits for the child, stopping it (and everything it started) when it goes `timeout` seconds
    /// without a beat once it has begun to beat. `onReport` sees each of the child's other lines.
    public func wait(onReport: (String) -> Void = { _ in }) -> Outcome {
        var stderrText = Data(), pending = Data(), unfinishedLine = Data()
        var reported: Int32?, lastBeat: Double?, hung: Double?
        var open = [child.output, child.reports].compactMap { $0?.fileDescriptor }
        var ended: ChildProcess.Ending?, endedAt = 0.0
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 100)
            for entry in fds where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count <= 0 { open.removeAll { $0 == entry.fd }; continue }
                let bytes = Data(buffer[0..<count])
                if entry.fd == child.reports?.fileDescriptor {
                    pending += bytes
                    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                        pending = Data(pending[(newline + 1)...])
                        if line == "beat" { lastBeat = MonotonicClock.now() }
                        else if line.hasPrefix("exit "), let status = Int32(line.dropFirst(5)) { reported = status }
                        else { onReport(line) }
                    }
                } else {
                    stderrText += bytes
                    if stderrText.count > 1 << 17 { stderrText = Data(stderrText.suffix(1 << 16)) }
                    if passThrough { Self.passOn(bytes, unfinished: &unfinishedLine) }
                }
            }
            if ended == nil, let beat = lastBeat, MonotonicClock.now() - beat > timeout {
                if hung == nil {
                    // SIGQUIT to the main thread, where the scene's code runs: the runtime's backtrace
                    // then says where it was stuck. What is still running a moment later is killed.
                    hung = timeout
                    lastBeat = MonotonicClock.now() - timeout + Self.backtraceGrace
                    _ = sg_signal_thread(child.pid, child.pid, SIGQUIT)
                } else {
                    child.killAll(group: true)
                }
            }
            // The runtime reports SIGQUIT and lets the thread go on: once its report is whole, kill.
            if ended == nil, hung != nil, Backtrace(file: folder.file(Self.backtraceName)) != nil {
                child.killAll(group: true)
            }
            if ended == nil, let ending = child.poll() {
                ended = ending
                endedAt = MonotonicClock.now()
            }
            // What the child wrote before it ended is read to the end of its pipes, unless something
            // that escaped its group holds them open.
            if let ending = ended, open.isEmpty || MonotonicClock.now() - endedAt > 1 {
                child.killAll(group: true)   // what the scene started, if anything outlived it
                InterruptCleanup.shared.unregister(processGroup: child.pid)
                return Outcome(ending: ending, reportedExit: reported, hungAfter: hung,
                               standardError: String(decoding: stderrText, as: UTF8.self))
            }
            if ended != nil { child.killAll(group: true) }
        }
    }

    /// The child's stderr, less the runtime's own lines while crashing (the supervisor says what
    /// happened, in one line of its own).
    /// Whole lines only: the runtime writes its crash banner in pieces.
    private static func passOn(_ bytes: Data, unfinished: inout Data) {
        unfinished += bytes
        guard let last = unfinished.lastIndex(of: UInt8(ascii: "\n")) else { return }
        let text = String(decoding: unfinished[unfinished.startIndex...last], as: UTF8.self)
        unfinished = Data(unfinished[(last + 1)...])
        let kept = text.split(separator: "\n").filter { line in
            !line.hasPrefix("swift-runtime: ") && !line.hasPrefix("*** ") && !line.contains("Fatal error:")
        }
        if !kept.isEmpty { FileHandle.standardError.write(Data((kept.joined(separator: "\n") + "\n").utf8)) }
    }
}
