@testable import SandglassPreview
@testable import SandglassHeadless
import Sandglass
import XCTest

/// The literals a Swift scene's tweak panel lists, and the rewrite that makes them tweakable.
final class SwiftLiteralScannerTests: XCTestCase {
    private let source = """
        import UIKit
        // duration 9.0 in a comment
        enum Mode: Int { case fast = 2, slow }
        @available(iOS 13.0, *)
        final class Spin: UIView {
            func start() {
                let a = CABasicAnimation(keyPath: "transform.rotation")
                a.duration = 3.0
                a.toValue = 2 * CGFloat.pi
                a.repeatCount = 1_000
                let frame = CGRect(x: 0, y: 10, width: 0x20, height: 1e2)
                let label = "fontSize 17"
                let pair = (1, 2); _ = pair.0; _ = [1, 2].map { $0 }
            }
        }
        """

    func testTheLiteralsTheirNamesAndPlaces() {
        let scan = SwiftLiteralScanner(source)
        XCTAssertEqual(scan.literals.map(\.text), ["3.0", "2", "1_000", "0", "10", "0x20", "1e2", "1", "2", "1", "2"])
        let duration = scan.literals[0]
        XCTAssertEqual([duration.line, duration.column], [8, 22])
        XCTAssertEqual(duration.label, "duration")
        XCTAssertFalse(duration.isInteger)
        XCTAssertEqual(duration.title(file: "/tmp/Spin.swift"), "duration = 3.0 (Spin.swift:8)")
        XCTAssertEqual(scan.literals[2].value, 1000)
        XCTAssertEqual(scan.literals[5].value, 32)
        XCTAssertTrue(scan.literals[5].isInteger)
        XCTAssertEqual(scan.literals[6].value, 100)
        XCTAssertFalse(scan.literals[6].isInteger)
        XCTAssertEqual(scan.literals[4].label, "y")
        XCTAssertEqual(scan.literals[1].title(file: "Spin.swift"), "toValue = 2 (Spin.swift:9)")
        let angle = SwiftLiteralScanner("let p = UIBezierPath(arcCenter: c, radius: 60, startAngle: -.pi / 2, endAngle: 1.5 * .pi)")
        XCTAssertEqual(angle.literals.map { $0.title(file: "A.swift") },
                       ["radius = 60 (A.swift:1)", "startAngle = -.pi / 2 (A.swift:1)", "endAngle = 1.5 (A.swift:1)"])
    }

    func testTheRewriteKeepsLinesAndMapsColumnsBack() {
        let scan = SwiftLiteralScanner(source)
        let rewritten = scan.rewritten(reportingAs: "/tmp/Spin.swift")
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[0], #"#sourceLocation(file: "/tmp/Spin.swift", line: 1)"#)
        XCTAssertEqual(lines[8].trimmingCharacters(in: .whitespaces), "a.duration = __sgFloatLiteral(0, 3.0)")
        XCTAssertTrue(lines[3].contains("case fast = 2"), "raw values stay literals")
        XCTAssertTrue(lines[4].contains("@available(iOS 13.0, *)"))
        XCTAssertTrue(lines[13].contains("pair.0"))
        // x: __sgIntLiteral(3, 0), y: __sgIntLiteral(4, 10): a compiler column after them maps back.
        let line11 = String(lines[11])
        let widthColumn = (line11.range(of: "width")!.lowerBound.utf16Offset(in: line11)) + 1
        XCTAssertEqual(scan.originalColumn(line: 11, rewrittenColumn: widthColumn), 41)
        XCTAssertEqual(scan.originalColumn(line: 11, rewrittenColumn: 27), 27, "before any literal")
    }

