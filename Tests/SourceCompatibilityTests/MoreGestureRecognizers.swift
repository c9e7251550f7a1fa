import UIKit
import XCTest

/// Rotation and swipe recognizers, and a delegate that lets two recognize together or keeps one from
/// beginning, written as iOS code uses them.
final class MoreGestureRecognizerTests: XCTestCase {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    private let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))

    override func setUp() { window.addSubview(view) }

    /// Fingers at (100, 100) and (150, 100); the second moves to (100, 150): a quarter turn clockwise
    /// on screen, +π/2, over 0.5 s.
    func testARotationFollowsTheLineThroughTheFingers() {
        var steps: [String] = []
        let rotate = UIRotationGestureRecognizer { r in steps.append("\(r.state) \(r.rotation)") }
        view.addGestureRecognizer(rotate)
        let simulator = UITouchSimulator(root: window)
        simulator.send(.began, at: CGPoint(x: 100, y: 100), time: 0, finger: 0)
        simulator.send(.began, at: CGPoint(x: 150, y: 100), time: 0, finger: 1)
        simulator.send(.moved, at: CGPoint(x: 135.35533905932738, y: 135.35533905932738), time: 0.25, finger: 1)
        XCTAssertEqual(rotate.rotation, .pi / 4, accuracy: 1e-12)
        simulator.send(.moved, at: CGPoint(x: 100, y: 150), time: 0.5, finger: 1)
        XCTAssertEqual(rotate.rotation, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(rotate.velocity, (.pi / 4) / 0.25, accuracy: 1e-9)
        rotate.rotation = 0   // applied, as iOS code does
        simulator.send(.moved, at: CGPoint(x: 50, y: 100), time: 0.75, finger: 1)
        XCTAssertEqual(rotate.rotation, .pi / 2, accuracy: 1e-12, "another quarter turn since it was reset")
        simulator.send(.ended, at: CGPoint(x: 50, y: 100), time: 1, finger: 1)
        XCTAssertEqual(steps.map { $0.split(separator: " ")[0] }, ["began", "changed", "changed", "ended"])
    }

    func testASwipeRecognizesAQuickStrokeInItsDirection() {
        var swiped = 0
        let swipe = UISwipeGestureRecognizer { _ in swiped += 1 }
        swipe.direction = [.left, .right]
        view.addGestureRecognizer(swipe)
        UITouchSimulator(root: window).play(TouchSample.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 60, y: 110),
                                                             start: 0, end: 0.2), upTo: 1)
        XCTAssertEqual(swiped, 1, "90 pt left in 0.2 s, 10 pt off the line")
        XCTAssertEqual(swipe.state, .possible, "over and reset")
    }

    func testASwipeFailsWhenSlowCrookedOrTheWrongWay() {
        var swiped = 0
        let swipe = UISwipeGestureRecognizer { _ in swiped += 1 }
        view.addGestureRecognizer(swipe)
        let simulator = UITouchSimulator(root: window)
        simulator.play(TouchSample.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 180, y: 100), start: 0, end: 2), upTo: 2.5)
        simulator.play(TouchSample.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 120), start: 3, end: 3.2), upTo: 3.5)
        simulator.play(TouchSample.drag(from: CGPoint(x: 180, y: 100), to: CGPoint(x: 20, y: 100), start: 4, end: 4.2), upTo: 4.5)
        XCTAssertEqual(swiped, 0, "too slow, 45° off, leftwards with only .right allowed")
        simulator.play(TouchSample.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 180, y: 100), start: 5, end: 5.2), upTo: 5.5)
        XCTAssertEqual(swiped, 1)
    }

    /// By default a pinch that begins makes the rotation of the same fingers fail; a delegate that
    /// allows both lets them recognize together (the photo viewer's zoom-and-turn).
    func testADelegateLetsTwoRecognizeTogether() {
        final class Both: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        func play(with delegate: UIGestureRecognizerDelegate?) -> (UIGestureRecognizer.State, UIGestureRecognizer.State) {
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            defer { view.removeFromSuperview() }
            let pinch = UIPinchGestureRecognizer(), rotate = UIRotationGestureRecognizer()
            pinch.delegate = delegate
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(rotate)
            let simulator = UITouchSimulator(root: window)
            simulator.send(.began, at: CGPoint(x: 100, y: 100), time: 0, finger: 0)
            simulator.send(.began, at: CGPoint(x: 150, y: 100), time: 0, finger: 1)
            simulator.send(.moved, at: CGPoint(x: 100, y: 180), time: 0.2, finger: 1)
            return (pinch.state, rotate.state)
        }
        let both = Both()
        XCTAssertEqual(play(with: nil).0, .began)
        XCTAssertEqual(play(with: nil).1, .failed, "one gesture at a time")
        let together = play(with: both)
        XCTAssertEqual([together.0, together.1], [.began, .began])
    }

    func testADelegateCanKeepARecognizerFromBeginningOrHearing() {
        final class Refuse: UIGestureRecognizerDelegate {
            var begin = true, receive = true
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
        }
        var tapped = 0
        let tap = UITapGestureRecognizer { _ in tapped += 1 }
        let refuse = Refuse()
        tap.delegate = refuse
        view.addGestureRecognizer(tap)
        let simulator = UITouchSimulator(root: window)
        refuse.begin = false
        simulator.play(TouchSample.tap(at: CGPoint(x: 50, y: 50), time: 0), upTo: 0.2)
        refuse.begin = true
        refuse.receive = false
        simulator.play(TouchSample.tap(at: CGPoint(x: 50, y: 50), time: 1), upTo: 1.2)
        XCTAssertEqual(tapped, 0)
        refuse.receive = true
        simulator.play(TouchSample.tap(at: CGPoint(x: 50, y: 50), time: 2), upTo: 2.2)
        XCTAssertEqual(tapped, 1)
    }
}

