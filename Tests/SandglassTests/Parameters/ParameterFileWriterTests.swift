import Sandglass
import XCTest

/// Write-back keeps the user's text, writes atomically and never leaves less than was there.
final class ParameterFileWriterTests: XCTestCase {
    let scene = Fixtures.sandclock

    private func splice(_ name: String, _ value: ParameterValue, _ text: String) throws -> String {
        String(decoding: try ParameterFileWriter.splice(name, value, into: Array(text.utf8), file: "f.json"), as: UTF8.self)
    }

    func testReplacesOneValueAndNothingElse() throws {
        let before = """
            {
                "rotates" :true,   "sandFall05":   5e-1 ,
              "futureKey": {"kept": [1, 2]},
                 "pileCurve": [ 0.8,
                                0, 1, 1 ]
            }   \n
            """
        XCTAssertEqual(try splice("sandFall05", .number(0.75), before), """
            {
                "rotates" :true,   "sandFall05":   0.75 ,
              "futureKey": {"kept": [1, 2]},
                 "pileCurve": [ 0.8,
                                0, 1, 1 ]
            }   \n
            """)
        XCTAssertEqual(try splice("pileCurve", .numbers([0.5, 0, 1, 1]), before), """
            {
                "rotates" :true,   "sandFall05":   5e-1 ,
              "futureKey": {"kept": [1, 2]},
                 "pileCurve": [0.5, 0, 1, 1]
            }   \n
            """)
    }

    func testAddsAMissingKeyInTheLastMembersStyle() throws {
        XCTAssertEqual(try splice("rotates", .bool(false), "{\n    \"sandFall05\" : 0.5\n}\n"),
                       "{\n    \"sandFall05\" : 0.5,\n    \"rotates\" : false\n}\n")
        XCTAssertEqual(try splice("rotates", .bool(false), "{\"sandFall05\": 0.5}"),
                       "{\"sandFall05\": 0.5, \"rotates\": false}")
        XCTAssertEqual(try splice("rotates", .bool(false), "{}"), "{\"rotates\": false}")
        XCTAssertEqual(try splice("rotates", .bool(false), "{\n}\n"), "{\n  \"rotates\": false\n}\n")
        XCTAssertEqual(try splice("rotates", .bool(false), "  \n"), "{\n  \"rotates\": false\n}\n")
    }

    func testRefusesTextItCannotEditSafely() {
        XCTAssertThrowsError(try splice("rotates", .bool(false), "{\"a\": 1,}")) { error in
            XCTAssertEqual("\(error)", "f.json:1:8: trailing comma before '}' (JSON does not allow one)")
        }
        XCTAssertThrowsError(try splice("rotates", .bool(false), "{\"rotates\": 1,\n\"rotates\": 2}")) { error in
            XCTAssertEqual("\(error)", "f.json:2:1: 'rotates' appears twice (first on line 1); keep one")
        }
    }

