import Foundation
import XCTest

/// A failed write to standard output (a full disk, a closed stdout) is exit 1 and one line.
/// Regression: `dump > /dev/full` and `dump >&-` exited 0 with the result lost. These run the built
/// `sandglass` as a process, since what is tested is its real standard output.
final class StandardOutputFailureTests: XCTestCase {
    /// `.build/<config>/sandglass`, beside the test bundle.
    static var toolPath: String {
        let bundle = Bundle(for: StandardOutputFailureTests.self).bundleURL
        let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return folder.appendingPathComponent("sandglass").path
    }

    /// Runs `sandglass ARGS` through `/bin/sh -c SCRIPT` (the script redirects its stdout); the status
    /// and what it wrote on stderr.
    private func run(_ script: String, _ args: [String]) throws -> (status: Int32, err: String) {
        guard FileManager.default.isExecutableFile(atPath: Self.toolPath) else { throw XCTSkip("\(Self.toolPath) not built") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "exec \"$0\" \"$@\" " + script, Self.toolPath] + args
        let err = Pipe()
        p.standardError = err
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, text)
    }

    private let commands = [["dump", BadInputTestCase.pulse, "--time", "1"], ["params", "matching"], ["export", "--reference"],
                            ["scenes"], ["--help"], ["--version"]]

    func testAFullDiskIsExit1AndOneLine() throws {
        for args in commands {
            let (status, err) = try run("> /dev/full", args)
            XCTAssertEqual(status, 1, args[0])
            XCTAssertEqual(err, "sandglass: cannot write to standard output: No space left on device\n", args[0])
        }
    }

    /// A closed stdout stays closed for writing: the tool does not give its descriptor to the next file.
    func testAClosedStdoutIsExit1AndOneLine() throws {
        for args in commands {
            let (status, err) = try run(">&-", args)
            XCTAssertEqual(status, 1, args[0])
            XCTAssertEqual(err, "sandglass: cannot write to standard output: Bad file descriptor\n", args[0])
        }
    }
}
