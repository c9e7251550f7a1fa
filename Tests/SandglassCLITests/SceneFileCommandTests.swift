import Foundation
@testable import SandglassCommandLine
import XCTest

/// Every SCENE argument takes a scene file (through `requireScene`); `export` writes one.
final class SceneFileCommandTests: XCTestCase {
    private let pulse = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets/scenes/pulse.json5").path

    private func run(_ args: [String]) -> (Int32, String, String) {
        let captured = CapturedConsole()
        let status = SandglassTool.run(args, console: captured.console)
        return (status, captured.out, captured.err)
    }

    func testDumpAndParamsTakeASceneFile() {
        let (status, out, err) = run(["dump", pulse, "--time", "1"])
        XCTAssertEqual(status, 0, err)
        XCTAssertTrue(out.contains("\"path\": \"root/orbit/dot\""))
        XCTAssertTrue(out.contains("\"scene\": \"pulse\""))
        let (s2, params, _) = run(["params", pulse])
        XCTAssertEqual(s2, 0)
        XCTAssertTrue(params.contains("\"period\": 2"))
    }

    func testABadSceneFileIsOneLineAndExit2() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
        try Data("{\"size\": [1, 1], \"root\": {\"opacity\": \"$x\"}}".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let (status, out, err) = run(["dump", url.path, "--time", "0"])
        XCTAssertEqual(status, 2)
        XCTAssertEqual(out, "")
        XCTAssertEqual(err, "sandglass: \(url.path):1:39: root.opacity: unknown param '$x'\n")
        XCTAssertEqual(run(["dump", "missing.json5", "--time", "0"]).0, 2)
    }

    func testExportOfASceneDumpsTheSameAsTheScene() throws {
        let (status, exported, _) = run(["export", "matching"])
        XCTAssertEqual(status, 0)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID().uuidString).json")
        try Data(exported.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertEqual(run(["dump", url.path, "--time", "1.7"]).1, run(["dump", "matching", "--time", "1.7"]).1)
        XCTAssertTrue(run(["export", "--reference"]).1.contains("| `strokeEnd` |"))
    }
}
