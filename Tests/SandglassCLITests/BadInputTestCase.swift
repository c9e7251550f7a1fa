import Foundation
@testable import SandglassCommandLine
import XCTest

/// Shared by the bad-input matrices: a temporary folder per test, files in it, and the check of one
/// failing run (exact line, exit code, nothing on stdout, inputs unchanged).
class BadInputTestCase: XCTestCase {
    static let pulse = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets/scenes/pulse.json5").path

    var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandglass-bad-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes `text` to `name` in the test's folder; returns the path.
    @discardableResult
    func file(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Runs the tool in process and checks: `code`, stderr exactly `"sandglass: " + message + "\n"`,
    /// nothing on stdout, and every file in `unchanged` left as it was (bytes and permission bits).
    func expectFailure(_ args: [String], _ message: String, code: Int32, unchanged: [String] = [],
                       file: StaticString = #filePath, line: UInt = #line) {
        let before = unchanged.map(snapshot)
        let captured = CapturedConsole()
        let status = SandglassTool.run(args, console: captured.console)
        XCTAssertEqual(status, code, captured.err, file: file, line: line)
        XCTAssertEqual(captured.err, "sandglass: " + message + "\n", file: file, line: line)
        XCTAssertEqual(captured.out, "", file: file, line: line)
        for (path, state) in zip(unchanged, before) {
            XCTAssertEqual(snapshot(path).data, state.data, "\(path) changed", file: file, line: line)
            XCTAssertEqual(snapshot(path).mode, state.mode, "\(path) changed its mode", file: file, line: line)
        }
    }

    /// A file's bytes and permission bits (following a symbolic link, as a reader does).
    func snapshot(_ path: String) -> (data: Data?, mode: mode_t?) {
        var info = stat()
        return (FileManager.default.contents(atPath: path), stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil)
    }

    /// The names in the test's folder (or in `subfolder` of it), sorted: what a run left behind.
    func names(in subfolder: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder + (subfolder.isEmpty ? "" : "/" + subfolder)).sorted()
    }

    /// `{"size": [100, 100], "root": {"sublayers": [LAYER]}}`, a shape layer stroking a line, or one
    /// with `animation` as its only animation.
    func scene(_ layer: String) -> String { "{\"size\": [100, 100], \"root\": {\"sublayers\": [\(layer)]}}" }
    func animated(_ animation: String) -> String {
        scene("{\"type\": \"shape\", \"path\": \"M0 0 L10 10\", \"strokeColor\": \"red\", \"animations\": {\"a\": \(animation)}}")
    }
    func opacity(_ extra: String) -> String {
        animated("{\"type\": \"basic\", \"keyPath\": \"opacity\", \"fromValue\": 0, \"toValue\": 1\(extra)}")
    }
    func shape(_ extra: String) -> String {
        scene("{\"type\": \"shape\", \"path\": \"M0 0 L10 10\", \"strokeColor\": \"red\"\(extra)}")
    }
}
