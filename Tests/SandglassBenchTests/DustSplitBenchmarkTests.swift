import SandglassBench
import XCTest

/// How long the split of an 800 x 600 panel takes (`DustSplitBenchmark`, the code behind `sandglass
/// bench --dust-split`, whose release numbers docs/performance.md gives); in a debug build it is several times
/// slower, so the bound only catches a pathological slowdown.
final class DustSplitTimingTests: XCTestCase {
    func testSplitOf800x600() {
        let r = DustSplitBenchmark.run(width: 800, height: 600, runs: 3, warmup: 0)
        XCTAssertEqual(r.images, 32)
        XCTAssertEqual(r.passes, 2)
        XCTAssertEqual(r.samples.count, 3)
        print("dust split 800x600, 32 images, 2 passes: best of 3 = \(String(format: "%.1f", r.samples.min()!)) ms")
        XCTAssertLessThan(r.samples.min()!, 10_000)
    }
}
