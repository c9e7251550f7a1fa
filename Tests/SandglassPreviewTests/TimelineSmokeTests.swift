import Foundation
import Sandglass
import SandglassSystem
import XCTest

/// The timeline's edits against the real window: a keyframe mark dragged writes the scene file once,
/// on release; Esc closes a track's easing pop-up and leaves the window open.
final class TimelineSmokeTests: XCTestCase {
    private let scene = """
        {
          "name": "marks",
          "size": [100, 100],
          "root": {
            "backgroundColor": "white",
            "animations": {
              "blink": {"type": "keyframe", "keyPath": "opacity", "values": [1, 0, 1], "keyTimes": [0, 0.5, 1], "duration": 4},
            },
          },
        }

        """

    /// The centres (x) of the keyframe marks (their light yellow dots) on the row at `y`.
    private func marks(in shot: PixelBuffer, row y: Int) -> [Int] {
        var centres: [Int] = [], run: [Int] = []
        for x in 0..<shot.width {
            let i = (y * shot.width + x) * 4
            if shot.bytes[i] > 240, shot.bytes[i + 1] > 220, (150...190).contains(Int(shot.bytes[i + 2])) {
                run.append(x)
            } else if !run.isEmpty {
                centres.append(run[run.count / 2])
                run = []
            }
        }
        return centres
    }

    /// The first row from the bottom holding three marks: the track's.
    private func trackRow(in shot: PixelBuffer) -> (y: Int, marks: [Int])? {
        for y in stride(from: shot.height - 1, through: shot.height / 2, by: -1) {
            let found = marks(in: shot, row: y)
            if found.count == 3 { return (y, found) }
        }
        return nil
    }

    func testAMarkDragWritesTheKeyTimesOnceOnReleaseAndEscClosesTheEasingPopUp() throws {
        try PreviewSmokeTests.requireDisplay()
        let run = try PreviewRun(["preview", "marks.json5", "--mute"], files: ["marks.json5": scene])
        defer { run.stop() }
        let (preview, file, window) = (run.preview, run.file("marks.json5"), try run.window())
        usleep(500_000)
        for key in ["space", "ctrl+p"] {
            _ = try PreviewSmokeTests.xdotool(["key", "--window", window, key])
            usleep(200_000)
        }
        let shots = run.folder.appendingPathComponent("screenshots")
        func pngs() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: shots.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
                .map { shots.appendingPathComponent($0).path }
        }
        XCTAssertTrue(waitFor { pngs().count == 1 })
        let (y, found) = try XCTUnwrap(trackRow(in: try PNGCodec.read(path: pngs()[0])), "the track's three marks")
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int

        _ = try PreviewSmokeTests.xdotool(["mousemove", "--window", window, String(found[1]), String(y), "mousedown", "1"])
        for dx in stride(from: 4, through: 20, by: 4) {
            usleep(80_000)
            _ = try PreviewSmokeTests.xdotool(["mousemove", "--window", window, String(found[1] + dx), String(y)])
        }
        usleep(300_000)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), scene, "nothing written while the button is held")
        _ = try PreviewSmokeTests.xdotool(["mouseup", "--window", window, "1"])
        XCTAssertTrue(waitFor { run.stderr.contains("keyTimes of 'blink' written to marks.json5") }, run.stderr)
        let written = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
        XCTAssertNotEqual(written, before)
        usleep(500_000)
        // Each write replaces the file by a rename: one write keeps one file.
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int, written, "written once")
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertFalse(text.contains("\"keyTimes\": [0, 0.5, 1]"), text)
        XCTAssertTrue(text.contains("\"keyTimes\": [0, 0.5"), "moved right: \(text)")

        _ = try PreviewSmokeTests.xdotool(["mousemove", "--window", window, String(found[0] + 30), String(y), "mousedown", "3"])
        usleep(200_000)
        _ = try PreviewSmokeTests.xdotool(["mouseup", "--window", window, "3"])
        usleep(500_000)
        _ = try PreviewSmokeTests.xdotool(["key", "--window", window, "Escape"])
        usleep(800_000)
        XCTAssertTrue(preview.isRunning, "Esc closed the pop-up, not the window")
        _ = try PreviewSmokeTests.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !preview.isRunning }, "Esc with no pop-up quits")
    }
}
