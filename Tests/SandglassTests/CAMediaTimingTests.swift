import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

final class CAMediaTimingTests: XCTestCase {
    // An animation of strokeEnd 0 -> 0.8 over 1 s starting at layer time 1; the model value is 1.
    func layer(fill: CAMediaTimingFillMode) -> CAShapeLayer {
        strokeEndLayer { a in
            a.toValue = 0.8
            a.beginTime = 1
            a.fillMode = fill
            a.isRemovedOnCompletion = false
        }
    }

    func testFillModesBeforeDuringAfter() {
        // (mode, before t=0.5, during t=1.25, after t=3)
        let cases: [(CAMediaTimingFillMode, CGFloat, CGFloat, CGFloat)] = [
            (.removed, 1, 0.2, 1),
            (.forwards, 1, 0.2, 0.8),
            (.backwards, 0, 0.2, 1),
            (.both, 0, 0.2, 0.8),
        ]
        for (mode, before, during, after) in cases {
            let l = layer(fill: mode)
            assertClose(strokeEnd(l, at: 0.5), before, 1e-12, mode.rawValue)
            assertClose(strokeEnd(l, at: 1.25), during, 1e-12, mode.rawValue)
            assertClose(strokeEnd(l, at: 3), after, 1e-12, mode.rawValue)
        }
    }

    /// The evaluator keeps a fill mode as its two fills: each mode reads back as itself, a mode Core
    /// Animation does not name fills neither way, and setting one changes what the ends show.
    func testAnEvaluatorsFillModeIsItsTwoFills() {
        for mode in [CAMediaTimingFillMode.removed, .forwards, .backwards, .both] {
            XCTAssertEqual(MediaTimingEvaluator(duration: 1, fillMode: mode).fillMode, mode)
        }
        var timing = MediaTimingEvaluator(beginTime: 1, duration: 1, fillMode: CAMediaTimingFillMode(rawValue: "sideways"))
        XCTAssertEqual(timing.fillMode, .removed)
        XCTAssertEqual([timing.state(at: 0.5).hasEffect, timing.state(at: 3).hasEffect], [false, false])
        timing.fillMode = .forwards
        XCTAssertEqual([timing.state(at: 0.5).hasEffect, timing.state(at: 3).hasEffect], [false, true])
        timing.fillMode = .backwards
        XCTAssertEqual([timing.state(at: 0.5).hasEffect, timing.state(at: 3).hasEffect], [true, false])
    }

    /// A held animation's fill mode, set after the animation was made, is the one evaluated.
    func testAFillModeSetAfterTheAnimationIsMadeIsEvaluated() {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        XCTAssertEqual(animation.timing.fillMode, .removed)
        animation.fillMode = .both
        XCTAssertEqual(animation.timing.fillMode, .both)
        XCTAssertEqual(animation.copy().timing.fillMode, .both)
    }

    func testFutureBeginTimeWithAndWithoutBackwardsFill() {
        let plain = layer(fill: .removed)
        let filled = layer(fill: .backwards)
        assertClose(strokeEnd(plain, at: 0.999), 1)   // model value until it starts
        assertClose(strokeEnd(filled, at: 0.999), 0)  // first frame held
        assertClose(strokeEnd(plain, at: 1), 0)
    }

    func testFractionalRepeatCount() {
        let l = strokeEndLayer { a in a.repeatCount = 2.5; a.fillMode = .forwards; a.isRemovedOnCompletion = false }
        assertClose(strokeEnd(l, at: 0.25), 0.25)
        assertClose(strokeEnd(l, at: 2.25), 0.25)
        assertClose(strokeEnd(l, at: 2.4), 0.4, 1e-12)
        assertClose(strokeEnd(l, at: 3), 0.5)        // stopped half-way through the third pass
        let state = MediaTimingEvaluator(duration: 1, repeatCount: 2.5, fillMode: .forwards).state(at: 3)
        XCTAssertEqual(state.phase, .after)
        XCTAssertEqual(state.iteration, 2)
    }

