import Sandglass
import SandglassBench
import XCTest

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
        XCTAssertEqual((tree.presentationTree(at: 0.5).sublayers![1] as! CAShapeLayer).strokeEnd, 0.5, accuracy: 1e-9)
    }
}