    func testSetWritesTheFileAtomicallyAndLeavesNoTemporaryFile() throws {
        let folder = try Fixtures.temporaryFolder(self)
        let path = folder.appendingPathComponent("sandclock.json").path
        let before = "{\n  \"sandFall05\": 0.5,\n  \"rotates\": true\n}\n"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(before.utf8),
                                                     attributes: [.posixPermissions: 0o600]))
        try ParameterFileWriter.set("sandFall05", to: .number(2), in: scene, file: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "{\n  \"sandFall05\": 2,\n  \"rotates\": true\n}\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["sandclock.json"])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        XCTAssertEqual(try scene.load(file: path).get().number("sandFall05"), 2)
    }

    func testSetCreatesAMissingFileFromTheDefaults() throws {
        let folder = try Fixtures.temporaryFolder(self)
        let path = folder.appendingPathComponent("sandclock.json").path
        try ParameterFileWriter.set("rotates", to: .bool(false), in: scene, file: path)
        var expected = scene.defaults
        expected.set("rotates", to: .bool(false))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), expected.fileText())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["sandclock.json"])
    }

    /// The first edit creates the file with every default as an edit would write it: a colour of
    /// 242/255 as 0.949, not 0.9490196078431372.
    func testAFileCreatedByAnEditHoldsRoundedDefaults() throws {
        let folder = try Fixtures.temporaryFolder(self)
        let path = folder.appendingPathComponent("tint.json").path
        let tinted = SceneParameters(scene: "tint", [
            .color("tint", CGColor(red: 242 / 255, green: 0.5, blue: 1 / 3, alpha: 1), help: "a colour"),
            .number("duration", 1, in: 0.1...10, unit: "s", help: "unused"),
        ])
        try ParameterFileWriter.set("duration", to: .number(2.5), in: tinted, file: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8),
                       "{\n  \"tint\": [0.949, 0.5, 0.333, 1],\n  \"duration\": 2.5\n}\n")
    }

    func testCreateDefaultsFileOnlyWhenMissing() throws {
        let folder = try Fixtures.temporaryFolder(self)
        let path = folder.appendingPathComponent("sandclock.json").path
        XCTAssertTrue(try ParameterFileWriter.createDefaultsFile(for: scene, file: path))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), scene.defaultsText())
        try Data("{\"rotates\": false}".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertFalse(try ParameterFileWriter.createDefaultsFile(for: scene, file: path))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "{\"rotates\": false}")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["sandclock.json"])
    }

    func testRejectedValueAndBadTextLeaveTheFileUntouched() throws {
        let folder = try Fixtures.temporaryFolder(self)
        let path = folder.appendingPathComponent("sandclock.json").path
        let broken = "{\"sandFall05\": 0.5,,}"
        try Data(broken.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ParameterFileWriter.set("sandFall05", to: .number(12), in: scene, file: path)) { error in
            XCTAssertEqual("\(error)", "\(path): not written: 'sandFall05' is 12 but must be in 0.05...5 s")
        }
        XCTAssertThrowsError(try ParameterFileWriter.set("sandFall05", to: .number(1), in: scene, file: path)) { error in
            XCTAssertEqual("\(error)", "\(path):1:20: expected a key in double quotes but found ','")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), broken)
    }

    func testUnwritableFolderGivesATypedErrorAndKeepsTheFile() throws {
        let folder = try Fixtures.temporaryFolder(self)
        let path = folder.appendingPathComponent("sandclock.json").path
        let before = "{\"sandFall05\": 0.5}\n"
        try Data(before.utf8).write(to: URL(fileURLWithPath: path))
        try Fixtures.makeUnwritable(folder)
        let reason = getuid() == 0 ? "Operation not permitted" : "Permission denied"
        XCTAssertThrowsError(try ParameterFileWriter.set("sandFall05", to: .number(1), in: scene, file: path)) { error in
            XCTAssertEqual(error as? ParameterFileError, .unwritable(file: path, reason: reason))
            XCTAssertEqual("\(error)", "\(path): cannot write: \(reason) (the file is unchanged)")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["sandclock.json"])
    }

    /// Regression: the atomic rename replaced a read-only (0444) file, since a rename asks only the
    /// folder: the file is now refused, kept as it was, and no temporary file is left.
    func testAReadOnlyFileIsNeverReplaced() throws {
        let folder = try Fixtures.temporaryFolder(self)
        let path = folder.appendingPathComponent("sandclock.json").path
        let before = "{\"sandFall05\": 0.5}\n"
        try Data(before.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        XCTAssertThrowsError(try ParameterFileWriter.set("sandFall05", to: .number(1), in: scene, file: path)) { error in
            XCTAssertEqual(error as? ParameterFileError, .unwritable(file: path, reason: "the file is read-only"))
            XCTAssertEqual("\(error)", "\(path): cannot write: the file is read-only (the file is unchanged)")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), before)
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: path))[.posixPermissions] as? Int, 0o444)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["sandclock.json"])
    }
}
