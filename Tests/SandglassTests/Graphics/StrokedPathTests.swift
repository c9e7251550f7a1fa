import Foundation
import XCTest
@testable import CoreGraphics

/// `copy(strokingWithWidth:…)` and `replacePathWithStrokedPath()`: the outline covers what the stroke
/// covers, caps and joins included.
final class StrokedPathTests: XCTestCase {
    private func line() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 10))
        return path
    }

    func testALineStrokesToItsRectangleWithItsCaps() {
        let butt = line().copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        XCTAssertEqual(butt.boundingBox, CGRect(x: 10, y: 8, width: 20, height: 4))
        XCTAssertEqual(butt.elements.count, 5, "one rectangle: a move, three lines, a close")
        let square = line().copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        XCTAssertEqual(square.boundingBox, CGRect(x: 8, y: 8, width: 24, height: 4))
        let round = line().copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        XCTAssertEqual(round.boundingBox, CGRect(x: 8, y: 8, width: 24, height: 4))
        XCTAssertTrue(CGMutablePath().copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
    }

    func testTheStrokingInitializerAppliesItsTransformToTheOutline() throws {
        var shift = CGAffineTransform(translationX: 100, y: 0)
        let stroked = try XCTUnwrap(CGPath(__byStroking: line(), transform: &shift, lineWidth: 4, lineCap: .butt,
                                           lineJoin: .miter, miterLimit: 10))
        XCTAssertEqual(stroked.boundingBox, CGRect(x: 110, y: 8, width: 20, height: 4))
    }

    /// A right-angle turn 6 wide: the miter fills the outer corner square up to (28, 7); the bevel
    /// cuts it along (25, 7)–(28, 10), so pixel (27, 7) is covered by one and empty in the other.
    func testMiterAndBevelJoinsFillTheOuterCornerAsCairoStrokesIt() {
        func corner(_ join: CGLineJoin, outline: Bool) -> CGContext {
            let ctx = yDownContext(40, 40)
            ctx.setFillColor(CGColor.black)
            ctx.setStrokeColor(CGColor.black)
            ctx.setLineWidth(6)
            ctx.setLineJoin(join)
            ctx.move(to: CGPoint(x: 5, y: 10))
            ctx.addLine(to: CGPoint(x: 25, y: 10))
            ctx.addLine(to: CGPoint(x: 25, y: 30))
            if outline {
                ctx.replacePathWithStrokedPath()
                ctx.fillPath()
            } else {
                ctx.strokePath()
            }
            return ctx
        }
        XCTAssertEqual(rgba(corner(.miter, outline: true), 27, 7)[3], 255)
        XCTAssertEqual(rgba(corner(.bevel, outline: true), 27, 7)[3], 0)
        for join in [CGLineJoin.miter, .bevel, .round] {
            let ours = corner(join, outline: true), cairo = corner(join, outline: false)
            // Miters and bevels are straight edges, the same to the rounding; a round join is a disc
            // flattened by Cairo where its own stroker works out its polygon: a tenth of a pixel's ink.
            let accuracy = join == .round ? 12 : 2
            for y in 0..<40 { for x in 0..<40 {
                XCTAssertEqual(Int(rgba(ours, x, y)[3]), Int(rgba(cairo, x, y)[3]), accuracy: accuracy, "\(join) at \(x), \(y)")
            } }
        }
    }

    /// A circle's outline (curves flattened within 0.05 pt) fills what Cairo's stroke of it paints, to
    /// within the two flattenings (Cairo's own is 0.1 pt): at most an eighth of a pixel's ink at an
    /// edge pixel; in all, the ring's area π(16.5² − 11.5²) to 0.5 % (Cairo's own stroke, flattened more
    /// coarsely, paints 0.6 % less).
    func testAStrokedCircleFillsWhatTheStrokePaints() {
        let circle = CGPath(ellipseIn: CGRect(x: 6, y: 6, width: 28, height: 28))
        let outline = yDownContext(40, 40), stroke = yDownContext(40, 40)
        outline.setFillColor(CGColor.black)
        outline.addPath(circle.copy(strokingWithWidth: 5, lineCap: .butt, lineJoin: .miter, miterLimit: 10))
        outline.fillPath()
        stroke.setStrokeColor(CGColor.black)
        stroke.setLineWidth(5)
        stroke.addPath(circle)
        stroke.strokePath()
        var worst = 0, ink = 0
        for y in 0..<40 { for x in 0..<40 {
            let a = Int(rgba(outline, x, y)[3]), b = Int(rgba(stroke, x, y)[3])
            worst = max(worst, abs(a - b))
            ink += a
        } }
        XCTAssertLessThanOrEqual(worst, 32)
        let area = Double.pi * (16.5 * 16.5 - 11.5 * 11.5)
        XCTAssertEqual(Double(ink) / 255, area, accuracy: 0.005 * area)
        XCTAssertEqual(rgba(outline, 20, 6)[3], 255, "on the ring")
        XCTAssertEqual(rgba(outline, 20, 20)[3], 0, "the middle stays empty")
    }
}

extension StrokedPathTests {
    /// A segment that goes nowhere is a dot for round and square caps, nothing for butt; a lone move
    /// draws nothing.
    func testAZeroLengthSegmentIsADotAndALoneMoveIsNothing() {
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 5, y: 5))
        dot.addLine(to: CGPoint(x: 5, y: 5))
        dot.move(to: CGPoint(x: 50, y: 50))
        XCTAssertEqual(dot.copy(strokingWithWidth: 2, lineCap: .square, lineJoin: .miter, miterLimit: 10).boundingBox,
                       CGRect(x: 4, y: 4, width: 2, height: 2))
        XCTAssertEqual(dot.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .miter, miterLimit: 10).boundingBox,
                       CGRect(x: 4, y: 4, width: 2, height: 2))
        XCTAssertTrue(dot.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }
}
