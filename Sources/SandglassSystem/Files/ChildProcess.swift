import Foundation

/// A process started with `posix_spawn`, for the helpers a run starts (the Swift compiler, an isolated
/// scene) where Foundation's `Process` falls short: the child gets the default signal mask and
/// dispositions (the tool blocks SIGINT, SIGTERM and SIGHUP in every thread for `Interrupts`, and a
/// spawned process would inherit that and ignore them), may lead a process group of its own, so that
/// killing the group ends everything it started (swiftc's frontend and linker too), and may get a pipe
/// on descriptor 3 to report through.
public final class ChildProcess {
    public let pid: pid_t
    /// The read end of the child's combined stdout and stderr, or of its stderr alone, when piped.
    public let output: FileHandle?
    /// The read end of the child's descriptor 3, when asked for.
    public let reports: FileHandle?
    /// The read end of the child's stdout, when `.piped`.
    public let standardOutput: FileHandle?
    private var status: Int32?

    /// How the child ended: its exit code, or the signal that killed it.
    public enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// What becomes of the child's standard output.
    public enum StandardOutput { case inherited, nullDevice, withStandardError, piped }

    /// Starts `executable` with `arguments` (argv[0] is the executable). `environment`: entries set or,
    /// when nil, removed, over this process's. `ownGroup`: the child leads a new process group.
    /// `pipeStandardError`: its stderr (and its stdout, with `.withStandardError`) comes to `output`.
    public init(_ executable: String, _ arguments: [String], environment: [String: String?] = [:],
                ownGroup: Bool = false, standardOutput: StandardOutput = .inherited,
                pipeStandardError: Bool = true, reportChannel: Bool = false) throws(ChildProcessError) {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer { posix_spawn_file_actions_destroy(&actions); posix_spawnattr_destroy(&attributes) }

        var outputPipe: [Int32] = [-1, -1], reportPipe: [Int32] = [-1, -1], stdoutPipe: [Int32] = [-1, -1]
        if pipeStandardError || standardOutput == .withStandardError {
            guard Self.makePipe(&outputPipe) else { throw .cannotStart(executable, String(cString: strerror(errno))) }
            posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 2)
        }
        switch standardOutput {
        case .inherited: break
        case .nullDevice: posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        case .withStandardError: posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        case .piped:
            guard Self.makePipe(&stdoutPipe) else { throw .cannotStart(executable, String(cString: strerror(errno))) }
            posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if reportChannel {
            guard Self.makePipe(&reportPipe) else { throw .cannotStart(executable, String(cString: strerror(errno))) }
            posix_spawn_file_actions_adddup2(&actions, reportPipe[1], 3)
        }
        var empty = sigset_t(), defaults = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if ownGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var child: pid_t = 0
        let error = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        for fd in [outputPipe[1], reportPipe[1], stdoutPipe[1]] where fd >= 0 { close(fd) }
        guard error == 0 else {
            for fd in [outputPipe[0], reportPipe[0], stdoutPipe[0]] where fd >= 0 { close(fd) }
            throw .cannotStart(executable, String(cString: strerror(error)))
        }
        pid = child
        output = outputPipe[0] >= 0 ? FileHandle(fileDescriptor: outputPipe[0], closeOnDealloc: true) : nil
        reports = reportPipe[0] >= 0 ? FileHandle(fileDescriptor: reportPipe[0], closeOnDealloc: true) : nil
        self.standardOutput = stdoutPipe[0] >= 0 ? FileHandle(fileDescriptor: stdoutPipe[0], closeOnDealloc: true) : nil
    }

    /// Waits for the child to end (once; later calls give the same answer).
    @discardableResult
    public func wait() -> Ending {
        if status == nil {
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            status = raw
        }
        return Self.ending(status!)
    }

    /// The ending, when the child has ended; never blocks.
    public func poll() -> Ending? {
        if status == nil {
            var raw: Int32 = 0
            guard waitpid(pid, &raw, WNOHANG) == pid else { return nil }
            status = raw
        }
        return Self.ending(status!)
    }

    /// SIGKILL to the child's process group (when it leads one) or to the child.
    public func killAll(group: Bool) {
        _ = kill(group ? -pid : pid, SIGKILL)
    }

    /// A pipe whose ends close on exec (the child gets them only as its dup2'd 2, 1 or 3).
    private static func makePipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    private static func ending(_ raw: Int32) -> Ending {
        raw & 0x7f == 0 ? .exited((raw >> 8) & 0xff) : .signalled(raw & 0x7f)
    }
}

/// A helper process that could not be started.
public enum ChildProcessError: Error, CustomStringConvertible, Equatable {
    case cannotStart(String, String)

    public var description: String {
        switch self {
        case let .cannotStart(executable, reason): return "cannot run \(executable): \(reason)"
        }
    }
}
