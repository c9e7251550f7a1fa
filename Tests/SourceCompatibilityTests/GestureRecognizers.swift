import UIKit
import XCTest

/// Gesture recognizers driven by scripted touches at scene times, with exact states and numbers.
final class GestureRecognizerTests: XCTestCase {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    private let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    override func setUp() { window.addSubview(view) }

    func testATapIsRecognizedWhenTheFingerLifts() {
        let simulator = UITouchSimulator(root: window)
        var taps: [String] = []
        let tap = UITapGestureRecognizer { tap in
            taps.append("\(tap.state) \(tap.location(in: self.view)) at \(simulator.time)")
        }
        view.addGestureRecognizer(tap)
        XCTAssertEqual(view.gestureRecognizers, [tap])
        let samples = TouchSample.tap(at: CGPoint(x: 40, y: 30), time: 1, duration: 0.25)
        simulator.play(samples, upTo: 1.2)
        XCTAssertEqual(taps, [])
        XCTAssertEqual(tap.state, .possible)
        simulator.play(samples, upTo: 2)
        XCTAssertEqual(taps, ["ended CGPoint(x: 40.0, y: 30.0) at 1.25"])
        XCTAssertEqual(tap.state, .possible, "reset once the fingers are up")
    }

    func testATapFailsWhenTheFingerWanders() {
        var count = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in count += 1 })
        UITouchSimulator(root: window).play(TouchSample.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10),
                                                             start: 0, end: 0.25, step: 0.125), upTo: 1)
        XCTAssertEqual(count, 0)
    }

    func testADoubleTapNeedsTheSecondTap() {
        var count = 0
        let double = UITapGestureRecognizer { _ in count += 1 }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let simulator = UITouchSimulator(root: window)
        simulator.play(TouchSample.tap(at: CGPoint(x: 50, y: 50), time: 0), upTo: 0.2)
        XCTAssertEqual(count, 0)
        simulator.play(TouchSample.tap(at: CGPoint(x: 50, y: 50), time: 0.25), upTo: 1)
        XCTAssertEqual(count, 1)
    }

    func testAPanReportsItsTranslationAndVelocity() {
        var steps: [String] = []
        let pan = UIPanGestureRecognizer { pan in
            steps.append("\(pan.state) \(pan.translation(in: self.view)) \(pan.velocity(in: self.view))")
        }
        view.addGestureRecognizer(pan)
        UITouchSimulator(root: window).play(TouchSample.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 74, y: 42),
                                                             start: 0, end: 0.5, step: 0.125), upTo: 1)
        XCTAssertEqual(steps, [
            "began CGPoint(x: 16.0, y: 8.0) CGPoint(x: 128.0, y: 64.0)",
            "changed CGPoint(x: 32.0, y: 16.0) CGPoint(x: 128.0, y: 64.0)",
            "changed CGPoint(x: 48.0, y: 24.0) CGPoint(x: 128.0, y: 64.0)",
            "changed CGPoint(x: 64.0, y: 32.0) CGPoint(x: 128.0, y: 64.0)",
            "ended CGPoint(x: 64.0, y: 32.0) CGPoint(x: 128.0, y: 64.0)",
        ])
    }

    func testSetTranslationMovesTheOriginAndViewsScaleIt() {
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(scaled)
        var steps: [CGPoint] = []
        let pan = UIPanGestureRecognizer { pan in
            steps.append(pan.translation(in: scaled))
            pan.setTranslation(.zero, in: scaled)
        }
        scaled.addGestureRecognizer(pan)
        let simulator = UITouchSimulator(root: window)
        simulator.send(.began, at: CGPoint(x: 120, y: 120), time: 0)
        simulator.send(.moved, at: CGPoint(x: 140, y: 120), time: 0.5)
        simulator.send(.moved, at: CGPoint(x: 144, y: 128), time: 1)
        XCTAssertEqual(steps, [CGPoint(x: 10, y: 0), CGPoint(x: 2, y: 4)])
        XCTAssertEqual(pan.velocity(in: scaled), CGPoint(x: 4, y: 8))
        XCTAssertEqual(pan.velocity(in: nil), CGPoint(x: 8, y: 16))
    }

    func testALongPressBeginsAfterItsDuration() {
        let simulator = UITouchSimulator(root: window)
        var steps: [String] = []
        let press = UILongPressGestureRecognizer { press in steps.append("\(press.state) at \(simulator.time)") }
        press.minimumPressDuration = 0.75
        view.addGestureRecognizer(press)
        simulator.send(.began, at: CGPoint(x: 50, y: 50), time: 1)
        simulator.advance(to: 1.5)
        XCTAssertEqual(steps, [])
        simulator.advance(to: 2)
        XCTAssertEqual(steps, ["began at 1.75"])
        simulator.send(.moved, at: CGPoint(x: 80, y: 50), time: 2.5)
        simulator.send(.ended, at: CGPoint(x: 80, y: 50), time: 3)
        XCTAssertEqual(steps, ["began at 1.75", "changed at 2.5", "ended at 3.0"])
    }

    func testALongPressFailsWhenTheFingerMovesOrLiftsEarly() {
        var count = 0
        view.addGestureRecognizer(UILongPressGestureRecognizer { _ in count += 1 })
        let simulator = UITouchSimulator(root: window)
        simulator.play(TouchSample.tap(at: CGPoint(x: 50, y: 50), time: 0, duration: 0.4), upTo: 1)
        simulator.send(.began, at: CGPoint(x: 50, y: 50), time: 2)
        simulator.send(.moved, at: CGPoint(x: 50, y: 61), time: 2.25)
        simulator.advance(to: 3)
        XCTAssertEqual(count, 0)
    }

    func testAPinchScalesWithTheFingersSpread() {
        var steps: [String] = []
        let pinch = UIPinchGestureRecognizer { pinch in steps.append("\(pinch.state) \(pinch.scale) \(pinch.velocity)") }
        view.addGestureRecognizer(pinch)
        let simulator = UITouchSimulator(root: window)
        simulator.send(.began, at: CGPoint(x: 40, y: 50), time: 0, finger: 0)
        simulator.send(.began, at: CGPoint(x: 60, y: 50), time: 0, finger: 1)
        simulator.send(.moved, at: CGPoint(x: 80, y: 50), time: 0.25, finger: 1)
        simulator.send(.moved, at: CGPoint(x: 20, y: 50), time: 0.5, finger: 0)
        simulator.send(.ended, at: CGPoint(x: 80, y: 50), time: 0.75, finger: 1)
        XCTAssertEqual(steps, ["began 2.0 4.0", "changed 3.0 4.0", "ended 3.0 4.0"])
    }

    func testARecognizedGestureCancelsTheViewsTouchesAndOtherRecognizers() {
        final class Watcher: UIView {
            var heard: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("began") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("moved") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("cancelled") }
        }
        let watcher = Watcher(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.addSubview(watcher)
        var tapped = 0
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(UITapGestureRecognizer { _ in tapped += 1 })
        UITouchSimulator(root: window).play(TouchSample.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 30),
                                                             start: 0, end: 0.5, step: 0.25), upTo: 1)
        XCTAssertEqual(watcher.heard, ["began", "moved", "cancelled"], "the pan begins past 10 points, at the second move")
        XCTAssertEqual(tapped, 0)
        XCTAssertEqual(pan.state, .possible)
    }

    /// A subclass written against iOS's subclassing API: touch methods and `state`.
    func testASubclassDrivesItsOwnState() {
        final class TwoMoves: UIGestureRecognizer {
            var moves = 0
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                moves += 1
                if moves == 2 { state = .recognized }
            }
            override func reset() { moves = 0 }
        }
        var fired: [UIGestureRecognizer.State] = []
        let two = TwoMoves { fired.append($0.state) }
        view.addGestureRecognizer(two)
        UITouchSimulator(root: window).play(TouchSample.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 12, y: 10),
                                                             start: 0, end: 0.5, step: 0.125), upTo: 1)
        XCTAssertEqual(fired, [.ended])
        XCTAssertEqual(two.moves, 0, "reset after the gesture")
    }
}
