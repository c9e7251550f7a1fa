import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// Expected values were computed separately (Python, 200-step bisection on the Bézier's x).
final class CAMediaTimingFunctionTests: XCTestCase {
    let xs = [0.1, 0.25, 0.5, 0.75, 0.9]

    func check(_ f: CAMediaTimingFunction, _ expected: [Double], file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip(xs, expected) {
            XCTAssertEqual(f.evaluate(x), y, accuracy: 1e-9, "x = \(x)", file: file, line: line)
        }
    }

    func testEaseIn() {
        check(.init(name: .easeIn), [0.017026609651562934, 0.09346465071882484, 0.31535681257253945, 0.62186186917489, 0.8394278457624664])
    }

    func testEaseOut() {
        check(.init(name: .easeOut), [0.16057215423753346, 0.37813813082510966, 0.6846431874274606, 0.9065353492811752, 0.982973390348437])
    }

    func testEaseInEaseOut() {
        check(.init(name: .easeInEaseOut), [0.019722453548311196, 0.1291619310473198, 0.5, 0.8708380689526802, 0.9802775464516889])
    }

    func testDefault() {
        check(.init(name: .default), [0.09479630571604324, 0.40851059135539586, 0.802403387584857, 0.9604589783489741, 0.9943164774845563])
    }

    func testLinearIsIdentity() {
        check(.init(name: .linear), xs)
    }

    func testCustomControlPointsOfTheSandClock() {
        let expected = [0.0053985817906401215, 0.03578363386367303, 0.160754942291497, 0.42242707216417624, 0.6961524227066316]
        check(CAMediaTimingFunction(c1x: 0.8, c1y: 0, c2x: 1, c2y: 1), expected)
        // Core Animation's Float initialiser rounds 0.8 to 0.800000011920929: the curve moves by ~1e-8.
        let f = CAMediaTimingFunction(controlPoints: 0.8, 0, 1, 1)
        for (x, y) in zip(xs, expected) { XCTAssertEqual(f.evaluate(x), y, accuracy: 1e-7) }
    }

    func testEndsAndClamping() {
        let f = CAMediaTimingFunction.easeInEaseOut
        XCTAssertEqual(f.evaluate(0), 0)
        XCTAssertEqual(f.evaluate(1), 1)
        XCTAssertEqual(f.evaluate(-0.5), 0)
        XCTAssertEqual(f.evaluate(1.5), 1)
    }

    func testFlatDerivativeFallsBackToBisection() {
        // x'(0) = 0 and x'(1) = 0: Newton stalls near the ends.
        let f = CAMediaTimingFunction(c1x: 0, c1y: 1, c2x: 1, c2y: 0)
        for x in [1e-6, 0.001, 0.5, 0.999, 1 - 1e-6] {
            let u = f.solveCurveX(x)
            let xu = 3 * (1 - u) * u * u + u * u * u   // c1x = 0, c2x = 1
            XCTAssertEqual(xu, x, accuracy: 1e-9)
        }
    }

    func testControlPoints() {
        let f = CAMediaTimingFunction(name: .easeIn)
        XCTAssertEqual(f.controlPoint(at: 1), CGPoint(x: 0.42, y: 0))
        XCTAssertEqual(f.controlPoint(at: 2), CGPoint(x: 1, y: 1))
    }
}
