import XCTest
@testable import SandglassLottie

/// Which clock a layer's `st` and `sr` move. iOS (the default): only a precomp's
/// children; a layer's own keyframes, a precomp layer's own transform and its time-remap curve run in
/// the parent's time. After Effects: all of the layer's keyframes too.
final class LayerTimingTests: XCTestCase {
    /// x 0 → 30 over frames 0-30 (linear), as a keyframed position.
    private let moving = #"{"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [30, 0]}]}}"#

    private func x(_ root: CALayer, _ path: String, frame: Double) -> CGFloat { presented(root, path, at: frame / 30)?.position.x ?? .nan }

    /// A null layer with st 10 and sr 2: its own keyframes at comp frame 15.
    func testALayersOwnKeyframesIgnoreItsStartAndStretchOnIOS() throws {
        let layer = #"{"ty": 3, "nm": "Mover", "ind": 1, "ip": 0, "op": 60, "st": 10, "sr": 2, "ks": \#(moving)}"#
        let c = try compose(lottieDocument(layers: "[\(layer)]"))
        XCTAssertEqual(x(c.makeRootLayer(), "Mover", frame: 15), 15, accuracy: 1e-6, "iOS: comp frame 15 is the keyframes' frame 15")
        XCTAssertEqual(x(c.makeRootLayer(timing: .afterEffects), "Mover", frame: 15), 2.5, accuracy: 1e-6,
                       "After Effects: comp frame 15 is layer frame (15 - 10) / 2 = 2.5")
    }

    /// A precomp layer with st 10 whose own position moves, holding a layer that moves: iOS shifts
    /// only the child; After Effects shifts both.
    func testAPrecompShiftsItsChildrenInBothRulesAndItselfOnlyInAfterEffects() throws {
        let child = #"[{"ty": 3, "nm": "Child", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": \#(moving)}]"#
        let pre = #"{"ty": 0, "nm": "Pre", "refId": "c", "ind": 1, "ip": 0, "op": 60, "st": 10, "w": 50, "h": 50, "ks": \#(moving)}"#
        let c = try compose(lottieDocument(layers: "[\(pre)]", assets: #"[{"id": "c", "layers": \#(child)}]"#))
        let ios = c.makeRootLayer(), ae = c.makeRootLayer(timing: .afterEffects)
        XCTAssertEqual(x(ios, "Pre", frame: 20), 20, accuracy: 1e-6, "iOS: the precomp layer's own transform in the parent's time")
        XCTAssertEqual(x(ae, "Pre", frame: 20), 10, accuracy: 1e-6)
        XCTAssertEqual(x(ios, "Pre/Precomp/Child", frame: 20), 10, accuracy: 1e-6, "both: the child at precomp frame 10")
        XCTAssertEqual(x(ae, "Pre/Precomp/Child", frame: 20), 10, accuracy: 1e-6)
    }

    /// A time-remap curve runs in the parent's time on iOS: with st 10, frame 15 reads tm at 15.
    func testATimeRemapCurveRunsInTheParentsTimeOnIOS() throws {
        let child = #"[{"ty": 3, "nm": "Child", "ind": 1, "ip": 0, "op": 100, "st": 0, "ks": \#(moving)}]"#
        // tm: 0 s at frame 0 to 1 s at frame 30 (the child at its frame 30f / 30 = f).
        let tm = #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [1]}]}"#
        let pre = #"{"ty": 0, "nm": "Pre", "refId": "c", "ind": 1, "ip": 0, "op": 60, "st": 10, "w": 50, "h": 50, "ks": {}, "tm": \#(tm)}"#
        let c = try compose(lottieDocument(layers: "[\(pre)]", assets: #"[{"id": "c", "layers": \#(child)}]"#))
        XCTAssertEqual(x(c.makeRootLayer(), "Pre/Precomp/Child", frame: 15), 15, accuracy: 1e-6, "iOS: tm read at frame 15")
        XCTAssertEqual(x(c.makeRootLayer(timing: .afterEffects), "Pre/Precomp/Child", frame: 15), 5, accuracy: 1e-6,
                       "After Effects: tm read at the layer's frame 5")
    }

    /// The rule is the scene's first parameter, iOS by default; a params value picks After Effects'.
    func testTheRuleIsAParameter() throws {
        let layer = #"{"ty": 3, "nm": "Mover", "ind": 1, "ip": 0, "op": 60, "st": 10, "ks": \#(moving)}"#
        let c = try compose(lottieDocument(layers: "[\(layer)]"))
        let descriptor = c.descriptor
        XCTAssertEqual(descriptor.parameters.declarations.first?.name, "lottie.timing")
        XCTAssertEqual(descriptor.parameters.defaults.string("lottie.timing"), "ios")
        var values = descriptor.parameters.defaults
        values.set("lottie.timing", to: .string("after-effects"))
        XCTAssertEqual(x(c.makeRootLayer(overriding: values), "Mover", frame: 15), 5, accuracy: 1e-6)
        XCTAssertEqual(x(c.makeRootLayer(overriding: descriptor.parameters.defaults), "Mover", frame: 15), 15, accuracy: 1e-6)
        XCTAssertEqual(c.descriptor(timing: .afterEffects).parameters.defaults.string("lottie.timing"), "after-effects")
    }
}

/// The last frame and hold keyframes at the exact frame.
final class ExactFrameTests: XCTestCase {
    /// A layer whose in point is the composition's last frame shows there, as iOS shows it (it was
    /// hidden: its visible span was empty).
    func testALayerStartingOnTheLastFrameShowsThere() throws {
        let layer = #"{"ty": 3, "nm": "Late", "ind": 1, "ip": 60, "op": 90, "st": 0, "ks": {}}"#
        let root = try compose(lottieDocument(layers: "[\(layer)]")).makeRootLayer()
        XCTAssertEqual(presented(root, "Late", at: 2)?.isHidden, false, "frame 60, the last")
        XCTAssertEqual(presented(root, "Late", at: 59.0 / 30)?.isHidden, true)
    }

    /// A hold keyframe gives way to the next value exactly at the next keyframe's frame.
    func testAHoldTakesTheNewValueAtTheNextKeyframesFrame() throws {
        let ks = #"{"o": {"a": 1, "k": [{"t": 0, "s": [20], "h": 1}, {"t": 10, "s": [80], "h": 1}, {"t": 20, "s": [50]}]}}"#
        let layer = #"{"ty": 3, "nm": "H", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": \#(ks)}"#
        let root = try compose(lottieDocument(layers: "[\(layer)]")).makeRootLayer()
        for (frame, opacity) in [(9.99, 0.2), (10.0, 0.8), (15.0, 0.8), (19.99, 0.8), (20.0, 0.5)] {
            XCTAssertEqual(Double(presented(root, "H", at: frame / 30)?.opacity ?? -1), opacity, accuracy: 1e-6, "frame \(frame)")
        }
    }
}
