import Foundation
@testable import SandglassTessellation
import XCTest

final class TessellationBenchmarkTests: XCTestCase {
    /// Small run in debug; `swift test -c release` with SANDGLASS_BENCH_COUNT=1000 prints real figures.
    func testBenchmarkRunsAndReports() {
        let count = ProcessInfo.processInfo.environment["SANDGLASS_BENCH_COUNT"].flatMap(Int.init) ?? 20
        let results = TessellationBenchmark.run(count: count, iterations: count >= 1000 ? 5 : 1)
        XCTAssertEqual(results.count, 3)
        for r in results {
            print("benchmark", r)
            XCTAssertGreaterThan(r.segments, 0)
            XCTAssertGreaterThan(r.vertices, 0)
        }
    }
}
