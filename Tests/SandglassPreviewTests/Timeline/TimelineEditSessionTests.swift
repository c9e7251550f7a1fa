@testable import SandglassPreview
@testable import SandglassHeadless
import Sandglass
import SandglassTestSupport
import Foundation
import XCTest

/// A dragged bar in a scene file's scene: the scene follows while the file stays, one write on
/// release, and undo writes the value before back, once.
final class TimelineEditSessionTests: XCTestCase {
    private let text = """
        // pulse, for the timeline
        {
          "name": "t",
          "size": [100, 100],
          "root": {
            "animations": {
              "fade": {"type": "basic", "keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": 1.2,  "repeatCount": 2},
            },
          },
        }

        """

    func testADragShowsLiveWritesOnceOnReleaseAndUndoWritesTheValueBefore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t.json5").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let descriptor = try SceneFile.load(path: path).get()
        let session = SceneSession(scenes: [descriptor], initial: 0, paramsFile: nil, sceneFile: path, swiftScene: nil,
                                   userCopyEnvironment: [:], context: try SharedGL.requireLayerRenderer(), messages: PreviewMessages())
        var track = AnimationTrack(kind: .animation, label: "fade  opacity", depth: 0, layer: LayerPath([]), keyPath: "opacity",
                                   begin: 0, end: 2.4, pass: 1.2)
        track.key = "fade"
        track.source = AnimationSourceLocation(fileID: path, filePath: path, line: 6, jsonPath: "root.animations.fade")
        func shownDuration() -> Double? { session.runner.scene.rootLayer.animation(forKey: "fade")?.duration }

        session.dragTiming(track, field: .duration, movedBy: 0.1, free: false, sceneIndex: 0, at: 0)
        session.dragTiming(track, field: .duration, movedBy: 0.31, free: false, sceneIndex: 0, at: 0)
        XCTAssertEqual(shownDuration(), 1.5, "1.51 snapped, shown while dragging")
        XCTAssertEqual(session.timingDragTip, "duration 1.5 s")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text, "nothing written while dragging")
        session.endTimingDrag()
        let written = text.replacingOccurrences(of: "\"duration\": 1.2,", with: "\"duration\": 1.5,")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), written)
        XCTAssertEqual(session.history.undoSteps.map(\.name), ["duration of 'fade'"])

        session.undo()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text, "the value before, written back in place")
        session.undo(redo: true)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), written)
    }

    func testADragOfCodeItCannotEditSaysWhereAndChangesNothing() throws {
        let descriptor = try SceneFile.parse(Array(text.utf8), file: "t.json5").get()
        let messages = PreviewMessages()
        let session = SceneSession(scenes: [descriptor], initial: 0, paramsFile: nil, sceneFile: nil, swiftScene: nil,
                                   userCopyEnvironment: [:], context: try SharedGL.requireLayerRenderer(), messages: messages)
        var track = AnimationTrack(kind: .animation, label: "pulse  opacity", depth: 0, layer: LayerPath([]), begin: 0, end: 1, pass: 1)
        track.key = "pulse"
        track.source = AnimationSourceLocation(fileID: "Scenes/SpinnerView.swift", filePath: "/x/SpinnerView.swift", line: 44)
        session.dragTiming(track, field: .duration, movedBy: 0.5, free: false, sceneIndex: 0, at: 0)
        session.dragTiming(track, field: .duration, movedBy: 0.7, free: false, sceneIndex: 0, at: 0)
        session.endTimingDrag()
        XCTAssertEqual(messages.log.entries.map(\.text), ["duration of 'pulse' comes from code Sandglass cannot edit: SpinnerView.swift:44"])
        XCTAssertEqual(session.runner.scene.rootLayer.animation(forKey: "fade")?.duration, 1.2)
        XCTAssertTrue(session.history.undoSteps.isEmpty)
    }
}