    func testTheRewrittenCallsReadTheTableInTheLiteralsType() {
        DesignTimeLiterals.reset()
        defer { DesignTimeLiterals.reset() }
        let duration: CFTimeInterval = __sgFloatLiteral(0, 3.0)
        let count: Int = __sgIntLiteral(1, 4)
        let width: CGFloat = __sgIntLiteral(2, 20)
        XCTAssertEqual([duration, Double(count), Double(width)], [3, 4, 20])
        DesignTimeLiterals.set(1.25, at: 0)
        DesignTimeLiterals.set(6.6, at: 1)
        DesignTimeLiterals.set(27.5, at: 2)
        let duration2: CFTimeInterval = __sgFloatLiteral(0, 3.0)
        let count2: Int = __sgIntLiteral(1, 4)
        let width2: CGFloat = __sgIntLiteral(2, 20)
        let byte: UInt8 = __sgIntLiteral(1, 4)
        XCTAssertEqual(duration2, 1.25)
        XCTAssertEqual(count2, 7, "rounded for an integer type")
        XCTAssertEqual(width2, 27.5, "an integer literal typed CGFloat takes any value")
        XCTAssertEqual(byte, 7)
        DesignTimeLiterals.set(300, at: 1)
        let tooBig: UInt8 = __sgIntLiteral(1, 4)
        XCTAssertEqual(tooBig, 4, "a value the type cannot hold keeps the literal")
    }

    func testTheKeyTimesOfAKeyframeAnimationReadTheTableAsNSNumbers() {
        DesignTimeLiterals.reset()
        defer { DesignTimeLiterals.reset() }
        DesignTimeLiterals.set(0.45, at: 1)
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.keyTimes = [__sgIntLiteral(0, 0), __sgFloatLiteral(1, 0.3), __sgIntLiteral(2, 1)]
        XCTAssertEqual(animation.keyTimes?.map(\.doubleValue), [0, 0.45, 1], "a dragged key shows without a compile")
    }

    func testAUnaryMinusIsPartOfItsLiteral() {
        let scan = SwiftLiteralScanner("let a = -5, b = x-6, c = f(-7.5), d = -8.magnitude, e = x - -9\n")
        XCTAssertEqual(scan.literals.map(\.text), ["-5", "6", "-7.5", "8", "-9"])
        XCTAssertEqual(scan.literals.map(\.value), [-5, 6, -7.5, 8, -9])
        XCTAssertEqual(scan.literals.map(\.column), [9, 19, 28, 40, 61])
        XCTAssertEqual(scan.rewritten(reportingAs: "A.swift").split(separator: "\n")[1],
                       "let a = __sgIntLiteral(0, -5), b = x-__sgIntLiteral(1, 6), c = f(__sgFloatLiteral(2, -7.5)), "
                           + "d = -__sgIntLiteral(3, 8).magnitude, e = x - __sgIntLiteral(4, -9)")
    }

