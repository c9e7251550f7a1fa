import Foundation
import XCTest

/// No EGL vendor, or no driver: one line and exit 2, never an abort or the driver's own warnings.
/// Regression: with no vendor epoxy aborted the process (signal 6 and a backtrace) in `render` and
/// `dump`. These run the built `sandglass` as a process, since the environment is what is tested.
final class MissingDriverTests: XCTestCase {
    private func run(_ args: [String], environment: [String: String]) throws -> (status: Int32, out: String, err: String) {
        let tool = StandardOutputFailureTests.toolPath
        guard FileManager.default.isExecutableFile(atPath: tool) else { throw XCTSkip("\(tool) not built") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = args
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        (p.standardOutput, p.standardError) = (out, err)
        try p.run()
        let outText = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, outText, errText)
    }

    func testNoEGLVendorIsOneLineExit2() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("novendor-\(getpid()).png").path
        let r = try run(["render", "matching", "--time", "1", "--out", output],
                        environment: ["__EGL_VENDOR_LIBRARY_FILENAMES": "/nonexistent/vendor.json"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "sandglass: no headless OpenGL context: no EGL vendor offers a surfaceless display "
                       + "(EGL_EXT_platform_base and EGL_MESA_platform_surfaceless missing) "
                       + "(install libegl1, libegl-mesa0 and libgl1-mesa-dri)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testNoDriverIsOneLineWithoutTheLoadersWarning() throws {
        let r = try run(["render", "matching", "--time", "1", "--out", "/tmp/nodriver-\(getpid()).png"],
                        environment: ["LIBGL_DRIVERS_PATH": "/nonexistent"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err.filter { $0 == "\n" }.count, 1, r.err)
        XCTAssertTrue(r.err.hasPrefix("sandglass: no headless OpenGL context: eglInitialize failed"), r.err)
    }

    /// `dump`, `params` and `export` still work: they need no GL to print what they print.
    func testDumpParamsAndExportWorkWithoutAVendor() throws {
        for args in [["dump", "matching", "--time", "1"], ["params", "matching"], ["export", "matching"]] {
            let r = try run(args, environment: ["__EGL_VENDOR_LIBRARY_FILENAMES": "/nonexistent/vendor.json"])
            XCTAssertEqual(r.status, 0, "\(args[0]): \(r.err)")
            XCTAssertEqual(r.err, "", args[0])
            XCTAssertTrue(r.out.hasPrefix("{"), args[0])
        }
    }
}
