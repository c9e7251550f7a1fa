@testable import SandglassPreview
import Sandglass
import XCTest

/// A keyframe mark dragged along its track: the key moves by the seconds over one pass, stays
/// between its neighbours, snaps to hundredths of the duration, and the ends stay at 0 and 1.
final class KeyTimeDragTests: XCTestCase {
    private func drag(_ index: Int, backward: Bool = false) -> KeyTimeDrag {
        let target = KeyTimesTarget(label: "twinkle", source: .swiftLiterals([4, 5, 6, 7]), keyTimes: [0, 0.2, 0.4, 1], isImplicit: false)
        return KeyTimeDrag(target: target, index: index, pass: 2, backward: backward)
    }

    func testAKeyMovesBySecondsOverThePassSnappedToHundredthsUnlessFree() {
        XCTAssertEqual(drag(1).keyTimes(movedBy: 0.3, free: false), [0, 0.35, 0.4, 1], "0.3 s of a 2 s pass is 0.15")
        XCTAssertEqual(drag(1).keyTimes(movedBy: 0.283, free: false), [0, 0.34, 0.4, 1], "0.3415 snapped to 0.34")
        XCTAssertEqual(drag(1).keyTimes(movedBy: 0.283, free: true), [0, 0.342, 0.4, 1], "free: 3 decimals")
        XCTAssertEqual(drag(1).tip([0, 0.35, 0.4, 1]), "key 1 at 0.35 (0.7 s)")
    }

    func testAKeyNeverPassesItsNeighbours() {
        XCTAssertEqual(drag(1).keyTimes(movedBy: 1.5, free: false), [0, 0.4, 0.4, 1], "stops at the next key")
        XCTAssertEqual(drag(1).keyTimes(movedBy: -3, free: true), [0, 0, 0.4, 1], "stops at the key before")
        XCTAssertEqual(drag(2).keyTimes(movedBy: 5, free: false), [0, 0.2, 1, 1])
    }

    func testTheFirstAndLastKeysStay() {
        XCTAssertFalse(drag(0).isMovable)
        XCTAssertFalse(drag(3).isMovable)
        XCTAssertEqual(drag(0).keyTimes(movedBy: 0.5, free: false), [0, 0.2, 0.4, 1])
        XCTAssertEqual(drag(3).keyTimes(movedBy: -0.5, free: false), [0, 0.2, 0.4, 1])
    }

    func testOnABackwardPassMovingRightMovesTheKeyEarlier() {
        XCTAssertEqual(drag(2, backward: true).keyTimes(movedBy: 0.2, free: false), [0, 0.2, 0.3, 1])
    }

    func testAMarkIsTracedToItsKeyOnForwardAndBackwardPasses() throws {
        var track = AnimationTrack(kind: .animation, label: "twinkle  opacity", depth: 0, layer: LayerPath([]), begin: 1, end: 9,
                                   pass: 2, autoreverses: true)
        track.keyTimes = [0, 0.2, 0.4, 1]
        let marks = track.markTimes()
        XCTAssertEqual(marks.prefix(5), [1, 1.4, 1.8, 3, 3 + 1.2])
        let forward = try XCTUnwrap(KeyTimeDrag.key(of: track, at: 1.8))
        XCTAssertEqual(forward.index, 2)
        XCTAssertFalse(forward.backward)
        // The second pass runs backwards: 4.2 s is 0.6 of it, key time 0.4.
        let backward = try XCTUnwrap(KeyTimeDrag.key(of: track, at: 4.2))
        XCTAssertEqual(backward.index, 2)
        XCTAssertTrue(backward.backward)
        track.keyTimes = []
        XCTAssertNil(KeyTimeDrag.key(of: track, at: 1.8))
    }
}
