import Foundation
import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// `valueFunction`: numbers interpolated, then made into the transform.
final class ValueFunctionTests: XCTestCase {
    private func shown(_ layer: CALayer, at t: CFTimeInterval) -> CATransform3D {
        CATransaction.performFrame(at: t) { layer.presentation()!.transform }
    }

    private func assertTransform(_ m: CATransform3D, _ expected: CATransform3D, file: StaticString = #filePath, line: UInt = #line) {
        let a = [m.m11, m.m12, m.m21, m.m22, m.m33, m.m41, m.m42, m.m43]
        let b = [expected.m11, expected.m12, expected.m21, expected.m22, expected.m33, expected.m41, expected.m42, expected.m43]
        for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: 1e-9, file: file, line: line) }
    }

    func testAWholeTurnTurnsThroughEveryAngle() {
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 4
        CATransaction.performFrame(at: 0) { layer.add(spin, forKey: "spin") }
        assertTransform(shown(layer, at: 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        assertTransform(shown(layer, at: 2), CATransform3DMakeRotation(.pi, 0, 0, 1))
        assertTransform(shown(layer, at: 3), CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1))
    }

    func testScaleAndTranslateTakeThreeNumbers() {
        let layer = CALayer()
        let grow = CABasicAnimation(keyPath: "transform")
        grow.valueFunction = CAValueFunction(name: .scale)
        grow.fromValue = [1, 1, 1]
        grow.toValue = [3, 5, 1]
        grow.duration = 2
        CATransaction.performFrame(at: 0) { layer.add(grow, forKey: "grow") }
        assertTransform(shown(layer, at: 1), CATransform3DMakeScale(2, 3, 1))

        let other = CALayer()
        let move = CAKeyframeAnimation(keyPath: "transform")
        move.valueFunction = CAValueFunction(name: .translateX)
        move.values = [0, 10, 40]
        move.duration = 2
        CATransaction.performFrame(at: 0) { other.add(move, forKey: "move") }
        assertTransform(shown(other, at: 1.5), CATransform3DMakeTranslation(25, 0, 0))
    }

    func testAMissingEndIsTheFunctionsIdentity() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(9, 9, 1)
        let shrink = CABasicAnimation(keyPath: "transform")
        shrink.valueFunction = CAValueFunction(name: .scaleX)
        shrink.toValue = 3
        shrink.duration = 2
        CATransaction.performFrame(at: 0) { layer.add(shrink, forKey: nil) }
        assertTransform(shown(layer, at: 1), CATransform3DMakeScale(2, 1, 1))
    }

    func testTheWrongInputIsRefusedWithAReason() {
        let layer = CALayer()
        let bad = CABasicAnimation(keyPath: "transform")
        bad.valueFunction = CAValueFunction(name: .rotateZ)
        bad.toValue = CGPoint(x: 1, y: 2)
        CATransaction.performFrame(at: 0) { layer.add(bad, forKey: "bad") }
        XCTAssertNil(layer.animation(forKey: "bad"))
        XCTAssertNil(CAValueFunction(name: CAValueFunctionName(rawValue: "twist")))
    }

    func testElsewhereTheFunctionIsIgnored() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.valueFunction = CAValueFunction(name: .rotateZ)
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 2
        CATransaction.performFrame(at: 0) { layer.add(fade, forKey: nil) }
        XCTAssertEqual(CATransaction.performFrame(at: 1) { layer.presentation()!.opacity }, 0.5, accuracy: 1e-6)
    }
}
