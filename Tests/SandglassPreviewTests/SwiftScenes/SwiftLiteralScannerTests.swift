@testable import SandglassPreview
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
}
