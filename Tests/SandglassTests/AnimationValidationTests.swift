import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

final class AnimationValidationTests: XCTestCase {
    func error(_ a: CAAnimation, on layer: CALayer = CAShapeLayer()) -> CAAnimationError? {
        do { try layer.addChecked(a, forKey: "k"); return nil } catch { return error }
    }

    func keyframes(_ configure: (CAKeyframeAnimation) -> Void) -> CAKeyframeAnimation {
        let k = CAKeyframeAnimation(keyPath: "strokeEnd")
        k.values = [0, 0.5, 1]
        configure(k)
        return k
    }

    func testKeyTimes() {
        XCTAssertEqual(error(keyframes { $0.keyTimes = [0, 1] }), .keyframes(.keyTimesCount(expected: 3, got: 2)))
        XCTAssertEqual(error(keyframes { $0.keyTimes = [0, 0.7, 0.5] }), .keyframes(.keyTimeNotAscending(index: 2, value: 0.5)))
        XCTAssertEqual(error(keyframes { $0.keyTimes = [0, 0.5, 1.5] }), .keyframes(.keyTimeOutOfRange(index: 2, value: 1.5)))
        guard case .keyframes(.keyTimeOutOfRange(index: 1, let v))? = error(keyframes { $0.keyTimes = [0, NSNumber(value: Double.nan), 1] }), v.isNaN else {
            return XCTFail("NaN key time accepted")
        }
        XCTAssertEqual(error(keyframes { $0.calculationMode = .discrete; $0.keyTimes = [0, 0.5] }),
                       .keyframes(.keyTimesCount(expected: 4, got: 2)))
        XCTAssertNil(error(keyframes { $0.calculationMode = .discrete; $0.keyTimes = [0, 0.2, 0.5, 1] }))
        XCTAssertNil(error(keyframes { $0.calculationMode = .paced; $0.keyTimes = [0, 1] }), "paced ignores keyTimes")
    }

    func testCountsAndValues() {
        XCTAssertNil(error(keyframes { $0.timingFunctions = [.linear] }), "too few: the rest are linear")
        XCTAssertNil(error(keyframes { $0.timingFunctions = [.linear, .easeIn, .easeOut, .easeIn] }), "too many: extras ignored")
        XCTAssertEqual(error(keyframes { $0.values = [] }), .keyframes(.noValues))
        XCTAssertEqual(error(keyframes { $0.calculationMode = .cubic; $0.tensionValues = [0] }),
                       .keyframes(.splineParameterCount(field: "tensionValues", expected: 3, got: 1)))
        XCTAssertEqual(error(keyframes { $0.values = [0, Double.nan, 1] }), .value(.notFinite(field: "values[1]", value: "nan")))
        XCTAssertEqual(error(keyframes { $0.values = [0, CGPoint.zero] }),
                       .value(.kindMismatch(keyPath: "strokeEnd", field: "values[1]", got: "a CGPoint", expected: "a number")))
    }

    func testBasicValuesAndTiming() {
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.toValue = Double.infinity
        XCTAssertEqual(error(a), .value(.notFinite(field: "toValue", value: "inf")))
        let b = CABasicAnimation(keyPath: "strokeEnd")
        b.duration = .infinity
        XCTAssertEqual(error(b), .timing(.notFinite(field: "duration", value: .infinity)))
        let c = CABasicAnimation(keyPath: "strokeEnd")
        c.repeatCount = -1
        XCTAssertEqual(error(c), .timing(.negative(field: "repeatCount", value: -1)))
        let d = CABasicAnimation(keyPath: "strokeEnd")
        d.duration = -2   // Core Animation's fallback: 0.25 s
        XCTAssertNil(error(d))
    }

    func testKeyPaths() {
        XCTAssertEqual(error(CABasicAnimation(keyPath: "strokeEnd"), on: CALayer()),
                       .keyPath(.notOnLayer(keyPath: "strokeEnd", layerType: "layer")))
        XCTAssertEqual(error(CABasicAnimation(keyPath: "position.w")), .keyPath(.unknown(keyPath: "position.w")))
        XCTAssertEqual(error(CABasicAnimation(keyPath: nil)), .keyPath(.missing))
        let p = CAKeyframeAnimation(keyPath: "opacity")
        p.path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(error(p), .keyPath(.typeMismatch(keyPath: "opacity", field: "path", expected: "number", got: "point")))
        let g = CAAnimationGroup()
        g.animations = [CABasicAnimation(keyPath: "opacity"), CABasicAnimation(keyPath: "bogus")]
        XCTAssertEqual(error(g), .groupChild(index: 1, .keyPath(.unknown(keyPath: "bogus"))))
    }

    func testInvalidAnimationIsNotAddedAndNothingCrashes() {
        let l = CAShapeLayer()
        l.add(CABasicAnimation(keyPath: "bogus"), forKey: "x")
        XCTAssertNil(l.animationKeys())
        XCTAssertEqual(CAAnimationError.keyframes(.keyTimeNotAscending(index: 2, value: 0.5)).description,
                       "keyTimes[2]: 0.5 is smaller than the previous key time")
    }
}
