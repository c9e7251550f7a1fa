import Foundation
import XCTest

/// `sandglass` is the headless tool: it links no window, panel or audio library, so `render`, `dump`,
/// `record` and `bench` run where none is installed; `sandglass-preview`, beside it, has them.
/// Neither links rlottie, the test oracle.
final class LinkedLibrariesTests: XCTestCase {
    private func libraries(of executable: String) throws -> [String] {
        let path = (StandardOutputFailureTests.toolPath as NSString).deletingLastPathComponent + "/" + executable
        guard FileManager.default.isExecutableFile(atPath: path) else { throw XCTSkip("\(path) not built") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        p.arguments = [path]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, text)
        return text.split(separator: "\n").compactMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) }
    }

    func testTheHeadlessToolLinksNoWindowLibrary() throws {
        let linked = try libraries(of: "sandglass")
        XCTAssertTrue(linked.contains { $0.hasPrefix("libepoxy") }, "GL through EGL: \(linked)")
        for window in ["libglfw", "libimgui", "libopenal"] {
            XCTAssertFalse(linked.contains { $0.hasPrefix(window) }, "\(window) in \(linked)")
        }
        let preview = try libraries(of: "sandglass-preview")
        XCTAssertTrue(preview.contains { $0.hasPrefix("libglfw") }, "the window executable has GLFW: \(preview)")
        XCTAssertTrue(preview.contains { $0.hasPrefix("libopenal") }, "and OpenAL: \(preview)")
    }

    /// rlottie is the reference the tests and `bench` compare against, loaded only when a comparison
    /// asks for it: neither executable needs it to start.
    func testNeitherExecutableLinksTheReferenceRenderer() throws {
        for executable in ["sandglass", "sandglass-preview"] {
            let linked = try libraries(of: executable)
            XCTAssertFalse(linked.contains { $0.hasPrefix("librlottie") }, "\(executable) links rlottie: \(linked)")
        }
    }
}
