import Foundation
import SandglassBench
import XCTest

final class TessellationBenchmarkTests: XCTestCase {
    /// A small run: its three cases, each with work counted (`sandglass bench --tessellation` runs
    /// 1,000 circles and prints the figures).
    func testBenchmarkRunsAndReports() {
        let results = TessellationBenchmark.run(count: 20, iterations: 1)
        XCTAssertEqual(results.count, 3)
        for r in results {
            XCTAssertGreaterThan(r.segments, 0)
            XCTAssertGreaterThan(r.vertices, 0)
        }
    }
}
