import Sandglass
@testable import QuartzCore
import SandglassTessellation
import XCTest

/// `CircularArcCache` answers as `CircularArc.detect` does, for the path it is given now: a path built
/// again, changed after it was asked about, or asked about after the cache was emptied.
final class CircularArcCacheTests: XCTestCase {
    private let circle = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 60, height: 60))

    func testARememberedPathGivesTheArcDetectGives() throws {
        let cache = CircularArcCache()
        let first = try XCTUnwrap(cache.arc(of: circle))
        let again = try XCTUnwrap(cache.arc(of: circle))
        let detected = try XCTUnwrap(CircularArc.detect(circle))
        for arc in [first, again] {
            XCTAssertEqual(arc.center, detected.center)
            XCTAssertEqual(arc.radius, 30)
            XCTAssertEqual(arc.sweep, detected.sweep)
            XCTAssertTrue(arc.isClosed)
        }
    }

    /// A copy of a remembered path changed afterwards gets storage of its own and its own answer.
    func testAPathChangedAfterBeingAskedAboutIsAskedAboutAgain() {
        let cache = CircularArcCache()
        let path = circle.mutableCopy()!
        XCTAssertNotNil(cache.arc(of: path))
        path.addLine(to: CGPoint(x: 0, y: 0))
        XCTAssertNil(cache.arc(of: path), "no longer one arc")
        XCTAssertNil(cache.arc(of: CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 30))), "an ellipse")
        XCTAssertNil(cache.arc(of: CGPath()))
        XCTAssertNotNil(cache.arc(of: circle))
    }

    /// A path built alone holds its elements alone, so adding to it may change them in place, at the
    /// same address: the cache still sees the new elements.
    func testAPathChangedInPlaceIsAskedAboutAgain() throws {
        let cache = CircularArcCache()
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(try XCTUnwrap(cache.arc(of: path)).radius, 20, accuracy: 1e-9)
        path.addLine(to: CGPoint(x: 5, y: 5))
        XCTAssertNil(cache.arc(of: path), "no longer one arc")
        cache.beginFrame()
        XCTAssertNil(cache.arc(of: path))
    }

    /// Entries live two frames; every answer stays right across frames, for paths asked about in
    /// every frame, every other frame, or once.
    func testAnswersStayRightAcrossFrames() {
        let cache = CircularArcCache()
        let paths = (0..<10).map { CGPath(ellipseIn: CGRect(x: Double($0), y: 0, width: 20, height: 20)) }
        for frame in 0..<6 {
            cache.beginFrame()
            for (i, path) in paths.enumerated() where i % (frame % 3 + 1) == 0 {
                XCTAssertEqual(cache.arc(of: path)?.center.x, CircularArc.detect(path)?.center.x)
                XCTAssertEqual(cache.arc(of: path)?.center.x ?? 0, Double(i) + 10, accuracy: 1e-9)
            }
        }
        XCTAssertNil(cache.arc(of: CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5))))
    }

    /// A node index remembers its last path only while the node's path is those elements: a new path
    /// under the same index, a path changed in place, and a path asked about under another index each
    /// get their own answer (a node's entry that matched by index alone would give the first circle's).
    func testANodesNewPathIsAskedAboutAgain() throws {
        let cache = CircularArcCache()
        XCTAssertEqual(try XCTUnwrap(cache.arc(of: shape(circle), node: 3)).radius, 30)
        let smaller = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(try XCTUnwrap(cache.arc(of: shape(smaller), node: 3)).radius, 10, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(cache.arc(of: shape(circle), node: 3)).radius, 30)
        XCTAssertEqual(try XCTUnwrap(cache.arc(of: shape(smaller), node: 1)).radius, 10, accuracy: 1e-9, "an index below the last one asked")
        XCTAssertNil(cache.arc(of: shape(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5))), node: 0))
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(try XCTUnwrap(cache.arc(of: shape(path), node: 3)).radius, 20, accuracy: 1e-9)
        path.addLine(to: CGPoint(x: 5, y: 5))
        XCTAssertNil(cache.arc(of: shape(path), node: 3), "no longer one arc")
        cache.beginFrame()
        XCTAssertNil(cache.arc(of: shape(path), node: 3))
    }

    /// A node's plain path answers its steady frames by identity, so the node keeps the object alive
    /// (no later path can take its address, and so its answer) until another path is asked under it.
    func testANodeKeepsItsPlainPathAliveWhileItsIdentityAnswers() throws {
        let cache = CircularArcCache()
        weak var first: CGPath?
        do {
            let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
            first = path
            XCTAssertEqual(try XCTUnwrap(cache.arc(of: shape(path), node: 0)).radius, 10, accuracy: 1e-9)
        }
        XCTAssertNotNil(first, "kept while it is the node's path")
        XCTAssertEqual(try XCTUnwrap(cache.arc(of: shape(try XCTUnwrap(first)), node: 0)).radius, 10, accuracy: 1e-9,
                       "the same object again")
        do {
            let other = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
            XCTAssertEqual(try XCTUnwrap(cache.arc(of: shape(other), node: 0)).radius, 20, accuracy: 1e-9)
        }
        XCTAssertNil(first, "let go once another path is the node's")
    }

    private func shape(_ path: CGPath) -> ShapeContent { ShapeContent(path: path, fillColor: nil, strokeColor: .black) }
}
