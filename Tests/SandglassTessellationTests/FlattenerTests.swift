import Foundation
import Sandglass
@testable import SandglassTessellation
import XCTest

final class FlattenerTests: XCTestCase {
    func testLinesAreCopiedWithCumulativeLengths() {
        let pl = Flattener.flatten(polyline([(0, 0), (3, 4), (3, 10)]), tolerance: 0.1)
        XCTAssertEqual(pl.points, [Vec2(0, 0), Vec2(3, 4), Vec2(3, 10)])
        XCTAssertEqual(pl.lengths, [0, 5, 11])
        XCTAssertEqual(pl.subpaths.count, 1)
        XCTAssertFalse(pl.subpaths[0].isClosed)
    }

    func testClosedSubpathRepeatsFirstPointAndCountsClosingSegment() {
        let pl = Flattener.flatten(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)), tolerance: 0.1)
        XCTAssertEqual(pl.points.count, 5)
        XCTAssertEqual(pl.points.last, Vec2(0, 0))
        XCTAssertEqual(pl.totalLength, 30)
        XCTAssertTrue(pl.subpaths[0].isClosed)
    }

    func testSubpathsCountAsOneLength() {
        let p = polyline([(0, 0), (10, 0)]).mutableCopy()!
        p.move(to: CGPoint(x: 0, y: 5)); p.addLine(to: CGPoint(x: 0, y: 25))
        let pl = Flattener.flatten(p, tolerance: 0.1)
        XCTAssertEqual(pl.subpaths.map(\.range), [0..<2, 2..<4])
        XCTAssertEqual(pl.lengths, [0, 10, 10, 30])
    }

    func testRepeatedPointsAndLoneMoveTo() {
        let p = CGMutablePath()
        p.move(to: .zero); p.addLine(to: .zero); p.addLine(to: CGPoint(x: 1, y: 0)); p.addLine(to: CGPoint(x: 1, y: 0))
        p.move(to: CGPoint(x: 5, y: 5))  // lone moveTo: dropped
        p.move(to: CGPoint(x: 7, y: 7)); p.addLine(to: CGPoint(x: 7, y: 7))  // zero length: a dot
        let pl = Flattener.flatten(p, tolerance: 0.1)
        XCTAssertEqual(pl.points, [Vec2(0, 0), Vec2(1, 0), Vec2(7, 7)])
        XCTAssertEqual(pl.subpaths.map(\.range), [0..<2, 2..<3])
    }

    /// Every flattened point of a circle lies on it, and every chord stays within the tolerance.
    func testCircleStaysWithinTolerance() {
        for (r, tol) in [(100.0, 0.0625), (20.0, 0.25), (200.0, 0.03125)] {
            let pl = Flattener.flatten(circle(.zero, CGFloat(r)), tolerance: tol)
            var maxSag = 0.0
            for i in 1..<pl.points.count {
                let a = pl.points[i - 1], b = pl.points[i]
                XCTAssertEqual(a.length, r, accuracy: r * 3e-4)  // the cubic arc's own error
                let mid = Vec2.lerp(a, b, 0.5)
                maxSag = max(maxSag, r - mid.length)
            }
            XCTAssertLessThanOrEqual(maxSag, tol + r * 3e-4)
        }
    }

    func testSegmentCountFollowsPixelsPerPoint() {
        let path = circle(.zero, 100)
        let n1 = Flattener.flatten(path, tolerance: 0.0625).segmentCount
        let n2 = Flattener.flatten(path, tolerance: 0.0625 / 2).segmentCount
        XCTAssertEqual(n1, 96)  // 4 quarters × ceil(sqrt(0.75 · 45.98 / 0.0625)) = 4 × 24
        XCTAssertEqual(n2, 136)  // 4 × ceil(33.2)
    }

    func testQuadraticCurve() {
        let p = CGMutablePath()
        p.move(to: .zero); p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let pl = Flattener.flatten(p, tolerance: 0.1)
        // M = |p0 - 2p1 + p2| = 200; n = ceil(sqrt(0.25 · 200 / 0.1)) = ceil(22.36) = 23
        XCTAssertEqual(pl.segmentCount, 23)
        XCTAssertEqual(pl.points.last, Vec2(100, 0))
    }

    func testCacheHitsAndBuckets() {
        let cache = FlatteningCache(capacity: 2)
        let path = circle(.zero, 50)
        _ = cache.polyline(for: path, pixelsPerPoint: 1, toleranceInPixels: 0.0625)
        _ = cache.polyline(for: path, pixelsPerPoint: 1, toleranceInPixels: 0.0625)
        XCTAssertEqual([cache.hits, cache.misses], [1, 1])
        _ = cache.polyline(for: path, pixelsPerPoint: 1.1, toleranceInPixels: 0.0625)  // next bucket
        _ = cache.polyline(for: circle(.zero, 10), pixelsPerPoint: 1, toleranceInPixels: 0.0625)
        XCTAssertEqual(cache.count, 2)
        XCTAssertEqual(cache.misses, 3)
        XCTAssertEqual(FlatteningCache.bucket(for: 1), 0)
        XCTAssertEqual(FlatteningCache.bucket(for: 1.1), 1)
        XCTAssertEqual(FlatteningCache.bucket(for: 2), 4)
    }
}
