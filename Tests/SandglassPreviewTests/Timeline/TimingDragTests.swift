@testable import SandglassPreview
import Sandglass
import XCTest

/// A drag on a bar becomes a value: the right end scales the duration, the body moves the begin time,
/// both snapped to 0.05 s unless Shift is held.
final class TimingDragTests: XCTestCase {
    private func drag(_ field: TimingField, value: Double, pass: Double, parent: Double = 1) -> TimingDrag {
        TimingDrag(target: TimingEditTarget(field: field, label: "pulse", source: .swiftLiteral(index: 0), value: value),
                   pass: pass, parentSecondsPerSceneSecond: parent)
    }

    func testTheRightEndScalesTheDurationWithThePassAndSnaps() {
        // A 1.2 s duration at speed 2 is a 0.6 s pass; its end dragged 0.3 s right is a 0.9 s pass.
        let d = drag(.duration, value: 1.2, pass: 0.6)
        XCTAssertEqual(d.value(movedBy: 0.3, free: true), 1.8)
        XCTAssertEqual(d.value(movedBy: 0.31, free: false), 1.8, "1.82 snaps to 1.80")
        XCTAssertEqual(d.value(movedBy: 0.0123, free: true), 1.225, "free: 1.2246 to 3 decimals")
        XCTAssertEqual(d.value(movedBy: -5, free: false), 0.05, "never shorter than one snap")
        XCTAssertEqual(d.value(movedBy: -5, free: true), 0.001)
    }

    func testTheBodyMovesTheBeginTimeInTheParentsTime() {
        let d = drag(.beginTime, value: 0.5, pass: 1, parent: 2)
        XCTAssertEqual(d.value(movedBy: 0.26, free: false), 1.0, "0.5 + 0.52 = 1.02 snaps to 1.00")
        XCTAssertEqual(d.value(movedBy: 0.26, free: true), 1.02)
    }

    func testTheTipNamesTheFieldAndTheSeconds() {
        XCTAssertEqual(TimingDrag.tip(.duration, 1.25), "duration 1.25 s")
        XCTAssertEqual(TimingDrag.tip(.beginTime, 2), "beginTime 2 s")
    }
}
