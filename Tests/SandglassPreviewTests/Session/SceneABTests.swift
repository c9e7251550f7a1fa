@testable import SandglassPreview
@testable import SandglassHeadless
import Sandglass
import SandglassTestSupport
import Foundation
import XCTest

/// A/B freezes the whole scene, timeline edits included: a duration dragged on B's track and written
/// to the scene file leaves A as it was, and the captions name the edit. Before, A was rebuilt from the
/// saved file, so A and B were the same and the caption read "B: same as A".
final class SceneABTests: XCTestCase {
    private let scene = """
        {
          "name": "ab",
          "size": [100, 100],
          "root": {
            "animations": {
              "fade": {"type": "basic", "keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": 2},
            },
          },
        }

        """

    func testATimelineEditWrittenToTheSceneFileIsBsAloneAndNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-ab-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ab.json5").path
        try scene.write(toFile: path, atomically: false, encoding: .utf8)
        let session = SceneSession(scenes: [try SceneFile.load(path: path).get()], initial: 0, paramsFile: nil, sceneFile: path,
                                   swiftScene: nil, userCopyEnvironment: [:], context: try SharedGL.requireLayerRenderer(),
                                   messages: PreviewMessages())
        session.toggleParamsAB()
        XCTAssertEqual(session.comparisonCaptions.b, "B: same as A")

        var history = AnimationHistory()
        history.observe(session.runner.scene.rootLayer)
        let track = try XCTUnwrap(TrackList(history: history).rows.first { $0.key == "fade" })
        session.dragTiming(track, field: .duration, movedBy: 1, free: true, sceneIndex: 0, at: 1)
        session.endTimingDrag()
        func duration(_ runner: SceneRunner?) -> Double? { runner?.scene.rootLayer.animation(forKey: "fade")?.duration }
        var polls = 0
        while duration(session.runner) != 3, polls < 100 {
            _ = session.pollFiles(shown: 0, at: 1)
            usleep(20_000)
            polls += 1
        }
        XCTAssertEqual(duration(session.runner), 3, "B: the saved file")
        XCTAssertTrue(session.paramsAB.isOn, "the save kept A/B on")
        XCTAssertEqual(duration(session.frozenSource?.runner), 2, "A: as frozen")
        _ = session.frozenFrame(at: 1.5)
        XCTAssertEqual(duration(session.frozenSource?.runner), 2, "A replayed is still as frozen")
        XCTAssertEqual(session.comparisonCaptions.a, "A: duration of 'fade' 2")
        XCTAssertEqual(session.comparisonCaptions.b, "B: duration of 'fade' 3")

        session.undo()
        XCTAssertEqual(session.comparisonCaptions.b, "B: same as A", "undone back to A's value")
        session.undo(redo: true)
        while duration(session.runner) != 3, polls < 200 {
            _ = session.pollFiles(shown: 0, at: 1)
            usleep(20_000)
            polls += 1
        }

        // Renamed in the file (a Lottie composition's name, a scene file's): the same scene, so its
        // undo history and A stay. Before, the new name read as another scene and both were lost.
        let renamed = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\"name\": \"ab\"", with: "\"name\": \"renamed\"")
        try renamed.write(toFile: path, atomically: false, encoding: .utf8)
        while session.runner.info.name != "renamed", polls < 300 {
            _ = session.pollFiles(shown: 0, at: 1)
            usleep(20_000)
            polls += 1
        }
        XCTAssertEqual(session.runner.info.name, "renamed")
        XCTAssertEqual(session.history.undoSteps.map(\.name), ["duration of 'fade'"], "the undo history stays")
        XCTAssertTrue(session.paramsAB.isOn)
    }
}

/// Literal values and edits noted in the A/B captions.
final class ParamsABEditTests: XCTestCase {
    func testEditsAndLiteralsSinceAAreNamedAndAnEditUndoneIsNoDifference() {
        let parameters = SceneParameters(scene: "ab", [.number("delay", 0, in: 0...10, unit: "s", help: "b")])
        var ab = ParamsAB()
        let values = ParameterValues(parameters: parameters)
        ab.note(.swiftEasing(path: "P.swift", addLine: 9, label: "pulse"), from: .string("easeIn"), to: .string("linear"))
        ab.toggle(current: values, literals: [3: 0.5])
        XCTAssertTrue(ab.edits.isEmpty, "edits before A are A's own")
        ab.note(.swiftEasing(path: "P.swift", addLine: 9, label: "pulse"), from: .string("easeIn"), to: .string("linear"))
        XCTAssertEqual(ab.captions(current: values, literals: [3: 0.5]).a, "A: timingFunction of 'pulse' easeIn")
        XCTAssertEqual(ab.captions(current: values, literals: [3: 0.5]).b, "B: timingFunction of 'pulse' linear")
        let named = ab.captions(current: values, literals: [3: 0.75]) { _ in "duration" }
        XCTAssertEqual(named.a, "A: timingFunction of 'pulse' easeIn, duration 0.5")
        XCTAssertEqual(named.b, "B: timingFunction of 'pulse' linear, duration 0.75")
        ab.note(.swiftEasing(path: "P.swift", addLine: 9, label: "pulse"), from: .string("linear"), to: .string("easeIn"))
        XCTAssertEqual(ab.captions(current: values, literals: [3: 0.5]).b, "B: same as A")
        ab.note(.parameter("delay"), from: .number(0), to: .number(1))
        XCTAssertTrue(ab.edits.count == 1, "params are compared as values, not noted")
    }
}
