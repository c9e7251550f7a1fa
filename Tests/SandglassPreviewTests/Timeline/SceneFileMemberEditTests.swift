@testable import SandglassTooling
import XCTest

/// One key of a scene file's animation set, added after a neighbour, or removed, touching no other byte.
final class SceneFileMemberEditTests: XCTestCase {
    private let text = """
        {
          "root": {
            "animations": {
              "twinkle": {
                "type": "keyframe", // the star
                "values": [1, 0.3, 1],
                "duration": 2,
              },
              "fade": {"type": "basic", "keyPath": "opacity", "toValue": 0, "timingFunction": "easeIn"},
            },
          },
        }
        """

    private func apply(_ edit: Result<FileTextEdit, SceneFileTimingProblem>) throws -> String {
        String(decoding: try edit.get().applied(to: Array(text.utf8)), as: UTF8.self)
    }

    func testAnAbsentKeyIsAddedOnItsOwnLineAfterItsNeighbourAndRemovedAgain() throws {
        let added = try apply(SceneFileMemberEdit.setting("keyTimes", to: "[0, 0.35, 1]", at: "root.animations.twinkle",
                                                          in: Array(text.utf8), after: ["values"]))
        XCTAssertEqual(added, text.replacingOccurrences(of: "\"values\": [1, 0.3, 1],",
                                                        with: "\"values\": [1, 0.3, 1],\n        \"keyTimes\": [0, 0.35, 1],"))
        let removed = try SceneFileMemberEdit.removing("keyTimes", at: "root.animations.twinkle", in: Array(added.utf8)).get()
        XCTAssertEqual(String(decoding: removed.applied(to: Array(added.utf8)), as: UTF8.self), text)
    }

    func testAKeyOnAnObjectsOneLineIsAddedOnThatLineAndAPresentOneHasItsValueReplaced() throws {
        let value = try apply(SceneFileMemberEdit.setting("timingFunction", to: "\"easeOut\"", at: "root.animations.fade",
                                                          in: Array(text.utf8), after: []))
        XCTAssertEqual(value, text.replacingOccurrences(of: "\"easeIn\"", with: "\"easeOut\""))
        let added = try apply(SceneFileMemberEdit.setting("duration", to: "3", at: "root.animations.fade", in: Array(text.utf8), after: ["toValue"]))
        XCTAssertEqual(added, text.replacingOccurrences(of: "\"toValue\": 0,", with: "\"toValue\": 0, \"duration\": 3,"))
        XCTAssertEqual(try SceneFileMemberEdit.valueText(of: "values", at: "root.animations.twinkle", in: Array(text.utf8)).get(), "[1, 0.3, 1]")
        XCTAssertEqual(try SceneFileMemberEdit.valueText(of: "keyTimes", at: "root.animations.twinkle", in: Array(text.utf8)).get(), nil)
        XCTAssertEqual(SceneFileMemberEdit.removing("keyTimes", at: "root.animations.twinkle", in: Array(text.utf8)).failure, .missingKey("keyTimes"))
        XCTAssertEqual(SceneFileMemberEdit.setting("keyTimes", to: "[]", at: "root.animations.gone", in: Array(text.utf8), after: []).failure,
                       .noAnimation("root.animations.gone"))
    }

    func testTheWriteIsRefusedWhenTheFileChangedSinceItWasRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("member-edit-\(UUID().uuidString).json5").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try (text + "\n").write(toFile: path, atomically: false, encoding: .utf8)
        let edit = try SceneFileMemberEdit.setting("duration", to: "3", at: "root.animations.twinkle", in: Array(text.utf8), after: []).get()
        XCTAssertThrowsError(try edit.write(to: path, read: Array(text.utf8)))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text + "\n")
        try edit.write(to: path, read: Array((text + "\n").utf8))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text.replacingOccurrences(of: "\"duration\": 2,", with: "\"duration\": 3,") + "\n")
    }
}
