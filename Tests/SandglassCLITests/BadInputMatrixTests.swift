import Foundation
@testable import SandglassCommandLine
import XCTest

/// Bad input everywhere (docs/architecture.md §9: one line, exit 2), through the command line as a user meets it: each case asserts
/// the exact one-line message and the exit code (2 bad input, 1 runtime failure), that nothing went to
/// standard output, and that the input file is unchanged. Cases that are valid Core Animation (a zero
/// duration, speed 0, lineWidth 0...) must render and dump with exit 0 and no message.
///
/// Not here, covered elsewhere: a shader with a syntax error (SandglassGLTests/ShaderReloadTests:
/// the one-line file:line message and the last good program kept); a bad params save while the preview
/// runs (SandglassPreviewTests/HotReload/ParameterHotReloadTests: last good values kept).
/// Output folders, a full disk, PNGs, fonts and the display: BadOutputMatrixTests.
final class BadInputMatrixTests: BadInputTestCase {
    // MARK: params files (--params), through dump (render and preview load them the same way)

    func testParamsFileMatrix() throws {
        let cases: [(name: String, text: String, message: String)] = [
            ("empty.json", "",
             ":1:1: file is empty; expected a JSON object of name: value, e.g. {\"duration\": 1}"),
            ("blank.json", " \n\t\n",
             ":1:1: file is empty; expected a JSON object of name: value, e.g. {\"duration\": 1}"),
            ("truncated.json", "{\"period\": 2, \"radius\"",
             ":1:23: unexpected end of file, expected ':' after the key \"radius\""),
            ("notjson.json", "hello", ":1:1: expected a value but found 'hello'"),
            ("array.json", "[1, 2]", ":1:1: expected a JSON object of name: value but found an array"),
            ("unknown.json", "{\"perid\": 2}", ":1:2: unknown parameter 'perid'; did you mean 'period'?"),
            ("wrongtype.json", "{\"period\": \"fast\"}", ":1:12: 'period' is \"fast\" but must be a number in 0.2...20 s"),
            ("range.json", "{\"period\": 50}", ":1:12: 'period' is 50 but must be in 0.2...20 s"),
            ("negative.json", "{\"period\": -1}", ":1:12: 'period' is -1 but must be in 0.2...20 s"),
            ("nan.json", "{\"period\": NaN}",
             ":1:12: 'period' is NaN, which is not a number JSON allows: write a finite number"),
            ("inf.json", "{\"radius\": Infinity}",
             ":1:12: 'radius' is Infinity, which is not a number JSON allows: write a finite number"),
            ("huge.json", "{\"period\": 1e999}", ":1:12: 'period' is 1e999, which is too large to be a number"),
            ("duplicate.json", "{\"period\": 2, \"period\": 3}", ":1:15: 'period' appears twice (first on line 1); keep one"),
        ]
        for c in cases {
            let path = try file(c.name, c.text)
            expectFailure(["dump", Self.pulse, "--time", "1", "--params", path], path + c.message, code: 2, unchanged: [path])
        }
    }

    func testParamsPathThatIsNotAFile() throws {
        let directory = folder + "/dir.json"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        expectFailure(["dump", Self.pulse, "--time", "1", "--params", directory],
                      directory + ": is a directory, not a params file", code: 2)
        expectFailure(["dump", Self.pulse, "--time", "1", "--params", folder + "/missing.json"],
                      folder + "/missing.json: no such file", code: 2)
    }

