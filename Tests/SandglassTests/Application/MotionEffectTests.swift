import Foundation
import XCTest
@testable import UIKit

/// Motion effects compute iOS's values for a viewer offset; views keep them in order, once each.
final class MotionEffectTests: XCTestCase {
    func testAnInterpolatingEffectMixesItsEndsAlongItsAxis() {
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        effect.minimumRelativeValue = -20.0
        effect.maximumRelativeValue = 10.0
        func value(_ h: CGFloat, _ v: CGFloat = 0) -> Double? {
            effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: h, vertical: v))?["center.x"] as? Double
        }
        XCTAssertEqual(value(-1), -20)
        XCTAssertEqual(value(0), -5, "half way")
        XCTAssertEqual(value(0.5), 2.5)
        XCTAssertEqual(value(3), 10, "clamped to the ends")
        XCTAssertEqual(value(0, 1), -5, "the vertical axis does not move a horizontal effect")
    }

    func testAGroupMergesItsEffectsValues() {
        let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        x.minimumRelativeValue = CGFloat(-10)
        x.maximumRelativeValue = CGFloat(10)
        let y = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        y.minimumRelativeValue = CGPoint(x: 0, y: -4)
        y.maximumRelativeValue = CGPoint(x: 0, y: 4)
        let group = UIMotionEffectGroup()
        group.motionEffects = [x, y]
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -0.5))
        XCTAssertEqual(values?["center.x"] as? CGFloat, 10)
        XCTAssertEqual(values?["center.y"] as? CGPoint, CGPoint(x: 0, y: -2))
        XCTAssertNil(UIMotionEffectGroup().keyPathsAndRelativeValues(forViewerOffset: .zero))
    }

    func testAViewKeepsItsEffectsOnce() {
        let view = UIView()
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        view.addMotionEffect(effect)
        view.addMotionEffect(effect)
        XCTAssertEqual(view.motionEffects.count, 1)
        view.removeMotionEffect(effect)
        XCTAssertTrue(view.motionEffects.isEmpty)
    }

    func testOffsetsAndVectorsAsStrings() {
        XCTAssertEqual(NSCoder.string(for: UIOffset(horizontal: 1.5, vertical: -2)), "{1.5, -2}")
        XCTAssertEqual(NSCoder.uiOffset(for: "{1.5, -2}"), UIOffset(horizontal: 1.5, vertical: -2))
        XCTAssertEqual(NSCoder.cgVector(for: "{3, 4}"), CGVector(dx: 3, dy: 4))
        XCTAssertEqual(NSCoder.uiOffset(for: "nonsense"), .zero)
    }

    func testAppendFormat() {
        let s = NSMutableString(string: "n = ")
        s.appendFormat("%d, %.1f", 3, 2.25)
        XCTAssertEqual(s as String, "n = 3, 2.2")
    }
}
