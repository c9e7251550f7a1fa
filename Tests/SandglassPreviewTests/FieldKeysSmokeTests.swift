import Foundation
import Sandglass
import SandglassSystem
import XCTest

/// Keys that end a field's typing or close a pop-up, against the real window, sent with no delay
/// between a key's press and its release (as fast typing and xdotool do): both reach the window
/// between two frames. Before, ImGui saw only whether a key was down at a frame, so such an Enter was
/// lost (the typed time applied on the next click) and Esc never closed the colour picker.
final class FieldKeysSmokeTests: XCTestCase {
    private func pulseScene() throws -> String {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/scenes/pulse.json5")
        return try String(contentsOf: source, encoding: .utf8)
    }

    /// Pixels of exactly `rgb` in the right quarter of the window (the params column).
    private func count(_ rgb: [UInt8], in shot: PixelBuffer) -> (count: Int, first: (x: Int, y: Int)?) {
        var count = 0, first: (Int, Int)?
        for y in 0..<shot.height {
            for x in (shot.width * 3 / 4)..<shot.width where WindowShots.pixel(shot, x, y) == rgb {
                count += 1
                if first == nil { first = (x, y) }
            }
        }
        return (count, first)
    }

    func testEnterRightAfterFastTypingAppliesTheTimeAndEscClosesTheColourPicker() throws {
        try PreviewSmokeTests.requireDisplay()
        let run = try PreviewRun(["preview", "pulse.json5", "--mute"], files: ["pulse.json5": try pulseScene()])
        defer { run.stop() }
        let window = try run.window()
        usleep(500_000)
        for key in ["t", "space"] {  // the params panel (its colour swatch); paused
            try PreviewSmokeTests.xdotool(["key", "--window", window, key])
            usleep(200_000)
        }
        let shot = try WindowShots.take(run, window, number: 1)
        let field = try XCTUnwrap(WindowShots.timeField(in: shot), "the time field")
        for (keys, shown) in [(["2", "period", "5"], "t 2.50 s"), (["3", "period", "2", "5"], "t 3.25 s"), (["4", "period", "7", "5"], "t 4.75 s")] {
            try PreviewSmokeTests.xdotool(["mousemove", "--window", window, String(field.x), String(field.y), "click", "1"])
            usleep(300_000)
            try PreviewSmokeTests.xdotool(["key", "--window", window, "--delay", "0"] + keys + ["Return"])
            XCTAssertTrue(waitFor(seconds: 3) { ((try? PreviewSmokeTests.xdotool(["getwindowname", window])) ?? "").contains(shown) },
                          "one Enter applies \(keys): \((try? PreviewSmokeTests.xdotool(["getwindowname", window])) ?? "")")
        }

        let ringColor: [UInt8] = [77, 204, 255]  // pulse's default ringColor, its swatch in the params panel
        let (closed, swatch) = count(ringColor, in: shot)
        let (sx, sy) = try XCTUnwrap(swatch, "the ringColor swatch")
        try PreviewSmokeTests.xdotool(["mousemove", "--window", window, String(sx + 4), String(sy + 4), "click", "1"])
        usleep(500_000)
        let open = count(ringColor, in: try WindowShots.take(run, window, number: 2)).count
        XCTAssertGreaterThan(open, closed + 2000, "the picker shows the colour large")
        try PreviewSmokeTests.xdotool(["mousemove", "--window", window, "10", "10"])  // no tooltip over the swatch
        try PreviewSmokeTests.xdotool(["key", "--window", window, "--delay", "0", "Escape"])
        usleep(500_000)
        XCTAssertTrue(run.preview.isRunning, "Esc closed the picker, not the window")
        XCTAssertEqual(count(ringColor, in: try WindowShots.take(run, window, number: 3)).count, closed, "one Esc closed the picker")
        try PreviewSmokeTests.xdotool(["key", "--window", window, "--delay", "0", "Escape"])
        XCTAssertTrue(waitFor { !run.preview.isRunning }, "Esc with no pop-up quits")
    }
}
