import Sandglass
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class EditHistoryTests: XCTestCase {
    func testADragIsOneStepUndoThenRedo() {
        var h = EditHistory()
        h.record("duration", from: .number(3), to: .number(3.1), at: 0)
        h.record("duration", from: .number(3.1), to: .number(3.4), at: 0.2)
        h.record("duration", from: .number(3.4), to: .number(3.5), at: 0.4)
        h.record("inset", from: .number(16), to: .number(12), at: 0.5)
        XCTAssertEqual(h.undoSteps.count, 2)
        XCTAssertEqual(h.undo()?.value, .number(16))
        let undone = h.undo()
        XCTAssertEqual(undone?.name, "duration")
        XCTAssertEqual(undone?.value, .number(3), "the whole drag at once")
        XCTAssertNil(h.undo())
        XCTAssertEqual(h.redo()?.value, .number(3.5))
        XCTAssertEqual(h.redo()?.value, .number(12))
        XCTAssertNil(h.redo())
    }

    func testANewEditDropsTheRedoStepsAndADragBackIsNoStep() {
        var h = EditHistory()
        h.record("a", from: .bool(false), to: .bool(true), at: 0)
        _ = h.undo()
        h.record("b", from: .integer(1), to: .integer(2), at: 5)
        XCTAssertNil(h.redo(), "the undone edit cannot come back after a new one")
        h.record("c", from: .number(1), to: .number(2), at: 10)
        h.record("c", from: .number(2), to: .number(1), at: 10.5)
        XCTAssertEqual(h.undoSteps.map(\.name), ["b"])
        h.record("d", from: .number(1), to: .number(1), at: 20)
        XCTAssertEqual(h.undoSteps.map(\.name), ["b"], "no change, no step")
    }

    func testControlZAndYAreUndoAndRedo() {
        var c = PreviewController(sceneIndex: 0, sceneCount: 1)
        XCTAssertEqual(c.handle(.character("z"), .control), [.undo])
        XCTAssertEqual(c.handle(.character("z"), [.control, .shift]), [.redo])
        XCTAssertEqual(c.handle(.character("y"), .control), [.redo])
        XCTAssertEqual(c.handle(.character("p"), .control), [.screenshotWindow])
        XCTAssertEqual(c.handle(.character("z")), [], "plain Z does nothing")
    }
}

/// Timeline edits share the params' history: each a step of its own, the oldest dropped past the limit.
final class TimelineEditHistoryTests: XCTestCase {
    func testATimelineEditIsItsOwnStepAndUndoesToItsValueBefore() {
        var h = EditHistory()
        let duration = EditHistory.Subject.timing(.sceneFile(path: "p.json5", jsonPath: "root.animations.a"), field: .duration, label: "a")
        h.record(duration, from: .number(1.2), to: .number(1.5), at: nil)
        h.record(duration, from: .number(1.5), to: .number(2), at: nil)
        XCTAssertEqual(h.undoSteps.count, 2, "two drags, two steps")
        XCTAssertEqual(h.undo(), EditHistory.Change(subject: duration, value: .number(1.5)))
        XCTAssertEqual(h.undo()?.value, .number(1.2))
        XCTAssertEqual(h.redo()?.name, "duration of 'a'")
    }

    func testTheHistoryKeepsTheLastFiftyEdits() {
        var h = EditHistory()
        for i in 0..<60 {
            h.record(.timing(.swiftLiteral(index: 3), field: .beginTime, label: "b"), from: .number(Double(i)), to: .number(Double(i + 1)), at: nil)
        }
        XCTAssertEqual(h.undoSteps.count, 50)
        XCTAssertEqual(h.undoSteps.first?.before, .number(10), "the ten oldest dropped")
    }
}
