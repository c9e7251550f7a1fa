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
        let files = try TimelineEditFixture("timeline-session")
        defer { try? files.remove() }
        let path = try files.write(text, to: "t.json5")
        let session = try TimelineEditFixture.session(sceneFile: path)
        let track = TimelineEditFixture.track("fade", label: "fade  opacity", keyPath: "opacity", end: 2.4, pass: 1.2, path: path, line: 6)
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
        let messages = PreviewMessages()
        let session = try TimelineEditFixture.session(parsing: text, file: "t.json5", messages: messages)
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
