import Foundation
import Sandglass
@testable import SandglassTessellation
import XCTest

final class FillTessellatorTests: XCTestCase {
    struct FillMesh {
        var buf: TessellationBuffer
        var ranges: DrawRanges
        func range(_ k: DrawKind) -> DrawRange? { buf.ranges[ranges.rangeIndices].first { $0.kind == k } }
        /// Fan area (stencil pass, coverage 1) plus the fringe's coverage-weighted area.
        var coveredArea: Double {
            abs(Mesh.signedArea(buf, range(.fillStencil)!)) + (range(.fillFringe).map { Mesh.coverageArea(buf, $0) } ?? 0)
        }
        func filled(_ x: Double, _ y: Double, _ rule: FillRule) -> Bool {
            let w = Mesh.winding(buf, range(.fillStencil)!, at: Vec2(x, y))
            return rule == .nonZero ? w != 0 : w & 1 != 0
        }
    }

    func fill(_ path: CGPath, _ rule: FillRule = .nonZero, ppp: Double = 1) -> FillMesh {
        var buf = TessellationBuffer()
        let r = try! Tessellator.fill(path, rule: rule, pixelsPerPoint: ppp, into: &buf)
        XCTAssertTrue(Mesh.allFinite(buf))
        return FillMesh(buf: buf, ranges: r)
    }

    func testCircleAreaWithinOneThousandth() {
        for ppp in [1.0, 2.0] {
            let m = fill(circle(CGPoint(x: 120, y: 120), 100), ppp: ppp)
            XCTAssertTrue(m.ranges.isConvex)
            let exact = Double.pi * 100 * 100
            XCTAssertEqual(m.coveredArea, exact, accuracy: exact * 0.001, "ppp \(ppp)")
        }
        // Same at the mesh level: fringe ranges on both sides of the true outline.
        let m = fill(circle(.zero, 100))
        XCTAssertEqual(Mesh.coverage(m.buf, m.range(.fillFringe)!, at: Vec2(99.99, 0)), 0.5, accuracy: 0.02)
    }

    func testRectangleAreaIsExactAndCoverQuadBounds() {
        let m = fill(CGPath(rect: CGRect(x: 10, y: 10, width: 100, height: 50)))
        // inner 99 x 49, fringe trapezoids (f / 6)(2 inner + outer)
        let fringe: Double = (2 * 99 + 101 + 2 * 49 + 51) / 3
        XCTAssertEqual(m.coveredArea, 99 * 49 + fringe, accuracy: 1e-3)
        let cover = m.range(.cover)!
        XCTAssertEqual(cover.indexCount, 6)
        let xs = (0..<4).map { m.buf.vertexAt(Int(m.buf.indices[cover.firstIndex]) + $0).x }
        XCTAssertEqual(xs.min(), 9.5); XCTAssertEqual(xs.max(), 110.5)
    }

    /// Pentagram drawn as one self-intersecting subpath: the centre has winding 2.
    func testStarNonZeroVersusEvenOdd() {
        let pts = (0..<5).map { i -> (Double, Double) in
            let a = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
            return (100 + 90 * cos(a), 100 + 90 * sin(a))
        }
        let star = polyline(pts, closed: true)
        let nz = fill(star, .nonZero), eo = fill(star, .evenOdd)
        XCTAssertFalse(nz.ranges.isConvex)
        XCTAssertTrue(nz.filled(100, 100, .nonZero))
        XCTAssertFalse(eo.filled(100, 100, .evenOdd))
        XCTAssertTrue(nz.filled(100, 20, .nonZero))  // a tip
        XCTAssertTrue(eo.filled(100, 20, .evenOdd))
        XCTAssertFalse(nz.filled(30, 30, .nonZero))
        XCTAssertFalse(eo.filled(30, 30, .evenOdd))
    }

    func testNestedRectangles() {
        let same = CGMutablePath()
        same.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        same.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let reversed = CGMutablePath()
        reversed.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        reversed.addLines(between: [CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        reversed.closeSubpath()
        XCTAssertTrue(fill(same, .nonZero).filled(50, 50, .nonZero))
        XCTAssertFalse(fill(same, .evenOdd).filled(50, 50, .evenOdd))
        XCTAssertFalse(fill(reversed, .nonZero).filled(50, 50, .nonZero))
        XCTAssertFalse(fill(reversed, .evenOdd).filled(50, 50, .evenOdd))
        for (path, rule) in [(same, FillRule.evenOdd), (reversed, .nonZero), (reversed, .evenOdd)] {
            let m = fill(path, rule)
            XCTAssertTrue(m.filled(10, 12, rule))
            // The hole's outline is inset towards the fill (the hole grows by half a pixel) and its
            // fringe puts coverage 0.5 on the true edge.
            XCTAssertTrue(m.filled(50, 24.4, rule))
            XCTAssertFalse(m.filled(50, 24.6, rule))
            XCTAssertEqual(Mesh.coverage(m.buf, m.range(.fillFringe)!, at: Vec2(50, 25)), 0.5, accuracy: 1e-6)
            XCTAssertEqual(Mesh.coverage(m.buf, m.range(.fillFringe)!, at: Vec2(50, 0)), 0.5, accuracy: 1e-6)
        }
        // nonZero with both the same way: the inner outline is no edge of the fill, so it has no fringe.
        let m = fill(same, .nonZero)
        XCTAssertEqual(Mesh.coverage(m.buf, m.range(.fillFringe)!, at: Vec2(50, 25)), 0)
    }

    func testConcaveIsNotConvexAndDegenerateFillsAreEmpty() {
        XCTAssertFalse(fill(polyline([(0, 0), (100, 0), (50, 20), (50, 100)], closed: true)).ranges.isConvex)
        XCTAssertTrue(fill(polyline([(0, 0), (100, 0), (50, 100)], closed: true)).ranges.isConvex)
        XCTAssertTrue(fill(polyline([(0, 0), (100, 0)])).ranges.isEmpty)
        XCTAssertTrue(fill(polyline([(0, 0), (50, 0), (100, 0)], closed: true)).ranges.isEmpty == false)
        XCTAssertTrue(fill(CGPath()).ranges.isEmpty)
    }
}
