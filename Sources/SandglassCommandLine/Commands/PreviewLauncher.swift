import Foundation
import Sandglass
import SandglassHeadless
import SandglassSystem

/// `sandglass preview` and `sandglass bench --windowed` open a window, and `sandglass` links no window
/// library (GLFW, Dear ImGui, OpenAL): they run `sandglass-preview`, built beside it, with the same
/// arguments. Its output comes through this tool's console line by line; an interrupt is passed on to
/// it, and this tool waits while it cleans up.
package enum PreviewLauncher {
    /// The window executable beside this one.
    package static var executable: String {
        (IsolatedSceneRun.executablePath() as NSString).deletingLastPathComponent + "/sandglass-preview"
    }

    /// Runs `sandglass-preview arguments`; its failure line has been said, so only its status is thrown.
    package static func run(_ arguments: [String], console: Console) throws {
        let path = executable
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CommandFailure(message: "cannot open a window: \(path) is missing (build it: swift build --product sandglass-preview)",
                                 exitCode: 1)
        }
        let child: ChildProcess
        do {
            child = try ChildProcess(path, arguments, standardOutput: .piped, pipeStandardError: true)
        } catch {
            throw CommandFailure(message: error.description, exitCode: 1)
        }
        InterruptCleanup.shared.register(forwarding: child.pid)
        defer { InterruptCleanup.shared.unregister(forwarding: child.pid) }
        Self.copy(child, to: console)
        switch child.wait() {
        case .exited(0): return
        case .exited(let status): throw CommandFailure(message: "", exitCode: status)
        case .signalled(let signal): throw CommandFailure(message: "", exitCode: 128 + signal)
        }
    }

    /// The child's stdout and stderr, as they come, to the console's.
    private static func copy(_ child: ChildProcess, to console: Console) {
        var open = [child.standardOutput, child.output].compactMap { $0?.fileDescriptor }
        var pending: [Int32: Data] = [:]
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&fds, nfds_t(fds.count), -1) >= 0 || errno == EINTR else { break }
            for entry in fds where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                guard count > 0 else {
                    open.removeAll { $0 == entry.fd }
                    if let rest = pending[entry.fd], !rest.isEmpty { say(rest, from: entry.fd, child: child, console: console) }
                    continue
                }
                var data = (pending[entry.fd] ?? Data()) + buffer[0..<count]
                if let newline = data.lastIndex(of: UInt8(ascii: "\n")) {
                    say(data[data.startIndex...newline], from: entry.fd, child: child, console: console)
                    data = Data(data[(newline + 1)...])
                }
                pending[entry.fd] = data
            }
        }
    }

    private static func say(_ data: Data, from fd: Int32, child: ChildProcess, console: Console) {
        let text = String(decoding: data, as: UTF8.self)
        if fd == child.standardOutput?.fileDescriptor { try? console.out(text) } else { console.err(text) }
    }
}
