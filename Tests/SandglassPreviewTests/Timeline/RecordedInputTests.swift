import Sandglass
import UIKit
import XCTest
@testable import SandglassHeadless
@testable import SandglassPreview

/// Each tap recorded in Interact mode is a marker of its own, deleted on its own (before, the only
/// way to take one tap out was to clear them all).
final class RecordedInputTests: XCTestCase {
    private let p = CGPoint(x: 10, y: 20)

    /// A tap at 1 s; a two-finger pinch from 2 s (the second finger down at 2.1 s, up at 2.4 s, the
    /// first up at 2.5 s); a tap at 3 s.
    private var samples: [TouchSample] {
        TouchSample.tap(at: p, time: 1) + [
            TouchSample(finger: 0, phase: .began, point: p, time: 2),
            TouchSample(finger: 1, phase: .began, point: p, time: 2.1),
            TouchSample(finger: 1, phase: .moved, point: p, time: 2.2),
            TouchSample(finger: 1, phase: .ended, point: p, time: 2.4),
            TouchSample(finger: 0, phase: .ended, point: p, time: 2.5),
        ] + TouchSample.tap(at: p, time: 3)
    }

    func testEachGestureIsOneMarkerWithItsMenuEntry() {
        let markers = RecordedInput.markers(actions: [0.5], samples: samples, strokes: [])
        XCTAssertEqual(markers, [.action(time: 0.5), .gesture(time: 1), .gesture(time: 2), .gesture(time: 3)],
                       "the pinch's second finger is not a gesture of its own")
        XCTAssertEqual(markers[2].deleteLabel, "Delete the touch at 2.00 s")
        XCTAssertEqual(markers[0].deleteLabel, "Delete the action at 0.50 s")
    }

    func testDeletingAGestureTakesOutItsSamplesOnly() {
        let left = RecordedInput.removingGesture(at: 2, from: samples)
        XCTAssertEqual(left.map(\.time), [1, 1.1, 3, 3.1], "the pinch's five samples gone, both taps kept")
        XCTAssertEqual(RecordedInput.removingGesture(at: 1, from: samples).first?.time, 2)
        XCTAssertEqual(RecordedInput.removingGesture(at: 7, from: samples), samples, "no gesture there: nothing taken")
    }

    /// Keys each within a second of the one before are one run of typing, one marker, deleted whole.
    func testARunOfTypingIsOneMarker() {
        let keys = [KeySample(.text("h"), time: 1), KeySample(.text("i"), time: 1.5), KeySample(.returnKey, time: 2.4),
                    KeySample(.text("x"), time: 4)]
        let markers = RecordedInput.markers(actions: [], samples: [], strokes: [], keys: keys)
        XCTAssertEqual(markers, [.typing(time: 1), .typing(time: 4)])
        XCTAssertEqual(markers[0].deleteLabel, "Delete the typing at 1.00 s")
        XCTAssertEqual(RecordedInput.removingTyping(at: 1, from: keys), [KeySample(.text("x"), time: 4)])
        XCTAssertEqual(RecordedInput.removingTyping(at: 1.5, from: keys), keys, "no run starts there: nothing taken")
    }
}
