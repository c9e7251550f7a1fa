import Foundation
import Sandglass
import SandglassSystem
import XCTest

/// "A track coming or going never resizes the scene", against the real window: a scene whose only
/// animation is added at 1 s, scrubbed to 2 s and back to 0.5 s (a replay from 0, before the animation
/// is added). Before, the track and the room kept for the tracks went away, and the scene grew under
/// the pointer.
final class LayoutSmokeTests: XCTestCase {
    private let source = """
        import UIKit

        final class Late: UIView {
            static let previewSize = CGSize(width: 100, height: 100)
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .red
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    let lift = CABasicAnimation(keyPath: "zPosition")
                    lift.fromValue = 0
                    lift.toValue = 1
                    lift.duration = 2
                    self.layer.add(lift, forKey: "lift")
                }
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        """

    /// The bounding box of the scene's red.
    private func redBox(_ p: PixelBuffer) -> [Int] {
        var box = [Int.max, Int.max, -1, -1]
        for y in 0..<p.height {
            for x in 0..<p.width {
                let i = (y * p.width + x) * 4
                guard p.bytes[i] > 200, p.bytes[i + 1] < 60, p.bytes[i + 2] < 60 else { continue }
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
            }
        }
        return box
    }

    /// The track label's pixels in the row below the time field, left of the axis: bright (an
    /// animation's label) and only dim ones (a pending row's, dimmed).
    private func labelPixels(_ p: PixelBuffer) throws -> (bright: Int, dim: Int) {
        let field = try XCTUnwrap(WindowShots.timeField(in: p), "the time field")
        var bright = 0, dim = 0
        for y in (field.y + 14)..<min(p.height, field.y + 40) {
            for x in 0..<min(200, p.width) {
                let level = WindowShots.pixel(p, x, y).map(Int.init).max()!
                if level > 200 { bright += 1 } else if level > 100 { dim += 1 }
            }
        }
        return (bright, dim)
    }

    func testScrubbingBackBeforeTheFirstAnimationKeepsTheSceneWhereItIs() throws {
        try PreviewSmokeTests.requireDisplay()
        let run = try PreviewRun(["preview", "Late.swift", "--mute"], files: ["Late.swift": source])
        defer { run.stop() }
        let window = try run.window()
        usleep(500_000)
        try PreviewSmokeTests.xdotool(["key", "--window", window, "space"])
        var number = 0
        func scrub(to keys: [String], shown: String) throws -> PixelBuffer {
            number += 1
            let field = try XCTUnwrap(WindowShots.timeField(in: try WindowShots.take(run, window, number: number)), "the time field")
            try PreviewSmokeTests.xdotool(["mousemove", "--window", window, String(field.x), String(field.y), "click", "1"])
            usleep(300_000)
            try PreviewSmokeTests.xdotool(["key", "--window", window] + keys + ["Return"])
            XCTAssertTrue(waitFor { ((try? PreviewSmokeTests.xdotool(["getwindowname", window])) ?? "").contains(shown) }, shown)
            try PreviewSmokeTests.xdotool(["mousemove", "--window", window, "10", "10"])
            usleep(300_000)
            number += 1
            return try WindowShots.take(run, window, number: number)
        }
        let played = try scrub(to: ["2"], shown: "t 2.00 s")
        let back = try scrub(to: ["0", "period", "5"], shown: "t 0.50 s")
        let box = redBox(played)
        XCTAssertGreaterThan(box[2] - box[0], 50, "the scene is shown")
        XCTAssertEqual(redBox(back), box, "the scene stays where it was")
        let (shownBright, _) = try labelPixels(played), (backBright, backDim) = try labelPixels(back)
        XCTAssertGreaterThan(shownBright, 20, "the track's label")
        XCTAssertEqual(backBright, 0, "no animation's label at 0.5 s")
        XCTAssertGreaterThan(backDim, 20, "the track is still there, dimmed: added later")
        try PreviewSmokeTests.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !run.preview.isRunning })
    }

    /// A repeating scene played on past its timeline's length, loop off: the axis follows the playhead
    /// at its scale (before, the playhead ran off the timeline and was not drawn at all).
    func testThePlayheadPastTheEndStaysOnTheTimeline() throws {
        try PreviewSmokeTests.requireDisplay()
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/scenes/pulse.json5")
        let run = try PreviewRun(["preview", "pulse.json5", "--mute"], files: ["pulse.json5": try String(contentsOf: source, encoding: .utf8)])
        defer { run.stop() }
        let window = try run.window()
        usleep(500_000)
        try PreviewSmokeTests.xdotool(["key", "--window", window, "space"])
        let field = try XCTUnwrap(WindowShots.timeField(in: try WindowShots.take(run, window, number: 1)), "the time field")
        try PreviewSmokeTests.xdotool(["mousemove", "--window", window, String(field.x), String(field.y), "click", "1"])
        usleep(300_000)
        try PreviewSmokeTests.xdotool(["key", "--window", window, "3", "4", "Return"])  // pulse's timeline is 12 s
        XCTAssertTrue(waitFor { ((try? PreviewSmokeTests.xdotool(["getwindowname", window])) ?? "").contains("t 34.00 s") })
        try PreviewSmokeTests.xdotool(["mousemove", "--window", window, "10", "10"])
        usleep(300_000)
        let shot = try WindowShots.take(run, window, number: 2)
        // The playhead: a white line down the track rows, right of the labels.
        var playhead = 0
        for y in (field.y + 14)..<min(shot.height, field.y + 100) {
            for x in 200..<shot.width where WindowShots.pixel(shot, x, y) == [255, 255, 255] { playhead += 1 }
        }
        XCTAssertGreaterThan(playhead, 40, "the playhead is drawn across the tracks")
        try PreviewSmokeTests.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !run.preview.isRunning })
    }
}