/// An edge pan as a drawer or an interactive pop uses it.
final class ScreenEdgePanTests: XCTestCase {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    private let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))

    override func setUp() { window.addSubview(view) }

    private func drag(from start: CGPoint, to end: CGPoint, edges: UIRectEdge) -> [String] {
        var steps: [String] = []
        let edgePan = UIScreenEdgePanGestureRecognizer { pan in
            steps.append("\(pan.state) \(pan.translation(in: pan.view).x)")
        }
        edgePan.edges = edges
        view.addGestureRecognizer(edgePan)
        let simulator = UITouchSimulator(root: window)
        simulator.send(.began, at: start, time: 0, finger: 0)
        simulator.send(.moved, at: CGPoint(x: (start.x + end.x) / 2, y: start.y), time: 0.1, finger: 0)
        simulator.send(.moved, at: end, time: 0.2, finger: 0)
        simulator.send(.ended, at: end, time: 0.3, finger: 0)
        return steps
    }

    func testAPanFromTheLeftEdgeBeginsChangesAndEnds() {
        XCTAssertEqual(drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 85, y: 100), edges: .left),
                       ["began 40.0", "changed 80.0", "ended 80.0"])
        XCTAssertEqual(drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 115, y: 100), edges: [.left, .right]),
                       ["began -40.0", "changed -80.0", "ended -80.0"])
    }

    func testAPanThatStartsAwayFromItsEdgesFails() {
        XCTAssertEqual(drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 130, y: 100), edges: .left), [])
        XCTAssertEqual(drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 85, y: 100), edges: .right), [])
        XCTAssertEqual(drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 85, y: 100), edges: []), [], "no edges: never")
    }
}

/// A single tap that waits for a double tap to fail, as photo viewers set them up
/// (`singleTap.require(toFail: doubleTap)`).
final class FailureRequirementTests: XCTestCase {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    private let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    private var log: [String] = []
    private lazy var single = UITapGestureRecognizer { [unowned self] tap in log.append("single \(tap.state)") }
    private lazy var double = UITapGestureRecognizer { [unowned self] tap in log.append("double \(tap.state)") }

    override func setUp() {
        window.addSubview(view)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        single.require(toFail: double)
    }

    private func tap(_ simulator: UITouchSimulator, at time: TimeInterval) {
        simulator.send(.began, at: CGPoint(x: 100, y: 100), time: time)
        simulator.send(.ended, at: CGPoint(x: 100, y: 100), time: time + 0.05)
    }

    /// One tap: the single tap recognizes only once the double tap's 0.35 s for a second tap is over.
    func testASingleTapWaitsUntilTheDoubleTapCanNoLongerHappen() {
        let simulator = UITouchSimulator(root: window)
        tap(simulator, at: 0)
        XCTAssertEqual(log, [])
        XCTAssertEqual(single.state, .possible)
        simulator.advance(to: 0.39)
        XCTAssertEqual(log, [], "a second tap could still come until 0.05 + 0.35 s")
        simulator.advance(to: 0.41)
        XCTAssertEqual(log, ["single ended"])
        XCTAssertEqual(single.state, .possible, "over and reset")
        tap(simulator, at: 1)
        simulator.advance(to: 2)
        XCTAssertEqual(log, ["single ended", "single ended"], "the next lone tap waits and recognizes again")
    }

    /// Two quick taps: the double tap recognizes and the single tap never does, for either tap.
    func testADoubleTapRecognizesAndTheSingleTapFails() {
        let simulator = UITouchSimulator(root: window)
        tap(simulator, at: 0)
        tap(simulator, at: 0.2)
        XCTAssertEqual(log, ["double ended"])
        simulator.advance(to: 2)
        XCTAssertEqual(log, ["double ended"])
    }

    /// Without the requirement, the single tap fires at once, on both taps.
    func testWithoutTheRequirementTheSingleTapFiresAtOnce() {
        let free = UITapGestureRecognizer { [unowned self] _ in log.append("free") }
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.addSubview(other)
        other.addGestureRecognizer(free)
        let simulator = UITouchSimulator(root: window)
        simulator.send(.began, at: CGPoint(x: 10, y: 10), time: 0)
        simulator.send(.ended, at: CGPoint(x: 10, y: 10), time: 0.05)
        XCTAssertEqual(log, ["free"])
    }
}
