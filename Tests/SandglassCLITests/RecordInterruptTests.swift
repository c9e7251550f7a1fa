import Foundation
import Sandglass
import SandglassSystem
import SandglassTestSupport
import XCTest

/// `record` interrupted: SIGINT, SIGTERM and SIGHUP end it with that signal's status, and
/// neither a temporary file nor ffmpeg is left; killed outright (SIGKILL), it leaves neither either
/// (the draft has no name, and ffmpeg dies with it through setpriv's parent-death signal). The real tool
/// runs as a process, with a stand-in ffmpeg on PATH that writes what it reads to its output.
final class RecordInterruptTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: StandardOutputFailureTests.toolPath) else {
            throw XCTSkip("\(StandardOutputFailureTests.toolPath) not built")
        }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandglass-record-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        let script = "#!/bin/sh\nfor out; do :; done\necho $$ > \(folder)/ffmpeg.pid\nexec cat > \"$out\"\n"
        try Data(script.utf8).write(to: URL(fileURLWithPath: folder + "/bin/ffmpeg"))
        chmod(folder + "/bin/ffmpeg", 0o755)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Starts a long recording, waits until ffmpeg has frames, sends `signal`; the tool's status and
    /// ffmpeg's pid.
    private func interrupt(with signal: Int32) throws -> (process: Process, ffmpeg: pid_t) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: StandardOutputFailureTests.toolPath)
        p.arguments = ["record", "matching", "--to", "600", "--out", folder + "/movie.gif"]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder + "/bin:" + (environment["PATH"] ?? "/usr/bin:/bin")
        p.environment = environment
        p.standardError = FileHandle.nullDevice
        try p.run()
        var ffmpeg: pid_t?
        let deadline = Date().addingTimeInterval(20)
        while ffmpeg == nil, Date() < deadline, p.isRunning {
            ffmpeg = (try? String(contentsOfFile: folder + "/ffmpeg.pid", encoding: .utf8))
                .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            usleep(20000)
        }
        guard let ffmpeg else {
            p.terminate()
            throw GLRequirement.missing("the recording did not start (no GL here?)")
        }
        usleep(300_000)   // frames flowing
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        return (p, ffmpeg)
    }

    private func assertNothingLeft(_ ffmpeg: pid_t, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(2)
        while InterruptCleanup.isRunning(ffmpeg), Date() < deadline { usleep(10000) }
        XCTAssertFalse(InterruptCleanup.isRunning(ffmpeg), "ffmpeg \(ffmpeg) still runs", file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["bin", "ffmpeg.pid"],
                       file: file, line: line)
    }

    /// Regression: ^C, `kill` or a closed terminal left `.movie.gif.PID.tmp.gif` and, after SIGKILL, an
    /// ffmpeg finishing a file nobody would rename.
    func testSignalsEndItWithTheirStatusAndLeaveNothing() throws {
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGKILL] {
            try? FileManager.default.removeItem(atPath: folder + "/ffmpeg.pid")
            let (process, ffmpeg) = try interrupt(with: signal)
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "\(signal)")
            XCTAssertEqual(process.terminationStatus, signal)
            try assertNothingLeft(ffmpeg)
        }
    }
}