/// A Lottie file's markers on the ruler, against the real window: a click on a marker's name jumps to
/// its start (before, markers were only buttons on the status row, which ran off the window).
final class LottieRulerSmokeTests: XCTestCase {
    func testAClickOnAMarkersNameOnTheRulerJumpsToItsStart() throws {
        try PreviewSmokeTests.requireDisplay()
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/lottie/eased_keyframes.json")
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
        json["markers"] = [["tm": 10, "cm": "intro", "dr": 20], ["tm": 45, "cm": "loop", "dr": 0]]  // 30 fps
        let text = String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
        let run = try PreviewRun(["preview", "marked.json", "--mute"], files: ["marked.json": text])
        defer { run.stop() }
        let window = try run.window()
        usleep(500_000)
        try PreviewSmokeTests.xdotool(["key", "--window", window, "space"])
        let shot = try WindowShots.take(run, window, number: 1)
        // The markers' names: pink text on a dark box along the ruler; the leftmost is "intro"'s.
        var pink: [(x: Int, y: Int)] = []
        for y in (shot.height / 3)..<shot.height {
            for x in 0..<shot.width {
                let p = WindowShots.pixel(shot, x, y)
                if p[0] > 220, (70...150).contains(p[1]), (140...220).contains(p[2]) { pink.append((x, y)) }
            }
        }
        let xs = Set(pink.map(\.x))
        XCTAssertGreaterThan(xs.count, 20, "marker lines and names in pink")
        let intro = try XCTUnwrap(pink.min { $0.x < $1.x })
        let lowest = try XCTUnwrap(pink.filter { abs($0.x - intro.x) < 30 }.max { $0.y < $1.y })
        try PreviewSmokeTests.xdotool(["mousemove", "--window", window, String(intro.x + 12), String(lowest.y - 3), "click", "1"])
        XCTAssertTrue(waitFor(seconds: 3) { ((try? PreviewSmokeTests.xdotool(["getwindowname", window])) ?? "").contains("t 0.33 s") },
                      "frame 10 at 30 fps: \((try? PreviewSmokeTests.xdotool(["getwindowname", window])) ?? "")")
        try PreviewSmokeTests.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !run.preview.isRunning })
    }
}

