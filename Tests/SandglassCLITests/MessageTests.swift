import Foundation
@testable import SandglassCommandLine
import XCTest

/// The texts of the tool: every message one line with control characters shown
/// escaped, arguments included; the short usage of a bare `sandglass`; usage mistakes exit 2; texts that
/// name the real problem.
final class MessageTests: BadInputTestCase {
    static let shaders = URL(fileURLWithPath: BadInputTestCase.pulse).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shaders").path

    /// Regression: an argument's line break or ESC went to the terminal as it was (two lines, or a
    /// colour change).
    func testControlCharactersInArgumentsAreEscaped() throws {
        expectFailure(["dump", Self.pulse, "--time", "1\u{07}\n2\u{9B}"],
                      "option '--time': invalid value '1\\u{07}\\n2\\u{009B}' (expected a number)", code: 2)
        expectFailure(["fro\u{1B}[31mb"], "unknown command 'fro\\u{1B}[31mb' (try `sandglass --help`)", code: 2)
        expectFailure(["render", "matching", "--time", "0", "--out", "x.png", "--scale", "2\t"],
                      "option '--scale': invalid value '2\\t' (expected a number)", code: 2)
    }

    /// The line a success prints names the output; a line break in the name is shown escaped there too.
    func testTheSuccessLineEscapesTheOutputName() throws {
        let out = folder + "/a\nb.png"
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run(["render", "matching", "--time", "0", "--out", out], console: captured.console), 0,
                       captured.err)
        XCTAssertEqual(captured.out, folder + "/a\\nb.png\n")
        XCTAssertEqual(try names(), ["a\nb.png"])
    }

    /// Regression: `sandglass` alone printed the whole help (30 lines) on stderr.
    func testNoArgumentsPrintsAShortUsageAndExits2() {
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run([], console: captured.console), 2)
        XCTAssertEqual(captured.out, "")
        XCTAssertEqual(captured.err, """
            Usage: sandglass scenes|preview|render|dump|plan|params|record|bench|export [ARGS]
            Run `sandglass --help` for all commands and options, `sandglass COMMAND --help` for one.

            """)
    }

    /// Regression: an output of an unknown type was found only after the GL context, with exit 1.
    func testRecordToAnUnknownOutputTypeIsAUsageError() throws {
        for out in ["x.png", "movie.webm"] {
            expectFailure(["record", "matching", "--to", "0.1", "--out", folder + "/" + out],
                          "option '--out': invalid value '\(folder)/\(out)' (expected FILE.gif, FILE.mp4, or a FOLDER without an extension)",
                          code: 2)
        }
        XCTAssertEqual(try names(), [])
    }

    /// Regression: a mass or stiffness of 0 was "must not be negative, got 0".
    func testSpringMassAndStiffnessOfZeroSayGreaterThanZero() throws {
        for field in ["mass", "stiffness"] {
            let path = try file("\(field).json", animated("{\"type\": \"spring\", \"keyPath\": \"opacity\", \"fromValue\": 0, \"toValue\": 1, \"\(field)\": 0}"))
            expectFailure(["dump", path, "--time", "0"],
                          path + ":1:128: root.sublayers[0].animations.a: animation refused: \(field): must be greater than 0, got 0.0",
                          code: 2, unchanged: [path])
        }
    }

    /// Regression: a speed of 1e300 (finite in the file) was "speed: must be finite, got inf".
    func testASpeedBeyondAFloatSaysSoWhereItIsWritten() throws {
        for speed in ["1e300", "-1e300"] {
            let path = try file("speed.json", opacity(", \"speed\": \(speed)"))
            expectFailure(["dump", path, "--time", "0"],
                          path + ":1:207: root.sublayers[0].animations.a.speed: \(Double(speed)!) is beyond a 32-bit float's range (±3.4028235e+38)",
                          code: 2, unchanged: [path])
        }
    }

    /// Regression: a shader file that is there but cannot be read was "shader file not found".
    func testAShaderFileThatIsThereButUnreadableSaysWhy() throws {
        let copy = folder + "/shaders"
        try FileManager.default.copyItem(atPath: Self.shaders, toPath: copy)
        let frag = copy + "/layer.frag"
        let saved = ProcessInfo.processInfo.environment["SANDGLASS_SHADERS"]
        setenv("SANDGLASS_SHADERS", copy, 1)
        defer { if let saved { setenv("SANDGLASS_SHADERS", saved, 1) } else { unsetenv("SANDGLASS_SHADERS") } }
        let render = ["render", "matching", "--time", "0", "--out", folder + "/out.png"]

        try FileManager.default.removeItem(atPath: frag)
        try FileManager.default.createDirectory(atPath: frag, withIntermediateDirectories: false)
        expectFailure(render, frag + ": cannot read shader file: is a directory", code: 1)
        try FileManager.default.removeItem(atPath: frag)
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: frag))
        expectFailure(render, frag + ": cannot read shader file: not UTF-8 text", code: 1)
        try FileManager.default.removeItem(atPath: frag)
        expectFailure(render, frag + ": shader file not found", code: 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/out.png"))
    }

    /// Regression: `--params` values that made an expression divide by zero printed a line per property
    /// on every frame and exited 0 with the properties left out.
    func testParamsThatMakeAnExpressionNonFiniteAreOneLineNamingTheFirstProperty() throws {
        let scene = try file("scene.json", """
            {"size": [100, 100], "params": {"x": {"default": 1, "min": 0, "max": 10}},
             "root": {"sublayers": [{"opacity": "1 / $x", "cornerRadius": "2 / $x", "bounds": [0, 0, 10, 10]}]}}
            """)
        let params = try file("zero.json", "{\"x\": 0}")
        let message = scene + ":2:37: root.sublayers[0].opacity: '1 / $x' is not a finite number (with --params \(params))"
        for command in [["dump", scene, "--time", "0"], ["render", scene, "--time", "0", "--out", folder + "/out.png"],
                        ["export", scene], ["record", scene, "--to", "0.1", "--out", folder + "/frames"]] {
            expectFailure(command + ["--params", params], message, code: 2, unchanged: [scene, params])
        }
        XCTAssertEqual(try names(), ["scene.json", "zero.json"])
    }
}
