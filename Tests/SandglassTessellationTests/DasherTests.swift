import Foundation
import Sandglass
@testable import SandglassTessellation
import XCTest

final class DasherTests: XCTestCase {
    func dashed(_ path: CGPath, _ pattern: [Double], phase: Double = 0, start: Double = 0, end: Double = 1) -> PieceList {
        let pl = Flattener.flatten(path, tolerance: 0.0625)
        var trimmed = PieceList(), out = PieceList()
        Trimmer.trim(pl, start: start, end: end, into: &trimmed)
        Dasher.dash(trimmed, pattern: pattern, phase: phase, into: &out)
        return out
    }

    func lengths(_ l: PieceList) -> [Double] { l.pieces.map { l.length(of: $0) } }

    func testPatternAndPhaseOnALine() {
        let line = polyline([(0, 0), (20, 0)])
        let out = dashed(line, [4, 2])
        XCTAssertEqual(out.pieces.count, 4)
        XCTAssertEqual(out.points, [Vec2(0, 0), Vec2(4, 0), Vec2(6, 0), Vec2(10, 0), Vec2(12, 0), Vec2(16, 0), Vec2(18, 0), Vec2(20, 0)])
        let shifted = dashed(line, [4, 2], phase: 5)  // starts in the gap, 1 left
        XCTAssertEqual(shifted.points.first, Vec2(1, 0))
        XCTAssertEqual(lengths(shifted), [4, 4, 4, 1])
        let negative = dashed(line, [4, 2], phase: -1)  // same as phase 5
        XCTAssertEqual(negative.points, shifted.points)
    }

    func testOddPatternRepeats() {
        let out = dashed(polyline([(0, 0), (10, 0)]), [3])
        XCTAssertEqual(lengths(out), [3, 3])
        XCTAssertEqual(out.points[2], Vec2(6, 0))
    }

    func testDashesKeepTheirVertices() {
        let out = dashed(polyline([(0, 0), (10, 0), (10, 10)]), [14, 100])
        XCTAssertEqual(out.points, [Vec2(0, 0), Vec2(10, 0), Vec2(10, 4)])
    }

    /// Perimeter 40, pattern [6, 4], phase 3: dashes at 7-13, 17-23, 27-33 and 37-43, the last one
    /// (37-40 then 0-3) crossing the start: one piece of length 6, not two.
    func testDashAcrossClosedStartIsOnePiece() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let out = dashed(square, [6, 4], phase: 3)
        XCTAssertEqual(out.pieces.count, 4)
        XCTAssertEqual(lengths(out), [6, 6, 6, 6].map(Double.init))
        let merged = out.pieces.last!
        XCTAssertEqual(out.points[merged.range].first, Vec2(0, 3))
        XCTAssertEqual(out.points[merged.range].last, Vec2(3, 0))
        XCTAssertTrue(out.points[merged.range].contains(Vec2(0, 0)))
        XCTAssertFalse(merged.isClosed)
    }

    func testLongDashOnClosedPathStaysClosed() {
        let out = dashed(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), [100, 1])
        XCTAssertEqual(out.pieces.count, 1)
        XCTAssertTrue(out.pieces[0].isClosed)
    }

    func testDashRunsFromStrokeStart() {
        let out = dashed(polyline([(0, 0), (100, 0)]), [10, 10], start: 0.25, end: 0.6)
        XCTAssertEqual(out.points.first, Vec2(25, 0))
        XCTAssertEqual(lengths(out), [10, 10])  // 25-35, 45-55
    }

    func testZeroLengthDashesAreDots() {
        let out = dashed(polyline([(0, 0), (10, 0)]), [0, 5])
        XCTAssertEqual(out.pieces.count, 2)  // at 0 and 5; 10 is the path end
        XCTAssertTrue(out.pieces.allSatisfy { $0.range.count == 1 })
        XCTAssertEqual(out.pieces[1].direction, Vec2(1, 0))
    }

    func testInvalidPatternsMeanSolid() {
        XCTAssertFalse(Dasher.isDashing([]))
        XCTAssertFalse(Dasher.isDashing([0, 0]))
        XCTAssertFalse(Dasher.isDashing([2, -1]))
        XCTAssertTrue(Dasher.isDashing([0, 1]))
    }

    func testTooManyDashesDrawSolidAtAverageAlpha() {
        var buf = TessellationBuffer()
        let style = StrokeStyle(lineWidth: 2, dashPattern: [1e-4, 3e-4])
        let dr = try! Tessellator.stroke(polyline([(0, 0), (1000, 0)]), style: style, pixelsPerPoint: 1, into: &buf)
        XCTAssertEqual(dr.alphaScale, 0.25)
        XCTAssertEqual(buf.vertexCount, 16)
    }

    /// Seed 004: a 0.5 pt circle, radius 84, dashes [1, 1]: every dash present, each the same ink.
    func testHairlineDashedCircleIsEven() {
        for ppp in [1.0, 2.0] {
            var buf = TessellationBuffer()
            let style = StrokeStyle(lineWidth: 0.5, dashPattern: [1, 1])
            let dr = try! Tessellator.stroke(circle(CGPoint(x: 100, y: 100), 84), style: style, pixelsPerPoint: ppp, into: &buf)
            XCTAssertEqual(dr.alphaScale, Float(0.5 * ppp))
            let out = dashed(circle(CGPoint(x: 100, y: 100), 84), [1, 1])
            XCTAssertEqual(out.pieces.count, 264)  // 527.8 / 2, the last dash full
            // Step: ink per dash = coverage-weighted area of its own mesh x alpha
            var inks: [Double] = []
            for piece in out.pieces {
                var one = PieceList()
                one.begin(out.points[piece.range.lowerBound])
                for p in out.points[piece.range].dropFirst() { one.append(p) }
                var b = TessellationBuffer()
                var e = StrokeExpander(halfWidth: max(0.25, 0.5 / ppp), fringe: 1 / ppp, tolerance: 0.0625 / ppp,
                                       cap: .butt, join: .miter, miterLimit: 10)
                e.expand(one, into: &b)
                b.endRange(.stroke, from: 0)
                inks.append(Mesh.coverageArea(b, b.ranges[0]) * Double(dr.alphaScale))
            }
            XCTAssertFalse(buf.ranges.isEmpty)
            XCTAssertEqual(inks.count, 264)
            // Every dash carries lineWidth x dash length = 0.5 of ink, whatever its pixel phase.
            for ink in inks { XCTAssertEqual(ink, 0.5, accuracy: 0.5 * 0.001, "ppp \(ppp)") }
        }
    }
}