    func testInfiniteRepeatCounts() {
        for count in [Float.infinity, Float.greatestFiniteMagnitude] {
            let l = strokeEndLayer { a in a.repeatCount = count }
            assertClose(strokeEnd(l, at: 1000.25), 0.25, 1e-9)
            XCTAssertEqual(MediaTimingEvaluator(duration: 1, repeatCount: count).endTime, .infinity)
        }
    }

    func testAutoreverses() {
        let l = strokeEndLayer { a in a.autoreverses = true; a.fillMode = .forwards; a.isRemovedOnCompletion = false }
        assertClose(strokeEnd(l, at: 0.25), 0.25)
        assertClose(strokeEnd(l, at: 1.25), 0.75)
        assertClose(strokeEnd(l, at: 5), 0)          // ends where it started
        XCTAssertEqual(MediaTimingEvaluator(duration: 1, repeatCount: 2, autoreverses: true).activeDuration, 4)
    }

    func testSpeedTwo() {
        let l = strokeEndLayer { a in a.speed = 2; a.fillMode = .forwards; a.isRemovedOnCompletion = false; a.toValue = 0.8 }
        assertClose(strokeEnd(l, at: 0.25), 0.4)
        assertClose(strokeEnd(l, at: 0.6), 0.8)
        XCTAssertEqual(l.animation(forKey: "s")!.timing.endTime, 0.5)
    }

    func testSpeedHalfWithTimeOffsetWraps() {
        let l = strokeEndLayer { a in a.speed = 0.5; a.timeOffset = 0.25 }
        // local = t * 0.5 + 0.25 while t * 0.5 < 1.
        assertClose(strokeEnd(l, at: 1), 0.75)
        assertClose(strokeEnd(l, at: 1.6), 0.05, 1e-12)   // wrapped past the end
        assertClose(strokeEnd(l, at: 2.5), 1)             // after, not filled: model
        XCTAssertEqual(l.animation(forKey: "s")!.timing.endTime, 2)
    }

    func testZeroDurationMeansQuarterSecond() {
        let l = strokeEndLayer { a in a.duration = 0 }
        assertClose(strokeEnd(l, at: 0.125), 0.5)
        let n = strokeEndLayer { a in a.duration = -3 }
        assertClose(strokeEnd(n, at: 0.125), 0.5)
    }

    func testLayerTimeThroughAncestors() {
        let root = CALayer(), parent = CALayer(), child = CAShapeLayer()
        root.addSublayer(parent)
        parent.addSublayer(child)
        parent.speed = 2
        parent.beginTime = 1
        parent.timeOffset = 0.5
        XCTAssertEqual(child.convertTime(3, from: nil), 4.5)       // (3 - 1) * 2 + 0.5
        XCTAssertEqual(child.convertTime(4.5, to: nil), 3)
        XCTAssertEqual(root.convertTime(4.5, from: child), 3)
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0; a.toValue = 1; a.duration = 4; a.beginTime = 0.5
        child.add(a, forKey: nil)
        // global 2 -> child time 2.5 -> 2 s into the animation.
        assertClose(root.presentationTree(at: 2).sublayers![0].sublayers![0].value(forKeyPath: "strokeEnd") as? CGFloat, 0.5)
    }

    func testAddStampsBeginTimeWithTheFramesMediaTime() {
        let l = CAShapeLayer()
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0; a.toValue = 1; a.duration = 2
        CATransaction.performFrame(at: 10) { l.add(a, forKey: "k") }
        XCTAssertEqual(l.animation(forKey: "k")!.beginTime, 10)
        XCTAssertEqual(a.beginTime, 0, "the caller's object is unchanged")
        let shown = CATransaction.performFrame(at: 11) { l.presentation()!.strokeEnd }
        assertClose(shown, 0.5)
    }
}
