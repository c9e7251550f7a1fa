import Foundation
import Sandglass
@testable import SandglassTessellation
import XCTest

final class TrimmerTests: XCTestCase {
    func trimmed(_ path: CGPath, _ s: Double, _ e: Double) -> (Polyline, PieceList) {
        let pl = Flattener.flatten(path, tolerance: 0.0625)
        var out = PieceList()
        Trimmer.trim(pl, start: s, end: e, into: &out)
        return (pl, out)
    }

    func testFullTrimOfClosedPathStaysClosed() {
        let (_, out) = trimmed(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), 0, 1)
        XCTAssertEqual(out.pieces.count, 1)
        XCTAssertTrue(out.pieces[0].isClosed)
        XCTAssertEqual(out.points.count, 4)
        XCTAssertEqual(out.length(of: out.pieces[0]), 40)
    }

    func testPartialTrimIsOpenAndExact() {
        let (_, out) = trimmed(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), 0.1, 0.6)
        XCTAssertEqual(out.pieces.count, 1)
        XCTAssertFalse(out.pieces[0].isClosed)
        XCTAssertEqual(out.points, [Vec2(4, 0), Vec2(10, 0), Vec2(10, 10), Vec2(6, 10)])
    }

    func testTrimmedLengthsOnCircleAndMultipleSubpaths() {
        let path = circle(CGPoint(x: 50, y: 50), 40).mutableCopy()!
        path.addPath(polyline([(0, 0), (100, 0), (100, 30)]))
        for (s, e) in [(0.0, 0.25), (0.1, 0.9), (0.5, 0.51), (0.3, 1.0), (0.0, 1.0)] {
            let (pl, out) = trimmed(path, s, e)
            let total = out.pieces.reduce(0) { $0 + out.length(of: $1) }
            XCTAssertEqual(total, (e - s) * pl.totalLength, accuracy: 1e-9 * pl.totalLength, "\(s)-\(e)")
        }
    }

    func testEmptyAndClampedTrims() {
        let path = polyline([(0, 0), (10, 0)])
        XCTAssertTrue(trimmed(path, 0.5, 0.5).1.pieces.isEmpty)
        XCTAssertTrue(trimmed(path, 0.7, 0.2).1.pieces.isEmpty)
        let (_, out) = trimmed(path, -1, 2)
        XCTAssertEqual(out.points, [Vec2(0, 0), Vec2(10, 0)])
    }

    func testTrimAcrossSubpathsSplitsIntoPieces() {
        let path = polyline([(0, 0), (10, 0)]).mutableCopy()!
        path.addPath(polyline([(0, 10), (10, 10)]))
        let (_, out) = trimmed(path, 0.25, 0.75)
        XCTAssertEqual(out.pieces.count, 2)
        XCTAssertEqual(out.points, [Vec2(5, 0), Vec2(10, 0), Vec2(0, 10), Vec2(5, 10)])
    }
}
