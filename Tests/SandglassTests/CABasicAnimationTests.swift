import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

final class CABasicAnimationTests: XCTestCase {
    /// A layer with opacity 0.6 (model) and position (10, 20), and `a` added at clock 0.
    func layer(_ keyPath: String, _ configure: (CABasicAnimation) -> Void) -> CALayer {
        let l = CALayer()
        l.opacity = 0.6
        l.position = CGPoint(x: 10, y: 20)
        let a = CABasicAnimation(keyPath: keyPath)
        a.duration = 1
        configure(a)
        try! l.addChecked(a, forKey: "a")
        return l
    }

    func opacity(_ l: CALayer, _ t: Double) -> CGFloat { CGFloat(l.presentationTree(at: t).opacity) }

    func testFromTo() {
        let l = layer("position") { $0.fromValue = CGPoint.zero; $0.toValue = CGPoint(x: 100, y: 0) }
        assertClose(l.presentationTree(at: 0.5).position, CGPoint(x: 50, y: 0))
    }

    func testFromBy() {
        let l = layer("position.x") { $0.fromValue = 10; $0.byValue = 20 }
        assertClose(l.presentationTree(at: 0.5).position.x, 20)
    }

    func testByTo() {
        let l = layer("position.x") { $0.toValue = 30; $0.byValue = 20 }
        assertClose(l.presentationTree(at: 0.25).position.x, 15)
    }

    func testFromOnlyEndsAtCurrentValue() {
        let l = layer("opacity") { $0.fromValue = 0 }
        assertClose(opacity(l, 0.5), 0.3, 1e-7)
    }

    func testToOnlyStartsAtCurrentValue() {
        let l = layer("opacity") { $0.toValue = 0 }
        assertClose(opacity(l, 0.5), 0.3, 1e-7)
    }

    func testByOnly() {
        let l = layer("opacity") { $0.byValue = 0.2 }
        assertClose(opacity(l, 0.5), 0.7, 1e-7)
    }

    func testNoValuesShowsCurrentValue() {
        let l = layer("opacity") { _ in }
        assertClose(opacity(l, 0.5), 0.6, 1e-7)
    }

