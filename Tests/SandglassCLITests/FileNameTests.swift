import Foundation
@testable import SandglassCommandLine
import XCTest

/// Any legal file name works for every command (quotes, backslashes, line breaks,
/// unicode, a leading dash) as a scene file, a params file, an `--out` file and a record folder, or
/// gets one clear line; a folder where a file is expected says it is a folder.
final class FileNameTests: BadInputTestCase {
    static let awkward = ["q\"uote", "back\\slash", "new\nline", "ünï 📦 space", "it's", "-dash"]

    private func run(_ args: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = SandglassTool.run(args, console: captured.console)
        return (status, captured.out, captured.err)
    }

    /// Runs `body` with the test's folder as the current directory, so that names are given bare.
    private func inFolder(_ body: () throws -> Void) rethrows {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try body()
    }

    func testAwkwardNamesWorkAsSceneParamsOutputAndRecordFolder() throws {
        let sceneText = try String(contentsOfFile: Self.pulse, encoding: .utf8)
        var expected: [String] = []
        for name in Self.awkward {
            let scene = try file(name + ".json5", sceneText)
            let params = try file(name + ".params.json", "{\"period\": 3}")
            let dump = run(["dump", scene, "--time", "1", "--params", params])
            XCTAssertEqual(dump.status, 0, dump.err)
            XCTAssertEqual(dump.err, "")
            XCTAssertTrue(dump.out.hasPrefix("{\"layers\": ["), name)
            let png = folder + "/" + name + ".png"
            let render = run(["render", scene, "--time", "1", "--params", params, "--out", png, "--scale", "0.2"])
            XCTAssertEqual(render.status, 0, render.err)
            XCTAssertEqual(render.out, png.escapingControlCharacters + "\n")
            let frames = folder + "/" + name + " frames"
            let record = run(["record", scene, "--to", "0.1", "--fps", "10", "--scale", "0.2", "--params", params, "--out", frames])
            XCTAssertEqual(record.status, 0, record.err)
            XCTAssertEqual(record.out, frames.escapingControlCharacters + ": 1 frames, 48x48, 10 fps\n")
            XCTAssertEqual(try names(in: name + " frames"), ["frame-00001.png"])
            expected += [name + ".json5", name + ".params.json", name + ".png", name + " frames"]
        }
        XCTAssertEqual(try names(), expected.sorted(), "nothing else left behind")
    }

    /// A name beginning with `-` given bare: after `--`, as `./-x`, and as the value of an option.
    func testANameBeginningWithADashIsAFileAfterDoubleDashOrDotSlashOrAsAValue() throws {
        try file("-dash.json5", try String(contentsOfFile: Self.pulse, encoding: .utf8))
        try file("-p.json", "{\"period\": 3}")
        try inFolder {
            for args in [["dump", "--time", "1", "--params", "-p.json", "--", "-dash.json5"],
                         ["dump", "./-dash.json5", "--time", "1", "--params=-p.json"]] {
                let dump = run(args)
                XCTAssertEqual(dump.status, 0, dump.err)
                XCTAssertTrue(dump.out.hasPrefix("{\"layers\": ["))
            }
            let render = run(["render", "./-dash.json5", "--time", "0", "--scale", "0.2", "--out", "-o.png"])
            XCTAssertEqual(render.status, 0, render.err)
            XCTAssertEqual(render.out, "-o.png\n")
            let record = run(["record", "--to", "0.1", "--fps", "10", "--scale", "0.2", "--out", "-frames", "--", "-dash.json5"])
            XCTAssertEqual(record.status, 0, record.err)
            XCTAssertEqual(record.out, "-frames: 1 frames, 48x48, 10 fps\n")
        }
        XCTAssertEqual(try names(), ["-dash.json5", "-frames", "-o.png", "-p.json"])
    }

    /// Regression: `dump -x.json5` said only "unknown option '-x.json5'", not how to name the file.
    func testAFileNameTakenForAnOptionSaysHowToNameIt() throws {
        let scene = try file("-dash.json5", "{}")
        try inFolder {
            expectFailure(["dump", "-dash.json5", "--time", "1"],
                          "dump: unknown option '-dash.json5'; a file whose name begins with '-' is given as ./-dash.json5 or after --",
                          code: 2, unchanged: [scene])
            expectFailure(["render", "matching", "--time", "0", "--out", "o.png", "-new\nname.json"],
                          "render: unknown option '-new\\nname.json'; a file whose name begins with '-' is given as ./-new\\nname.json or after --",
                          code: 2)
            expectFailure(["dump", "-x", "--time", "1"], "dump: unknown option '-x' (try `sandglass dump --help`)", code: 2)
        }
        XCTAssertEqual(try names(), ["-dash.json5"])
    }

    /// A line break in a name in a failure is shown escaped: still one line.
    func testAFailureNamingAnAwkwardFileIsOneLine() throws {
        let missing = folder + "/new\nline \"q\" \\.json5"
        expectFailure(["dump", missing, "--time", "0"],
                      folder + "/new\\nline \"q\" \\.json5:1:1: cannot read the scene file: no such file", code: 2)
        let taken = try file("new\nfile", "x")
        expectFailure(["record", "matching", "--to", "0.1", "--out", taken],
                      folder + "/new\\nfile: is a regular file, not a folder for the frames", code: 2, unchanged: [taken])
    }

    /// Regression: a folder named like a scene file was "permission denied or not a file", and a
    /// folder named otherwise an "unknown scene".
    func testAFolderWhereAFileIsExpectedSaysItIsAFolder() throws {
        let sceneFolder = folder + "/x.json5"
        let plain = folder + "/plain"
        for path in [sceneFolder, plain] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }
        let out = folder + "/o.png"
        for command in [["dump", sceneFolder, "--time", "0"], ["render", sceneFolder, "--time", "0", "--out", out],
                        ["record", sceneFolder, "--to", "0.1", "--out", folder + "/frames"], ["params", sceneFolder],
                        ["export", sceneFolder]] {
            expectFailure(command, sceneFolder + ":1:1: cannot read the scene file: it is a folder", code: 2)
        }
        for command in [["dump", plain, "--time", "0"], ["params", plain], ["export", plain]] {
            expectFailure(command, plain + ": is a folder, not a scene file", code: 2)
        }
        expectFailure(["dump", "matching", "--time", "0", "--params", plain], plain + ": is a directory, not a params file", code: 2)
        expectFailure(["render", "matching", "--time", "0", "--out", plain],
                      plain + ": is a directory; an output replaces only a regular file", code: 2)
        XCTAssertEqual(try names(), ["plain", "x.json5"])
        XCTAssertEqual(try names(in: "plain"), [])
    }
}
