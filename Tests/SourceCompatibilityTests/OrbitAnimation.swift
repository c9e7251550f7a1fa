import UIKit
import XCTest

/// A satellite circling a planet along a path at constant speed, turned to face where it goes,
/// written with the older posts' constants and `M_PI`.
final class Orbit {
    let layer = CALayer()
    let satellite = CALayer()

    init(center: CGPoint, radius: CGFloat) {
        layer.frame = CGRect(x: 0, y: 0, width: center.x * 2, height: center.y * 2)
        satellite.bounds = CGRect(x: 0, y: 0, width: 8, height: 4)
        satellite.position = CGPoint(x: center.x + radius, y: center.y)
        satellite.backgroundColor = UIColor.orange.cgColor
        satellite.cornerRadius = 2
        layer.addSublayer(satellite)

        let orbitPath = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0,
                                     endAngle: CGFloat(M_PI * 2), clockwise: true)
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = orbitPath.cgPath
        orbit.duration = 4
        orbit.calculationMode = kCAAnimationPaced
        orbit.rotationMode = kCAAnimationRotateAuto
        orbit.repeatCount = Float.infinity
        satellite.add(orbit, forKey: "orbit")
    }
}

final class OrbitAnimationTests: CorpusTestCase {
    /// Clockwise on screen (y down): a quarter of the time is a quarter turn, from the right of the
    /// centre to below it, heading left there.
    func testPacedOrbitTurnsWithThePath() {
        let orbit = Orbit(center: CGPoint(x: 100, y: 100), radius: 50)
        let start = onScreen(orbit.satellite, at: 0)
        XCTAssertEqual(start.position.x, 150, accuracy: 1e-9)
        XCTAssertEqual(start.position.y, 100, accuracy: 1e-9)
        XCTAssertEqual(start.transform.m11, 0, accuracy: 1e-9)   // heading down: a quarter turn
        XCTAssertEqual(start.transform.m12, 1, accuracy: 1e-9)

        let quarter = onScreen(orbit.satellite, at: 1)
        XCTAssertEqual(quarter.position.x, 100, accuracy: 1e-9)
        XCTAssertEqual(quarter.position.y, 150, accuracy: 1e-9)
        XCTAssertEqual(quarter.transform.m11, -1, accuracy: 1e-9)   // heading left: half a turn

        let half = onScreen(orbit.satellite, at: 2)
        XCTAssertEqual(half.position.x, 50, accuracy: 1e-9)
        XCTAssertEqual(half.position.y, 100, accuracy: 1e-9)

        let secondLap = onScreen(orbit.satellite, at: 5)
        XCTAssertEqual(secondLap.position.x, 100, accuracy: 1e-9)
        XCTAssertEqual(secondLap.position.y, 150, accuracy: 1e-9)
    }
}

/// A spinner turned by a value function, as older posts write it: the angle is animated, not the matrix.
final class ValueFunctionSpinnerTests: CorpusTestCase {
    func testTheValueFunctionTurnsAWholeTurn() {
        let spinner = CAShapeLayer()
        spinner.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let rotation = CABasicAnimation(keyPath: "transform")
        rotation.valueFunction = CAValueFunction(name: kCAValueFunctionRotateZ)
        rotation.fromValue = NSNumber(value: 0)
        rotation.toValue = NSNumber(value: 2 * Double.pi)
        rotation.duration = 1
        rotation.repeatCount = MAXFLOAT
        inFrame(at: 0) { spinner.add(rotation, forKey: "spin") }
        let quarter = onScreen(spinner, at: 1.25).transform
        XCTAssertEqual(quarter.m11, 0, accuracy: 1e-9)
        XCTAssertEqual(quarter.m12, 1, accuracy: 1e-9)
        let half = onScreen(spinner, at: 7.5).value(forKeyPath: "transform.rotation.z") as? CGFloat
        XCTAssertEqual(abs(half ?? 0), .pi, accuracy: 1e-9)
    }
}
