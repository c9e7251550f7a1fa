import UIKit
import XCTest

/// A "radar pulse": a circle that grows and fades forever. As posts write it, only the group gets a
/// duration; its children run for the group's.
final class PulseLayer {
    let layer = CAShapeLayer()

    init(center: CGPoint, radius: CGFloat) {
        layer.bounds = CGRect(x: 0, y: 0, width: radius * 2, height: radius * 2)
        layer.position = center
        layer.path = UIBezierPath(ovalIn: layer.bounds).cgPath
        layer.fillColor = UIColor(red: 0.2, green: 0.6, blue: 1, alpha: 1).cgColor
        layer.opacity = 0
    }

    func start() {
        let scaleAnimation = CABasicAnimation(keyPath: "transform.scale")
        scaleAnimation.fromValue = 1.0
        scaleAnimation.toValue = 2.0

        let opacityAnimation = CABasicAnimation(keyPath: "opacity")
        opacityAnimation.fromValue = 0.8
        opacityAnimation.toValue = 0

        let group = CAAnimationGroup()
        group.animations = [scaleAnimation, opacityAnimation]
        group.duration = 1.5
        group.repeatCount = MAXFLOAT
        group.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
        layer.add(group, forKey: "pulse")
    }
}

final class PulseAnimationTests: CorpusTestCase {
    func testChildrenRunForTheGroupsDuration() {
        let pulse = PulseLayer(center: CGPoint(x: 50, y: 50), radius: 10)
        pulse.start()
        let half = onScreen(pulse.layer, at: 0.75)
        XCTAssertEqual(half.transform.m11, 1.5, accuracy: 1e-12)
        XCTAssertEqual(half.transform.m22, 1.5, accuracy: 1e-12)
        XCTAssertEqual(half.opacity, 0.4, accuracy: 1e-6)
        let late = onScreen(pulse.layer, at: 1.35)
        XCTAssertEqual(late.transform.m11, 1.9, accuracy: 1e-12)
        XCTAssertEqual(late.opacity, 0.08, accuracy: 1e-6)
    }

    func testMaxFloatRepeatsForever() {
        let pulse = PulseLayer(center: CGPoint(x: 50, y: 50), radius: 10)
        pulse.start()
        let muchLater = onScreen(pulse.layer, at: 1500 + 0.75)
        XCTAssertEqual(muchLater.transform.m11, 1.5, accuracy: 1e-9)
        XCTAssertEqual(pulse.layer.animationKeys() ?? [], ["pulse"])
    }
}