    func testNothingInStringsRegexesDirectivesAttributesOrGenericArgumentsIsRewritten() {
        let tricky = #"""
            let a = "a \("b 3") 4", b = #"x 5 \#(6) "7" "#, c = ##"y 8 "# 9"##, i = "\(10 + n)"
            let d = """
              11 \(12) "13"
              """
            let r = /a 14/, r2 = #/b 15/#, half = x / 16 / y
            enum E: Int { case a = 17, b = 18,
              c = -19 }
            let v: InlineArray<20, Int> = [21, 22]; let w: [23 of Int] = .init(repeating: 24); let u: Vector<25>
            @available(iOS 26.0, *) @_alignment(27) struct S {}
            #if swift(>=28)
            #sourceLocation(file: "f 29.swift", line: 30)
            #endif
            let `raw 31` = 32 /* 33 /* 34 */ 35 */ // 36
            """#
        let scan = SwiftLiteralScanner(tricky)
        XCTAssertEqual(scan.literals.map(\.text), ["16", "21", "22", "24", "32"])
        let lines = scan.rewritten(reportingAs: "T.swift").split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        XCTAssertEqual(Array(lines), tricky.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.replacingOccurrences(of: "x / 16", with: "x / __sgIntLiteral(0, 16)")
                .replacingOccurrences(of: "[21, 22]", with: "[__sgIntLiteral(1, 21), __sgIntLiteral(2, 22)]")
                .replacingOccurrences(of: "repeating: 24", with: "repeating: __sgIntLiteral(3, 24)")
                .replacingOccurrences(of: "= 32", with: "= __sgIntLiteral(4, 32)")[...]
        })
    }

    func testEveryEnumRawValueOfACaseListStaysALiteral() {
        let scan = SwiftLiteralScanner("enum E: Int {\n    case a = 1, b = 2,\n         c = 3\n    case d = 4; static let x = 5\n"
                                       + "    case e = -6, // six\n         f = 7\n}\n"
                                       + "switch e { case 6, 7: break; default: break }\n")
        XCTAssertEqual(scan.literals.map(\.text), ["5", "6", "7"])
    }

    /// A quote, a backslash or a control character in the name would be printed escaped by the
    /// compiler, or make it ignore the `#sourceLocation`: the copy names the file with `_` for each,
    /// and the compiler's lines are turned back to the file's own name.
    func testTheSourceLocationNamesAFileWithQuotesBackslashesOrANewline() {
        let scan = SwiftLiteralScanner("let x: Int = 1.5\n")
        XCTAssertEqual(scan.rewritten(reportingAs: #"/tmp/a"b\c.swift"#).split(separator: "\n")[0],
                       #"#sourceLocation(file: "/tmp/a_b_c.swift", line: 1)"#)
        XCTAssertEqual(scan.rewritten(reportingAs: "/tmp/a\nb.swift").split(separator: "\n")[0],
                       #"#sourceLocation(file: "/tmp/a_b.swift", line: 1)"#)
        XCTAssertEqual(scan.mappingColumns(in: "/tmp/a_b_c.swift:1:14: error: cannot convert", of: #"/tmp/a"b\c.swift"#),
                       #"/tmp/a"b\c.swift:1:14: error: cannot convert"#)
        XCTAssertEqual(scan.mappingColumns(in: "/tmp/a_b.swift:1:40: error: x", of: "/tmp/a\nb.swift"),
                       "/tmp/a\nb.swift:1:19: error: x")
    }

    /// 20,000 literals, all on one line: the label and context of each look only near it (45 s before).
    func testTwentyThousandLiteralsOnOneLineScanInUnderTwoSeconds() {
        let source = "let table: [Double] = [" + (0..<20_000).map { "\($0).25" }.joined(separator: ", ") + "]\n"
        let started = Date()
        let scan = SwiftLiteralScanner(source)
        let rewritten = scan.rewritten(reportingAs: "Big.swift")
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(scan.literals.count, 20_000)
        XCTAssertEqual(scan.literals[19_999].label, "")
        // The 160 bytes before the literal, the literal and the line's end.
        XCTAssertEqual(scan.literals[19_999].context, "…" + source.dropLast().suffix(160 + "19999.25]".count))
        XCTAssertTrue(rewritten.hasSuffix("__sgFloatLiteral(19999, 19999.25)]\n"))
        XCTAssertLessThan(seconds, 2, "took \(seconds) s")
    }

    /// What Swift rejects (`0x_1`, a hex fraction without its exponent) is no literal.
    func testOnlyNumbersSwiftAcceptsAreLiterals() {
        let scan = SwiftLiteralScanner("let a = [0x_1, 0x1.8, 0b12, 0o8, 2em, 0x1.8p1, 0b101, 0o17, 1e3, 1E+3, 1_0.2_5]\n")
        XCTAssertEqual(scan.literals.map(\.text), ["0x1.8p1", "0b101", "0o17", "1e3", "1E+3", "1_0.2_5"])
        XCTAssertEqual(scan.literals.map(\.value), [3, 5, 15, 1000, 1000, 10.25])
    }

    /// A/B's A runs with the literal values it froze, and B's come back after.
    func testATableHeldForABodyIsPutBackAfter() {
        DesignTimeLiterals.reset()
        defer { DesignTimeLiterals.reset() }
        DesignTimeLiterals.set(2, at: 0)
        let frozen = DesignTimeLiterals.snapshot()
        DesignTimeLiterals.set(3, at: 0)
        DesignTimeLiterals.set(9, at: 1)
        let seen = DesignTimeLiterals.with(frozen) { (__sgFloatLiteral(0, 1.0), __sgFloatLiteral(1, 1.0)) }
        XCTAssertEqual(seen.0, 2, "A's value")
        XCTAssertEqual(seen.1, 1, "not set in A: the literal as written")
        XCTAssertEqual(DesignTimeLiterals.snapshot(), [0: 3, 1: 9], "B's values back")
    }
}
