import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// A value of the wrong kind for its key path: the animation is skipped, as Core Animation skips it,
/// and one line says why, once however often the animation is added.
final class WrongKindReportTests: XCTestCase {
    func testOneLineNamingTheKeyPathAndBothTypes() {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = "100"
        let lines = standardErrorLines {
            layer.add(move, forKey: "move")
            CATransaction.performFrame(at: 1) { layer.add(move, forKey: "move") }
        }
        XCTAssertEqual(lines, ["sandglass: animation 'move' not added: position: toValue is a String, expected a CGPoint"])
        XCTAssertNil(layer.animationKeys())
    }

    func testUIKitObjectsWhereCoreGraphicsValuesBelong() {
        let layer = CAShapeLayer()
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = UIColor.red
        let morph = CABasicAnimation(keyPath: "path")
        morph.toValue = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let lines = standardErrorLines {
            layer.add(tint, forKey: "tint")
            layer.add(morph, forKey: "morph")
        }
        XCTAssertEqual(lines, ["sandglass: animation 'tint' not added: backgroundColor: fromValue is a UIColor, expected a CGColor",
                               "sandglass: animation 'morph' not added: path: toValue is a UIBezierPath, expected a CGPath"])
    }

    func testKeyframeValuesAndGroupChildren() {
        let layer = CALayer()
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0, NSValue(cgPoint: .zero), 1]
        let grow = CABasicAnimation(keyPath: "bounds.size")
        grow.byValue = CGPoint(x: 1, y: 1)
        let group = CAAnimationGroup()
        group.animations = [CABasicAnimation(keyPath: "opacity"), grow]
        let lines = standardErrorLines {
            layer.add(fade, forKey: "fade")
            layer.add(group, forKey: "grow")
        }
        XCTAssertEqual(lines, ["sandglass: animation 'fade' not added: opacity: values[1] is an NSValue holding a CGPoint, expected a number",
                               "sandglass: animation 'grow' not added: animations[1]: bounds.size: byValue is a CGPoint, expected a CGSize"])
        XCTAssertNil(layer.animationKeys())
    }

    func testTypedError() {
        let layer = CAGradientLayer()
        let shift = CABasicAnimation(keyPath: "colors")
        shift.toValue = [UIColor.red, UIColor.blue]
        XCTAssertThrowsError(try layer.addChecked(shift, forKey: "shift")) {
            XCTAssertEqual($0 as? CAAnimationError, .value(.kindMismatch(keyPath: "colors", field: "toValue",
                                                                         got: "an array of UIColor", expected: "an array of CGColor")))
        }
    }

    func testSettingAValueOfTheWrongKind() {
        let layer = CAGradientLayer()
        layer.colors = [CGColor.red]
        let lines = standardErrorLines {
            layer.setValue(NSValue(cgRect: .zero), forKeyPath: "anchorPoint")
            layer.setValue(nil, forKeyPath: "startPoint")
            layer.colors = [UIColor.green.cgColor, UIColor.blue]
        }
        XCTAssertEqual(lines, ["sandglass: setValue(_:forKeyPath:) ignored: anchorPoint: value is an NSValue holding a CGRect, expected a CGPoint",
                               "sandglass: setValue(_:forKeyPath:) ignored: startPoint: value is nil, expected a CGPoint",
                               "sandglass: CAGradientLayer.colors not set: it is an array of CGColor and UIColor, expected an array of CGColor"])
        XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(layer.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(layer.colors as? [CGColor], [.red])
    }
}
