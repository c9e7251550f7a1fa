import Foundation
import Sandglass
import SandglassSystem
import XCTest

/// `sandglass preview Dot.swift` against the real window: a save that does not compile leaves the last
/// good scene playing and says where, on stderr and in the window; a good save replaces the scene.
final class SwiftSceneSmokeTests: XCTestCase {
    private func source(color: String, extra: String = "") -> String {
        """
        import UIKit

        final class Dot: UIView {
            static let previewSize = CGSize(width: 100, height: 100)
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = UIColor.\(color)\(extra)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        """
    }

    func testAFailedSaveKeepsTheSceneAndAGoodSaveReplacesIt() throws {
        try PreviewSmokeTests.requireDisplay()
        let run = try PreviewRun(["preview", "Dot.swift", "--mute"], files: ["Dot.swift": source(color: "red")])
        defer { run.stop() }
        let (preview, dir, file, window) = (run.preview, run.folder, run.file("Dot.swift"), try run.window())
        let shots = dir.appendingPathComponent("screenshots")
        func shoot(_ n: Int) throws -> PixelBuffer {
            try PreviewSmokeTests.xdotool(["key", "--window", window, "p"])
            XCTAssertTrue(waitFor { self.pngs(in: shots).count == n }, "screenshot \(n)")
            return try PNGCodec.read(path: pngs(in: shots)[n - 1])
        }
        func stderr() -> String { run.stderr }
        XCTAssertGreaterThan(count(try shoot(1), red: true), 5000, "the red view")

        try source(color: "blue", extra: " as Int").write(to: file, atomically: true, encoding: .utf8)
        XCTAssertTrue(waitFor(seconds: 30) { stderr().contains("Dot.swift:7:") && stderr().contains(": error: ") }, stderr())
        XCTAssertGreaterThan(count(try shoot(2), red: true), 5000, "the last good scene keeps playing")

        try source(color: "blue").write(to: file, atomically: true, encoding: .utf8)
        XCTAssertTrue(waitFor(seconds: 30) { stderr().contains("Dot.swift reloaded") }, stderr())
        usleep(200_000)
        let replaced = try shoot(3)
        XCTAssertEqual(count(replaced, red: true), 0)
        XCTAssertGreaterThan(count(replaced, red: false), 5000, "the blue view")

        try PreviewSmokeTests.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !preview.isRunning })
        XCTAssertEqual(preview.terminationStatus, 0)
    }

    private func count(_ p: PixelBuffer, red: Bool) -> Int {
        stride(from: 0, to: p.bytes.count, by: 4).filter {
            let (r, b) = (p.bytes[$0], p.bytes[$0 + 2])
            return red ? r > 200 && b < 60 : b > 200 && r < 60
        }.count
    }

    private func pngs(in dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            .filter { $0.hasSuffix(".png") }.sorted().map { dir.appendingPathComponent($0).path }
    }
}

/// A trap in the scene's own code (a completion block) costs the user nothing: the preview comes back
/// on the last good build, says what happened, and a save with the fix reloads as usual.
final class SwiftSceneCrashSmokeTests: XCTestCase {
    private func source(_ body: String) -> String {
        """
        import UIKit

        final class Crashy: UIView {
            static let previewSize = CGSize(width: 120, height: 120)
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .red
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0.5
                fade.duration = 2   // long enough for the build to count as good first, even on a busy machine
                CATransaction.begin()
                CATransaction.setCompletionBlock {
                    let steps: [Int] = []
                    \(body)
                }
                layer.add(fade, forKey: "fade")
                CATransaction.commit()
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        """
    }

    func testATrapRestartsThePreviewOnTheLastGoodBuild() throws {
        try PreviewSmokeTests.requireDisplay()
        let run = try PreviewRun(["preview", "Crashy.swift", "--mute"], files: ["Crashy.swift": source("print(steps[3])")])
        defer { run.stop() }
        let (preview, file) = (run.preview, run.file("Crashy.swift"))
        func stderr() -> String { run.stderr }

        XCTAssertTrue(waitFor(seconds: 30) { stderr().contains("the scene's code trapped") }, stderr())
        // The line of the user's code, from the crash's backtrace; the time; what the supervisor did.
        XCTAssertTrue(stderr().contains("sandglass: Crashy.swift:15: the scene's code trapped: Fatal error: Index out of range at t ≈ "), stderr())
        XCTAssertTrue(stderr().contains(" s; restarted on the last good build\n"), stderr())
        XCTAssertFalse(stderr().contains("swift-runtime:"), "no runtime noise: \(stderr())")
        XCTAssertTrue(preview.isRunning, "the session goes on")
        let window = try run.window()

        try source("print(steps.count)").write(to: file, atomically: true, encoding: .utf8)
        XCTAssertTrue(waitFor(seconds: 30) { stderr().contains("Crashy.swift reloaded") }, stderr())
        try PreviewSmokeTests.xdotool(["key", "--window", window, "space"])   // it came back paused: play on
        usleep(2_500_000)
        XCTAssertTrue(preview.isRunning, "the fixed build plays past the completion: \(stderr())")
        XCTAssertEqual(stderr().components(separatedBy: "the scene's code trapped").count, 2, "one crash: \(stderr())")

        try PreviewSmokeTests.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !preview.isRunning })
        XCTAssertEqual(preview.terminationStatus, 0)
    }

    /// A completion block that never returns: the supervisor's watchdog sees no frame for
    /// --scene-timeout seconds, says where the scene's code was stuck, and restarts the window on the
    /// last good build, which the user can still close.
    func testAHangRestartsThePreviewOnTheLastGoodBuild() throws {
        try PreviewSmokeTests.requireDisplay()
        let run = try PreviewRun(["preview", "Crashy.swift", "--mute", "--scene-timeout", "2"],
                                 files: ["Crashy.swift": source("var spins = 0; while steps.isEmpty { spins &+= 1 }")])
        defer { run.stop() }
        let preview = run.preview
        func stderr() -> String { run.stderr }
        XCTAssertTrue(waitFor(seconds: 40) { stderr().contains("restarted on the last good build") }, stderr())
        // The line where it was stuck, or (when the runtime's sampled backtrace has no frame of the
        // scene's file, seen on a loaded machine) no place at all, never a wrong one.
        XCTAssertTrue(stderr().contains("sandglass: Crashy.swift:15: the scene's code did not finish a frame within 2 s")
                      || stderr().contains("sandglass: the scene's code did not finish a frame within 2 s"), stderr())
        XCTAssertTrue(preview.isRunning, "the session goes on")
        let window = try run.window()
        try PreviewSmokeTests.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !preview.isRunning })
        XCTAssertEqual(preview.terminationStatus, 0)
    }

    /// `exit()` in the scene's code is not taken for the user closing the window.
    func testExitFromTheScenesCodeIsReportedAndRestarts() throws {
        try PreviewSmokeTests.requireDisplay()
        let run = try PreviewRun(["preview", "Crashy.swift", "--mute"], files: ["Crashy.swift": source("exit(0)")])
        defer { run.stop() }
        func stderr() -> String { run.stderr }
        XCTAssertTrue(waitFor(seconds: 30) { stderr().contains("the scene's code called exit(0)") }, stderr())
        XCTAssertTrue(stderr().contains("; restarted on the last good build"), stderr())
        XCTAssertTrue(run.preview.isRunning, "the session goes on")
    }
}
