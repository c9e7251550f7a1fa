import UIKit
import XCTest

/// The "wrong password" shake: an additive keyframe animation of `position.x` around wherever the
/// field is.
func shake(_ layer: CALayer) {
    let animation = CAKeyframeAnimation(keyPath: "position.x")
    animation.values = [0, -10, 10, -10, 10, 0]
    animation.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
    animation.calculationMode = kCAAnimationLinear
    animation.duration = 0.5
    animation.isAdditive = true
    layer.add(animation, forKey: "shake")
}

/// A blinking cursor: on and off, no fading in between.
func blink(_ layer: CALayer) {
    let animation = CAKeyframeAnimation(keyPath: "opacity")
    animation.values = [1, 0]
    animation.keyTimes = [0, 0.5, 1]
    animation.calculationMode = kCAAnimationDiscrete
    animation.duration = 1
    animation.repeatCount = .infinity
    layer.add(animation, forKey: "blink")
}

final class ShakeAnimationTests: CorpusTestCase {
    func testShakeMovesAroundTheModelPosition() {
        let field = CALayer()
        field.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
        shake(field)
        XCTAssertEqual(onScreen(field, at: 0).position.x, 120, accuracy: 1e-9)
        XCTAssertEqual(onScreen(field, at: 0.05).position.x, 115, accuracy: 1e-9)
        XCTAssertEqual(onScreen(field, at: 0.1).position.x, 110, accuracy: 1e-9)
        XCTAssertEqual(onScreen(field, at: 0.15).position.x, 120, accuracy: 1e-9)
        XCTAssertEqual(onScreen(field, at: 0.3).position.x, 110, accuracy: 1e-9)
        XCTAssertEqual(onScreen(field, at: 0.45).position.x, 125, accuracy: 1e-9)
        XCTAssertEqual(onScreen(field, at: 0.6).position.x, 120, accuracy: 1e-9)   // over and removed
        XCTAssertEqual(onScreen(field, at: 0.6).position.y, 120, accuracy: 1e-9)
    }

    func testDiscreteBlinkJumps() {
        let cursor = CALayer()
        blink(cursor)
        XCTAssertEqual(onScreen(cursor, at: 0.25).opacity, 1)
        XCTAssertEqual(onScreen(cursor, at: 0.49).opacity, 1)
        XCTAssertEqual(onScreen(cursor, at: 0.5).opacity, 0)
        XCTAssertEqual(onScreen(cursor, at: 0.99).opacity, 0)
        XCTAssertEqual(onScreen(cursor, at: 7.25).opacity, 1)
    }
}
