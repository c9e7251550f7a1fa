@testable import SandglassCommandLine
import XCTest

final class ArgumentParserTests: XCTestCase {
    private let spec = CommandSpec(name: "render", synopsis: "", summary: "", valueOptions: ["--time", "--out", "--size"],
                                   flags: ["--model"], positionals: ["SCENE"], requiredPositionals: 1)

    func testOptionsInAnyOrderAndBothValueForms() throws {
        let parsed = try ArgumentParser.parse(["--time=1.5", "matching", "--model", "--out", "a.png"], spec: spec)
        XCTAssertEqual(parsed.positionals, ["matching"])
        XCTAssertEqual(parsed.values, ["--time": "1.5", "--out": "a.png"])
        XCTAssertEqual(parsed.flags, ["--model"])
    }

    func testNegativeNumberIsAValueNotAnOption() throws {
        let parsed = try ArgumentParser.parse(["x", "--time", "-1"], spec: spec)
        XCTAssertEqual(parsed.value("--time"), "-1")
    }

    func testUnknownOptionIsNamed() {
        XCTAssertThrowsError(try ArgumentParser.parse(["x", "--tim", "1"], spec: spec)) { error in
            XCTAssertEqual(error as? UsageError, .unknownOption(command: "render", option: "--tim"))
            XCTAssertEqual("\(error)", "render: unknown option '--tim' (try `sandglass render --help`)")
        }
    }

    func testMissingValueAndMissingPositional() {
        XCTAssertThrowsError(try ArgumentParser.parse(["x", "--time"], spec: spec)) {
            XCTAssertEqual($0 as? UsageError, .missingValue(option: "--time"))
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["--model"], spec: spec)) {
            XCTAssertEqual($0 as? UsageError, .missingArgument(command: "render", name: "SCENE"))
        }
    }

    func testExtraPositionalAndFlagWithValueAreRejected() {
        XCTAssertThrowsError(try ArgumentParser.parse(["a", "b"], spec: spec)) {
            XCTAssertEqual($0 as? UsageError, .unexpectedArgument(command: "render", argument: "b"))
        }
        XCTAssertThrowsError(try ArgumentParser.parse(["a", "--model=yes"], spec: spec)) {
            XCTAssertEqual($0 as? UsageError, .unexpectedArgument(command: "render", argument: "--model=yes"))
        }
    }

    func testDoubleDashEndsOptions() throws {
        XCTAssertEqual(try ArgumentParser.parse(["--", "--weird-name"], spec: spec).positionals, ["--weird-name"])
    }

    func testTypedValues() throws {
        let parsed = try ArgumentParser.parse(["a", "--time", "2.5", "--size", "800x600"], spec: spec)
        XCTAssertEqual(try ArgumentParser.number("--time", in: parsed), 2.5)
        XCTAssertEqual(try ArgumentParser.size("--size", in: parsed)?.width, 800)
        XCTAssertEqual(try ArgumentParser.size("--size", in: parsed)?.height, 600)
        for bad in ["0x10", "10", "axb", "10x-1", "nanx5"] {
            let p = try ArgumentParser.parse(["a", "--size", bad], spec: spec)
            XCTAssertThrowsError(try ArgumentParser.size("--size", in: p), bad)
        }
        for bad in ["nan", "inf", "abc"] {
            let p = try ArgumentParser.parse(["a", "--time", bad], spec: spec)
            XCTAssertThrowsError(try ArgumentParser.number("--time", in: p), bad) {
                XCTAssertEqual($0 as? UsageError, .invalidValue(option: "--time", value: bad, expected: "a number"))
            }
        }
    }
}
