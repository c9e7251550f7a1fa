import CoreGraphics
@testable import SandglassTessellation
import XCTest

/// A shape tessellated the same way in two frames in a row is kept, and later frames copy it: the
/// same vertices, its indices and ranges moved to where it lands. A shape that changes every frame
/// is never kept.
final class TessellationCacheTests: XCTestCase {
    private let path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 50), transform: nil)
    private let dashed = StrokeStyle(lineWidth: 3, lineJoin: .round, dashPattern: [6, 4])

    private func stroke(_ cache: TessellationCache, _ style: StrokeStyle, into buffer: inout TessellationBuffer) throws -> DrawRanges {
        try cache.geometry(path, .stroke(style), pixelsPerPoint: 2, into: &buffer) { (buffer: inout TessellationBuffer) throws(TessellationError) in
            try Tessellator.stroke(path, style: style, pixelsPerPoint: 2, into: &buffer)
        }
    }

    func testARestingShapeIsKeptOnItsSecondFrameAndCopiedAfter() throws {
        var fresh = TessellationBuffer()
        // Something before it, so the copy lands at another place than the piece was made at.
        _ = try Tessellator.fill(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil), rule: .nonZero,
                                 pixelsPerPoint: 2, into: &fresh)
        let before = fresh.mark
        let expected = try Tessellator.stroke(path, style: dashed, pixelsPerPoint: 2, into: &fresh)

        let cache = TessellationCache()
        for frame in 0..<3 {
            cache.beginFrame()
            var buffer = TessellationBuffer()
            if frame == 2 {
                _ = try Tessellator.fill(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil), rule: .nonZero,
                                         pixelsPerPoint: 2, into: &buffer)
            }
            let ranges = try stroke(cache, dashed, into: &buffer)
            XCTAssertEqual(cache.count, frame == 0 ? 0 : 1, "kept from the second frame on")
            XCTAssertEqual(cache.hits, frame == 2 ? 1 : 0)
            if frame == 2 {
                XCTAssertEqual(buffer.vertices, fresh.vertices, "the copy is the geometry, after the fill before it")
                XCTAssertEqual(buffer.indices, fresh.indices, "indices moved past the fill's vertices")
                XCTAssertEqual(buffer.ranges, fresh.ranges)
                XCTAssertEqual(ranges, expected)
                XCTAssertEqual(ranges.rangeIndices.lowerBound, before.rangeCount)
            }
        }
    }

    func testAShapeThatChangesEveryFrameIsNeverKept() throws {
        let cache = TessellationCache()
        for frame in 0..<5 {
            cache.beginFrame()
            var buffer = TessellationBuffer()
            var style = dashed
            style.dashPhase = CGFloat(frame)
            _ = try stroke(cache, style, into: &buffer)
        }
        XCTAssertEqual(cache.count, 0)
        XCTAssertEqual(cache.misses, 5)
    }

    func testPiecesUnusedForAFrameAreDroppedPastCapacity() throws {
        let cache = TessellationCache(capacity: 1)
        for style in [dashed, StrokeStyle(lineWidth: 2)] {
            for _ in 0..<2 {
                cache.beginFrame()
                var buffer = TessellationBuffer()
                _ = try stroke(cache, style, into: &buffer)
            }
        }
        XCTAssertEqual(cache.count, 2, "both kept while the second frame runs")
        cache.beginFrame()
        XCTAssertEqual(cache.count, 1, "the piece the last frame did not use is dropped")
    }
}
