import Sandglass
import XCTest
@testable import SandglassPreview

/// Copy as code: the exact Swift text of an animation and of a curve.
final class AnimationSwiftCodeTests: XCTestCase {
    func testABasicAnimationWithEveryCommonProperty() {
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1.2
        spin.repeatCount = .infinity
        spin.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        XCTAssertEqual(AnimationSwiftCode.code(for: spin, key: "spin"), """
        let spin = CABasicAnimation(keyPath: "transform")
        spin.fromValue = 0
        spin.toValue = 2 * Double.pi
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.duration = 1.2
        spin.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")

        """)
    }

    func testKeyframesSpringsAndGroups() {
        let blink = CAKeyframeAnimation(keyPath: "backgroundColor")
        blink.values = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0.5, blue: 1, alpha: 0.25)]
        blink.keyTimes = [0, 1]
        blink.timingFunctions = [CAMediaTimingFunction(controlPoints: 0.2, 0.9, 0.3, 1)]
        blink.calculationMode = .discrete
        blink.duration = 0.5
        blink.autoreverses = true
        blink.fillMode = .forwards
        blink.isRemovedOnCompletion = false
        let bounce = CASpringAnimation(keyPath: "position")
        bounce.damping = 7
        bounce.fromValue = NSValue(cgPoint: CGPoint(x: 10, y: 20.5))
        bounce.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 20.5))
        bounce.duration = 2
        let group = CAAnimationGroup()
        group.animations = [blink, bounce]
        group.duration = 3
        group.repeatCount = 2
        XCTAssertEqual(AnimationSwiftCode.code(for: group, key: "intro-card", layer: "card.layer"), """
        let introCard0 = CAKeyframeAnimation(keyPath: "backgroundColor")
        introCard0.values = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0.5, blue: 1, alpha: 0.25)]
        introCard0.keyTimes = [0, 1]
        introCard0.timingFunctions = [CAMediaTimingFunction(controlPoints: 0.2, 0.9, 0.3, 1)]
        introCard0.calculationMode = .discrete
        introCard0.duration = 0.5
        introCard0.autoreverses = true
        introCard0.fillMode = .forwards
        introCard0.isRemovedOnCompletion = false
        let introCard1 = CASpringAnimation(keyPath: "position")
        introCard1.damping = 7
        introCard1.fromValue = CGPoint(x: 10, y: 20.5)
        introCard1.toValue = CGPoint(x: 100, y: 20.5)
        introCard1.duration = 2
        let introCard = CAAnimationGroup()
        introCard.animations = [introCard0, introCard1]
        introCard.duration = 3
        introCard.repeatCount = 2
        card.layer.add(introCard, forKey: "intro-card")

        """)
    }

    func testACurveIsCopiedWithItsControlPoints() {
        XCTAssertEqual(AnimationSwiftCode.controlPoints(0.42, 0, 0.58, 1), "CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)")
        XCTAssertEqual(AnimationSwiftCode.timingFunction(CAMediaTimingFunction(controlPoints: 0.3, -0.25, 0.7, 1.4)),
                       "CAMediaTimingFunction(controlPoints: 0.3, -0.25, 0.7, 1.4)")
        XCTAssertEqual(AnimationSwiftCode.timingFunction(.default), "CAMediaTimingFunction(name: .`default`)")
        XCTAssertEqual(AnimationSwiftCode.identifier(for: "3d turn"), "animation3dTurn")
        XCTAssertEqual(AnimationSwiftCode.identifier(for: "in"), "inAnimation")
    }

    /// Angles are written as a person writes them, and still read back as exactly the value.
    func testMultiplesOfPiAreWrittenAsSuch() {
        XCTAssertEqual(AnimationSwiftCode.number(Double.pi), "Double.pi")
        XCTAssertEqual(AnimationSwiftCode.number(2 * Double.pi), "2 * Double.pi")
        XCTAssertEqual(AnimationSwiftCode.number(Double.pi / 2), "Double.pi / 2")
        XCTAssertEqual(AnimationSwiftCode.number(-3 * Double.pi / 4), "-3 * Double.pi / 4")
        XCTAssertEqual(AnimationSwiftCode.number(Double(CGFloat.pi / 3)), "Double.pi / 3")
        XCTAssertEqual(AnimationSwiftCode.number(3.1416), "3.1416", "near π is not π")
        XCTAssertEqual(AnimationSwiftCode.number(0.5), "0.5")
    }
}
