import Sandglass
import XCTest

final class JSONSourceParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONNode { try JSONSourceParser.parse(Array(text.utf8)) }

    private func problem(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONSourceParser.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    func testObjectKeepsMembersInOrderWithByteRanges() throws {
        let node = try parse(#"{ "b": 1.50, "a": [1, 2] }"#)
        guard case let .object(members) = node.value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["b", "a"])
        XCTAssertEqual(members[0].value, JSONNode(value: .number("1.50"), start: 7, end: 11))
        XCTAssertEqual(members[0].keyStart, 2)
        XCTAssertEqual(members[0].keyEnd, 5)
        XCTAssertEqual(members[1].value.start, 18)
        XCTAssertEqual(members[1].value.end, 24)
        XCTAssertEqual(node.start, 0)
        XCTAssertEqual(node.end, 26)
    }

    func testDuplicateKeysAreKept() throws {
        guard case let .object(members) = try parse(#"{"a": 1, "a": 2}"#).value else { return XCTFail() }
        XCTAssertEqual(members.map(\.key), ["a", "a"])
    }

    func testStringEscapes() throws {
        let node = try parse(#""a\"b\\c\/\n\t\u00e9\ud83d\ude00""#)
        XCTAssertEqual(node.value, .string("a\"b\\c/\n\té😀"))
    }

    func testLiteralsAndNonFinite() throws {
        XCTAssertEqual(try parse("[true, false, null, NaN, -Infinity, inf]").value, .array([
            JSONNode(value: .bool(true), start: 1, end: 5), JSONNode(value: .bool(false), start: 7, end: 12),
            JSONNode(value: .null, start: 14, end: 18), JSONNode(value: .nonFinite("NaN"), start: 20, end: 23),
            JSONNode(value: .nonFinite("-Infinity"), start: 25, end: 34), JSONNode(value: .nonFinite("inf"), start: 36, end: 39),
        ]))
    }

    func testSyntaxProblems() {
        XCTAssertEqual(problem(#"{"a": 1,}"#), JSONSyntaxError(.trailingComma(closing: "}"), at: 7))
        XCTAssertEqual(problem("[1, 2,]"), JSONSyntaxError(.trailingComma(closing: "]"), at: 5))
        XCTAssertEqual(problem(#"{"a": 1 "b": 2}"#), JSONSyntaxError(.unexpected(found: "'\"'", expected: "',' or '}'"), at: 8))
        XCTAssertEqual(problem(#"{"a": 012}"#), JSONSyntaxError(.invalidNumber("012", reason: "leading zeros are not allowed"), at: 6))
        XCTAssertEqual(problem(#"{"a": 1.}"#), JSONSyntaxError(.invalidNumber("1.", reason: "a digit must follow the '.'"), at: 6))
        XCTAssertEqual(problem(#"{"a": .5}"#), JSONSyntaxError(.invalidNumber(".5", reason: "a digit must come before the '.'"), at: 6))
        XCTAssertEqual(problem(#"{"a": +1}"#), JSONSyntaxError(.invalidNumber("+1", reason: "a leading '+' is not allowed"), at: 6))
        XCTAssertEqual(problem(#"{"a": 1e}"#), JSONSyntaxError(.invalidNumber("1e", reason: "the exponent needs digits"), at: 6))
        XCTAssertEqual(problem(#"{"a": 0x10}"#), JSONSyntaxError(.invalidNumber("0x10", reason: "hexadecimal is not allowed"), at: 6))
        XCTAssertEqual(problem(#"{"a": tru}"#), JSONSyntaxError(.unexpected(found: "'tru'", expected: "a value"), at: 6))
        XCTAssertEqual(problem("{a: 1}"), JSONSyntaxError(.unquotedKey("a"), at: 1))
        XCTAssertEqual(problem("{'a': 1}"), JSONSyntaxError(.singleQuotedString, at: 1))
        XCTAssertEqual(problem("{\"a\": 1 // x\n}"), JSONSyntaxError(.comment, at: 8))
        XCTAssertEqual(problem("{\"a\": \"x\n\"}"), JSONSyntaxError(.unterminatedString, at: 8))
        XCTAssertEqual(problem("{\"a\": \"x\u{01}\"}"), JSONSyntaxError(.controlCharacterInString(1), at: 8))
        XCTAssertEqual(problem(#"{"a": "\x"}"#), JSONSyntaxError(.invalidEscape("\\x"), at: 7))
        XCTAssertEqual(problem(#"{"a": "\u12"}"#), JSONSyntaxError(.invalidEscape("\\u12\""), at: 7))
        XCTAssertEqual(problem(#"{"a": 1} x"#), JSONSyntaxError(.trailingContent(found: "'x'"), at: 9))
        XCTAssertEqual(problem(#"{"a": "#), JSONSyntaxError(.unexpectedEnd(expected: "a value"), at: 6))
        XCTAssertEqual(problem(String(repeating: "[", count: 100)), JSONSyntaxError(.nestedTooDeep(limit: 64), at: 64))
    }

    func testInvalidUTF8InAString() {
        XCTAssertThrowsError(try JSONSourceParser.parse([0x22, 0x61, 0xFF, 0x22])) { error in
            XCTAssertEqual(error as? JSONSyntaxError, JSONSyntaxError(.invalidUTF8, at: 1))
        }
    }

    func testByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(try JSONSourceParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)).start, 3)
    }
}
