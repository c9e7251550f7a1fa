import Sandglass
@testable import SandglassTessellation
import XCTest

/// Inputs found by `scripts/fuzz.sh tessellator` (fuzz/Targets/TessellatorFuzz.swift), kept as regressions.
final class FuzzRegressionTests: XCTestCase {
    /// A finite path beyond Float's range (a control point at greatestFiniteMagnitude, a line to
    /// 1e300) gave infinite vertices; they are now clamped to ±1e30 points.
    func testHugeFiniteCoordinatesGiveFiniteVertices() throws {
        let curve = CGMutablePath()
        curve.addCurve(to: CGPoint(x: 0, y: 1), control1: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 0), control2: .zero)
        let line = CGMutablePath()
        line.move(to: CGPoint(x: -1e300, y: 0))
        line.addLine(to: CGPoint(x: 1e300, y: 1e300))
        for path in [curve, line] {
            var buffer = TessellationBuffer()
            _ = try Tessellator.stroke(path, style: StrokeStyle(lineWidth: 0.5, lineCap: .round, lineJoin: .round),
                                       pixelsPerPoint: 2, into: &buffer)
            _ = try Tessellator.fill(path, rule: .nonZero, pixelsPerPoint: 2, into: &buffer)
            _ = try Tessellator.fill(path, rule: .evenOdd, pixelsPerPoint: 2, into: &buffer)
            if path == curve { XCTAssertGreaterThan(buffer.vertexCount, 0) }
            XCTAssertTrue(buffer.vertices.allSatisfy(\.isFinite), "\(path.elements)")
        }
    }

    /// fuzz/corpus/tessellator/regression-nan-width.bin: a path of rounded rects, repeated lines and a
    /// cubic stroked greatestFiniteMagnitude wide (miter joins, limit 240) at 1e9 px/pt: offsets of
    /// 9e307 summed to infinity and then NaN. Half widths are now capped at 1e15 pt.
    func testGreatestFiniteLineWidthGivesFiniteVertices() throws {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0.030326, y: 0.030246, width: -0.027813, height: 1461.6875),
                            cornerWidth: 1461.6875, cornerHeight: 1461.6875)
        for _ in 0..<6 { path.addLine(to: CGPoint(x: 1461.6875, y: 1461.6875)) }
        path.addLine(to: CGPoint(x: 1469.0625, y: 0.030271))
        path.addCurve(to: CGPoint(x: 1891.9375, y: 0.016191), control1: CGPoint(x: 0.030326, y: 0.030326),
                      control2: CGPoint(x: 0.030355, y: -0.0))
        path.addRoundedRect(in: CGRect(x: 0.03046, y: 0, width: 0, height: 0), cornerWidth: 0, cornerHeight: 0)
        var buffer = TessellationBuffer()
        _ = try Tessellator.stroke(path, style: StrokeStyle(lineWidth: .greatestFiniteMagnitude, miterLimit: 240,
                                                            strokeEnd: 1895.375),
                                   pixelsPerPoint: 1e9, into: &buffer)
        XCTAssertGreaterThan(buffer.vertexCount, 0)
        XCTAssertTrue(buffer.vertices.allSatisfy(\.isFinite))
    }

    /// fuzz/findings/tessellator-slow-ppp1e9.bin: two cubics at pixelsPerPoint 1e9, lineWidth 1895,
    /// round joins. Each curve flattens to 8,192 segments and every nearly straight join got up to 1,024
    /// round steps (millions of vertices, 22 s under ASan). Round steps are now capped per full turn.
    func testHugeRoundJoinsStayWithinAVertexBudget() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 300, y: 40), control1: CGPoint(x: 80, y: 200), control2: CGPoint(x: 220, y: -150))
        path.addCurve(to: CGPoint(x: 20, y: 260), control1: CGPoint(x: 380, y: 120), control2: CGPoint(x: -90, y: 180))
        var buffer = TessellationBuffer()
        _ = try Tessellator.stroke(path, style: StrokeStyle(lineWidth: 1895, lineCap: .round, lineJoin: .round),
                                   pixelsPerPoint: 1e9, into: &buffer)
        XCTAssertGreaterThan(buffer.vertexCount, 0)
        XCTAssertLessThan(buffer.vertexCount, 400_000, "about 16k joins, most of them one step")
        XCTAssertTrue(buffer.vertices.allSatisfy(\.isFinite))
    }

    /// fuzz/corpus/tessellator/regression-slow-41-bytes.bin: an ellipse trimmed to 1.4 %, dashed with a
    /// 0.0094 pt period, 1,012 pt wide with round caps, at 1e9 px/pt: 18,000 dashes with two 512-step caps
    /// each made 36.7 million vertices (17 s). Dashes are now limited by what they cost in vertices.
    func testManyWideRoundCappedDashesStayWithinAVertexBudget() throws {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 1892, height: 1888))
        let style = StrokeStyle(lineWidth: 1011.9375, lineCap: .round, lineJoin: .miter, miterLimit: 10,
                                dashPattern: [0.009387, 0, 0], dashPhase: 743.375, strokeStart: 0.016191, strokeEnd: 0.030326)
        var buffer = TessellationBuffer()
        _ = try Tessellator.stroke(path, style: style, pixelsPerPoint: 1e9, into: &buffer)
        XCTAssertGreaterThan(buffer.vertexCount, 0)
        XCTAssertLessThanOrEqual(buffer.vertexCount, Tessellator.dashVertexBudget + 100_000)
        XCTAssertTrue(buffer.vertices.allSatisfy(\.isFinite))
    }

    /// The budget leaves ordinary dashes alone: seed 004's ring keeps all 264 dashes.
    func testDashLimitDoesNotTouchOrdinaryDashes() {
        XCTAssertGreaterThanOrEqual(Tessellator.dashLimit(.butt, halfWidth: 0.5, tolerance: 0.03), Dasher.maxDashes)
        XCTAssertGreaterThan(Tessellator.dashLimit(.round, halfWidth: 2, tolerance: 0.03), 10_000)
    }
}
