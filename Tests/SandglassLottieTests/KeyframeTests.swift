import XCTest
@testable import SandglassLottie

/// Keyframe timing: easing, holds, clipping at the scene's ends, both keyframe formats, spatial paths.
final class KeyframeTests: XCTestCase {
    /// A null layer "N" whose position is `p`, in a 30 fps file of frames ip...op.
    func root(position p: String, ip: Double = 0, op: Double = 60) throws -> CALayer {
        let layers = #"[{"ty": 3, "nm": "N", "ind": 1, "ip": -1000, "op": 1000, "st": 0, "ks": {"p": \#(p)}}]"#
        return try compose(lottieDocument(layers: layers, ip: ip, op: op)).makeRootLayer()
    }

    func position(_ root: CALayer, frame: Double, ip: Double = 0) -> CGPoint? {
        presented(root, "N", at: (frame - ip) / 30)?.position
    }

    func testEasedPositionAtAFractionalFrame() throws {
        let r = try root(position: #"""
            {"a": 1, "k": [{"t": 10, "s": [0, 0], "o": {"x": [0.33], "y": [0]}, "i": {"x": [0.67], "y": [1]}},
                           {"t": 20, "s": [100, 50]}]}
            """#)
        let p = easedProgress(0.33, 0, 0.67, 1, at: 0.25)
        assertPoint(position(r, frame: 12.5), CGPoint(x: 100 * p, y: 50 * p), 1e-4)
        assertPoint(position(r, frame: 5), .zero)
        assertPoint(position(r, frame: 20), CGPoint(x: 100, y: 50))
        assertPoint(position(r, frame: 60), CGPoint(x: 100, y: 50))
    }

    func testHoldKeyframeJumpsExactlyAtTheNextKeyTime() throws {
        let r = try root(position: #"""
            {"a": 1, "k": [{"t": 0, "s": [0, 0], "h": 1}, {"t": 15, "s": [40, 40], "h": 1}, {"t": 30, "s": [80, 0]}]}
            """#)
        assertPoint(position(r, frame: 14), .zero)
        assertPoint(position(r, frame: 15), CGPoint(x: 40, y: 40))
        assertPoint(position(r, frame: 29), CGPoint(x: 40, y: 40))
        assertPoint(position(r, frame: 30), CGPoint(x: 80, y: 0))
        assertPoint(position(r, frame: 45), CGPoint(x: 80, y: 0))
    }

    func testKeyframesOutsideTheSceneAreClippedAtItsEnds() throws {
        // Linear from frame -10 (x 0) to 20 (x 300); the scene runs 0...10 (ip 0, op 10).
        let r = try root(position: #"""
            {"a": 1, "k": [{"t": -10, "s": [0, 0], "o": {"x": 0.5, "y": 0}, "i": {"x": 0.5, "y": 1}}, {"t": 20, "s": [300, 0]}]}
            """#, op: 10)
        let at = { (f: Double) in 300 * easedProgress(0.5, 0, 0.5, 1, at: (f + 10) / 30) }
        XCTAssertEqual(position(r, frame: 0)?.x ?? .nan, at(0), accuracy: 1e-4)
        XCTAssertEqual(position(r, frame: 5)?.x ?? .nan, at(5), accuracy: 1e-4)
        XCTAssertEqual(position(r, frame: 10)?.x ?? .nan, at(10), accuracy: 1e-4)
        XCTAssertEqual(position(r, frame: -3)?.x ?? .nan, at(0), accuracy: 1e-4)
    }

    func testOldFormatKeyframesWithEndValues() throws {
        let r = try root(position: #"""
            {"a": 1, "k": [{"t": 0, "s": [0, 0], "e": [60, 30], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30}]}
            """#)
        assertPoint(position(r, frame: 15), CGPoint(x: 30, y: 15), 1e-4)
        assertPoint(position(r, frame: 30), CGPoint(x: 60, y: 30))
    }

    func testSpatialTangentsMoveAlongTheCurve() throws {
        // Linear timing; the path is the cubic (0,0) (0,-40) (100,-40) (100,0).
        let r = try root(position: #"""
            {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [0, -40], "ti": [0, -40], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}},
                           {"t": 30, "s": [100, 0]}]}
            """#)
        assertPoint(position(r, frame: 15), CGPoint(x: 50, y: -30), 1e-4)
        // u = 0.25: x = 3·0.25·0.75²·0 + 3·0.25²·0.75·100 + 0.25³·100, y = −40·3·0.25·0.75.
        assertPoint(position(r, frame: 7.5), CGPoint(x: 3 * 0.0625 * 0.75 * 100 + 0.015625 * 100, y: -40 * 3 * 0.25 * 0.75), 1e-4)
        let a = r.find("N")?.animation(forKey: "position") as? CAKeyframeAnimation
        XCTAssertNotNil(a?.path)
        XCTAssertEqual(a?.calculationMode, .linear)
    }

    func testSplitPositionJoinsXAndY() throws {
        let r = try root(position: #"""
            {"s": true, "x": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [90]}]},
             "y": {"a": 0, "k": 7}}
            """#)
        assertPoint(position(r, frame: 10), CGPoint(x: 30, y: 7), 1e-4)
    }

    func testAnimationsSpanTheSceneAndDoNotRepeat() throws {
        let r = try root(position: #"{"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 60, "s": [60, 0]}]}"#)
        let a = try XCTUnwrap(r.find("N")?.animation(forKey: "position"))
        XCTAssertEqual(a.duration, 2)
        XCTAssertEqual(a.fillMode, .both)
        XCTAssertFalse(a.isRemovedOnCompletion)
        XCTAssertEqual(a.repeatCount, 0)
        assertPoint(position(r, frame: 90), CGPoint(x: 60, y: 0))
    }
}
