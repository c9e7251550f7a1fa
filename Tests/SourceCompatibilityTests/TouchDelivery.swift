import UIKit
import XCTest

/// A view that writes down the touches it hears, with their location in itself.
private final class TouchLogView: UIView {
    let name: String
    let log: TouchLog
    init(_ name: String, frame: CGRect, log: TouchLog) {
        (self.name, self.log) = (name, log)
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches) }

    private func note(_ what: String, _ touches: Set<UITouch>) {
        let p = touches.first!.location(in: self)
        log.lines.append("\(name) \(what) \(p.x),\(p.y)")
    }
}

private final class TouchLog { var lines: [String] = [] }

/// Touches reach the view `hitTest(_:with:)` finds, with iOS's rules, and pass up the responder chain.
final class TouchDeliveryTests: XCTestCase {
    private let log = TouchLog()
    private var window: UIWindow!
    private var back: TouchLogView!
    private var front: TouchLogView!

    override func setUp() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        back = TouchLogView("back", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        front = TouchLogView("front", frame: CGRect(x: 50, y: 50, width: 50, height: 50), log: log)
        window.addSubview(back)
        back.addSubview(front)
    }

    private func tap(_ x: CGFloat, _ y: CGFloat) -> [String] {
        log.lines = []
        UITouchSimulator(root: window).play(TouchSample.tap(at: CGPoint(x: x, y: y), time: 0), upTo: 1)
        return log.lines
    }

    func testTheFrontmostViewUnderTheFingerGetsTheTouch() {
        XCTAssertEqual(tap(75, 60), ["front began 25.0,10.0", "front ended 25.0,10.0"])
        XCTAssertEqual(tap(20, 60), ["back began 20.0,60.0", "back ended 20.0,60.0"])
        XCTAssertEqual(tap(150, 150), [])
    }

    func testHiddenTransparentAndDisabledViewsAreSkipped() {
        front.isHidden = true
        XCTAssertEqual(tap(75, 60), ["back began 75.0,60.0", "back ended 75.0,60.0"])
        front.isHidden = false
        front.alpha = 0.009
        XCTAssertEqual(tap(75, 60), ["back began 75.0,60.0", "back ended 75.0,60.0"])
        front.alpha = 0.01
        XCTAssertEqual(tap(75, 60), ["front began 25.0,10.0", "front ended 25.0,10.0"])
        front.isUserInteractionEnabled = false
        XCTAssertEqual(tap(75, 60), ["back began 75.0,60.0", "back ended 75.0,60.0"])
        back.isUserInteractionEnabled = false
        XCTAssertEqual(tap(20, 60), [], "a disabled view's subviews are not hit either")
    }

    func testTransformsCountInHitTesting() {
        front.transform = CGAffineTransform(scaleX: 2, y: 2)   // now 25...125 both ways, around (75, 75)
        XCTAssertEqual(window.hitTest(CGPoint(x: 30, y: 30), with: nil), front)
        XCTAssertEqual(tap(30, 120), [], "outside its superview's bounds: the window takes it")
        XCTAssertEqual(tap(35, 45), ["front began 5.0,10.0", "front ended 5.0,10.0"])
    }

    func testTouchesAViewLeavesAloneGoUpTheResponderChain() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        back.addSubview(plain)
        XCTAssertEqual(tap(5, 5), ["back began 5.0,5.0", "back ended 5.0,5.0"])
        XCTAssertTrue(plain.next === back)
    }

    func testMovesKeepTheirViewAndPreviousLocation() {
        let simulator = UITouchSimulator(root: window)
        simulator.send(.began, at: CGPoint(x: 60, y: 60), time: 0)
        simulator.send(.moved, at: CGPoint(x: 150, y: 70), time: 0.5)
        simulator.send(.ended, at: CGPoint(x: 150, y: 70), time: 1)
        XCTAssertEqual(log.lines, ["front began 10.0,10.0", "front moved 100.0,20.0", "front ended 100.0,20.0"],
                       "outside it now, still its touch")
    }

    func testTapCountGrowsForQuickTapsAtOnePlace() {
        var counts: [Int] = []
        final class CountingView: UIView {
            var counts: ((Int) -> Void)?
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { counts?(touches.first!.tapCount) }
        }
        let view = CountingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.counts = { counts.append($0) }
        window.addSubview(view)
        let simulator = UITouchSimulator(root: window)
        let taps = TouchSample.tap(at: CGPoint(x: 150, y: 150), time: 0) + TouchSample.tap(at: CGPoint(x: 155, y: 150), time: 0.3)
            + TouchSample.tap(at: CGPoint(x: 150, y: 150), time: 1)
        simulator.play(taps, upTo: 2)
        XCTAssertEqual(counts, [1, 2, 1])
    }
}
