import Foundation
import XCTest

/// A Swift scene's code runs in a child process the tool watches: whatever that code does (trap,
/// abort, overflow the stack, allocate without bound, loop forever, call `exit()`) ends the command
/// with one line naming what happened and where, exit 2, nothing on stdout, the source untouched and
/// nothing left in `$TMPDIR`. Runs the built `sandglass`, each run with a `$TMPDIR` of its own.
final class SceneIsolationTests: XCTestCase {
    private var folder = "", temporary = ""

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID().uuidString)").path
        folder = base + "/scenes"
        temporary = base + "/tmp"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        chmod(temporary, 0o1777)   // a shared /tmp: anyone may create names in it
        chmod(base, 0o755)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
    }

    /// `Name.swift`: a view whose init runs `body`.
    @discardableResult
    private func view(_ name: String, _ body: String, prelude: String = "") throws -> String {
        let path = folder + "/" + name + ".swift"
        try Data("""
            import UIKit
            \(prelude)
            final class \(name): UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    \(body)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func tool(_ args: [String], environment: [String: String] = [:], directory: String? = nil) throws -> (status: Int32, out: String, err: String, signalled: Bool) {
        let path = StandardOutputFailureTests.toolPath
        guard FileManager.default.isExecutableFile(atPath: path) else { throw XCTSkip("\(path) not built") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        if let directory { p.currentDirectoryURL = URL(fileURLWithPath: directory) }
        p.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self),
                p.terminationReason == .uncaughtSignal)
    }

    /// Runs `dump FILE`, checks the one line, exit 2, no stdout, the file unchanged, `$TMPDIR` empty.
    /// `orElse`: another line that is also right (a hang's backtrace may have no frame of the user's).
    private func expectFailure(_ file: String, _ line: String, orElse other: String? = nil, extra: [String] = [],
                               command: String = "dump", testFile: StaticString = #filePath, testLine: UInt = #line) throws {
        let before = FileManager.default.contents(atPath: file)
        let r = try tool([command, file, "--time", "0"] + extra)
        XCTAssertEqual(r.status, 2, r.err, file: testFile, line: testLine)
        XCTAssertFalse(r.signalled, file: testFile, line: testLine)
        if let other, r.err == "sandglass: " + other + "\n" { return }
        XCTAssertEqual(r.err, "sandglass: " + line + "\n", file: testFile, line: testLine)
        XCTAssertEqual(r.out, "", file: testFile, line: testLine)
        XCTAssertEqual(FileManager.default.contents(atPath: file), before, "the source is untouched", file: testFile, line: testLine)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [], "nothing left in $TMPDIR",
                       file: testFile, line: testLine)
    }

    func testATrapNamesTheUsersLine() throws {
        let file = try view("Trap", """
            let steps = [1, 2, 3]
                    layer.opacity = Float(steps[Int(frame.width) + 5])
            """)
        try expectFailure(file, "\(file):7: the scene's code trapped: Fatal error: Index out of range")
    }

    func testAFatalErrorKeepsItsMessage() throws {
        let file = try view("Fatal", #"fatalError("the ring needs a radius")"#)
        try expectFailure(file, "\(file):6: the scene's code trapped: Fatal error: the ring needs a radius")
    }

    func testAnEndlessLoopIsStoppedByTheWatchdog() throws {
        let file = try view("Spin", """
            var turns = 0
                    while turns >= 0 { turns = (turns + 1) % 1000 }
            """)
        let started = Date()
        // The watchdog's backtrace samples where the main thread is; on a loaded machine the runtime's
        // report has twice had no frame in the scene's file, and then the line names no place (never
        // a wrong one).
        let stuck = "the scene's code did not finish a frame within 1 s (a loop that never ends?); "
            + "stopped it (--scene-timeout S sets the limit)"
        try expectFailure(file, "\(file):7: " + stuck, orElse: stuck, extra: ["--scene-timeout", "1"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "the compile, a second, and the backtrace")
    }

    func testExitFromTheScenesCodeIsReported() throws {
        let file = try view("Quit", "exit(3)", prelude: "import Foundation")
        try expectFailure(file, "the scene's code called exit(3)")
    }

    func testUnboundedRecursionOverflowsTheStack() throws {
        let file = try view("Deep", "layer.opacity = Float(depth(0))",
                            prelude: "func depth(_ n: Int) -> Int { n < 0 ? 0 : 1 + depth(n + 1) }")
        try expectFailure(file, "\(file):2: the scene's code overflowed the stack (unbounded recursion?)")
    }

    func testUnboundedAllocationMeetsTheMemoryLimit() throws {
        let file = try view("Greedy", """
            var kept: [UnsafeMutableRawPointer] = []
                    while true { kept.append(UnsafeMutableRawPointer.allocate(byteCount: 1 << 30, alignment: 16)) }
            """)
        try expectFailure(file, "the scene's code ran out of memory (limit 8 GiB)")
    }

    func testAbortIsReported() throws {
        let file = try view("Aborts", "abort()", prelude: "import Foundation")
        // abort() unwinds through libc, where the runtime's backtrace loses the caller: no line then.
        try expectFailure(file, "the scene's code aborted")
    }

    /// The command's own failures still come from the child as they are: a bad --time is a usage line.
    func testTheChildsOwnLinesPassThrough() throws {
        let file = try view("Fine", "layer.opacity = 0.5")
        let r = try tool(["dump", file, "--time", "0"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("\"opacity\": 0.5"), r.out)
        XCTAssertEqual(r.err, "")
        let bad = try tool(["render", file, "--time", "0", "--out", folder + "/no/such/folder/x.png"])
        XCTAssertEqual(bad.status, 1, bad.err)
        XCTAssertTrue(bad.err.hasPrefix("sandglass: "), bad.err)
        XCTAssertEqual(bad.err.filter { $0 == "\n" }.count, 1, bad.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [])
    }

    /// `render V.swift --out V.swift` (or a link to it) would write a PNG over the user's code.
    func testOutNeverReplacesTheSwiftSource() throws {
        let file = try view("Victim", "layer.opacity = 0.5")
        try expectFailure(file, "\(file): would overwrite the scene's Swift source \(file), an input of this run",
                          extra: ["--out", file], command: "render")
        let link = folder + "/link.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        try expectFailure(file, "\(link): would overwrite the scene's Swift source \(file), an input of this run",
                          extra: ["--out", link], command: "render")
    }

    /// Another local user who creates the names the tool used to pick (`sandglass-swift-<pid>` and
    /// the rest) in a shared `$TMPDIR` gets nothing compiled, loaded or written into their folders.
    func testFoldersPreparedByAnotherUserAreNeverUsed() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root and setpriv to act as another user")
        }
        let file = try view("Planted", "layer.opacity = 0.5")
        // Every name a run starting now could have picked, made by nobody, open to all, with a library in it.
        let next = Int32(try String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        let script = "for p in $(seq \(next) \(next + 400)); do for n in swift supervisor bench; do d=$0/sandglass-$n-$p; "
            + "mkdir -m 777 $d && echo planted > $d/libscene1.so; done; done"
        let plant = Process()
        plant.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        plant.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/sh", "-c", script, temporary]
        try plant.run()
        plant.waitUntilExit()
        let planted = try FileManager.default.contentsOfDirectory(atPath: temporary).sorted()
        XCTAssertEqual(planted.count, 401 * 3)
        func state() -> [String] {
            planted.map { name in
                var info = stat()
                stat(temporary + "/" + name, &info)
                let inside = (try? FileManager.default.contentsOfDirectory(atPath: temporary + "/" + name)) ?? []
                return "\(name) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(inside)"
            }
        }
        let before = state()
        let r = try tool(["dump", file, "--time", "0"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("\"opacity\": 0.5"), "the user's scene, not the planted library")
        XCTAssertEqual(state(), before, "nothing written into, or removed from, another user's folders")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary).sorted(), planted, "and nothing of ours left")
    }

    /// SIGTERM while the compiler runs ends the whole compile (swiftc, its frontend, the linker) and
    /// leaves nothing in `$TMPDIR`; the tool ends by the signal, as before.
    func testAnInterruptDuringTheCompileEndsTheCompilerAndLeavesNothing() throws {
        var body = "layer.opacity = 0.5\n"
        for i in 0..<1500 { body += "        _ = [\(i), \(i) + 1, \(i) * 2].map { Double($0) / 3 + Double(\(i)) }.reduce(0, +)\n" }
        let file = try view("Slow", body)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: StandardOutputFailureTests.toolPath)
        p.arguments = ["dump", file, "--time", "0"]
        p.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        func compilers() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid in
                guard Int(pid) != nil, let cmd = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
                let line = String(decoding: cmd, as: UTF8.self)
                return line.contains(temporary) && line.contains("swift") ? pid : nil
            }
        }
        let deadline = Date().addingTimeInterval(30)
        while compilers().isEmpty && Date() < deadline && p.isRunning { usleep(20_000) }
        XCTAssertFalse(compilers().isEmpty, "the compiler ran")
        usleep(300_000)
        kill(p.processIdentifier, SIGTERM)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationReason, .uncaughtSignal)
        XCTAssertEqual(p.terminationStatus, SIGTERM)
        let gone = Date().addingTimeInterval(3)
        while !compilers().isEmpty && Date() < gone { usleep(20_000) }
        XCTAssertEqual(compilers(), [], "no compiler process left")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [], "nothing left in $TMPDIR")
    }

    /// A compile error leaves no folder behind.
    func testACompileErrorLeavesNothing() throws {
        let file = try view("Broken", #"layer.opacity = "half""#)
        let r = try tool(["render", file, "--time", "0", "--out", folder + "/x.png"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.hasPrefix("sandglass: \(file):6:"), r.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/x.png"))
    }

    /// A folder named like a Swift file says it is a folder.
    func testAFolderNamedSwiftSaysItIsAFolder() throws {
        let path = folder + "/Scene.swift"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let r = try tool(["dump", path, "--time", "0"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "sandglass: \(path): is a folder, not a Swift file\n")
    }

    /// Any legal file name works, and every line about it names it as it is (control characters shown
    /// escaped): the compiler never sees it as an option, and it is never spliced into source unescaped.
    func testAwkwardFileNamesWorkAndAreNamedAsTheyAre() throws {
        let body = "layer.opacity = 0.25"
        for name in ["it's \"q\" \\ b", "new\nline", "-dash", "ünï 日本", "$(touch pwned)"] {
            let file = folder + "/" + name + ".swift"
            try Data(try String(contentsOfFile: try view("Awk", body), encoding: .utf8).utf8).write(to: URL(fileURLWithPath: file))
            let r = try tool(["dump", "--time", "0", "--", file])
            XCTAssertEqual(r.status, 0, "\(name): \(r.err)")
            XCTAssertTrue(r.out.contains("\"opacity\": 0.25"), name)
            XCTAssertEqual(r.err, "", name)
        }
        let relative = try tool(["dump", "./-dash.swift", "--time", "0"], directory: folder)
        XCTAssertEqual(relative.status, 0, relative.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/pwned"))
        let broken = folder + "/bad \"q\"\nx.swift"
        try Data(("import UIKit\nfinal class B: UIView { override init(frame: CGRect) { super.init(frame: frame); "
                  + "layer.opacity = \"x\" }; required init?(coder: NSCoder) { fatalError() } }\n").utf8)
            .write(to: URL(fileURLWithPath: broken))
        let r = try tool(["dump", broken, "--time", "0"])
        XCTAssertEqual(r.status, 2)
        let shown = folder + "/bad \"q\"\\nx.swift"
        XCTAssertEqual(r.err, "sandglass: \(shown):2:98: error: cannot assign value of type 'String' to type 'Float'\n")
        let trap = folder + "/tr\"ap\nx.swift"
        try Data(try String(contentsOfFile: try view("T", "let a = [1]\n        layer.opacity = Float(a[3])"), encoding: .utf8).utf8)
            .write(to: URL(fileURLWithPath: trap))
        let t = try tool(["dump", trap, "--time", "0"])
        XCTAssertEqual(t.err, "sandglass: \(folder)/tr\"ap\\nx.swift:7: the scene's code trapped: Fatal error: Index out of range\n")
    }

    /// `preview X.swift` ended by SIGTERM or SIGHUP (its terminal closed): the window's process and
    /// its compiler go with it, and nothing is left in `$TMPDIR`.
    func testAnInterruptedPreviewLeavesNothing() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw XCTSkip("needs a display") }
        let file = try view("Shown", "layer.opacity = 0.5")
        for signal in [SIGTERM, SIGHUP] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: StandardOutputFailureTests.toolPath)
            p.arguments = ["preview", file, "--mute"]
            p.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            func ours() -> [String] {
                ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { pid in
                    guard Int(pid) != nil, pid != String(p.processIdentifier),
                          let cmd = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
                    return String(decoding: cmd, as: UTF8.self).contains(file) || String(decoding: cmd, as: UTF8.self).contains(temporary)
                }
            }
            // Wait for the window's playhead: the child compiled, loaded and drew.
            let deadline = Date().addingTimeInterval(30)
            func playing() -> Bool {
                ((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []).contains {
                    FileManager.default.fileExists(atPath: temporary + "/" + $0 + "/playhead")
                }
            }
            while !playing() && Date() < deadline && p.isRunning { usleep(50_000) }
            XCTAssertTrue(playing(), "the preview ran")
            kill(p.processIdentifier, signal)
            p.waitUntilExit()
            XCTAssertEqual(p.terminationReason, .uncaughtSignal)
            XCTAssertEqual(p.terminationStatus, signal)
            let gone = Date().addingTimeInterval(3)
            while !ours().isEmpty && Date() < gone { usleep(20_000) }
            XCTAssertEqual(ours(), [], "the window's process is gone")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [], "nothing left in $TMPDIR")
        }
    }
}
