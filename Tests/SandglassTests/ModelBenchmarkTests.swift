import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

final class ModelBenchmarkTests: XCTestCase {
    func testBenchmarkRunsAndEvaluatesEveryLayer() {
        let r = ModelBenchmark.run(layers: 50, frames: 3, warmup: 1)
        XCTAssertEqual(r.layers, 50)
        XCTAssertEqual(r.frames, 3)
        XCTAssertGreaterThan(r.medianMs, 0)
        XCTAssertLessThanOrEqual(r.minMs, r.medianMs)
        let tree = ModelBenchmark.makeTree(layers: 3)
        let l = tree.sublayers![1] as! CAShapeLayer
        XCTAssertEqual(l.animationKeys(), ["strokeEnd", "rotation", "opacity"])
        // strokeEnd: timeOffset 1 s of 3, at t = 0.5 s: eased (1.5 / 3) = 0.5.
        assertClose((tree.presentationTree(at: 0.5).sublayers![1] as! CAShapeLayer).strokeEnd, 0.5, 1e-9)
    }

    /// Prints the figure; run with `swift test -c release --filter testPrintReleaseFigure`.
    func testPrintReleaseFigure() throws {
        guard ProcessInfo.processInfo.environment["SANDGLASS_BENCH"] != nil else { throw XCTSkip("set SANDGLASS_BENCH=1") }
        print(ModelBenchmark.run(layers: 10_000, frames: 60))
    }
}
