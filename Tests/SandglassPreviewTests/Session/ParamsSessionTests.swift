import Foundation
import Sandglass
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

/// A scene of one empty layer (the session never builds it).
private final class Layerless: SceneContent {
    let rootLayer = CALayer()
}

final class ParamsSessionTests: XCTestCase {
    private let scene = SceneDescriptor(
        info: SceneInfo(name: "tune", summary: "test", naturalSize: CGSize(width: 10, height: 10), backgroundColor: .white),
        parameters: SceneParameters(scene: "tune", [
            .number("duration", 7.6, in: 0.1...30, unit: "s", help: "one pass"),
            .color("tint", CGColor(red: 1, green: 0, blue: 0), help: "the colour"),
            .curve("curve", BezierControlPoints(0.42, 0, 0.58, 1), help: "the easing"),
        ])) { _, _ in Layerless() }

    /// The user's config folder of these tests: `config` in the temporary folder (the current one),
    /// never the real ~/.config.
    private var environment: [String: String] { ["XDG_CONFIG_HOME": FileManager.default.currentDirectoryPath + "/config"] }
    /// Where an edit of the built-in scene "tune" lands (relative to the temporary folder).
    private let userFile = "config/sandglass/params/tune.json"

    private func inTemporaryFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sg-params-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder))
        defer {
            _ = FileManager.default.changeCurrentDirectoryPath(previous)
            try? FileManager.default.removeItem(atPath: folder)
        }
        try body(folder)
    }

    func testNoFileUntilAnEditThenTheEditIsWrittenWithShortNumbers() throws {
        try inTemporaryFolder { _ in
            let session = ParamsSession(scene: scene, explicitFile: nil, userCopyEnvironment: environment)
            XCTAssertFalse(FileManager.default.fileExists(atPath: "assets/params/tune.json"), "opening a scene creates nothing")
            XCTAssertFalse(FileManager.default.fileExists(atPath: userFile))
            XCTAssertNil(session.problem, "a missing file means the defaults, not an error")
            XCTAssertNil(session.poll())

            let values = try XCTUnwrap(session.set("duration", to: .number(7.6 + 0.1)))
            XCTAssertEqual(values.number("duration"), 7.7)
            let text = try String(contentsOfFile: userFile, encoding: .utf8)
            XCTAssertTrue(text.contains("\"duration\": 7.7\n") || text.contains("\"duration\": 7.7,"), text)
            XCTAssertFalse(text.contains("7.700000000000001"), text)

            _ = session.set("tint", to: .numbers([Double(Float(0.8)), 0, 0, 1]))
            let edited = try String(contentsOfFile: userFile, encoding: .utf8)
            XCTAssertTrue(edited.contains("[0.8, 0, 0, 1]"), edited)
            XCTAssertNil(session.set("duration", to: .number(7.7)), "the same value writes nothing")
        }
    }

    func testABadFileIsAProblemUntilItIsFixed() throws {
        try inTemporaryFolder { _ in
            try FileManager.default.createDirectory(atPath: "assets/params", withIntermediateDirectories: true)
            try "{\"duration\": 90}".write(toFile: "assets/params/tune.json", atomically: true, encoding: .utf8)
            let session = ParamsSession(scene: scene, explicitFile: nil, userCopyEnvironment: environment)
            XCTAssertTrue(session.problem?.contains("'duration' is 90") == true, session.problem ?? "nil")
            try "{\"duration\": 9}".write(toFile: "assets/params/tune.json", atomically: true, encoding: .utf8)
            var reloaded: ParameterValues?
            for _ in 0..<50 where reloaded == nil {
                reloaded = session.poll()
                usleep(10_000)
            }
            XCTAssertEqual(reloaded?.number("duration"), 9)
            XCTAssertNil(session.problem)
        }
    }

    /// A scene from a file keeps its params beside that file, so two files whose scenes share a name
    /// never share one params file (as they would in `assets/params/<name>.json`).
    func testAScenesFromAFileKeepItsParamsBesideIt() throws {
        try inTemporaryFolder { folder in
            try FileManager.default.createDirectory(atPath: "a", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: "b", withIntermediateDirectories: true)
            XCTAssertEqual(ParamsSession.paramsFile(beside: "scenes/pulse.json5"), "scenes/pulse.params.json")
            XCTAssertEqual(ParamsSession.paramsFile(beside: "/x/MyView.swift"), "/x/MyView.params.json")
            let first = ParamsSession(scene: scene, explicitFile: nil, besideFile: "a/tune.json", userCopyEnvironment: environment)
            let second = ParamsSession(scene: scene, explicitFile: nil, besideFile: "b/tune.swift", userCopyEnvironment: environment)
            XCTAssertEqual(first.file, "a/tune.params.json")
            XCTAssertNil(first.problem)
            _ = first.set("duration", to: .number(3))
            XCTAssertTrue(FileManager.default.fileExists(atPath: "a/tune.params.json"))
            XCTAssertFalse(FileManager.default.fileExists(atPath: "assets/params/tune.json"), "nothing in the shared folder")
            XCTAssertEqual(second.values.number("duration"), 7.6, "the other file's scene keeps its own values")
            XCTAssertFalse(FileManager.default.fileExists(atPath: "b/tune.params.json"))
        }
    }

    /// Polls until `session.problem` is not nil (a save or delete is seen within a poll or two).
    private func pollUntilProblem(_ session: ParamsSession) {
        for _ in 0..<50 where session.problem == nil {
            _ = session.poll()
            usleep(10_000)
        }
    }

    /// A params file deleted while previewed says so once, as the problem, whether it is the default
    /// file or a --params one; its last values stay in force.
    func testADeletedFileIsSaidOnceAndItsLastValuesStay() throws {
        try inTemporaryFolder { _ in
            for explicit in ["my\nparams.json", nil] {
                let session = ParamsSession(scene: scene, explicitFile: explicit, besideFile: "tune.json5", userCopyEnvironment: environment)
                XCTAssertNotNil(session.set("duration", to: .number(3)))
                _ = session.takeStatusChange()
                try FileManager.default.removeItem(atPath: session.file)
                pollUntilProblem(session)
                XCTAssertEqual(session.problem, session.file + ": deleted; its last values stay in force until it is saved again")
                var log = MessageLog()
                var posted: [String] = []
                for _ in 0..<5 {
                    XCTAssertNil(session.poll())
                    if let line = log.sync(.params, problem: session.problem, status: session.takeStatusChange(), at: 0) {
                        posted.append(line)
                    }
                }
                XCTAssertEqual(posted, [session.file + ": deleted; its last values stay in force until it is saved again"],
                               "said once, not every frame")
                XCTAssertEqual(session.values.number("duration"), 3)
                XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: "."), [])
            }
        }
    }

    /// An edit never replaces a read-only params file (an atomic rename would, as it asks only the
    /// folder); it says so in one line and the file stays as it was.
    func testAnEditDoesNotReplaceAReadOnlyFile() throws {
        try inTemporaryFolder { _ in
            let text = "{\"duration\": 2}\n"
            try text.write(toFile: "ro.json", atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: "ro.json")
            let session = ParamsSession(scene: scene, explicitFile: "ro.json", userCopyEnvironment: environment)
            XCTAssertNil(session.set("duration", to: .number(3)))
            XCTAssertEqual(session.takeStatusChange(), "ro.json: cannot write: the file is read-only (the file is unchanged)")
            XCTAssertEqual(try String(contentsOfFile: "ro.json", encoding: .utf8), text)
            XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: "ro.json"))[.posixPermissions] as? Int, 0o444)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: "."), ["ro.json"])
            XCTAssertEqual(session.values.number("duration"), 2)
        }
    }

    func testADragIsInForceAtOnceAndWrittenOnceWhenItEnds() throws {
        try inTemporaryFolder { _ in
            let session = ParamsSession(scene: scene, explicitFile: nil, userCopyEnvironment: environment)
            for v in [8.0, 8.5, 9.0, 9.5, 10.0] {
                XCTAssertEqual(session.drag("duration", to: .number(v))?.number("duration"), v)
            }
            XCTAssertEqual(session.values.number("duration"), 10, "the scene follows the drag")
            XCTAssertFalse(FileManager.default.fileExists(atPath: userFile), "five moves, no write yet")
            let dragged = session.takeDragged()
            XCTAssertEqual(dragged.map(\.name), ["duration"])
            XCTAssertEqual(dragged.first?.value, .number(10))
            XCTAssertEqual(session.values.number("duration"), 7.6, "taken: no longer in force until written")
            XCTAssertEqual(session.set("duration", to: .number(10))?.number("duration"), 10)
            let text = try String(contentsOfFile: userFile, encoding: .utf8)
            XCTAssertTrue(text.contains("\"duration\": 10"), text)
            XCTAssertTrue(session.takeDragged().isEmpty)
        }
    }

    func testADraggedCurveIsWrittenWithThreeDecimals() throws {
        try inTemporaryFolder { _ in
            let session = ParamsSession(scene: scene, explicitFile: nil, userCopyEnvironment: environment)
            _ = session.drag("curve", to: .numbers([0.123456, 0.2, 0.987654, 1.0000001]))
            for (name, value) in session.takeDragged() { _ = session.set(name, to: value) }
            let text = try String(contentsOfFile: userFile, encoding: .utf8)
            XCTAssertTrue(text.contains("[0.123, 0.2, 0.988, 1]"), text)
        }
    }

    func testTheUsersFileIsUnderXDGConfigHomeElseTheHomesConfig() {
        XCTAssertEqual(UserParamsFile.path(scene: "matching", environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/u"]),
                       "/x/cfg/sandglass/params/matching.json")
        XCTAssertEqual(UserParamsFile.path(scene: "matching", environment: ["HOME": "/home/u"]),
                       "/home/u/.config/sandglass/params/matching.json")
        XCTAssertEqual(UserParamsFile.path(scene: "matching", environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/u"]),
                       "/home/u/.config/sandglass/params/matching.json", "empty: unset")
        XCTAssertEqual(UserParamsFile.path(scene: "matching", environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/home/u"]),
                       "/home/u/.config/sandglass/params/matching.json", "relative: ignored, as the XDG rules say")
    }

    /// The built-in file is the default and is never written: the first edit starts the user's file
    /// from its values, and from then on the user's file is the one in force.
    func testAnEditOfABuiltInSceneGoesToTheUsersFileNotTheBuiltInOne() throws {
        try inTemporaryFolder { folder in
            try FileManager.default.createDirectory(atPath: "assets/params", withIntermediateDirectories: true)
            let builtIn = "{\n  \"duration\": 5,\n  \"tint\": [0, 0, 1, 1]\n}\n"
            try builtIn.write(toFile: "assets/params/tune.json", atomically: true, encoding: .utf8)
            let session = ParamsSession(scene: scene, explicitFile: nil, userCopyEnvironment: environment)
            XCTAssertEqual(session.file, "assets/params/tune.json")
            XCTAssertEqual(session.values.number("duration"), 5, "the built-in file is the default")
            XCTAssertEqual(session.editFile, folder + "/" + userFile)
            XCTAssertEqual(session.stateSummary, "assets/params/tune.json (an edit makes your copy)")

            XCTAssertEqual(session.set("duration", to: .number(6))?.number("duration"), 6)
            XCTAssertEqual(try String(contentsOfFile: "assets/params/tune.json", encoding: .utf8), builtIn, "never written")
            let mine = try String(contentsOfFile: userFile, encoding: .utf8)
            XCTAssertTrue(mine.contains("\"duration\": 6"), mine)
            XCTAssertTrue(mine.contains("[0, 0, 1, 1]"), "started from the built-in values: \(mine)")
            XCTAssertEqual(session.file, session.editFile)
            XCTAssertEqual(session.stateSummary, "your copy: tune.json")
            XCTAssertEqual(session.values.number("duration"), 6)

            let reopened = ParamsSession(scene: scene, explicitFile: nil, userCopyEnvironment: environment)
            XCTAssertEqual(reopened.file, reopened.editFile, "the user's file wins over the built-in one")
            XCTAssertEqual(reopened.values.number("duration"), 6)
        }
    }

    /// An app's own scene (`Preview.run` from its package): its params file is the app's, in
    /// `assets/params/` of the current folder, and edits write it.
    func testAnAppsOwnSceneWritesItsParamsInTheCurrentFolder() throws {
        try inTemporaryFolder { _ in
            let session = ParamsSession(scene: scene, explicitFile: nil)
            XCTAssertEqual(session.editFile, "assets/params/tune.json")
            XCTAssertNotNil(session.set("duration", to: .number(4)))
            XCTAssertTrue(try String(contentsOfFile: "assets/params/tune.json", encoding: .utf8).contains("\"duration\": 4"))
            XCTAssertFalse(FileManager.default.fileExists(atPath: userFile))
        }
    }
}
