import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

final class SVGPathDataTests: XCTestCase {
    private func path(_ d: String) -> CGPath {
        guard case let .success(p) = SVGPathData.parse(d) else { XCTFail("'\(d)' refused"); return CGPath() }
        return p
    }

    func testAbsoluteAndRelativeLinesWithImplicitRepeats() {
        XCTAssertEqual(path("M10 10 L20 10 20 20 H 0 V 5 Z").elements, [
            .moveTo(CGPoint(x: 10, y: 10)), .lineTo(CGPoint(x: 20, y: 10)), .lineTo(CGPoint(x: 20, y: 20)),
            .lineTo(CGPoint(x: 0, y: 20)), .lineTo(CGPoint(x: 0, y: 5)), .closeSubpath,
        ])
        // m's extra pairs are relative linetos; after z the current point is the subpath start.
        XCTAssertEqual(path("m 1 1 2 0 0 2 z l 1 1 h-1v-.5").elements, [
            .moveTo(CGPoint(x: 1, y: 1)), .lineTo(CGPoint(x: 3, y: 1)), .lineTo(CGPoint(x: 3, y: 3)), .closeSubpath,
            .moveTo(CGPoint(x: 1, y: 1)), .lineTo(CGPoint(x: 2, y: 2)), .lineTo(CGPoint(x: 1, y: 2)), .lineTo(CGPoint(x: 1, y: 1.5)),
        ])
    }

    func testNumberPacking() {
        XCTAssertEqual(path("M.5.5L10-5 1e1,2E-1").elements, [
            .moveTo(CGPoint(x: 0.5, y: 0.5)), .lineTo(CGPoint(x: 10, y: -5)), .lineTo(CGPoint(x: 10, y: 0.2)),
        ])
    }

    func testSmoothCurvesReflectTheLastControlPoint() {
        XCTAssertEqual(path("M0 0 C 0 10 10 10 10 0 S 20 -10 20 0").elements.last,
                       .curveTo(control1: CGPoint(x: 10, y: -10), control2: CGPoint(x: 20, y: -10), to: CGPoint(x: 20, y: 0)))
        XCTAssertEqual(path("M0 0 Q 5 10 10 0 T 20 0").elements.last,
                       .quadCurveTo(control: CGPoint(x: 15, y: -10), to: CGPoint(x: 20, y: 0)))
        // S after a non-curve uses the current point as its first control point.
        XCTAssertEqual(path("M0 0 L 5 5 s 5 5 10 0").elements.last,
                       .curveTo(control1: CGPoint(x: 5, y: 5), control2: CGPoint(x: 10, y: 10), to: CGPoint(x: 15, y: 5)))
    }

    func testArcsBecomeQuarterCubicsOnTheEllipse() {
        // A half circle of radius 10 from (10, 0) to (-10, 0) through (0, 10) (sweep 1: increasing angle, y down).
        let p = path("M 10 0 A 10 10 0 0 1 -10 0")
        XCTAssertEqual(p.elements.count, 3)
        guard case let .curveTo(_, _, mid) = p.elements[1], case let .curveTo(_, _, end) = p.elements[2] else { return XCTFail() }
        XCTAssertEqual(mid.x, 0, accuracy: 1e-9); XCTAssertEqual(mid.y, 10, accuracy: 1e-9)
        XCTAssertEqual(end, CGPoint(x: -10, y: 0))
        // Flags packed without separators; radii too small are scaled up (a half circle of radius 5).
        let q = path("M0 0a1 1 0 00 10 0")
        guard case let .curveTo(_, _, m2) = q.elements[1] else { return XCTFail() }
        XCTAssertEqual(m2.x, 5, accuracy: 1e-9); XCTAssertEqual(m2.y, 5, accuracy: 1e-9)  // sweep 0: through the bottom (y down)
        // Rotated ellipse: every point on the ellipse x'^2/20^2 + y'^2/10^2 = 1 (rotated 30 degrees about (0, 0)).
        let r = path("M 17.320508075688775 10 A 20 10 30 1 1 -17.320508075688775 -10")
        for e in r.elements { if case let .curveTo(_, _, q) = e {
            let a = -CGFloat.pi / 6
            let x = q.x * cos(a) - q.y * sin(a), y = q.x * sin(a) + q.y * cos(a)
            XCTAssertEqual(x * x / 400 + y * y / 100, 1, accuracy: 1e-9)
        } }
        // Zero radius: a line. Same end point: nothing.
        XCTAssertEqual(path("M0 0 A 0 5 0 0 1 4 4").elements.last, .lineTo(CGPoint(x: 4, y: 4)))
        XCTAssertEqual(path("M0 0 A 5 5 0 0 1 0 0").elements.count, 1)
    }

    func testErrorsGiveTheOffset() {
        func failure(_ d: String) -> SVGPathData.Failure? {
            if case let .failure(f) = SVGPathData.parse(d) { return f }
            return nil
        }
        XCTAssertEqual(failure("M 0 0 L 1"), .init(offset: 9, reason: "expected a number but found the end"))
        XCTAssertEqual(failure("M 0 0 X 1 1"), .init(offset: 6, reason: "expected a number but found 'X'"))
        XCTAssertEqual(failure("X 1 1"), .init(offset: 0, reason: "expected a command letter (M, L, H, V, C, S, Q, T, A, Z) but found 'X'"))
        XCTAssertEqual(failure("M0 0 A 1 1 0 2 0 1 1")?.offset, 13)
        XCTAssertEqual(failure("M 0 0 Z 1")?.reason, "'Z' takes no numbers, found '1'")
        XCTAssertEqual(failure("M 1e999 0")?.reason, "number '1e999' is out of range")
    }

    func testExportedPathsReadBackBitForBit() {
        let p = CGMutablePath()
        p.addEllipse(in: CGRect(x: 0.1, y: -0.0, width: 1.0 / 3, height: 7))
        p.addQuadCurve(to: CGPoint(x: 1e-7, y: 3), control: CGPoint(x: -2, y: 1e12))
        XCTAssertEqual(path(SceneFile.svg(p)), p)
    }

    func testExpressions() throws {
        let values = ["score": 50.0, "inset": 2]
        func eval(_ s: String) throws -> Double { try SceneExpression.evaluate(s) { values[$0] } }
        XCTAssertEqual(try eval("2 * $score / 100"), 1)
        XCTAssertEqual(try eval("$inset + 1"), 3)
        XCTAssertEqual(try eval("-($inset + 1) * -2"), 6)
        XCTAssertEqual(try eval("pi / 2"), .pi / 2)
        XCTAssertEqual(try eval("1 - 2 - 3"), -4)
        XCTAssertEqual(try eval("2e-1 * 10"), 2)
        XCTAssertThrowsError(try eval("1 +")) { XCTAssertEqual($0 as? SceneExpression.Failure, .syntax(offset: 3, reason: "expected a number, $param, pi or '('")) }
        XCTAssertThrowsError(try eval("1.5.5")) { XCTAssertEqual($0 as? SceneExpression.Failure, .syntax(offset: 3, reason: "unexpected '.'")) }
        XCTAssertThrowsError(try eval(".")) { XCTAssertEqual($0 as? SceneExpression.Failure, .syntax(offset: 0, reason: "invalid number '.'")) }
        XCTAssertThrowsError(try eval("$nope")) { XCTAssertEqual($0 as? SceneExpression.Failure, .unknownParam("nope", offset: 0)) }
        XCTAssertThrowsError(try eval("sin(1)"))
        XCTAssertThrowsError(try eval(String(repeating: "(", count: 500)))
    }
}
