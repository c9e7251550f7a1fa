import UIKit
import XCTest

/// The loading shimmer: a gradient's `locations` swept across with arrays of numbers, its colours
/// turned by a `colors` animation, a dashed "marching ants" outline, and a badge popping in with a
/// boxed transform.
final class ShimmerView {
    let gradient = CAGradientLayer()
    let outline = CAShapeLayer()
    let badge = CALayer()

    init(width: CGFloat) {
        let dark = UIColor(white: 0.2, alpha: 1).cgColor
        let light = UIColor(white: 0.8, alpha: 1).cgColor
        gradient.frame = CGRect(x: 0, y: 0, width: width, height: 20)
        gradient.colors = [dark, light, dark]
        gradient.locations = [0, 0.5, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)

        outline.path = UIBezierPath(rect: gradient.frame).cgPath
        outline.fillColor = nil
        outline.strokeColor = UIColor.black.cgColor
        outline.lineDashPattern = [4, 2]
    }

    func start() {
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [-1.0, -0.5, 0.0]
        sweep.toValue = [1.0, 1.5, 2.0]
        sweep.duration = 1.6
        sweep.repeatCount = .infinity
        gradient.add(sweep, forKey: "shimmer")

        let tint = CABasicAnimation(keyPath: "colors")
        tint.toValue = [UIColor.blue.cgColor, UIColor.white.cgColor, UIColor.blue.cgColor]
        tint.duration = 1
        tint.fillMode = kCAFillModeForwards
        tint.isRemovedOnCompletion = false
        gradient.add(tint, forKey: "tint")

        let dashLength = outline.lineDashPattern?.reduce(0) { $0 + $1.doubleValue } ?? 0
        let march = CABasicAnimation(keyPath: "lineDashPhase")
        march.fromValue = 0
        march.toValue = dashLength
        march.duration = 0.75
        march.repeatCount = .infinity
        outline.add(march, forKey: "march")

        let pop = CABasicAnimation(keyPath: "transform")
        pop.fromValue = NSValue(caTransform3D: CATransform3DMakeScale(0.5, 0.5, 1))
        pop.toValue = NSValue(caTransform3D: CATransform3DIdentity)
        pop.duration = 0.2
        badge.add(pop, forKey: "pop")
    }
}

final class ShimmerTests: CorpusTestCase {
    func testLocationsSweep() {
        let view = ShimmerView(width: 300)
        view.start()
        assertClose(onScreen(view.gradient, at: 0.4).locations?.map(\.doubleValue), [-0.5, 0, 0.5])
        assertClose(onScreen(view.gradient, at: 0.8).locations?.map(\.doubleValue), [0, 0.5, 1])
        assertClose(onScreen(view.gradient, at: 2).locations?.map(\.doubleValue), [-0.5, 0, 0.5])
        XCTAssertEqual(view.gradient.locations, [0, 0.5, 1])
        XCTAssertEqual(view.gradient.value(forKeyPath: "locations") as? [NSNumber], [0, 0.5, 1])
    }

    func testColoursTurn() {
        let view = ShimmerView(width: 300)
        view.start()
        let half = onScreen(view.gradient, at: 0.5).colors as? [CGColor] ?? []
        assertClose(half.flatMap { $0.components! }.map(Double.init),
                    [0.1, 0.1, 0.6, 1, 0.9, 0.9, 0.9, 1, 0.1, 0.1, 0.6, 1])
        XCTAssertEqual(onScreen(view.gradient, at: 3).colors as? [CGColor],
                       [UIColor.blue.cgColor, UIColor.white.cgColor, UIColor.blue.cgColor])
    }

    func testMarchingAntsAndPop() {
        let view = ShimmerView(width: 300)
        view.start()
        XCTAssertEqual(view.outline.lineDashPattern, [4, 2])
        XCTAssertEqual(onScreen(view.outline, at: 0.375).lineDashPhase, 3)
        XCTAssertEqual(onScreen(view.outline, at: 0.75 + 0.125).lineDashPhase, 1, accuracy: 1e-12)
        let popped = onScreen(view.badge, at: 0.1).transform
        XCTAssertEqual(popped.m11, 0.75, accuracy: 1e-12)
        XCTAssertEqual(popped.m22, 0.75, accuracy: 1e-12)
        XCTAssertEqual(popped.m33, 1, accuracy: 1e-12)
    }
}
