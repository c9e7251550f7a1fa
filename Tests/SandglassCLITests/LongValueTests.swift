import Foundation
@testable import SandglassCommandLine
import XCTest

/// A value echoed in a message is shortened (`shortenedForMessage`): a 500,000-digit
/// number, key or argument gives a short line with its first 20 characters and its length, wherever it
/// was written. Regression: each of these echoed the whole value (a 500 kB line).
final class LongValueTests: BadInputTestCase {
    /// 100,000 digits on the command line (one argument can hold at most 128 KiB), 500,000 in files.
    let argument = String(repeating: "1", count: 100_000)
    let digits = String(repeating: "1", count: 500_000)

    /// How a value of `total` characters starting with `prefix` then ones is shown: its first 20 characters.
    func shown(_ total: Int, after prefix: String = "") -> String {
        prefix + String(repeating: "1", count: 20 - prefix.count) + "… (\(total) characters)"
    }

    func testALongArgumentIsShortened() {
        let matching = ["render", "matching", "--time", "0", "--out", folder + "/o.png"]
        expectFailure(["dump", "matching", "--time", argument],
                      "option '--time': invalid value '\(shown(100_000))' (expected a number)", code: 2)
        expectFailure(matching + ["--size", argument + "x2"],
                      "option '--size': invalid value '\(shown(100_002))' (expected WxH with positive sizes up to 16384, e.g. 800x600)",
                      code: 2)
        expectFailure(["x" + argument], "unknown command '\(shown(100_001, after: "x"))' (try `sandglass --help`)", code: 2)
        expectFailure(["dump", "matching", "--x" + argument],
                      "dump: unknown option '\(shown(100_003, after: "--x"))' (try `sandglass dump --help`)", code: 2)
        expectFailure(["dump", "x" + argument, "--time", "0"], "unknown scene '\(shown(100_001, after: "x"))' (known: "
                      + "matching, scoregauge, arscanning, sandclock, thanos, sandclock-loading, confetti, sparkles, empty, stress-arcs, stress-arcs-10k, "
                      + "stress-hairlines, stress-hairlines-moving, stress-dashes, stress-masks, stress-dust)", code: 2)
        expectFailure(["dump", "matching", "--time", "0", "--params", "x" + argument],
                      "\(shown(100_001, after: "x")): cannot read: File name too long", code: 2)
        XCTAssertEqual(try names(), [])
    }

    /// A path is shown whole up to PATH_MAX (4096), however deep.
    func testAPathIsShownWholeUpToPathMax() {
        let deep = folder + "/" + String(repeating: "d/", count: 1000) + "p.json"
        expectFailure(["dump", "matching", "--time", "0", "--params", deep], deep + ": no such file", code: 2)
    }

    func testALongValueInAParamsFileIsShortened() throws {
        let cases: [(name: String, text: String, message: String)] = [
            ("number.json", "{\"period\": \(digits)}", ":1:12: 'period' is \(shown(500_000)), which is too large to be a number"),
            ("string.json", "{\"period\": \"\(digits)\"}",
             ":1:12: 'period' is \(shown(500_002, after: "\"")) but must be a number in 0.2...20 s"),
            ("key.json", "{\"x\(digits)\": 1}", ":1:2: unknown parameter '\(shown(500_001, after: "x"))'"),
            ("word.json", "{\"period\": x\(digits)}", ":1:12: expected a value but found '\(shown(500_001, after: "x"))'"),
        ]
        for c in cases {
            let path = try file(c.name, c.text)
            expectFailure(["dump", Self.pulse, "--time", "1", "--params", path], path + c.message, code: 2, unchanged: [path])
        }
    }

    func testALongValueInASceneFileIsShortened() throws {
        let cases: [(name: String, text: String, message: String)] = [
            ("number.json", scene("{\"opacity\": \(digits)}"),
             ":1:57: root.sublayers[0].opacity: '\(shown(500_000))' is not a finite number"),
            ("key.json", scene("{\"x\(digits)\": 1}"),
             ":1:46: root.sublayers[0].\(shown(500_001, after: "x")): unknown key '\(shown(500_001, after: "x"))'"),
            ("path.json", scene("{\"type\": \"shape\", \"path\": \"M 0 0 L \(digits) 0\"}"),
             ":1:80: root.sublayers[0].path: bad path data at offset 8: number '\(shown(500_000))' is out of range"),
            ("size.json", "{\"size\": [\(digits), 100], \"root\": {}}", ":1:11: size[0]: '\(shown(500_000))' is not a finite number"),
        ]
        for c in cases {
            let path = try file(c.name, c.text)
            expectFailure(["dump", path, "--time", "0"], path + c.message, code: 2, unchanged: [path])
        }
    }
}
