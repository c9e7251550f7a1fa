import UIKit
import XCTest

/// `UIView.animateKeyframes` as animation libraries write a two-step move: right in the first half,
/// down in the second, a fade over all of it.
final class KeyframeBlockTests: CorpusTestCase {
    func testKeyframesMoveInTurnAndHoldBetween() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var completions: [Bool] = []
        inFrame(at: 0) {
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    view.center = CGPoint(x: 110, y: 10)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    view.center = CGPoint(x: 110, y: 210)
                }
                view.alpha = 0
            }, completion: { completions.append($0) })
        }
        XCTAssertEqual(view.center, CGPoint(x: 110, y: 210), "the model is the last keyframe's at once")
        let move = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
        XCTAssertEqual(move?.keyTimes, [0, 0.5, 1])
        XCTAssertEqual(onScreen(view.layer, at: 0.5).position, CGPoint(x: 60, y: 10), "halfway right")
        XCTAssertEqual(onScreen(view.layer, at: 1).position, CGPoint(x: 110, y: 10))
        XCTAssertEqual(onScreen(view.layer, at: 1.5).position, CGPoint(x: 110, y: 110), "halfway down")
        XCTAssertEqual(Double(onScreen(view.layer, at: 1).opacity), 0.5, accuracy: 1e-6, "the fade spans all of it")
        for t in [1.0, 2.0, 2.1] { inFrame(at: t) { view.layer.advance(to: t) } }
        XCTAssertEqual(completions, [true])
    }

    /// A keyframe that starts late holds the value before it until then.
    func testAGapBeforeAKeyframeHoldsTheValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        inFrame(at: 0) {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.alpha = 0 }
            })
        }
        XCTAssertEqual((view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)?.keyTimes, [0, 0.5, 0.75, 1])
        XCTAssertEqual(Double(onScreen(view.layer, at: 0.4).opacity), 1, accuracy: 1e-6)
        XCTAssertEqual(Double(onScreen(view.layer, at: 0.625).opacity), 0.5, accuracy: 1e-6)
        XCTAssertEqual(Double(onScreen(view.layer, at: 0.9).opacity), 0, accuracy: 1e-6)
    }
}
