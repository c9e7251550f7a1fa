import UIKit
import XCTest

/// A button that pops in with a spring, critically damped so that it never overshoots.
func popIn(_ layer: CALayer) {
    let spring = CASpringAnimation(keyPath: "transform.scale")
    spring.fromValue = 0.5
    spring.toValue = 1.0
    spring.mass = 1
    spring.stiffness = 100
    spring.damping = 20
    spring.initialVelocity = 0
    spring.duration = spring.settlingDuration
    layer.add(spring, forKey: "pop")
}

final class SpringBounceTests: CorpusTestCase {
    /// Critically damped, the distance left is e^(-10t)(1 + 10t): at t = 0.1 s that is 2/e, so the
    /// scale is 0.5 + 0.5 (1 - 2/e) = 1 - 1/e.
    func testCriticallyDampedSpringFollowsItsClosedForm() {
        let button = CALayer()
        button.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        popIn(button)
        XCTAssertEqual(onScreen(button, at: 0).transform.m11, 0.5, accuracy: 1e-12)
        XCTAssertEqual(onScreen(button, at: 0.1).transform.m11, 1 - 1 / M_E, accuracy: 1e-12)
        XCTAssertEqual(onScreen(button, at: 0.2).transform.m22, 1 - 1.5 / (M_E * M_E), accuracy: 1e-12)
        XCTAssertEqual(onScreen(button, at: 5).transform.m11, 1, accuracy: 1e-12)   // settled, removed
    }
}
