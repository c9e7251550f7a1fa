import Foundation
@testable import SandglassCommandLine
import XCTest

/// Scene-file param declarations of every shape: each bad one is refused by every command
/// with one line naming the param and what is wrong, exit 2, nothing on stdout and no output written;
/// odd but valid ones (ranges too small or too large for a plain step, long chains of references)
/// load and describe with exit 0 and no message.
final class DeclarationMatrixTests: BadInputTestCase {
    /// A scene with `params` as its declarations and an empty root; the params start at column 32.
    private func declaring(_ params: String) -> String {
        "{\"size\": [100, 100], \"params\": {\(params)}, \"root\": {\"sublayers\": []}}"
    }

    /// Regression: an empty `choices` trapped (a precondition in the declaration's factory), so did the
    /// tiny ranges below; the others were already one line, some of them ignored or misleading.
    func testBadDeclarationsAreOneLineForEveryCommand() throws {
        let cases: [(name: String, params: String, message: String)] = [
            ("choices-empty", ##""mode": {"type": "string", "default": "a", "choices": []}"##,
             ##":1:87: params.mode.choices: param 'mode': choices is empty; list at least one string"##),
            ("choices-dup", ##""mode": {"default": "a", "choices": ["a", "a"]}"##,
             ##":1:75: params.mode.choices[1]: param 'mode': "a" appears twice in choices"##),
            ("choices-nomatch", ##""mode": {"default": "c", "choices": ["a", "b"]}"##,
             ##":1:53: params.mode.default: param 'mode': 'mode' is "c" but must be one of "a", "b""##),
            ("choices-on-number", ##""r": {"default": 1, "choices": ["a"]}"##,
             ##":1:53: params.r.choices: param 'r': 'choices' does not apply to a number param"##),
            ("min-on-bool", ##""b": {"default": true, "min": 0}"##,
             ##":1:56: params.b.min: param 'b': 'min' does not apply to a bool param"##),
            ("unit-curve", ##""c": {"type": "curve", "default": [0, 0, 1, 1], "unit": "s"}"##,
             ##":1:81: params.c.unit: param 'c': 'unit' does not apply to a curve param"##),
            ("minmax", ##""r": {"default": 5, "min": 10, "max": 1}"##,
             ##":1:60: params.r.min: param 'r': min 10 is above max 1"##),
            ("min-only", ##""r": {"default": 1, "min": 2e6}"##,
             ##":1:60: params.r.min: param 'r': min 2000000 is above max 1000000"##),
            ("outrange", ##""r": {"default": 50, "min": 0, "max": 10}"##,
             ##":1:50: params.r.default: param 'r': 'r' is 50 but must be in 0...10"##),
            ("strnum", ##""r": {"type": "number", "default": "fast"}"##,
             ##":1:69: params.r.default: bad expression 'fast' at offset 0: unknown name 'fast' (params are written $fast)"##),
            ("nan", ##""r": {"default": NaN}"##,
             ##":1:50: params.r.default: 'NaN' is not a finite number"##),
            ("inf", ##""r": {"default": 1e999}"##,
             ##":1:50: params.r.default: '1e999' is not a finite number"##),
            ("minnan", ##""r": {"default": 1, "min": NaN}"##,
             ##":1:60: params.r.min: 'NaN' is not a finite number"##),
            ("curve3", ##""c": {"type": "curve", "default": [0, 0, 1]}"##,
             ##":1:67: params.c.default: expected [x1, y1, x2, y2], got an array of 3 values"##),
            ("curvex", ##""c": {"type": "curve", "default": [2, 0, 1, 1]}"##,
             ##":1:67: params.c.default: param 'c': 'c' x1 is 2 but must be in 0...1"##),
            ("curvestr", ##""c": {"type": "curve", "default": "ease"}"##,
             ##":1:67: params.c.default: expected [x1, y1, x2, y2], got the string "ease""##),
            ("curve-y", ##""c": {"type": "curve", "default": [0, 0, 1, 1], "min": 0.5, "max": 2}"##,
             ##":1:38: params.c: param 'c': the y range 0.5...2 must hold 0 and 1"##),
            ("int-frac", ##""n": {"type": "integer", "default": 2.5}"##,
             ##":1:69: params.n.default: param 'n': default 2.5 is not a whole number"##),
            ("int-minfrac", ##""n": {"type": "integer", "default": 1, "min": 0.5, "max": 3}"##,
             ##":1:79: params.n.min: param 'n': min 0.5 is not a whole number"##),
            ("int-huge", ##""n": {"type": "integer", "default": 0, "min": -9e18, "max": 9e18}"##,
             ##":1:79: params.n.min: param 'n': min -9e+18 is beyond ±9007199254740992 (2^53), the largest integer a params file holds exactly"##),
            ("int-bigdef", ##""n": {"type": "integer", "default": 1e300}"##,
             ##":1:69: params.n.default: param 'n': 'n' is 1e+300 but must be in -1000000...1000000"##),
            ("count-big", ##""d": {"type": "numbers", "default": [1], "count": [0, 5000]}"##,
             ##":1:83: params.d.count: param 'd': count [0, 5000] must be whole numbers in 0...4096"##),
            ("count-frac", ##""d": {"type": "numbers", "default": [1], "count": [0.5, 3]}"##,
             ##":1:83: params.d.count: param 'd': count [0.5, 3] must be whole numbers in 0...4096"##),
            ("nums-count", ##""d": {"type": "numbers", "default": [1, 2, 3], "count": [5, 2]}"##,
             ##":1:89: params.d.count: param 'd': count: min 5 is above max 2"##),
            ("color3", ##""c": {"type": "color", "default": [1, 0, 0]}"##,
             ##":1:67: params.c.default: param 'c': 'c' has 3 numbers but must have 4"##),
            ("color-hex", ##""c": {"type": "color", "default": "#ff0000"}"##,
             ##":1:67: params.c.default: expected [r, g, b, a], got the string "#ff0000""##),
            ("point1", ##""p": {"type": "point", "default": [1]}"##,
             ##":1:67: params.p.default: expected [x, y], got an array of 1 value"##),
            ("pointx", ##""p": {"type": "point", "default": [0, 0], "x": [5, 1]}"##,
             ##":1:80: params.p.x: param 'p': x: min 5 is above max 1"##),
            ("bool-str", ##""b": {"type": "bool", "default": "yes"}"##,
             ##":1:66: params.b.default: expected true or false, got the string "yes""##),
            ("null", ##""r": {"default": null}"##,
             ##":1:50: params.r.default: expected a number or an expression string, got null"##),
            ("empty-name", ##""": {"default": 1}"##,
             ##":1:33: params.: param '': a name takes letters, digits and _ only"##),
            ("type-bad", ##""r": {"type": "float", "default": 1}"##,
             ##":1:47: params.r.type: 'float' is not one of 'number', 'integer', 'bool', 'string', 'curve', 'point', 'numbers', 'color'"##),
        ]
        let out = folder + "/x.png"
        for c in cases {
            let path = try file(c.name + ".json", declaring(c.params))
            for command in [["dump", path, "--time", "0"], ["params", path, "--describe"], ["params", path], ["export", path],
                            ["render", path, "--time", "0", "--out", out]] {
                expectFailure(command, path + c.message, code: 2, unchanged: [path])
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    /// Regression: the reference in `x` was read before `a` was evaluated, so it was reported as an
    /// unknown param ("unknown param '$a' (did you mean '$a'?)").
    func testReferencesInRangeKeysAreEvaluatedFirst() throws {
        let path = try file("forward.json", declaring(
            #""p": {"type": "point", "default": [0, 0], "x": ["$a", 10]}, "a": {"default": -5}"#))
        XCTAssertEqual(run(["params", path, "--describe"]), """
            forward: 2 parameters (assets/params/forward.json)
              p  point   [0, 0] pt  x -5...10 pt, y -1000000...1000000 pt  step 10000 / 1000
              a  number  -5         -1000000...1000000                     step 10000 / 1000

            """)
    }

    /// Regression: a range so small that a hundredth of it underflows trapped (a step of 0); one so
    /// large that its span overflows gave a step of infinity.
    func testExtremeRangesGetFiniteSteps() throws {
        let tiny = try file("tiny.json", declaring(#""r": {"default": 0, "min": 0, "max": 1e-321}"#))
        XCTAssertEqual(run(["params", tiny, "--describe"]), "tiny: 1 parameter (assets/params/tiny.json)\n"
                       + "  r  number  0  0...1e-321  step 1e-300 / 1e-301\n")
        let huge = try file("huge.json", declaring(#""r": {"default": 0, "min": -1e308, "max": 1e308}"#))
        XCTAssertEqual(run(["params", huge, "--describe"]), "huge: 1 parameter (assets/params/huge.json)\n"
                       + "  r  number  0  -1e+308...1e+308  step 1e+300 / 1e+299\n")
        for params in [#""p": {"type": "point", "default": [0, 0], "x": [0, 1e-321], "y": [0, 1e-321]}"#,
                       #""d": {"type": "numbers", "default": [0], "min": 0, "max": 1e-321}"#] {
            let path = try file("small.json", declaring(params))
            XCTAssertFalse(run(["dump", path, "--time", "0"]).isEmpty)
        }
    }

    /// Regression: the dependency order was found recursively, and 3000 params each referring to the
    /// next overflowed the stack.
    func testALongChainOfReferencesLoads() throws {
        let count = 5000
        let chain = (0..<count).map { "\"p\($0)\": {\"default\": \"$p\($0 + 1) + 1\"}" }.joined(separator: ", ")
        let path = try file("chain.json", declaring(chain + ", \"p\(count)\": {\"default\": 0}"))
        XCTAssertTrue(run(["params", path]).hasPrefix("{\n  \"p0\": 5000,\n  \"p1\": 4999,\n"))
    }

    /// Runs the tool and expects success with nothing on stderr; returns stdout.
    private func run(_ args: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run(args, console: captured.console), 0, captured.err, file: file, line: line)
        XCTAssertEqual(captured.err, "", file: file, line: line)
        return captured.out
    }
}