/// One tap recorded in Interact mode, deleted on its own through its marker's menu on the real window.
final class TapMarkerSmokeTests: XCTestCase {
    func testARightClickOnATapsMarkerDeletesThatTap() throws {
        try PreviewSmokeTests.requireDisplay()
        let source = """
            import UIKit

            final class Pad: UIView {
                static let previewSize = CGSize(width: 100, height: 100)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .blue
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }

            """
        let run = try PreviewRun(["preview", "Pad.swift", "--mute"], files: ["Pad.swift": source])
        defer { run.stop() }
        let window = try run.windowInteracting()
        let shot = try WindowShots.take(run, window, number: 1)
        // The middle of the blue scene.
        var blue: [(Int, Int)] = []
        for y in stride(from: 0, to: shot.height, by: 4) {
            for x in stride(from: 0, to: shot.width, by: 4) where WindowShots.pixel(shot, x, y) == [0, 0, 255] { blue.append((x, y)) }
        }
        let centre = try XCTUnwrap(blue.isEmpty ? nil : (blue.map(\.0).reduce(0, +) / blue.count, blue.map(\.1).reduce(0, +) / blue.count))
        try PreviewSmokeTests.xdotool(["mousemove", "--window", window, String(centre.0), String(centre.1), "click", "1"])
        usleep(400_000)
        try PreviewSmokeTests.xdotool(["key", "--window", window, "space"])
        usleep(1_000_000)
        // The tap's marker: an orange triangle along the ruler's bottom edge.
        let marked = try WindowShots.take(run, window, number: 2)
        var orange: [(Int, Int)] = []
        for y in (marked.height / 2)..<marked.height {
            for x in 0..<marked.width {
                let p = WindowShots.pixel(marked, x, y)
                if p[0] > 240, (120...160).contains(Int(p[1])), p[2] < 70 { orange.append((x, y)) }
            }
        }
        let bottom = try XCTUnwrap(orange.map(\.1).max(), "the tap's marker")
        let marker = (orange.map(\.0).reduce(0, +) / orange.count, bottom)  // the triangle's middle
        try PreviewSmokeTests.xdotool(["mousemove", "--window", window, String(marker.0), String(marker.1 - 2), "click", "3"])
        usleep(400_000)
        try PreviewSmokeTests.xdotool(["mousemove", "--window", window, String(marker.0 + 30), String(marker.1 + 8), "click", "1"])
        XCTAssertTrue(waitFor(seconds: 5) { run.stderr.contains("deleted the touch at") }, run.stderr)
        try PreviewSmokeTests.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !run.preview.isRunning })
    }
}

/// An animation that began before the scene (beginTime −0.5 s, passes of 0.3 s): its first pass ends
/// before the axis starts, and its duration handle is an arrow at the axis' left edge, where a drag
/// grabs it (before, nothing was drawn and the handle was off-screen).
final class NegativeBeginSmokeTests: XCTestCase {
    func testTheHandleOfABarThatBeganBeforeTheSceneIsAtTheAxisEdge() throws {
        try PreviewSmokeTests.requireDisplay()
        let scene = """
            {
              "name": "neg",
              "size": [100, 100],
              "root": {
                "backgroundColor": "white",
                "animations": {
                  "early": {"type": "basic", "keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": 0.3, "beginTime": -0.5, "repeatCount": 10},
                },
              },
            }

            """
        let run = try PreviewRun(["preview", "neg.json5", "--mute"], files: ["neg.json5": scene])
        defer { run.stop() }
        let window = try run.window()
        usleep(500_000)
        try PreviewSmokeTests.xdotool(["key", "--window", window, "space"])
        usleep(500_000)
        let shot = try WindowShots.take(run, window, number: 1)
        let field = try XCTUnwrap(WindowShots.timeField(in: shot), "the time field")
        var handle: [Int] = []
        for y in (field.y + 14)..<min(shot.height, field.y + 40) {
            for x in 0..<shot.width where WindowShots.pixel(shot, x, y) == [255, 240, 200] { handle.append(x) }
        }
        XCTAssertGreaterThan(handle.count, 3, "the handle is drawn")
        XCTAssertLessThan(handle.max() ?? .max, shot.width / 3, "at the axis' left edge")
        try PreviewSmokeTests.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !run.preview.isRunning })
    }
}
