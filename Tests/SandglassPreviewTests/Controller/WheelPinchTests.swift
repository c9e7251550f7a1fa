import Foundation
import Sandglass
import XCTest
@testable import SandglassPreview

/// Ctrl + wheel in Interact mode: two fingers about the pointer, apart by 10 % a notch up, lifted when
/// the wheel rests; a pinch recognizer reads the scale.
final class WheelPinchTests: XCTestCase {
    func testNotchesMoveTwoFingersApartAboutThePointerThenLiftThem() {
        var pinch = WheelPinch()
        let point = CGPoint(x: 100, y: 60)
        XCTAssertEqual(pinch.wheel(1, at: point, now: 0), [
            .init(finger: 1, phase: .began, point: CGPoint(x: 60, y: 60)),
            .init(finger: 2, phase: .began, point: CGPoint(x: 140, y: 60)),
            .init(finger: 1, phase: .moved, point: CGPoint(x: 56, y: 60)),
            .init(finger: 2, phase: .moved, point: CGPoint(x: 144, y: 60)),
        ])
        let moved = pinch.wheel(-2, at: CGPoint(x: 5, y: 5), now: 0.1)
        XCTAssertEqual(moved.map(\.phase), [.moved, .moved], "the pinch stays about where it began")
        XCTAssertEqual(Double(moved[1].point.x - moved[0].point.x), 88 / 1.21, accuracy: 1e-9)
        XCTAssertEqual(pinch.idle(now: 0.3, ctrlHeld: true), [], "the wheel rested only 0.2 s")
        XCTAssertEqual(pinch.idle(now: 0.4, ctrlHeld: true).map(\.phase), [.ended, .ended])
        XCTAssertFalse(pinch.isPinching)
        _ = pinch.wheel(1, at: point, now: 1)
        XCTAssertEqual(pinch.idle(now: 1.01, ctrlHeld: false).map(\.phase), [.ended, .ended], "Ctrl let go lifts them")
    }

    func testAPinchRecognizerReadsTheScale() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let recognizer = UIPinchGestureRecognizer()
        root.addGestureRecognizer(recognizer)
        var pinch = WheelPinch()
        let simulator = UITouchSimulator(root: root)
        var samples: [TouchSample] = []
        for (i, notches) in [1.0, 1, 1].enumerated() {
            let t = 0.1 * Double(i + 1)
            samples += pinch.wheel(notches, at: CGPoint(x: 100, y: 60), now: t).map {
                TouchSample(finger: $0.finger, phase: $0.phase, point: $0.point, time: t)
            }
        }
        simulator.play(samples, upTo: 1)
        XCTAssertEqual(recognizer.state, .changed)
        XCTAssertEqual(Double(recognizer.scale), pow(1.1, 3), accuracy: 1e-9)
    }
}
