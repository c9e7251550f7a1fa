import Sandglass
import XCTest

/// Every way a params file can be wrong, with its exact one-line message.
final class SceneParametersLoadingTests: XCTestCase {
    let f = Fixtures.file

    func testSubsetKeepsDefaults() throws {
        let values = try Fixtures.sandclock.parse("{\n  \"sandFall05\": 0.7,\n  \"pileCurve\": [0.5, 0, 1, 1.25]\n}\n",
                                                  file: f).get()
        XCTAssertEqual(values.number("sandFall05"), 0.7)
        XCTAssertEqual(values.curve("pileCurve"), BezierControlPoints(0.5, 0, 1, 1.25))
        XCTAssertEqual(values.number("animationTime"), 6.5)
        XCTAssertEqual(values.changedNames(comparedTo: Fixtures.sandclock.defaults), ["sandFall05", "pileCurve"])
    }

    func testEmptyObjectIsAllDefaults() {
        XCTAssertEqual(Fixtures.sandclock.parse("{}", file: f), .success(Fixtures.sandclock.defaults))
    }

    func testEveryKind() throws {
        let text = """
            {"grainCount": 12, "rotates": false, "easing": "linear", "pivot": [10, 20.5],
             "dashPattern": [], "sandColor": [1, 0, 0, 0.5], "animationTime": 1e1}
            """
        let values = try Fixtures.sandclock.parse(text, file: f).get()
        XCTAssertEqual(values.integer("grainCount"), 12)
        XCTAssertEqual(values.bool("rotates"), false)
        XCTAssertEqual(values.string("easing"), "linear")
        XCTAssertEqual(values.point("pivot"), CGPoint(x: 10, y: 20.5))
        XCTAssertEqual(values.numbers("dashPattern"), [])
        XCTAssertEqual(values.color("sandColor"), CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(values.number("animationTime"), 10)
    }

    func testIntegralNumberIsAnInteger() throws {
        XCTAssertEqual(try Fixtures.sandclock.parse(#"{"grainCount": 12.0}"#, file: f).get().integer("grainCount"), 12)
    }

    func testSyntaxErrors() {
        XCTAssertEqual(Fixtures.error("{\n  \"animationTime\": 6.5\n  \"sandFall05\": 0.5\n}"),
                       "\(f):3:3: expected ',' or '}' but found '\"'")
        XCTAssertEqual(Fixtures.error("{\n  \"sandFall05\": 0.5,\n}"),
                       "\(f):2:20: trailing comma before '}' (JSON does not allow one)")
        XCTAssertEqual(Fixtures.error("{\"easing\": \"é\", ]"), "\(f):1:17: expected a key in double quotes but found ']'")
        XCTAssertEqual(Fixtures.error("{\"sandFall05\": "), "\(f):1:16: unexpected end of file, expected a value")
        XCTAssertEqual(Fixtures.error("{\"sandFall05"), "\(f):1:13: string is not closed before the end of the line")
        XCTAssertEqual(Fixtures.error("{\n  // seconds\n  \"sandFall05\": 1\n}"), "\(f):2:3: comments are not allowed in JSON")
        XCTAssertEqual(Fixtures.error("{sandFall05: 1}"), "\(f):1:2: key 'sandFall05' must be in double quotes")
        XCTAssertEqual(Fixtures.error("{\"sandFall05\": 05}"), "\(f):1:16: invalid number '05': leading zeros are not allowed")
    }

    func testUnknownKeySuggestsTheClosestName() {
        XCTAssertEqual(Fixtures.error("{\n  \"sandFall5\": 1\n}"),
                       "\(f):2:3: unknown parameter 'sandFall5'; did you mean 'sandFall05'?")
        XCTAssertEqual(Fixtures.error("{\"AnimationTIME\": 1}"),
                       "\(f):1:2: unknown parameter 'AnimationTIME'; did you mean 'animationTime'?")
        XCTAssertEqual(Fixtures.error("{\"volume\": 1}"), "\(f):1:2: unknown parameter 'volume'")
    }

    func testWrongType() {
        XCTAssertEqual(Fixtures.error("{\n  \"sandFall05\": \"fast\"\n}"),
                       "\(f):2:17: 'sandFall05' is \"fast\" but must be a number in 0.05...5 s")
        XCTAssertEqual(Fixtures.error(#"{"grainCount": 2.5}"#), "\(f):1:16: 'grainCount' is 2.5 but must be an integer in 1...500")
        XCTAssertEqual(Fixtures.error(#"{"rotates": 1}"#), "\(f):1:13: 'rotates' is 1 but must be true or false")
        XCTAssertEqual(Fixtures.error(#"{"sandFall05": null}"#), "\(f):1:16: 'sandFall05' is null but must be a number in 0.05...5 s")
        XCTAssertEqual(Fixtures.error("{\"pileCurve\": {\n \"x1\": 1 }}"),
                       "\(f):1:15: 'pileCurve' is { \"x1\": 1 } but must be an array of 4 numbers [x1, y1, x2, y2]")
        XCTAssertEqual(Fixtures.error(#"{"pileCurve": [0.8, "0", 1, 1]}"#), "\(f):1:21: 'pileCurve' y1 is \"0\" but must be a number")
    }

    func testOutOfRange() {
        XCTAssertEqual(Fixtures.error("{\n  \"animationTime\": 6.5,\n  \"sandFall05\": 12\n}"),
                       "\(f):3:17: 'sandFall05' is 12 but must be in 0.05...5 s")
        XCTAssertEqual(Fixtures.error(#"{"sandFall05": -0.5e0}"#), "\(f):1:16: 'sandFall05' is -0.5e0 but must be in 0.05...5 s")
        XCTAssertEqual(Fixtures.error(#"{"grainCount": 0}"#), "\(f):1:16: 'grainCount' is 0 but must be in 1...500")
        XCTAssertEqual(Fixtures.error(#"{"pileCurve": [0.8, 0, 1.5, 1]}"#), "\(f):1:24: 'pileCurve' x2 is 1.5 but must be in 0...1")
        XCTAssertEqual(Fixtures.error(#"{"sandColor": [1, 1, 1, 2]}"#), "\(f):1:25: 'sandColor' alpha is 2 but must be in 0...1")
        XCTAssertEqual(Fixtures.error(#"{"dashPattern": [1, -2]}"#), "\(f):1:21: 'dashPattern'[1] is -2 but must be in 0...100 pt")
        XCTAssertEqual(Fixtures.error(#"{"pivot": [0, 300]}"#), "\(f):1:15: 'pivot' y is 300 but must be in 0...200 pt")
    }

    func testWrongCountAndChoice() {
        XCTAssertEqual(Fixtures.error(#"{"pileCurve": [0.8, 0, 1]}"#), "\(f):1:15: 'pileCurve' has 3 numbers but must have 4")
        XCTAssertEqual(Fixtures.error(#"{"dashPattern": [1, 1, 1, 1, 1, 1, 1]}"#),
                       "\(f):1:17: 'dashPattern' has 7 numbers but must have 0...6")
        XCTAssertEqual(Fixtures.error(#"{"easing": "easeOut2"}"#),
                       "\(f):1:12: 'easing' is \"easeOut2\" but must be one of \"linear\", \"easeIn\", \"easeOut\", \"easeInEaseOut\"")
    }

    func testNaNAndInfinityAreNamed() {
        XCTAssertEqual(Fixtures.error(#"{"sandFall05": NaN}"#),
                       "\(f):1:16: 'sandFall05' is NaN, which is not a number JSON allows: write a finite number")
        XCTAssertEqual(Fixtures.error(#"{"animationTime": -Infinity}"#),
                       "\(f):1:19: 'animationTime' is -Infinity, which is not a number JSON allows: write a finite number")
        XCTAssertEqual(Fixtures.error(#"{"pileCurve": [0.8, nan, 1, 1]}"#),
                       "\(f):1:21: 'pileCurve' y1 is nan, which is not a number JSON allows: write a finite number")
    }

    func testHugeNumbers() {
        XCTAssertEqual(Fixtures.error(#"{"sandFall05": 1e999}"#), "\(f):1:16: 'sandFall05' is 1e999, which is too large to be a number")
        XCTAssertEqual(Fixtures.error(#"{"grainCount": 99999999999999999999}"#),
                       "\(f):1:16: 'grainCount' is 99999999999999999999, which is too large to be a number")
        XCTAssertEqual(Fixtures.error(#"{"sandFall05": 1e300}"#), "\(f):1:16: 'sandFall05' is 1e300 but must be in 0.05...5 s")
    }

    func testDuplicateKey() {
        XCTAssertEqual(Fixtures.error("{\n  \"sandFall05\": 0.5,\n  \"sandFall05\": 0.6\n}"),
                       "\(f):3:3: 'sandFall05' appears twice (first on line 2); keep one")
    }

    func testEmptyAndNotAnObject() {
        let empty = "\(f):1:1: file is empty; expected a JSON object of name: value, e.g. {\"duration\": 1}"
        XCTAssertEqual(Fixtures.error(""), empty)
        XCTAssertEqual(Fixtures.error(" \n\t\n"), empty)
        XCTAssertEqual(Fixtures.error("\n[1, 2]"), "\(f):2:1: expected a JSON object of name: value but found an array")
    }

    func testFileFailures() throws {
        let folder = try Fixtures.temporaryFolder(self)
        let missing = folder.appendingPathComponent("missing.json").path
        XCTAssertEqual(Fixtures.sandclock.load(file: missing), .failure(.notFound(file: missing)))
        XCTAssertEqual("\(ParameterFileError.notFound(file: missing))", "\(missing): no such file")

        let directory = folder.appendingPathComponent("sandclock.json")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        XCTAssertEqual(Fixtures.sandclock.load(file: directory.path).failureText,
                       "\(directory.path): is a directory, not a params file")

        let loop = folder.appendingPathComponent("loop.json").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        XCTAssertEqual(Fixtures.sandclock.load(file: loop).failureText,
                       "\(loop): cannot read: Too many levels of symbolic links")

        if getuid() != 0 {
            let locked = folder.appendingPathComponent("locked.json").path
            XCTAssertTrue(FileManager.default.createFile(atPath: locked, contents: Data("{}".utf8), attributes: [.posixPermissions: 0]))
            XCTAssertEqual(Fixtures.sandclock.load(file: locked).failureText, "\(locked): cannot read: Permission denied")
        }
    }

    func testLoadReadsTheFile() throws {
        let path = try Fixtures.temporaryFolder(self).appendingPathComponent("sandclock.json").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(#"{"rotates": false}"#.utf8)))
        XCTAssertEqual(try Fixtures.sandclock.load(file: path).get().bool("rotates"), false)
    }
}

extension Result where Failure == ParameterFileError {
    var failureText: String? {
        if case let .failure(error) = self { return error.description }
        return nil
    }
}