    func testAdditive() {
        let l = layer("position") {
            $0.isAdditive = true
            $0.fromValue = NSValue(cgPoint: .zero)
            $0.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 0))
        }
        assertClose(l.presentationTree(at: 0.5).position, CGPoint(x: 60, y: 20))
    }

    func testAdditiveByOnlyStartsFromZero() {
        let l = layer("position.y") { $0.isAdditive = true; $0.byValue = 10 }
        assertClose(l.presentationTree(at: 0.5).position.y, 25)
    }

    func testCumulative() {
        let l = layer("position.x") { $0.fromValue = 0; $0.toValue = 1; $0.isCumulative = true; $0.repeatCount = 3 }
        assertClose(l.presentationTree(at: 0.5).position.x, 0.5)
        assertClose(l.presentationTree(at: 2.5).position.x, 2.5)
    }

    func testTimingFunctionApplies() {
        let l = layer("position.x") { $0.fromValue = 0; $0.toValue = 100; $0.timingFunction = .easeIn }
        assertClose(l.presentationTree(at: 0.25).position.x, 9.346465071882484, 1e-6)
    }

    func testColorInterpolation() {
        let l = layer("backgroundColor") { $0.fromValue = CGColor.red; $0.toValue = CGColor.blue }
        let c = l.presentationTree(at: 0.25).backgroundColor!
        XCTAssertEqual(c.components, [0.75, 0, 0.25, 1])
    }

    func testSeed004RotationByTwoPiOverModelRotation() {
        let l = CALayer()
        l.setAffineTransform(CGAffineTransformMakeRotation(.pi + .pi / 2))
        let a = CABasicAnimation()
        a.keyPath = "transform.rotation"
        a.duration = 3
        a.repeatCount = .infinity
        a.byValue = CGFloat.pi * 2
        a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        l.add(a, forKey: a.keyPath)
        // t = 1.5: eased progress 0.5, animated angle pi.
        assertClose(l.presentationTree(at: 1.5).transform, CATransform3DMakeRotation(1.5 * .pi + .pi, 0, 0, 1))
        // t = 0.75: eased 0.1291619310473198.
        let angle = 1.5 * CGFloat.pi + 2 * .pi * 0.1291619310473198
        assertClose(l.presentationTree(at: 3.75).transform, CATransform3DMakeRotation(angle, 0, 0, 1), 1e-6)
        XCTAssertEqual(l.transform, CATransform3D(CGAffineTransformMakeRotation(.pi + .pi / 2)), "model untouched")
    }

    func testSeed004StrokeEndRepeatingForever() {
        let l = strokeEndLayer { a in
            a.duration = 3
            a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
            a.repeatCount = .infinity
        }
        let expected: [(Double, CGFloat)] = [(0.3, 0.019722453548311196), (0.75, 0.1291619310473198), (1.5, 0.5),
                                             (2.9, 0.9978689211009526), (3.75, 0.1291619310473198)]
        for (t, v) in expected { assertClose(strokeEnd(l, at: t), v, 1e-6, "t = \(t)") }
    }

    func testSeed002PresentationVersusModel() {
        let l = strokeEndLayer { a in
            a.toValue = CGFloat(90) / 100
            a.duration = 2
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
        }
        l.advance(to: 5)
        assertClose(l.presentationTree(at: 5).strokeEnd, 0.9)
        XCTAssertEqual(l.strokeEnd, 1.0)
        XCTAssertEqual(l.modelTree().strokeEnd, 1.0)
        XCTAssertEqual(l.animationKeys(), ["s"])
    }

    func testRemovedOnCompletionShowsModelAfterEnd() {
        let l = strokeEndLayer { a in a.toValue = 0.9; a.fillMode = .forwards }
        assertClose(strokeEnd(l, at: 0.5), 0.45)
        assertClose(strokeEnd(l, at: 1.5), 1)
        l.advance(to: 1.5)
        XCTAssertNil(l.animationKeys())
    }

    func testSpringClosedForms() {
        let s = CASpringAnimation()
        // Under-damped defaults: w0 = 10, zeta = 0.5, wd = sqrt(75).
        let wd = 75.0.squareRoot()
        let t = 0.3
        XCTAssertEqual(s.displacement(at: t), exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t)), accuracy: 1e-12)
        s.damping = 20    // critical
        XCTAssertEqual(s.displacement(at: t), exp(-10 * t) * (1 + 10 * t), accuracy: 1e-12)
        s.damping = 50    // over-damped: zeta 2.5, roots -10(2.5 -+ sqrt(5.25))
        let r1 = -10 * (2.5 - 5.25.squareRoot()), r2 = -10 * (2.5 + 5.25.squareRoot())
        let c2 = (0 - r1) / (r2 - r1)
        XCTAssertEqual(s.displacement(at: t), (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t), accuracy: 1e-12)
        s.damping = 10
        s.initialVelocity = 5
        XCTAssertEqual(s.displacement(at: t), exp(-5 * t) * (cos(wd * t) + (5 - 5) / wd * sin(wd * t)), accuracy: 1e-12)
    }

    func testSpringSettles() {
        let s = CASpringAnimation()
        let d = s.settlingDuration
        XCTAssertGreaterThan(abs(s.displacement(at: d - 0.01)), 0.0005)
        for k in 0..<2000 { XCTAssertLessThan(abs(s.displacement(at: d + Double(k) * 0.005)), 0.001) }
        // Envelope bound: exp(-5 t) * sqrt(4/3) < 0.001 for t > ln(1154.7) / 5.
        XCTAssertLessThan(d, log(1000 * (4.0 / 3).squareRoot()) / 5 + 1e-6)
        let l = CALayer()
        s.keyPath = "position.x"; s.fromValue = 0; s.toValue = 100; s.duration = d
        l.add(s, forKey: nil)
        assertClose(l.presentationTree(at: 0.3).position.x, 100 * (1 - s.displacement(at: 0.3)), 1e-9)
    }

    /// Number animations are evaluated in CGFloats (`CALayer.number(at:)`), others through CAValues:
    /// both must give the same bits for every combination of values, additive and cumulative.
    /// `position.x` takes the number path and `bounds.origin.x` the CAValue path.
    func testTheNumberPathGivesTheCAValuePathsExactValues() throws {
        let ends: [(CGFloat?, CGFloat?, CGFloat?)] = [(0.1, 0.7, nil), (0.1, nil, 0.35), (nil, 0.7, 0.35), (0.1, nil, nil),
                                                        (nil, 0.7, nil), (nil, nil, 0.35)]
        for (from, to, by) in ends {
            for additive in [false, true] {
                for cumulative in [false, true] {
                    func evaluate(_ keyPath: String) -> [CGFloat] {
                        let l = CALayer()
                        l.bounds = CGRect(x: 0.3, y: 0, width: 10, height: 10)
                        l.position = CGPoint(x: 0.3, y: 0)
                        let a = CABasicAnimation(keyPath: keyPath)
                        a.fromValue = from; a.toValue = to; a.byValue = by
                        a.isAdditive = additive; a.isCumulative = cumulative
                        a.duration = 1; a.repeatCount = 3
                        a.timingFunction = .easeInEaseOut
                        l.add(a, forKey: "a")
                        return [0.25, 1.3, 2.9].map {
                            let p = l.presentationTree(at: $0)
                            return keyPath == "position.x" ? p.position.x : p.bounds.origin.x
                        }
                    }
                    XCTAssertEqual(evaluate("position.x"), evaluate("bounds.origin.x"),
                                   "from \(String(describing: from)) to \(String(describing: to)) by \(String(describing: by)) additive \(additive) cumulative \(cumulative)")
                }
            }
        }
    }
}
