import Foundation
@testable import SandglassCommandLine
import XCTest

/// Captures what a command writes.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = "", errText = ""
    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }
    var console: Console {
        Console(out: { s in self.lock.withLock { self.outText += s } },
                err: { s in self.lock.withLock { self.errText += s } })
    }
}

final class SandglassToolTests: XCTestCase {
    private func run(_ args: [String]) -> (Int32, String, String) {
        let captured = CapturedConsole()
        let status = SandglassTool.run(args, console: captured.console)
        return (status, captured.out, captured.err)
    }

    func testHelpListsEveryCommand() {
        let (status, out, err) = run(["--help"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(err, "")
        for command in SandglassTool.commands { XCTAssertTrue(out.contains("sandglass \(command.spec.synopsis)")) }
    }

    func testVersion() {
        XCTAssertEqual(run(["--version"]).1, "sandglass \(SandglassTool.version)\n")
    }

    func testScenesListsOneLinePerScene() {
        let (status, out, _) = run(["scenes"])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(out.hasPrefix("matching          200x200+1 "), out)
        XCTAssertTrue(out.contains("\nscoregauge        300x330   "), out)
    }

    func testWrongFlagIsOneLineAndExit2() {
        let (status, out, err) = run(["scenes", "--bogus"])
        XCTAssertEqual(status, 2)
        XCTAssertEqual(out, "")
        XCTAssertEqual(err, "sandglass: scenes: unknown option '--bogus' (try `sandglass scenes --help`)\n")
    }

    func testUnknownCommandAndUnknownScene() {
        XCTAssertEqual(run(["frobnicate"]).0, 2)
        let (status, _, err) = run(["preview", "nosuchscene"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(err.hasPrefix("sandglass: unknown scene 'nosuchscene' (known: matching"), err)
        XCTAssertEqual(err.filter { $0 == "\n" }.count, 1)
    }

    /// `-h` as an option's value is that value, not a request for help.
    func testHelpFlagAsAnOptionValueIsAValue() {
        let (status, out, err) = run(["dump", "matching", "--time", "-h"])
        XCTAssertEqual(status, 2)
        XCTAssertEqual(out, "")
        XCTAssertEqual(err, "sandglass: option '--time': invalid value '-h' (expected a number)\n")
        XCTAssertEqual(run(["dump", "--help"]).0, 0)
        XCTAssertEqual(run(["dump", "matching", "-h"]).0, 0)
    }
}
