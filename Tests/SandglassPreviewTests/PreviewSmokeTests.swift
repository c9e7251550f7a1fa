import Foundation
import Sandglass
import SandglassSystem
import SandglassTestSupport
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
            throw GLRequirement.missing("no DISPLAY: run the suite through scripts/test.sh (xvfb-run)")
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
        // `search --sync` waits for a window forever: a window that never comes fails the test, not CI.
        let deadline = Date().addingTimeInterval(30)
        while p.isRunning && Date() < deadline { usleep(20_000) }
        if p.isRunning { p.terminate() }
        p.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    func testWindowOpensStaysResponsiveAndClosesOnEscape() throws {
        try Self.requireDisplay()
        let run = try PreviewRun(["preview"])
        defer { run.stop() }
        let (preview, window) = (run.preview, try run.window())
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

    /// With the user's own file open, a digit or Tab typed by mistake keeps it (before, `1` opened the
    /// first built-in scene and what was recorded on the file was gone); Ctrl+1 still switches.
    func testAFileOpenIsNotLeftByADigitOrTab() throws {
        try Self.requireDisplay()
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/scenes/pulse.json5")
        let run = try PreviewRun(["preview", "pulse.json5"], files: ["pulse.json5": try String(contentsOf: source, encoding: .utf8)])
        defer { run.stop() }
        let window = try run.window()
        func title(containing text: String, within seconds: Double = 10) throws -> String {
            var title = ""
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                title = try Self.xdotool(["getwindowname", window])
                if title.contains(text) && title.contains("fps") { break }
                usleep(100_000)
            }
            return title
        }
        XCTAssertTrue(try title(containing: "pulse").contains("pulse"))
        for key in ["1", "8", "Tab"] { try Self.xdotool(["key", "--window", window, key]) }
        usleep(800_000)
        XCTAssertTrue(try title(containing: "pulse", within: 1).contains("pulse"), "a plain digit or Tab keeps the file")
        try Self.xdotool(["key", "--window", window, "ctrl+1"])
        XCTAssertTrue(try title(containing: "matching").contains("matching"), "Ctrl+1 opens the first built-in scene")
        try Self.xdotool(["key", "--window", window, "Escape"])
        // Gone before the next test looks for its window by name.
        XCTAssertTrue(waitFor { !run.preview.isRunning })
    }

    /// Space, P, M and a params-file edit against the real window: the P and M screenshots differ as
    /// presentation and model do, and the edit shows in the next screenshot.
    func testScreenshotsAndParamsReload() throws {
        try Self.requireDisplay()
        let run = try PreviewRun(["preview", "matching"])
        defer { run.stop() }
        let (preview, dir, window) = (run.preview, run.folder, try run.window())
        let params = dir.appendingPathComponent("assets/params/matching.json")

        usleep(700_000)  // let the fill get going
        XCTAssertFalse(FileManager.default.fileExists(atPath: params.path), "no params file until the user edits one")
        try Self.xdotool(["key", "--window", window, "space"])
        try Self.xdotool(["key", "--window", window, "p"])
        let shots = dir.appendingPathComponent("screenshots")
        XCTAssertTrue(waitFor { self.pngs(in: shots, containing: "presentation").count == 1 })
        try Self.xdotool(["key", "--window", window, "m"])
        XCTAssertTrue(waitFor { self.pngs(in: shots, containing: "model").count == 1 })
        let presentation = try PNGCodec.read(path: pngs(in: shots, containing: "presentation")[0])
        let model = try PNGCodec.read(path: pngs(in: shots, containing: "model")[0])
        XCTAssertEqual(presentation.width, model.width)
        // Paused: the same time. The model's ring is whole (strokeEnd 1); on screen it is part-filled.
        XCTAssertNotEqual(presentation.bytes, model.bytes)
        XCTAssertEqual(redPixels(presentation), 0)

        // A file created by the user while the preview runs, saved by rename as editors do: the outline
        // turns on within a frame.
        try FileManager.default.createDirectory(at: params.deletingLastPathComponent(), withIntermediateDirectories: true)
        usleep(200_000)  // the preview notices the folder and starts watching it
        let text = "{\n  \"showParentOutline\": true\n}\n"
        let temporary = dir.appendingPathComponent("assets/params/.matching.json.swp")
        try text.write(to: temporary, atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(temporary.path, params.path), 0)
        usleep(300_000)
        try Self.xdotool(["key", "--window", window, "p"])
        XCTAssertTrue(waitFor { self.pngs(in: shots, containing: "presentation").count == 2 })
        let edited = try pngs(in: shots, containing: "presentation").map { try PNGCodec.read(path: $0) }
        XCTAssertGreaterThan(edited.map(redPixels).max()!, 50, "the red outline of the parent shows after the reload")

        try Self.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !preview.isRunning })
        XCTAssertEqual(preview.terminationStatus, 0)
    }

    /// The panels against the real window: with the params panel open the scene's rectangle is whole
    /// (the panel is beside it, not over it), and a click on a slider in the panel writes the params file,
    /// created by that edit, with a short number; Ctrl+Z undoes it; dragging a curve handle up past 1
    /// writes an overshooting curve.
    func testPanelsLeaveTheSceneUncoveredAndASliderEditWritesTheFile() throws {
        try Self.requireDisplay()
        let run = try PreviewRun(["preview", "matching", "--mute"])
        defer { run.stop() }
        let (preview, dir, window) = (run.preview, run.folder, try run.window())
        usleep(500_000)
        for key in ["t", "space", "p", "ctrl+p"] {
            try Self.xdotool(["key", "--window", window, key])
            usleep(150_000)
        }
        let shots = dir.appendingPathComponent("screenshots")
        XCTAssertTrue(waitFor { self.pngs(in: shots, containing: "window").count == 1 && self.pngs(in: shots, containing: "presentation").count == 1 })
        let scene = try PNGCodec.read(path: pngs(in: shots, containing: "presentation")[0])
        let shot = try PNGCodec.read(path: pngs(in: shots, containing: "window")[0])
        let background = Array(scene.bytes[0..<3])  // matching's margin is its background colour

        // The scene's background in the window: a square (the scene is 202 x 202 points), left of the panel.
        var box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
        for y in 0..<shot.height {
            for x in 0..<shot.width where close(shot, x, y, background, 2) {
                box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
            }
        }
        let width = box.maxX - box.minX + 1, height = box.maxY - box.minY + 1
        XCTAssertGreaterThan(width, 200, "the scene is shown")
        XCTAssertEqual(Double(width), Double(height), accuracy: 3, "the scene's rectangle is whole: nothing covers an edge of it")
        XCTAssertLessThan(box.maxX, shot.width - 300, "the params panel is beside the scene")
        // The timeline's tracks below the scene: an animation's bar (its colour over the row's).
        var bar = 0
        for y in (box.maxY + 1)..<shot.height { for x in 0..<shot.width where close(shot, x, y, [197, 138, 57], 6) { bar += 1 } }
        XCTAssertGreaterThan(bar, 50, "a track's bar in the timeline")

        let (gx, gy) = try XCTUnwrap(sliderGrab(in: shot, rightOf: box.maxX), "a slider in the params panel")
        let params = dir.appendingPathComponent("config/sandglass/params/matching.json")
        XCTAssertFalse(FileManager.default.fileExists(atPath: params.path))
        try Self.xdotool(["mousemove", "--window", window, String(gx + 90), String(gy)])
        usleep(200_000)
        try Self.xdotool(["click", "--window", window, "1"])
        XCTAssertTrue(waitFor { FileManager.default.fileExists(atPath: params.path) }, "the edit created the params file")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("assets/params/matching.json").path),
                       "the edit of a built-in scene goes to the user's file, not the git-tracked one")
        let text = try String(contentsOf: params, encoding: .utf8)
        let duration = try XCTUnwrap(text.split(separator: "\n").first { $0.contains("\"duration\"") })
        let number = duration.split(separator: ":")[1].trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
        XCTAssertLessThanOrEqual(number.count, 5, "written with the shortest text: \(duration)")
        XCTAssertNotEqual(Double(number), 3, "the slider moved the value: \(duration)")

        // Undo writes the value from before the edit back.
        usleep(1_100_000)  // past the coalescing of one drag
        try Self.xdotool(["key", "--window", window, "ctrl+z"])
        XCTAssertTrue(waitFor { ((try? String(contentsOf: params, encoding: .utf8)) ?? "").contains("\"duration\": 3\n")
                || ((try? String(contentsOf: params, encoding: .utf8)) ?? "").contains("\"duration\": 3,") },
                      "undo: \((try? String(contentsOf: params, encoding: .utf8)) ?? "")")

        // Drag the curve's upper control handle up, past 1: overshoot, written with short numbers.
        var handle: (x: Int, y: Int)?
        handles: for y in 0..<shot.height {
            for x in (box.maxX + 1)..<shot.width where close(shot, x, y, [120, 180, 255], 2) {
                handle = (x, y + 4)  // the topmost pixel of a disc of radius 4
                break handles
            }
        }
        let (hx, hy) = try XCTUnwrap(handle, "the curve editor's handles in the params panel")
        try Self.xdotool(["mousemove", "--window", window, String(hx), String(hy)])
        usleep(200_000)
        try Self.xdotool(["mousedown", "--window", window, "1"])
        usleep(200_000)
        for step in 1...4 {
            try Self.xdotool(["mousemove", "--window", window, String(hx + 3 * step), String(hy - 12 * step)])
            usleep(100_000)
        }
        try Self.xdotool(["mouseup", "--window", window, "1"])
        XCTAssertTrue(waitFor {
            let line = ((try? String(contentsOf: params, encoding: .utf8)) ?? "").split(separator: "\n").first { $0.contains("\"curve\"") }
            guard let line, let open = line.firstIndex(of: "["), let close = line.firstIndex(of: "]") else { return false }
            let numbers = line[line.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return numbers.count == 4 && (Double(numbers[3]) ?? 0) > 1.05 && numbers.allSatisfy { $0.count <= 5 }
        }, "the dragged handle overshoots: \((try? String(contentsOf: params, encoding: .utf8)) ?? "")")

        // C: the model beside the presentation, each on the scene's background: two squares in a row.
        for key in ["c", "ctrl+p"] {
            try Self.xdotool(["key", "--window", window, key])
            usleep(300_000)
        }
        XCTAssertTrue(waitFor { self.pngs(in: shots, containing: "window").count == 2 })
        let compared = try PNGCodec.read(path: pngs(in: shots, containing: "window").first { $0.hasSuffix("-2.png") }!)
        var pair = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
        for y in 0..<compared.height {
            for x in 0..<compared.width where close(compared, x, y, background, 2) {
                pair = (min(pair.minX, x), min(pair.minY, y), max(pair.maxX, x), max(pair.maxY, y))
            }
        }
        let aspect = Double(pair.maxX - pair.minX + 1) / Double(max(1, pair.maxY - pair.minY + 1))
        XCTAssertEqual(aspect, 2.04, accuracy: 0.1, "two 202-point scenes and an 8-point gap across the viewport")

        try Self.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !preview.isRunning })
        XCTAssertEqual(preview.terminationStatus, 0)
    }

    /// The inspector against the real window: a click on the scene selects the layer under the pointer,
    /// which is outlined in the viewport (the outline's colour appears there, and only after the click).
    func testInspectorPicksTheLayerUnderThePointerAndOutlinesIt() throws {
        try Self.requireDisplay()
        let run = try PreviewRun(["preview", "scoregauge", "--mute"])
        defer { run.stop() }
        let (preview, dir, window) = (run.preview, run.folder, try run.window())
        usleep(500_000)
        let shots = dir.appendingPathComponent("screenshots")
        for key in ["space", "i", "ctrl+p"] {
            try Self.xdotool(["key", "--window", window, key])
            usleep(200_000)
        }
        XCTAssertTrue(waitFor { self.pngs(in: shots, containing: "window").count == 1 })
        let before = try PNGCodec.read(path: pngs(in: shots, containing: "window")[0])
        // The middle of the viewport's left part: the scene (the column is on the right).
        try Self.xdotool(["mousemove", "--window", window, String(before.width / 4), String(before.height / 3)])
        usleep(200_000)
        try Self.xdotool(["click", "--window", window, "1"])
        usleep(300_000)
        try Self.xdotool(["key", "--window", window, "ctrl+p"])
        XCTAssertTrue(waitFor { self.pngs(in: shots, containing: "window").count == 2 })
        let after = try PNGCodec.read(path: pngs(in: shots, containing: "window").first { $0.hasSuffix("-2.png") }!)
        func outlinePixels(_ p: PixelBuffer) -> Int {
            var n = 0
            for y in 0..<p.height { for x in 0..<(p.width / 2) where close(p, x, y, [80, 200, 255], 12) { n += 1 } }
            return n
        }
        XCTAssertEqual(outlinePixels(before), 0, "nothing selected yet")
        XCTAssertGreaterThan(outlinePixels(after), 100, "the picked layer is outlined in the viewport")
        try Self.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !preview.isRunning })
    }

    /// Paused and left alone, the preview sleeps until an event comes instead of redrawing: it uses a
    /// small share of a core (it redrew at 200-450 fps before); a key wakes it up.
    func testPausedAndUnchangedItWaitsForEvents() throws {
        try Self.requireDisplay()
        let run = try PreviewRun(["preview", "scoregauge", "--mute"])
        defer { run.stop() }
        let (preview, dir, window) = (run.preview, run.folder, try run.window())
        let drawing = try run.windowProcess()
        usleep(300_000)
        func cpuSeconds() throws -> Double {
            let stat = try String(contentsOfFile: "/proc/\(drawing)/stat", encoding: .utf8)
            let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
            return (Double(fields[11])! + Double(fields[12])!) / Double(sysconf(Int32(_SC_CLK_TCK)))
        }
        let playingStart = try cpuSeconds()
        usleep(1_000_000)
        let playing = try cpuSeconds() - playingStart
        try Self.xdotool(["key", "--window", window, "space"])
        usleep(500_000)  // the last frames after the key
        let pausedStart = try cpuSeconds()
        usleep(1_500_000)
        let paused = (try cpuSeconds() - pausedStart) / 1.5
        XCTAssertLessThan(paused, 0.1, "paused: \(paused) s of CPU per second (playing: \(playing))")
        XCTAssertLessThan(paused, playing / 3, "paused: \(paused) s of CPU per second (playing: \(playing))")

        let shots = dir.appendingPathComponent("screenshots")
        try Self.xdotool(["key", "--window", window, "p"])
        XCTAssertTrue(waitFor { self.pngs(in: shots, containing: "presentation").count == 1 }, "a key wakes it")
        try Self.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !preview.isRunning })
        XCTAssertEqual(preview.terminationStatus, 0)
    }

    /// The first slider's grab (ImGui's SliderGrab colour) right of x `left`: a point 4 pixels into it.
    private func sliderGrab(in shot: PixelBuffer, rightOf left: Int) -> (x: Int, y: Int)? {
        for y in 0..<shot.height {
            for x in (left + 1)..<shot.width where close(shot, x, y, [61, 133, 224], 3) { return (x, y + 4) }
        }
        return nil
    }

    /// A slider dragged in several moves against the real window: the file is not written while the
    /// button is held, and once, with the last value, when it is let go.
    func testASliderDragWritesTheParamsFileOnceOnRelease() throws {
        try Self.requireDisplay()
        let run = try PreviewRun(["preview", "matching", "--mute"])
        defer { run.stop() }
        let (preview, dir, window) = (run.preview, run.folder, try run.window())
        usleep(500_000)
        for key in ["t", "space", "ctrl+p"] {
            try Self.xdotool(["key", "--window", window, key])
            usleep(150_000)
        }
        let shots = dir.appendingPathComponent("screenshots")
        XCTAssertTrue(waitFor { self.pngs(in: shots, containing: "window").count == 1 })
        let shot = try PNGCodec.read(path: try XCTUnwrap(pngs(in: shots, containing: "window").first, "the window's screenshot"))
        let (gx, gy) = try XCTUnwrap(sliderGrab(in: shot, rightOf: shot.width / 2), "a slider in the params panel")
        let params = dir.appendingPathComponent("config/sandglass/params/matching.json")
        try Self.xdotool(["mousemove", "--window", window, String(gx + 2), String(gy), "mousedown", "1"])
        for dx in stride(from: 20, through: 120, by: 20) {
            usleep(80_000)
            try Self.xdotool(["mousemove", "--window", window, String(gx + 2 + dx), String(gy)])
        }
        usleep(300_000)
        XCTAssertFalse(FileManager.default.fileExists(atPath: params.path), "six moves with the button held: no write")
        try Self.xdotool(["mouseup", "--window", window, "1"])
        XCTAssertTrue(waitFor { FileManager.default.fileExists(atPath: params.path) }, "written when let go")
        let written = try FileManager.default.attributesOfItem(atPath: params.path)[.systemFileNumber] as? Int
        usleep(500_000)
        // Each write replaces the file by a rename: one write keeps one file.
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: params.path)[.systemFileNumber] as? Int, written,
                       "written once")
        let text = try String(contentsOf: params, encoding: .utf8)
        XCTAssertFalse(text.contains("\"duration\": 3\n") || text.contains("\"duration\": 3,"), "the dragged value: \(text)")
        try Self.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !preview.isRunning })
    }

    private func close(_ p: PixelBuffer, _ x: Int, _ y: Int, _ rgb: [UInt8], _ tolerance: Int) -> Bool {
        let i = (y * p.width + x) * 4
        return abs(Int(p.bytes[i]) - Int(rgb[0])) <= tolerance && abs(Int(p.bytes[i + 1]) - Int(rgb[1])) <= tolerance
            && abs(Int(p.bytes[i + 2]) - Int(rgb[2])) <= tolerance
    }

    private func pngs(in dir: URL, containing word: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            .filter { $0.hasSuffix(".png") && $0.contains(word) }.sorted().map { dir.appendingPathComponent($0).path }
    }

    private func redPixels(_ p: PixelBuffer) -> Int {
        stride(from: 0, to: p.bytes.count, by: 4).filter { p.bytes[$0] > 150 && p.bytes[$0 + 1] < 80 && p.bytes[$0 + 2] < 80 }.count
    }
}
