import Foundation
import Sandglass
@testable import SandglassTessellation
import XCTest

/// Widths are measured between the two coverage-0.5 contours (the middle of the fringe), which sit on
/// the true edges; the full-coverage core is 1 device pixel narrower and the outer edge 1 pixel wider.
final class StrokeExpanderTests: XCTestCase {
    func stroke(_ path: CGPath, _ style: StrokeStyle, ppp: Double = 1) -> (TessellationBuffer, DrawRange, DrawRanges) {
        var buf = TessellationBuffer()
        let dr = try! Tessellator.stroke(path, style: style, pixelsPerPoint: ppp, into: &buf)
        XCTAssertTrue(Mesh.allFinite(buf))
        let r = dr.isEmpty ? DrawRange(kind: .stroke, firstIndex: 0, indexCount: 0) : buf.ranges[dr.rangeIndices.lowerBound]
        return (buf, r, dr)
    }

    func cov(_ m: (TessellationBuffer, DrawRange, DrawRanges), _ x: Double, _ y: Double) -> Double {
        Mesh.coverage(m.0, m.1, at: Vec2(x, y))
    }

    /// Vertices are Float32, so exactness to 1e-6 holds where coordinates are below ~8 (ulp 4.8e-7):
    /// the first path is small; the second, at coordinates up to 160, is checked to Float32 precision.
    func testWidthAwayFromJoinsEqualsLineWidth() {
        let small = [Vec2(0, 0), Vec2(5, 0), Vec2(7.5, 4), Vec2(3, 7), Vec2(0.5, 3)]
        let large = [Vec2(0, 0), Vec2(100, 0), Vec2(160, 80), Vec2(60, 140), Vec2(10, 60)]
        for (pts, w, ppp, accuracy) in [(small, 1.0, 8.0, 1e-6), (small, 0.75, 4.0, 1e-6), (small, 2.0, 16.0, 1e-6),
                                        (large, 10.0, 1.0, 2e-5), (large, 3.0, 2.0, 2e-5)] {
            let path = polyline(pts.map { ($0.x, $0.y) })
            for join in [LineJoin.miter, .round, .bevel] {
                let m = stroke(path, StrokeStyle(lineWidth: CGFloat(w), lineJoin: join), ppp: ppp)
                for i in 1..<pts.count {
                    let a = pts[i - 1], b = pts[i]
                    let mid = Vec2.lerp(a, b, 0.5), n = (b - a).normalized().perpendicular
                    let left = Mesh.edge(m.0, m.1, from: mid, n, level: 0.5, maxDistance: w)
                    let right = Mesh.edge(m.0, m.1, from: mid, -n, level: 0.5, maxDistance: w)
                    XCTAssertEqual(left + right, w, accuracy: accuracy)
                    let core = Mesh.edge(m.0, m.1, from: mid, n, level: 1 - 1e-9, maxDistance: w)
                    XCTAssertEqual(core, w / 2 - 0.5 / ppp, accuracy: accuracy * 10)
                    let outer = Mesh.edge(m.0, m.1, from: mid, n, level: 1e-9, maxDistance: w)
                    XCTAssertEqual(outer, w / 2 + 0.5 / ppp, accuracy: accuracy * 10)
                }
            }
        }
    }

