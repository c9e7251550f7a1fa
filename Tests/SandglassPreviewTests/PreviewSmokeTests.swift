import Foundation
import XCTest

/// Runs the real `sandglass preview` window under the X server of the test run (scripts/test.sh uses
/// xvfb-run) and drives it with xdotool. Skipped, with the reason, when there is no display.
final class PreviewSmokeTests: XCTestCase {
    /// `.build/<config>/sandglass`, in the folder of the test bundle (on Linux `bundleURL` is that folder).
    static var toolPath: String {
        let bundle = Bundle(for: PreviewSmokeTests.self).bundleURL
        let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return folder.appendingPathComponent("sandglass").path
    }

    static func requireDisplay() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no DISPLAY: run the suite through scripts/test.sh (xvfb-run)")
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else { throw XCTSkip("xdotool missing") }
        guard FileManager.default.isExecutableFile(atPath: toolPath) else { throw XCTSkip("\(toolPath) not built") }
    }

    @discardableResult
    static func xdotool(_ args: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        p.arguments = args
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice  // a key-up after the window closed reports BadWindow
        try p.run()
        p.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    func testWindowOpensStaysResponsiveAndClosesOnEscape() throws {
        try Self.requireDisplay()
        let preview = Process()
        preview.executableURL = URL(fileURLWithPath: Self.toolPath)
        preview.arguments = ["preview"]
        preview.standardError = FileHandle.nullDevice
        try preview.run()
        defer { if preview.isRunning { preview.terminate() } }

        let windows = try Self.xdotool(["search", "--sync", "--onlyvisible", "--name", "^sandglass"])
        let window = try XCTUnwrap(windows.split(separator: "\n").first.map(String.init))
        // The title carries the fps once frames are flowing: proof the loop is alive.
        var title = ""
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            title = try Self.xdotool(["getwindowname", window])
            if title.contains("fps") { break }
            usleep(100_000)
        }
        XCTAssertTrue(title.contains("matching") && title.contains("fps"), title)
        XCTAssertTrue(preview.isRunning)

        try Self.xdotool(["key", "--window", window, "Escape"])
        let exitDeadline = Date().addingTimeInterval(5)
        while preview.isRunning && Date() < exitDeadline { usleep(50_000) }
        XCTAssertFalse(preview.isRunning, "Esc did not close the window")
        XCTAssertEqual(preview.terminationStatus, 0)
    }
}
