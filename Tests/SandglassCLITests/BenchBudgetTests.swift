import Foundation
@testable import SandglassCommandLine
import XCTest

/// `sandglass bench --dust-split` and `sandglass bench SCENE --screenshot`: their JSON, and one clear
/// line with exit 2 for every way to ask for two modes at once or give a bad value.
final class BenchBudgetTests: BadInputTestCase {
    private func run(_ args: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = SandglassTool.run(args, console: captured.console)
        return (status, captured.out, captured.err)
    }

    private func json(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        XCTAssertEqual(text.filter { $0 == "\n" }.count, 1, "one line", file: file, line: line)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], file: file, line: line)
    }

    func testDustSplitJSON() throws {
        let r = run(["bench", "--dust-split", "--frames", "2", "--size", "40x30", "--json"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.err, "")
        let object = try json(r.out)
        XCTAssertEqual(object["benchmark"] as? String, "dust-split")
        XCTAssertEqual(object["runs"] as? Int, 2)
        XCTAssertEqual(object["size"] as? [Int], [40, 30])
        XCTAssertEqual(object["images"] as? Int, 32)
        XCTAssertEqual(object["passes"] as? Int, 2)
        let median = try XCTUnwrap(object["median_ms"] as? Double), p99 = try XCTUnwrap(object["p99_ms"] as? Double)
        XCTAssertGreaterThan(median, 0)
        XCTAssertGreaterThanOrEqual(p99, median)
    }

    func testDustSplitTextNamesTheDefaultPanel() {
        let r = run(["bench", "--dust-split", "--frames", "1", "--size", "16x12"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.hasPrefix("dust split 16x12 into 32 images (2 passes), 1 runs after 20 warm-up\n"), r.out)
        XCTAssertTrue(r.out.contains("\nsplit "), r.out)
    }

    /// The model's evaluation of 10,000 animated layers: frames counted as asked, min <= median <= p99.
    func testModelJSON() throws {
        let r = run(["bench", "--model", "--frames", "3", "--json"])
        XCTAssertEqual(r.status, 0, r.err)
        let object = try json(r.out)
        XCTAssertEqual(object["benchmark"] as? String, "model")
        XCTAssertEqual(object["layers"] as? Int, 10_000)
        XCTAssertEqual(object["frames"] as? Int, 3)
        let median = try XCTUnwrap(object["median_ms"] as? Double), p99 = try XCTUnwrap(object["p99_ms"] as? Double)
        let least = try XCTUnwrap(object["min_ms"] as? Double)
        XCTAssertGreaterThan(least, 0)
        XCTAssertLessThanOrEqual(least, median)
        XCTAssertLessThanOrEqual(median, p99)
    }

    /// Readback and file are timed separately, the file is a real PNG (deleted afterwards).
    func testScreenshotJSON() throws {
        let r = run(["bench", "empty", "--screenshot", "--frames", "2", "--size", "64x48", "--json"])
        XCTAssertEqual(r.status, 0, r.err)
        let object = try json(r.out)
        XCTAssertEqual(object["benchmark"] as? String, "screenshot")
        XCTAssertEqual(object["scene"] as? String, "empty")
        XCTAssertEqual(object["runs"] as? Int, 2)
        XCTAssertEqual(object["size"] as? [Int], [64, 48])
        let median = try XCTUnwrap(object["median_ms"] as? [String: Double])
        XCTAssertEqual(Set(median.keys), ["readback", "encode", "total"])
        XCTAssertEqual(median["total"]!, median["readback"]! + median["encode"]!, accuracy: 0.01)
        XCTAssertGreaterThan(try XCTUnwrap(object["png_bytes"] as? Int), 50)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .filter { $0 == "sandglass-bench-\(getpid())" }
        XCTAssertEqual(leftovers, [], "the screenshot folder is removed")
    }

    /// Own CPU only: evaluate, tessellate and plan of each frame, nothing drawn. Three arcs (seed 1)
    /// are six instances, all in one arcs command; each frame's total is its three parts.
    func testOwnCPUJSON() throws {
        let params = try file("three.json", #"{"count": 3}"#)
        let r = run(["bench", "stress-arcs", "--cpu", "--params", params, "--frames", "3", "--json"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.err, "")
        let object = try json(r.out)
        XCTAssertEqual(object["benchmark"] as? String, "cpu")
        XCTAssertEqual(object["scene"] as? String, "stress-arcs")
        XCTAssertEqual(object["frames"] as? Int, 3)
        XCTAssertEqual(object["draw_commands"] as? Int, 1)
        XCTAssertEqual(object["arc_instances"] as? Int, 6)
        let median = try XCTUnwrap(object["median_ms"] as? [String: Double])
        XCTAssertEqual(Set(median.keys), ["evaluate", "tessellate", "plan", "total"])
        XCTAssertGreaterThan(median["evaluate"]!, 0)
        XCTAssertGreaterThanOrEqual(median["total"]!, median["evaluate"]!)
        let text = run(["bench", "stress-arcs", "--cpu", "--params", params, "--frames", "1", "--size", "100x100"])
        XCTAssertEqual(text.status, 0, text.err)
        XCTAssertTrue(text.out.hasPrefix("stress-arcs 100x100, own CPU only (nothing drawn), 1 frames after 20 warm-up"), text.out)
        XCTAssertTrue(text.out.contains("\ndraw commands 1, arc instances 6 (last frame)"), text.out)
    }

    func testConflictingModesAndBadValuesAreOneLineExit2() throws {
        let params = try file("p.json", "{}")
        let cases: [([String], String)] = [
            (["bench"], "bench: missing SCENE"),
            (["bench", "--screenshot"], "bench: missing SCENE"),
            (["bench", "thanos", "--dust-split"], "bench: '--dust-split' cannot be used with a SCENE ('thanos')"),
            (["bench", "--dust-split", "--screenshot"], "bench: '--dust-split' cannot be used with '--screenshot'"),
            (["bench", "--dust-split", "--windowed"], "bench: '--dust-split' cannot be used with '--windowed'"),
            (["bench", "--dust-split", "--params", params], "bench: '--dust-split' cannot be used with '--params'"),
            (["bench", "empty", "--screenshot", "--windowed"], "bench: '--screenshot' cannot be used with '--windowed'"),
            (["bench", "thanos", "--model"], "bench: '--model' cannot be used with a SCENE ('thanos')"),
            (["bench", "--model", "--tessellation"], "bench: '--model' cannot be used with '--tessellation'"),
            (["bench", "--tessellation", "--cpu"], "bench: '--tessellation' cannot be used with '--cpu'"),
            (["bench", "--model", "--size", "800x800"], "bench: '--model' cannot be used with '--size'"),
            (["bench", "--tessellation", "--from", "1"], "bench: '--tessellation' cannot be used with '--from'"),
            (["bench", "--dust-split", "--frames", "0"], "option '--frames': invalid value '0' (expected a positive integer)"),
            (["bench", "--dust-split", "--frames", "many"], "option '--frames': invalid value 'many' (expected a positive integer)"),
            (["bench", "--dust-split", "--size", "0x600"],
             "option '--size': invalid value '0x600' (expected WxH with positive sizes up to 16384, e.g. 800x600)"),
            (["bench", "empty", "--screenshot", "--size", "800"],
             "option '--size': invalid value '800' (expected WxH with positive sizes up to 16384, e.g. 800x600)"),
            (["bench", "--dust-split=yes"], "bench: unexpected argument '--dust-split=yes'"),
            (["bench", "empty", "--damage", "--screenshot"], "bench: '--damage' cannot be used with '--screenshot'"),
            (["bench", "empty", "--damage", "--windowed"], "bench: '--damage' cannot be used with '--windowed'"),
            (["bench", "--dust-split", "--damage"], "bench: '--dust-split' cannot be used with '--damage'"),
            (["bench", "--dust-split", "--from", "2"], "bench: '--dust-split' cannot be used with '--from'"),
            (["bench", "--dust-split", "--cpu"], "bench: '--dust-split' cannot be used with '--cpu'"),
            (["bench", "empty", "--cpu", "--screenshot"], "bench: '--cpu' cannot be used with '--screenshot'"),
            (["bench", "empty", "--cpu", "--windowed"], "bench: '--cpu' cannot be used with '--windowed'"),
            (["bench", "empty", "--cpu", "--damage"], "bench: '--cpu' cannot be used with '--damage'"),
            (["bench", "empty", "--from", "2", "--windowed"], "bench: '--from' cannot be used with '--windowed'"),
        ]
        for (args, message) in cases { expectFailure(args, message, code: 2) }
        let unknown = run(["bench", "nosuch", "--screenshot"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.hasPrefix("sandglass: unknown scene 'nosuch'"), unknown.err)
        XCTAssertEqual(unknown.err.filter { $0 == "\n" }.count, 1)
    }

    /// A scene's JSON carries the fill-rate floor, and with --damage the share of the target redrawn:
    /// at t = 0.33 s matching's ball moves and its ring has only begun to fill; the parent turning the
    /// ball paints nothing, so each frame redraws the ball and the ring's drawn arc, a few hundredths of
    /// its 200 x 200 points. The turning parent's bounds once made it a quarter of a 400 x 400 target.
    func testSceneJSONHasTheFillFloorAndTheDamageShare() throws {
        let whole = try json(run(["bench", "matching", "--frames", "4", "--size", "200x200", "--json"]).out)
        XCTAssertEqual(whole["redraw"] as? String, "whole")
        XCTAssertEqual(whole["redrawn_fraction"] as? Double, 1)
        XCTAssertGreaterThan(try XCTUnwrap(whole["pixels_covered"] as? Int), 1000)
        XCTAssertNotNil(whole["fill_floor_ms"] as? Double)
        XCTAssertNotNil((whole["median_ms"] as? [String: Double])?["plan"])
        let damaged = try json(run(["bench", "matching", "--frames", "4", "--size", "400x400", "--damage", "--json"]).out)
        XCTAssertEqual(damaged["redraw"] as? String, "damage")
        let share = try XCTUnwrap(damaged["redrawn_fraction"] as? Double)
        XCTAssertTrue(share > 0 && share < 0.02, "\(share)")
    }

    /// `--from` starts the measured frames later in the scene: arscanning after its rings have faded
    /// to 0.9 draws two groups a frame (the overlapping inner arcs, the blue ring's masked gradients);
    /// its four other faded layers share their opacity.
    func testFromStartsLaterInTheScene() throws {
        let later = try json(run(["bench", "arscanning", "--from", "5", "--frames", "4", "--json"]).out)
        XCTAssertEqual(later["from_s"] as? Double, 5.333)
        XCTAssertEqual(later["to_s"] as? Double, 5.383)
        XCTAssertEqual(later["offscreen_targets"] as? Int, 2)
        let scanning = try json(run(["bench", "arscanning", "--from", "1.5", "--frames", "4", "--json"]).out)
        XCTAssertEqual(scanning["from_s"] as? Double, 1.833)
        XCTAssertEqual(scanning["offscreen_targets"] as? Int, 0, "while it scans, every layer is at opacity 1")
        let start = try json(run(["bench", "empty", "--frames", "1", "--json"]).out)
        XCTAssertEqual(start["from_s"] as? Double, 0.333, "after 20 warm-up frames at 60 a second")
    }

    func testHelpDocumentsTheModes() {
        let r = run(["bench", "--help"])
        XCTAssertEqual(r.status, 0)
        for word in ["--dust-split", "--screenshot", "800x600", "--windowed", "--damage", "--from"] { XCTAssertTrue(r.out.contains(word), word) }
    }
}
