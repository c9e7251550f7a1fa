import UIKit
import XCTest

/// `UIViewPropertyAnimator` as interactive code drives it: started, paused and scrubbed by a gesture,
/// reversed to cancel, completions told where the views ended.
final class PropertyAnimatorTests: CorpusTestCase {
    private func square() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) }

    /// Plays frames up to `t` (the device's part): completions fire from the frame step.
    private func play(_ view: UIView, through times: [CFTimeInterval]) {
        for t in times { inFrame(at: t) { view.layer.advance(to: t) } }
    }

    func testStartPlaysTheCurveAndCompletesAtTheEnd() {
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            view.center = CGPoint(x: 110, y: 10)
        }
        animator.addCompletion { positions.append($0) }
        XCTAssertEqual(animator.state, .inactive)
        inFrame(at: 0) { animator.startAnimation() }
        XCTAssertEqual(view.center, CGPoint(x: 110, y: 10), "the model changes at once")
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(onScreen(view.layer, at: 0).position, CGPoint(x: 10, y: 10))
        XCTAssertEqual(onScreen(view.layer, at: 0.5).position, CGPoint(x: 60, y: 10), "ease-in-out is symmetric")
        XCTAssertEqual(inFrame(at: 0.25) { animator.fractionComplete }, 0.25)
        play(view, through: [0.5, 0.99])
        XCTAssertEqual(positions, [])
        play(view, through: [1.0])
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertNil(view.layer.animationKeys(), "nothing left on the layer")
        XCTAssertEqual(onScreen(view.layer, at: 1.5).position, CGPoint(x: 110, y: 10))
    }

    func testPauseThenScrubToThirtyPercent() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { view.center = CGPoint(x: 110, y: 10) }
        inFrame(at: 0) { animator.startAnimation() }
        let running = onScreen(view.layer, at: 0.5).position
        inFrame(at: 0.5) { animator.pauseAnimation() }
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(animator.fractionComplete, 0.25)
        XCTAssertEqual(onScreen(view.layer, at: 3).position, running, "paused where it was, on the curve")
        inFrame(at: 0.6) { animator.fractionComplete = 0.3 }
        XCTAssertEqual(onScreen(view.layer, at: 0.6).position, CGPoint(x: 40, y: 10), "scrubs linearly: 30 % of the way")
        XCTAssertEqual(onScreen(view.layer, at: 5).position, CGPoint(x: 40, y: 10))
        animator.scrubsLinearly = false
        inFrame(at: 0.7) { animator.fractionComplete = 0.5 }
        let eased = CAMediaTimingFunction(name: .easeIn).evaluate(0.5)
        XCTAssertEqual(onScreen(view.layer, at: 0.7).position.x, 10 + 100 * CGFloat(eased), "on the curve")
        inFrame(at: 1) { animator.startAnimation() }
        XCTAssertEqual(onScreen(view.layer, at: 1.5).position.x, 10 + 100 * CGFloat(CAMediaTimingFunction(name: .easeIn).evaluate(0.75)),
                       "resumed from one half: three quarters half a second later")
        var done: [UIViewAnimatingPosition] = []
        animator.addCompletion { done.append($0) }
        play(view, through: [1.5, 1.99, 2.0])
        XCTAssertEqual(done, [.end])
    }

    func testReverseRetracesAndEndsAtTheStart() {
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 110, y: 10) }
        animator.addCompletion { positions.append($0) }
        inFrame(at: 0) { animator.startAnimation() }
        XCTAssertEqual(onScreen(view.layer, at: 0.5).position.x, 60)
        inFrame(at: 0.5) { animator.isReversed = true }
        XCTAssertTrue(animator.isReversed)
        XCTAssertEqual(onScreen(view.layer, at: 0.75).position.x, 35, "back a quarter of the way in a quarter second")
        XCTAssertEqual(inFrame(at: 0.75) { animator.fractionComplete }, 0.25)
        play(view, through: [0.75, 0.99])
        XCTAssertEqual(positions, [])
        play(view, through: [1.0])
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(view.center, CGPoint(x: 10, y: 10), "the model is back at the start")
        XCTAssertEqual(onScreen(view.layer, at: 1.2).position.x, 10)
    }

    func testPausesOnCompletionStaysActiveAndCanReverse() {
        let view = square()
        var calls = 0
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in calls += 1 }
        inFrame(at: 0) { animator.startAnimation() }
        play(view, through: [0.25, 0.5, 0.6])
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(onScreen(view.layer, at: 0.7).opacity, 0)
        inFrame(at: 1) {
            animator.isReversed = true
            animator.startAnimation()
        }
        play(view, through: [1.25, 1.5])
        XCTAssertEqual(onScreen(view.layer, at: 1.5).opacity, 1, "the spring retraced to the start")
        XCTAssertEqual(animator.fractionComplete, 0)
        XCTAssertEqual(calls, 0)
    }

    func testStopThenFinishAtCurrent() {
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1)) {
            view.center = CGPoint(x: 110, y: 10)
        }
        animator.addCompletion { positions.append($0) }
        inFrame(at: 0) { animator.startAnimation() }
        inFrame(at: 0.25) { animator.stopAnimation(false) }
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertEqual(view.center, CGPoint(x: 35, y: 10), "the model takes the value on screen")
        XCTAssertEqual(onScreen(view.layer, at: 0.5).position.x, 35)
        XCTAssertEqual(positions, [])
        animator.finishAnimation(at: .current)
        XCTAssertEqual(positions, [.current])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.center.x, 35)
    }

    func testScrubbingAnInactiveAnimatorActivatesItPaused() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { view.alpha = 0 }
        animator.addAnimations({ view.center = CGPoint(x: 110, y: 10) }, delayFactor: 0.5)
        inFrame(at: 0) { animator.fractionComplete = 0.3 }
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(onScreen(view.layer, at: 2).opacity, 0.7)
        XCTAssertEqual(onScreen(view.layer, at: 2).position.x, 10, "the delayed block has not begun")
        inFrame(at: 0) { animator.fractionComplete = 0.75 }
        XCTAssertEqual(onScreen(view.layer, at: 2).position.x, 60, "half of its half")
    }

    func testRunningPropertyAnimatorStartsAfterItsDelay() {
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        inFrame(at: 1) {
            _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: {
                view.center = CGPoint(x: 60, y: 10)
            }, completion: { positions.append($0) })
        }
        XCTAssertEqual(onScreen(view.layer, at: 1.25).position.x, 10)
        XCTAssertEqual(onScreen(view.layer, at: 1.75).position.x, 35)
        play(view, through: [1.5, 1.75, 2])
        XCTAssertEqual(positions, [.end], "kept alive by its animation until it ends")
    }
}
