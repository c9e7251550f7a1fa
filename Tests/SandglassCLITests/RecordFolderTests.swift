import Foundation
@testable import SandglassCommandLine
import XCTest

/// `record --out FOLDER` replaces an earlier recording as a whole: no stale frames of a longer one, no
/// partial recording, no temporary folder left.
final class RecordFolderTests: BadInputTestCase {
    private func contents(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    private func record(_ out: String, to end: String, extra: [String] = []) -> Int32 {
        SandglassTool.run(["record", "matching", "--from", "0", "--to", end, "--fps", "10", "--scale", "0.2", "--out", out] + extra,
                          console: CapturedConsole().console)
    }

    func testAShorterRecordingLeavesNoStaleFrames() throws {
        let out = folder + "/frames"
        XCTAssertEqual(record(out, to: "0.5"), 0)
        XCTAssertEqual(contents(out).count, 5)
        XCTAssertEqual(record(out, to: "0.2"), 0)
        XCTAssertEqual(contents(out), ["frame-00001.png", "frame-00002.png"])
        XCTAssertEqual(contents(folder), ["frames"], "no temporary or old folder beside it")
    }

    /// A recording killed with SIGKILL leaves its staging folder; the next recording to the same folder
    /// removes it (its process is gone), puts back an earlier recording caught between the two renames,
    /// and leaves a staging folder whose recorder still runs alone.
    func testTheNextRecordingRemovesAKilledOnesStagingFolder() throws {
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let dead = gone.processIdentifier
        let abandoned = folder + "/.frames.recording-\(dead)-abc123"
        let live = folder + "/.frames.recording-\(getpid())-def456"
        let earlier = folder + "/.other.recording-\(dead)-ghi789.old"   // another folder's, caught between renames
        for path in [abandoned, live, earlier] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/frame-00001.png"))
        }
        XCTAssertEqual(record(folder + "/frames", to: "0.2"), 0)
        XCTAssertEqual(contents(folder), [".frames.recording-\(getpid())-def456", earlier.components(separatedBy: "/").last!, "frames"])
        XCTAssertEqual(contents(folder + "/frames"), ["frame-00001.png", "frame-00002.png"])
        XCTAssertEqual(record(folder + "/other", to: "0.1"), 0)
        XCTAssertEqual(contents(folder).filter { $0.contains("other") }, ["other"], "the .old gave way to the new recording")
        try FileManager.default.removeItem(atPath: live)
    }

    /// A folder holding an image the scene shows is not replaced: the recording is refused at the end,
    /// the folder and the image are as they were, and the frames written so far are gone.
    func testAFolderHoldingAnInputIsKeptWhole() throws {
        let out = folder + "/frames"
        XCTAssertEqual(record(out, to: "0.3"), 0)
        let image = out + "/dot.png"
        try FileManager.default.copyItem(atPath: out + "/frame-00001.png", toPath: image)
        let scene = try file("uses-image.json", """
            {"name": "img", "size": [20, 20], "root": {"name": "root", "sublayers": [
              {"name": "dot", "bounds": [0, 0, 20, 20], "position": [10, 10], "contents": "\(image)"}]}}
            """)
        let captured = CapturedConsole()
        let status = SandglassTool.run(["record", scene, "--from", "0", "--to", "0.2", "--fps", "10", "--out", out],
                                       console: captured.console)
        XCTAssertEqual(status, 2, captured.err)
        XCTAssertEqual(captured.err, "sandglass: \(image): would overwrite the image \(image), an input of this run\n")
        XCTAssertEqual(contents(out), ["dot.png", "frame-00001.png", "frame-00002.png", "frame-00003.png"])
        XCTAssertEqual(contents(folder).filter { $0.hasPrefix(".") }, [], "no temporary folder left")
    }
}
