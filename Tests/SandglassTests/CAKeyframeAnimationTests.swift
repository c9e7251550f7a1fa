import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

final class CAKeyframeAnimationTests: XCTestCase {
    func layer(_ configure: (CAKeyframeAnimation) -> Void) -> CALayer {
        let l = CALayer()
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.duration = 1
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        configure(a)
        try! l.addChecked(a, forKey: "k")
        return l
    }

    func x(_ l: CALayer, _ t: Double) -> CGFloat { l.presentationTree(at: t).position.x }

    func testLinearAtBoundariesAndMidSegment() {
        let l = layer { $0.values = [0, 10, 30]; $0.keyTimes = [0, 0.25, 1] }
        assertClose(x(l, 0), 0)
        assertClose(x(l, 0.125), 5)
        assertClose(x(l, 0.25), 10)
        assertClose(x(l, 0.625), 20)
        assertClose(x(l, 1), 30)
        assertClose(x(l, 2), 30)
    }

    /// Seed 001 gives four functions for three segments (the flip) and one for two (the piles); Core
    /// Animation ignores extras and runs missing segments linearly. These were once rejected.
    func testTimingFunctionCountsOtherThanSegmentsFallBackLikeCoreAnimation() {
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let few = layer { $0.values = [0, 10, 20]; $0.timingFunctions = [easeIn] }
        assertClose(x(few, 0.25), 10 * easeIn.evaluate(0.5))
        assertClose(x(few, 0.75), 15)
        let many = layer { $0.values = [0, 10, 20]; $0.timingFunctions = [.linear, easeIn, .easeOut, .easeOut] }
        assertClose(x(many, 0.25), 5)
        assertClose(x(many, 0.75), 10 + 10 * easeIn.evaluate(0.5))
    }

    func testDefaultKeyTimesAreEven() {
        let l = layer { $0.values = [0, 10, 30] }
        assertClose(x(l, 0.25), 5)
        assertClose(x(l, 0.75), 20)
    }

    func testPerSegmentTimingFunctions() {
        let l = layer { $0.values = [0, 10, 30]; $0.keyTimes = [0, 0.25, 1]; $0.timingFunctions = [.easeIn, .linear] }
        assertClose(x(l, 0.125), 10 * 0.31535681257253945, 1e-6)
        assertClose(x(l, 0.625), 20)
    }

    func testDiscreteTakesOneMoreKeyTime() {
        let l = layer { $0.calculationMode = .discrete; $0.values = [0, 10, 30]; $0.keyTimes = [0, 0.5, 0.75, 1] }
        assertClose(x(l, 0.49), 0)
        assertClose(x(l, 0.5), 10)
        assertClose(x(l, 0.74), 10)
        assertClose(x(l, 0.75), 30)
        assertClose(x(l, 1.5), 30)
        let even = layer { $0.calculationMode = .discrete; $0.values = [0, 10, 30] }
        assertClose(x(even, 0.33), 0)
        assertClose(x(even, 0.34), 10)
        assertClose(x(even, 0.67), 30)
    }

    func testPacedIgnoresKeyTimesAndTimingFunctions() {
        let l = layer {
            $0.calculationMode = .paced
            $0.values = [0, 10, 40]
            $0.keyTimes = [0, 0.9, 1]
            $0.timingFunctions = [.easeIn, .easeOut]
        }
        assertClose(x(l, 0.125), 5)
        assertClose(x(l, 0.25), 10)
        assertClose(x(l, 0.625), 25)
    }

    func testCubicIsCatmullRomByDefault() {
        let l = layer { $0.calculationMode = .cubic; $0.values = [0, 10, 30, 0] }
        assertClose(x(l, 1.0 / 3), 10, 1e-12)
        assertClose(x(l, 2.0 / 3), 30, 1e-12)
        // Segment 1 at u = 0.5: tangents (30-0)/2 = 15 and (0-10)/2 = -5.
        assertClose(x(l, 0.5), 0.5 * 10 + 0.125 * 15 + 0.5 * 30 - 0.125 * -5, 1e-12)
    }

    func testCubicTensionOneFlattensTangents() {
        let l = layer { $0.calculationMode = .cubic; $0.values = [0, 10, 30, 0]; $0.tensionValues = [1, 1, 1, 1] }
        assertClose(x(l, 0.5), 20, 1e-12)
        // Quarter of segment 1: smoothstep weight 3u^2 - 2u^3 at u = 0.25 is 0.15625.
        assertClose(x(l, 1.0 / 3 + 0.25 / 3), 10 + 20 * 0.15625, 1e-9)
    }

    func testCubicBiasAndContinuity() {
        // bias 1 at keyframe 1: outgoing tangent (1+b)/2 (P1-P0) + (1-b)/2 (P2-P1) = 10; incoming at 2: -5.
        let l = layer { $0.calculationMode = .cubic; $0.values = [0, 10, 30, 0]; $0.biasValues = [0, 1, 0, 0] }
        assertClose(x(l, 0.5), 0.5 * 10 + 0.125 * 10 + 0.5 * 30 - 0.125 * -5, 1e-12)
    }

    func pathLayer(mode: CAAnimationRotationMode?, calc: CAAnimationCalculationMode = .linear, path: CGPath) -> CALayer {
        let l = CALayer()
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = path
        a.duration = 1
        a.rotationMode = mode
        a.calculationMode = calc
        l.add(a, forKey: "p")
        return l
    }

    var corner: CGPath {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 100, y: 0))
        p.addLine(to: CGPoint(x: 100, y: 300))
        return p
    }

    func testPathWithRotateAuto() {
        let l = pathLayer(mode: .rotateAuto, path: corner)
        let a = l.presentationTree(at: 0.25)
        assertClose(a.position, CGPoint(x: 50, y: 0))
        assertClose(a.transform, .identity)
        let b = l.presentationTree(at: 0.75)
        assertClose(b.position, CGPoint(x: 100, y: 150))
        assertClose(b.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let r = pathLayer(mode: .rotateAutoReverse, path: corner).presentationTree(at: 0.75)
        assertClose(r.transform, CATransform3DMakeRotation(.pi * 1.5, 0, 0, 1))
        XCTAssertEqual(pathLayer(mode: nil, path: corner).presentationTree(at: 0.75).transform, .identity)
    }

    func testPacedPath() {
        let l = pathLayer(mode: nil, calc: .paced, path: corner)
        assertClose(l.presentationTree(at: 0.5).position, CGPoint(x: 100, y: 100), 1e-9)
        assertClose(l.presentationTree(at: 0.125).position, CGPoint(x: 50, y: 0), 1e-9)
    }

    func testQuadraticPathTangent() {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let l = pathLayer(mode: .rotateAuto, path: p)
        let mid = l.presentationTree(at: 0.5)
        assertClose(mid.position, CGPoint(x: 50, y: 50))
        assertClose(mid.transform, .identity)
        // u = 0.25: derivative 2(1-u)(50,100) + 2u(50,-100) = (100, 100): 45 degrees.
        assertClose(l.presentationTree(at: 0.25).transform, CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
    }

    func testContentsRectOriginXDiscreteSprite() {
        let l = CALayer()
        l.contentsRect = CGRect(x: 0, y: 0, width: 1.0 / 4, height: 1)
        let a = CAKeyframeAnimation(keyPath: "contentsRect.origin.x")
        a.values = (0..<4).map { CGFloat($0) / 4 }
        a.calculationMode = .discrete
        a.duration = 2
        l.add(a, forKey: nil)
        XCTAssertEqual(l.presentationTree(at: 1.1).contentsRect, CGRect(x: 0.5, y: 0, width: 0.25, height: 1))
    }
}