    /// Regression: /dev/zero was read until memory ran out (the process aborted) and a FIFO blocked
    /// the open forever; both are now refused at once as not regular files.
    func testParamsFromADeviceOrAFIFOIsRefusedWithoutReading() throws {
        expectFailure(["dump", Self.pulse, "--time", "1", "--params", "/dev/zero"],
                      "/dev/zero: cannot read: not a regular file", code: 2)
        let fifo = folder + "/fifo.json"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let started = Date()
        expectFailure(["dump", Self.pulse, "--time", "1", "--params", fifo], fifo + ": cannot read: not a regular file", code: 2)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testUnreadableParamsFile() throws {
        let path = try file("secret.json", "{\"period\": 2}")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        guard !FileManager.default.isReadableFile(atPath: path) else {
            throw XCTSkip("running as root: mode 000 does not deny reads, so an unreadable file cannot be made here")
        }
        expectFailure(["dump", Self.pulse, "--time", "1", "--params", path], path + ": cannot read: Permission denied", code: 2)
    }

    // MARK: option values: zero, negative, NaN, infinite and huge numbers

    func testOptionValueMatrix() {
        let size = "(expected WxH with positive sizes up to 16384, e.g. 800x600)"
        let out = folder + "/o.png"
        let cases: [([String], String)] = [
            (["render", "matching", "--time", "1", "--out", out, "--size", "0x0"], "option '--size': invalid value '0x0' \(size)"),
            (["render", "matching", "--time", "1", "--out", out, "--size", "-5x3"], "option '--size': invalid value '-5x3' \(size)"),
            (["render", "matching", "--time", "1", "--out", out, "--size", "NaNx2"], "option '--size': invalid value 'NaNx2' \(size)"),
            (["render", "matching", "--time", "1", "--out", out, "--size", "99999999999999999999x2"],
             "option '--size': invalid value '99999999999999999999x2' \(size)"),
            (["render", "matching", "--time", "1", "--out", out, "--scale", "0"],
             "option '--scale': invalid value '0' (expected a number in 0.1...16.0)"),
            (["render", "matching", "--time", "NaN", "--out", out], "option '--time': invalid value 'NaN' (expected a number)"),
            (["render", "matching", "--time", "inf", "--out", out], "option '--time': invalid value 'inf' (expected a number)"),
            (["render", "matching", "--time", "1e309", "--out", out], "option '--time': invalid value '1e309' (expected a number)"),
            (["render", "matching", "--time", "-1", "--out", out],
             "option '--time': invalid value '-1' (expected a number in 0.0...1000000.0)"),
            (["preview", "matching", "--speed", "0"], "option '--speed': invalid value '0' (expected a number in 0.1...4.0)"),
            (["preview", "matching", "--speed", "-1"], "option '--speed': invalid value '-1' (expected a number in 0.1...4.0)"),
            (["preview", "matching", "--frames", "0"], "option '--frames': invalid value '0' (expected a positive integer)"),
            (["bench", "matching", "--frames", "0"], "option '--frames': invalid value '0' (expected a positive integer)"),
            (["bench", "matching", "--from", "-1"], "option '--from': invalid value '-1' (expected a number in 0.0...1000000.0)"),
            (["bench", "matching", "--from", "nan"], "option '--from': invalid value 'nan' (expected a number)"),
            (["record", "matching", "--from", "2", "--to", "1", "--fps", "10", "--out", folder + "/o.gif"],
             "option '--to': invalid value '1.0' (expected a time after --from 2.0)"),
            (["record", "matching", "--from", "0", "--to", "1", "--fps", "0", "--out", folder + "/o.gif"],
             "option '--fps': invalid value '0' (expected a number in 1.0...240.0)"),
        ]
        for (args, message) in cases { expectFailure(args, message, code: 2) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    // MARK: scene files: timing, keyframes, paths, strokes

    func testSceneFileRefusals() throws {
        let cases: [(name: String, text: String, message: String)] = [
            ("kt-count", animated("{\"type\": \"keyframe\", \"keyPath\": \"opacity\", \"values\": [0, 1, 0.5], \"keyTimes\": [0, 1]}"),
             ":1:206: root.sublayers[0].animations.a.keyTimes: keyTimes has 2 entries but values has 3 (calculationMode linear needs one keyTime per value)"),
            ("kt-order", animated("{\"type\": \"keyframe\", \"keyPath\": \"opacity\", \"values\": [0, 1, 0.5], \"keyTimes\": [0, 0.8, 0.3]}"),
             ":1:128: root.sublayers[0].animations.a: animation refused: keyTimes[2]: 0.3 is smaller than the previous key time"),
            ("dur-div0", opacity(", \"duration\": \"1/0\""),
             ":1:210: root.sublayers[0].animations.a.duration: '1/0' is not a finite number"),
            ("val-nan", opacity("").replacingOccurrences(of: "\"toValue\": 1", with: "\"toValue\": NaN"),
             ":1:195: root.sublayers[0].animations.a.toValue: 'NaN' is not a finite number"),
            ("path-nan", scene("{\"type\": \"shape\", \"path\": [{\"move\": [NaN, 0]}, {\"line\": [1, 1]}], \"strokeColor\": \"red\"}"),
             ":1:82: root.sublayers[0].path[0].move[0]: 'NaN' is not a finite number"),
            ("svg-nan", scene("{\"type\": \"shape\", \"path\": \"M 0 0 L NaN 5\", \"strokeColor\": \"red\"}"),
             ":1:80: root.sublayers[0].path: bad path data at offset 8: expected a number but found 'N'"),
        ]
        for c in cases {
            let path = try file(c.name + ".json", c.text)
            for command in [["dump", path, "--time", "1"], ["render", path, "--time", "1", "--out", folder + "/x.png"]] {
                expectFailure(command, path + c.message, code: 2, unchanged: [path])
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/x.png"))
    }

    /// Valid Core Animation, however odd: a duration <= 0 means 0.25 s, speed 0 freezes, a negative
    /// speed plays backwards, repeatCount 0 plays once; zero-length, huge and zero-width geometry
    /// draws what Core Animation draws (a dot, a clipped line, nothing). All render at 0, 1 and 1000 s.
    func testOddButValidScenesRenderAndDump() throws {
        let cases: [(String, String)] = [
            ("dur-neg", opacity(", \"duration\": -1")), ("dur-zero", opacity(", \"duration\": 0")),
            ("speed-zero", opacity(", \"speed\": 0")), ("speed-neg", opacity(", \"speed\": -2")),
            ("rep-zero", opacity(", \"repeatCount\": 0")), ("rep-inf", opacity(", \"repeatCount\": \"infinity\"")),
            ("rep-inf-autoreverse", opacity(", \"repeatCount\": \"infinity\", \"autoreverses\": true, \"duration\": 0")),
            ("path-zero", shape(", \"lineCap\": \"round\"").replacingOccurrences(of: "M0 0 L10 10", with: "M 5 5 L 5 5")),
            ("path-empty", shape("").replacingOccurrences(of: "M0 0 L10 10", with: "")),
            ("path-huge", shape("").replacingOccurrences(of: "M0 0 L10 10", with: "M -1e300 0 L 1e300 1e300")),
            ("lw-zero", shape(", \"lineWidth\": 0")), ("lw-neg", shape(", \"lineWidth\": -3")),
            ("lw-huge", shape(", \"lineWidth\": 1e300")),
            ("dash-zero", shape(", \"lineDashPattern\": [0, 0]")), ("dash-neg", shape(", \"lineDashPattern\": [-1, 2]")),
            ("dash-tiny", shape(", \"lineDashPattern\": [1e-300, 1e-300]")),
        ]
        for (name, text) in cases {
            let path = try file(name + ".json", text)
            let out = folder + "/\(name).png"
            for time in ["0", "1", "1000"] {
                for args in [["dump", path, "--time", time], ["render", path, "--time", time, "--out", out]] {
                    let captured = CapturedConsole()
                    XCTAssertEqual(SandglassTool.run(args, console: captured.console), 0, "\(name) \(args[0]) \(time): \(captured.err)")
                    XCTAssertEqual(captured.err, "", name)
                }
            }
            XCTAssertTrue(FileManager.default.fileExists(atPath: out), name)
        }
    }

    /// A scene file that is no file: a device, a FIFO (which must not block), a directory, nothing.
    func testSceneArgumentThatIsNotAFile() throws {
        expectFailure(["dump", "/dev/zero", "--time", "0"],
                      "/dev/zero:1:1: cannot read the scene file: permission denied or not a file", code: 2)
        let fifo = folder + "/fifo.json"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        expectFailure(["dump", fifo, "--time", "0"], fifo + ":1:1: cannot read the scene file: permission denied or not a file", code: 2)
        expectFailure(["dump", folder + "/none.json5", "--time", "0"],
                      folder + "/none.json5:1:1: cannot read the scene file: no such file", code: 2)
    }
}
