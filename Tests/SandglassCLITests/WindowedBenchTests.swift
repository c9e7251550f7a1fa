import Foundation
import SandglassTestSupport
import XCTest

/// `sandglass bench SCENE --windowed`: the scene in a real window as the preview draws it, against the
/// window's empty frame measured in the same run. Runs the built tool as a process (it opens windows).
final class WindowedBenchTests: XCTestCase {
    func testASceneIsMeasuredAgainstTheEmptyWindowInOneRun() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw GLRequirement.missing("no X display") }
        let tool = StandardOutputFailureTests.toolPath
        guard FileManager.default.isExecutableFile(atPath: tool) else { throw XCTSkip("\(tool) not built") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = ["bench", "matching", "--windowed", "--frames", "3", "--size", "120x120", "--json"]
        let out = Pipe()
        (p.standardOutput, p.standardError) = (out, Pipe())
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, text)
        XCTAssertEqual(text.filter { $0 == "\n" }.count, 1, "one JSON line: \(text)")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(object["scene"] as? String, "matching")
        XCTAssertEqual(object["size"] as? [Int], [120, 120])
        let median = try XCTUnwrap(object["median_ms"] as? Double)
        let empty = try XCTUnwrap(object["empty_median_ms"] as? Double)
        let ratio = try XCTUnwrap(object["over_empty"] as? Double)
        XCTAssertGreaterThan(empty, 0)
        XCTAssertEqual(ratio, median / empty, accuracy: 0.01 * ratio + 0.002)
    }
}
