import UIKit
import XCTest

/// Colours and boxed points through keyframes: a status light that runs red, yellow, green with its
/// key times computed, and a ball that drops to the floor and comes back.
func cycleStatus(_ light: CALayer, yellowAt fraction: Double) {
    let colors = [UIColor.red.cgColor, UIColor.yellow.cgColor, UIColor.green.cgColor]
    let animation = CAKeyframeAnimation(keyPath: "backgroundColor")
    animation.values = colors
    animation.keyTimes = [0, NSNumber(value: fraction), 1]
    animation.duration = 2
    light.add(animation, forKey: "status")
}

func bounce(_ ball: CALayer, floor: CGFloat) {
    let top = ball.position
    let bottom = CGPoint(x: top.x, y: floor)
    let drop = CAKeyframeAnimation(keyPath: "position")
    drop.values = [top, bottom, top].map { NSValue(cgPoint: $0) }
    let fall = 0.4
    drop.keyTimes = [0, fall as NSNumber, 1]
    drop.timingFunctions = [CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear),
                            CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)]
    drop.duration = 1
    ball.add(drop, forKey: "bounce")
}

final class ColorKeyframesTests: CorpusTestCase {
    func testColoursBetweenComputedKeyTimes() {
        let light = CALayer()
        cycleStatus(light, yellowAt: 0.25)
        XCTAssertEqual(onScreen(light, at: 0.25).backgroundColor, CGColor(red: 1, green: 0.5, blue: 0))
        XCTAssertEqual(onScreen(light, at: 0.5).backgroundColor, UIColor.yellow.cgColor)
        XCTAssertEqual(onScreen(light, at: 1.25).backgroundColor, CGColor(red: 0.5, green: 1, blue: 0))
        XCTAssertEqual(onScreen(light, at: 1.25).value(forKeyPath: "backgroundColor") as! CGColor,
                       CGColor(red: 0.5, green: 1, blue: 0))
    }

    func testBoxedPointKeyframes() {
        let ball = CALayer()
        ball.position = CGPoint(x: 50, y: 20)
        bounce(ball, floor: 220)
        for (t, y) in [(0.2, 120.0), (0.4, 220), (0.7, 120), (0.9, 53.333333333333336)] {
            let p = onScreen(ball, at: t).position
            assertClose([p.x, p.y], [50, y], accuracy: 1e-9)
        }
        XCTAssertEqual(onScreen(ball, at: 1).position, CGPoint(x: 50, y: 20))
    }
}
