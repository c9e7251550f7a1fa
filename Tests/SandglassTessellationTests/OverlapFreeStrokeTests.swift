import Sandglass
@testable import SandglassTessellation
import XCTest

/// `DrawRanges.isOverlapFree`: which strokes the renderer may draw translucent in one pass.
final class OverlapFreeStrokeTests: XCTestCase {
    private func isFree(_ path: CGPath, _ style: StrokeStyle, ppp: Double = 1) -> Bool {
        var buf = TessellationBuffer()
        return try! Tessellator.stroke(path, style: style, pixelsPerPoint: ppp, into: &buf).isOverlapFree
    }

    func testHairlineCircleIsOverlapFree() {
        XCTAssertTrue(isFree(circle(CGPoint(x: 100, y: 100), 50), StrokeStyle(lineWidth: 0.5)))
    }

    func testDashesWithWideGapsAreOverlapFreeAndNarrowGapsAreNot() {
        let line = polyline([(0, 0), (100, 0)])
        XCTAssertTrue(isFree(line, StrokeStyle(lineWidth: 0.5, dashPattern: [4, 2])))
        XCTAssertFalse(isFree(line, StrokeStyle(lineWidth: 0.5, dashPattern: [4, 1])))
        // A flattened circle's vertex closer to a dash end than half a fringe plus its join's lean makes
        // the cap's section cross the join's: such a dash overlaps itself (conservatively, the stroke does).
    }

    func testTrimmedCircleNeedsAGapBetweenItsEnds() {
        XCTAssertTrue(isFree(circle(CGPoint(x: 100, y: 100), 50), StrokeStyle(lineWidth: 2, strokeEnd: 0.5)))
        XCTAssertFalse(isFree(circle(CGPoint(x: 100, y: 100), 50), StrokeStyle(lineWidth: 2, strokeEnd: 0.999)))
    }

    func testSharpCornersRoundCapsAndCrossingPathsOverlap() {
        XCTAssertFalse(isFree(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), StrokeStyle(lineWidth: 1)))
        XCTAssertFalse(isFree(circle(CGPoint(x: 100, y: 100), 50), StrokeStyle(lineWidth: 2, lineCap: .round, strokeEnd: 0.5)))
        let bowtie = polyline([(0, 0), (10, 10), (10, 0), (0, 10)], closed: true)
        XCTAssertFalse(isFree(bowtie, StrokeStyle(lineWidth: 1)))
    }

    func testThickStrokeOnATinyCircleFoldsInside() {
        XCTAssertFalse(isFree(circle(CGPoint(x: 10, y: 10), 2), StrokeStyle(lineWidth: 3), ppp: 1))
    }
}
