import XCTest
@testable import SandglassLottie

/// Time remapping (`tm` on a precomp layer): the precomp shows second tm(f) at the layer's frame f.
final class TimeRemapTests: XCTestCase {
    /// A precomp whose layer "Inner" moves x 0 → 10 over inner frames 0...10 and is visible for inner
    /// frames [0, 5) when `visibleUntilFive`.
    func root(tm: String, visibleUntilFive: Bool = false) throws -> CALayer {
        let op = visibleUntilFive ? 5 : 100
        let inner = #"[{"ty": 3, "nm": "Inner", "ind": 1, "ip": 0, "op": \#(op), "st": 0, "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [10, 0]}]}}}]"#
        let pre = #"{"ty": 0, "nm": "Pre", "refId": "c", "ind": 1, "ip": 0, "op": 60, "st": 0, "w": 50, "h": 50, "ks": {}, "tm": \#(tm)}"#
        let c = try compose(lottieDocument(layers: "[\(pre)]", assets: #"[{"id": "c", "layers": \#(inner)}]"#))
        XCTAssertEqual(c.warnings, [])
        return c.makeRootLayer()
    }

    func x(_ root: CALayer, frame: Double) -> CGFloat? { presented(root, "Pre/Precomp/Inner", at: frame / 30)?.position.x }

    func testALinearRemapPlaysThePrecompSlower() throws {
        // 0 s at frame 0 to 1/3 s (inner frame 10) at frame 30: inner frame = f / 3.
        let r = try root(tm: #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [0.3333333333333333]}]}"#)
        XCTAssertEqual(x(r, frame: 15) ?? -1, 5, accuracy: 1e-6)
        XCTAssertEqual(x(r, frame: 30) ?? -1, 10, accuracy: 1e-6)
        XCTAssertEqual(x(r, frame: 6) ?? -1, 2, accuracy: 1e-6)
    }

    func testAReversedRemapPlaysBackwardsAndAFixedOneFreezes() throws {
        let reversed = try root(tm: #"{"a": 1, "k": [{"t": 0, "s": [0.3333333333333333], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [0]}]}"#)
        XCTAssertEqual(x(reversed, frame: 0) ?? -1, 10, accuracy: 1e-6)
        XCTAssertEqual(x(reversed, frame: 24) ?? -1, 2, accuracy: 1e-6)
        let frozen = try root(tm: #"{"a": 0, "k": 0.2}"#)
        XCTAssertEqual(x(frozen, frame: 0) ?? -1, 6, accuracy: 1e-6)
        XCTAssertEqual(x(frozen, frame: 50) ?? -1, 6, accuracy: 1e-6)
    }

    func testInnerInAndOutPointsFollowTheRemappedTime() throws {
        let r = try root(tm: #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [0.3333333333333333]}]}"#,
                         visibleUntilFive: true)
        XCTAssertEqual(presented(r, "Pre/Precomp/Inner", at: 12.0 / 30)?.isHidden, false)
        XCTAssertEqual(presented(r, "Pre/Precomp/Inner", at: 15.0 / 30)?.isHidden, true)
        XCTAssertEqual(presented(r, "Pre/Precomp/Inner", at: 18.0 / 30)?.isHidden, true)
    }
}
