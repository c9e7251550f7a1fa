import Foundation
@testable import SandglassCommandLine
import XCTest

/// `dump` of a scene file with many animations on one layer. Each animation's source
/// line was counted from the file's start (20,000 animations: 60 s; 2,000: 0.75 s). A scaling test,
/// not a timed one: doubling the animations must about double the time (a quadratic step quadruples
/// it). Each size is timed as its best of three runs, so one slow moment of the machine does not
/// decide it.
final class ManyAnimationsDumpTests: BadInputTestCase {
    private func sceneFile(animations: Int) throws -> String {
        let entries = (0..<animations).map {
            "\"a\($0)\": {\"type\": \"basic\", \"keyPath\": \"opacity\", \"fromValue\": 1, \"toValue\": 0, \"duration\": \($0 % 7 + 1)}"
        }
        return try file("many\(animations).json",
                        "{\"size\": [100, 100], \"root\": {\"sublayers\": [{\"bounds\": [0, 0, 10, 10], \"animations\": {\n"
                            + entries.joined(separator: ",\n") + "\n}}]}}")
    }

    private func dumpSeconds(_ path: String) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let console = Console(out: { _ in }, err: { XCTFail("stderr: \($0)") })
            let start = ContinuousClock.now
            XCTAssertEqual(SandglassTool.run(["dump", path, "--time", "0.5"], console: console), 0)
            let d = ContinuousClock.now - start
            best = min(best, Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18)
        }
        return best
    }

    func testTwiceTheAnimationsTakeAboutTwiceTheTime() throws {
        let n = 3_000
        let small = try sceneFile(animations: n), large = try sceneFile(animations: 2 * n)
        _ = dumpSeconds(small) // warm-up: first-use costs (the tool's tables, the allocator) are not the scene's
        let ratio = dumpSeconds(large) / dumpSeconds(small)
        XCTAssertLessThan(ratio, 3, "time at 2n over time at n (linear: 2, quadratic: 4)")
    }
}
