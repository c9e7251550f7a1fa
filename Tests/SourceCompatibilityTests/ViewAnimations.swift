import UIKit
import XCTest

/// `UIView.animate` as apps call it: the model changes at once, the layer animates from what was on
/// screen, and the completion runs once when the animations end.
final class ViewAnimationTests: CorpusTestCase {
    func testCenterMovesWithEaseInEaseOut() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var completions: [Bool] = []
        inFrame(at: 0) {
            UIView.animate(withDuration: 1, delay: 0, options: [], animations: {
                view.center = CGPoint(x: 110, y: 210)
            }, completion: { finished in completions.append(finished) })
        }
        XCTAssertEqual(view.center, CGPoint(x: 110, y: 210), "the model changes at once")
        let anim = view.layer.animation(forKey: "position") as? CABasicAnimation
        XCTAssertEqual(anim?.duration, 1)
        XCTAssertEqual(anim?.timingFunction, CAMediaTimingFunction(name: .easeInEaseOut))
        // (0.42, 0, 0.58, 1) is symmetric about its middle: half the time is half the way.
        XCTAssertEqual(onScreen(view.layer, at: 0.5).position, CGPoint(x: 60, y: 110))
        XCTAssertEqual(onScreen(view.layer, at: 0).position, CGPoint(x: 10, y: 10))

        inFrame(at: 0.5) { view.layer.advance(to: 0.5) }
        XCTAssertEqual(completions, [])
        inFrame(at: 1.0) { view.layer.advance(to: 1.0) }
        inFrame(at: 1.1) { view.layer.advance(to: 1.1) }
        XCTAssertEqual(completions, [true])
        XCTAssertEqual(onScreen(view.layer, at: 1.1).position, CGPoint(x: 110, y: 210))
    }

    func testDelayedLinearFadeAndFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        var done = 0
        inFrame(at: 2) {
            UIView.animate(withDuration: 0.5, delay: 0.5, options: [.curveLinear], animations: {
                view.alpha = 0
                view.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            }, completion: { _ in done += 1 })
        }
        XCTAssertEqual(view.layer.animation(forKey: "opacity")?.beginTime, 2.5)
        XCTAssertEqual(onScreen(view.layer, at: 2.25).opacity, 1, "the old value shows during the delay")
        let quarter = onScreen(view.layer, at: 2.625)
        XCTAssertEqual(quarter.opacity, 0.75)
        XCTAssertEqual(quarter.bounds, CGRect(x: 0, y: 0, width: 125, height: 40))
        XCTAssertEqual(quarter.position, CGPoint(x: 62.5, y: 20))
        XCTAssertEqual(onScreen(view.layer, at: 2.75).opacity, 0.5)
        for t in [2.5, 2.75, 3.0, 3.05] { inFrame(at: t) { view.layer.advance(to: t) } }
        XCTAssertEqual(done, 1, "once for both animations")
        XCTAssertEqual(onScreen(view.layer, at: 3.05).opacity, 0)
    }

    func testBackgroundColorAndTransformEaseIn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .black
        inFrame(at: 0) {
            UIView.animate(withDuration: 2, delay: 0, options: .curveEaseIn, animations: {
                view.backgroundColor = .white
                view.transform = CGAffineTransform(scaleX: 3, y: 3)
            })
        }
        XCTAssertEqual(view.layer.animation(forKey: "backgroundColor")?.timingFunction, CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(view.layer.animation(forKey: "transform")?.duration, 2)
        XCTAssertEqual(onScreen(view.layer, at: 2).backgroundColor, UIColor.white.cgColor)
        XCTAssertEqual(onScreen(view.layer, at: 2).transform, CATransform3DMakeScale(3, 3, 1))
    }

    func testAnimationStartsFromWhatIsOnScreen() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var interrupted: [Bool] = []
        inFrame(at: 0) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                           completion: { interrupted.append($0) })
        }
        inFrame(at: 0.25) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 },
                           completion: { interrupted.append($0) })
        }
        XCTAssertEqual(interrupted, [false], "the first block was cut short")
        XCTAssertEqual((view.layer.animation(forKey: "opacity") as? CABasicAnimation)?.fromValue as? Float, 0.75)
        XCTAssertEqual(onScreen(view.layer, at: 0.75).opacity, 0.875)
        inFrame(at: 1.3) { view.layer.advance(to: 1.3) }
        XCTAssertEqual(interrupted, [false, true])
    }

    func testSpringSettlesOnTheNewValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished = 0
        inFrame(at: 0) {
            UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: { view.center = CGPoint(x: 105, y: 5) },
                           completion: { _ in finished += 1 })
        }
        XCTAssertEqual(onScreen(view.layer, at: 0).position, CGPoint(x: 5, y: 5))
        let overshoot = (0..<80).map { onScreen(view.layer, at: Double($0) / 100).position.x }.max() ?? 0
        XCTAssertGreaterThan(overshoot, 105, "a damping ratio under 1 overshoots")
        inFrame(at: 0.8) { view.layer.advance(to: 0.8) }
        inFrame(at: 0.9) { view.layer.advance(to: 0.9) }
        XCTAssertEqual(finished, 1)
        XCTAssertEqual(onScreen(view.layer, at: 0.9).position, CGPoint(x: 105, y: 5))
    }

    func testSettingTwiceInOneBlockStillFinishes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var results: [Bool] = []
        inFrame(at: 0) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
                view.center = CGPoint(x: 100, y: 0)
            }, completion: { results.append($0) })
        }
        XCTAssertEqual(onScreen(view.layer, at: 0.5).position, CGPoint(x: 52.5, y: 2.5))
        XCTAssertEqual(onScreen(view.layer, at: 0.5).bounds.width, 20)
        inFrame(at: 1.1) { view.layer.advance(to: 1.1) }
        XCTAssertEqual(results, [true])
    }

    func testNoChangeCompletesAtOnce() {
        var calls = 0
        UIView.animate(withDuration: 1, animations: {}, completion: { _ in calls += 1 })
        XCTAssertEqual(calls, 1)
    }
}