    func testHairlineIsOnePixelWideWithScaledAlpha() {
        let m = stroke(polyline([(0, 0), (100, 0)]), StrokeStyle(lineWidth: 0.5))
        XCTAssertEqual(m.2.alphaScale, 0.5)
        XCTAssertEqual(cov(m, 50, 0), 1, accuracy: 1e-9)
        XCTAssertEqual(cov(m, 50, 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(cov(m, 50, 1.01), 0)
        let hi = stroke(polyline([(0, 0), (100, 0)]), StrokeStyle(lineWidth: 0.5), ppp: 4)
        XCTAssertEqual(hi.2.alphaScale, 1)
    }

    func testCaps() {
        let line = polyline([(0, 0), (100, 0)])
        let butt = stroke(line, StrokeStyle(lineWidth: 10, lineCap: .butt))
        XCTAssertEqual(cov(butt, 0, 0), 0.5, accuracy: 1e-9)
        XCTAssertEqual(cov(butt, 100, 0), 0.5, accuracy: 1e-9)
        XCTAssertEqual(cov(butt, -0.6, 0), 0)
        let square = stroke(line, StrokeStyle(lineWidth: 10, lineCap: .square))
        XCTAssertEqual(cov(square, -5, 0), 0.5, accuracy: 1e-9)
        XCTAssertEqual(cov(square, 105, 3), 0.5, accuracy: 1e-9)
        let round = stroke(line, StrokeStyle(lineWidth: 10, lineCap: .round))
        for a in stride(from: 0.0, through: Double.pi, by: 0.1) {
            let d = Vec2(-sin(a), cos(a))  // the start cap's half circle
            XCTAssertEqual(Mesh.edge(round.0, round.1, from: Vec2(0, 0), d, level: 0.5, maxDistance: 10), 5, accuracy: 0.0625)
            let e = Vec2(sin(a), cos(a))
            XCTAssertEqual(Mesh.edge(round.0, round.1, from: Vec2(100, 0), e, level: 0.5, maxDistance: 10), 5, accuracy: 0.0625)
        }
    }

    func testDots() {
        let p = CGMutablePath(); p.move(to: CGPoint(x: 10, y: 10)); p.addLine(to: CGPoint(x: 10, y: 10))
        XCTAssertTrue(stroke(p, StrokeStyle(lineWidth: 8, lineCap: .butt)).2.isEmpty)
        let round = stroke(p, StrokeStyle(lineWidth: 8, lineCap: .round))
        XCTAssertEqual(cov(round, 10, 10), 1, accuracy: 1e-9)
        XCTAssertEqual(Mesh.edge(round.0, round.1, from: Vec2(10, 10), Vec2(0.6, 0.8), level: 0.5, maxDistance: 8), 4, accuracy: 0.0625)
        let square = stroke(p, StrokeStyle(lineWidth: 8, lineCap: .square))
        XCTAssertEqual(cov(square, 14, 10), 0.5, accuracy: 1e-9)
        XCTAssertEqual(cov(square, 13.5, 13.5), 1, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(cov(square, 14, 14), 0.5)  // corners: triangulated, not bilinear
        let lone = CGMutablePath(); lone.move(to: .zero)
        XCTAssertTrue(stroke(lone, StrokeStyle(lineWidth: 8, lineCap: .round)).2.isEmpty)
    }

    /// Right-angle corner at (50, 0), path going right then down (y down): the outer corner is (55, -5).
    func testJoins() {
        let corner = polyline([(0, 0), (50, 0), (50, 50)])
        let miter = stroke(corner, StrokeStyle(lineWidth: 10, lineJoin: .miter))
        XCTAssertEqual(cov(miter, 55, -5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(cov(miter, 54.5, -4.5), 1, accuracy: 1e-9)
        let bevel = stroke(corner, StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        XCTAssertEqual(cov(bevel, 55, -5), 0)
        let d = Vec2(1, -1).normalized()
        XCTAssertEqual(Mesh.edge(bevel.0, bevel.1, from: Vec2(50, 0), d, level: 0.5, maxDistance: 10), 5 / 2.0.squareRoot(), accuracy: 1e-9)
        let round = stroke(corner, StrokeStyle(lineWidth: 10, lineJoin: .round))
        XCTAssertEqual(Mesh.edge(round.0, round.1, from: Vec2(50, 0), d, level: 0.5, maxDistance: 10), 5, accuracy: 0.0625)
    }

    /// 30-degree corner: miter ratio 1/sin(15°) = 3.8637.
    func testMiterLimit() {
        let a = 30.0 * .pi / 180
        let path = polyline([(100, 0), (0, 0), (100 * cos(a), 100 * sin(a))])
        let tip = 5 / sin(a / 2)  // miter length from the vertex along the bisector
        let bis = Vec2(-cos(a / 2), -sin(a / 2))
        let within = stroke(path, StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 3.9))
        XCTAssertEqual(Mesh.edge(within.0, within.1, from: .init(0, 0), bis, level: 0.5, maxDistance: 30), tip, accuracy: 1e-5)
        let beyond = stroke(path, StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 3.8))
        XCTAssertEqual(Mesh.edge(beyond.0, beyond.1, from: .init(0, 0), bis, level: 0.5, maxDistance: 30), 5 * sin(a / 2), accuracy: 1e-5)
    }

    func testClosedPathIsJoinedAtItsStart() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        let m = stroke(rect, StrokeStyle(lineWidth: 10, lineCap: .butt, lineJoin: .miter))
        for (x, y) in [(-5.0, -5.0), (105, -5), (105, 105), (-5, 105)] { XCTAssertEqual(cov(m, x, y), 0.5, accuracy: 1e-9) }
        XCTAssertEqual(cov(m, 0, 0), 1)
    }

    func testDegenerateTurnsStayFinite() {
        for join in [LineJoin.miter, .round, .bevel] {
            for cap in [LineCap.butt, .round, .square] {
                let style = StrokeStyle(lineWidth: 6, lineCap: cap, lineJoin: join, miterLimit: .greatestFiniteMagnitude)
                for pts in [[(0.0, 0.0), (50, 0), (0, 0)], [(0, 0), (50, 0), (50, 0), (100, 0)],
                            [(0, 0), (1e-12, 0), (10, 0)], [(0, 0), (10, 0), (20, 0), (30, 0)]] {
                    let m = stroke(polyline(pts), style)
                    XCTAssertFalse(m.2.isEmpty)
                }
            }
        }
        let spike = stroke(polyline([(0, 0), (50, 0), (0, 0)]), StrokeStyle(lineWidth: 10, lineJoin: .round))
        XCTAssertEqual(Mesh.edge(spike.0, spike.1, from: Vec2(50, 0), Vec2(1, 0), level: 0.5, maxDistance: 10), 5, accuracy: 0.0625)
    }
}
