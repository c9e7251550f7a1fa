import XCTest
@testable import SandglassLottie

/// Layers: transforms, parenting, in and out points, start offsets, precomps, solids, nulls.
final class LayerTests: XCTestCase {
    func testStaticTransformMapsAnchorToPositionThenScalesAndRotates() throws {
        let ks = #"{"a": {"a": 0, "k": [10, 20]}, "p": {"a": 0, "k": [100, 50]}, "s": {"a": 0, "k": [200, 50]}, "r": {"a": 0, "k": 90}, "o": {"a": 0, "k": 40}}"#
        let root = try compose(lottieDocument(layers: "[\(shapeLayer(ks: ks, shapes: "[]"))]")).makeRootLayer()
        assertPoint(world(root, "Shape Layer 1", CGPoint(x: 10, y: 20), at: 0), CGPoint(x: 100, y: 50))
        // (q − a) = (5, 0) scaled by 2 → (10, 0), turned 90° clockwise (y down) → (0, 10).
        assertPoint(world(root, "Shape Layer 1", CGPoint(x: 15, y: 20), at: 0), CGPoint(x: 100, y: 60), 1e-9)
        // (0, 4) scaled by 0.5 → (0, 2), turned → (−2, 0).
        assertPoint(world(root, "Shape Layer 1", CGPoint(x: 10, y: 24), at: 0), CGPoint(x: 98, y: 50), 1e-9)
        XCTAssertEqual(presented(root, "Shape Layer 1", at: 0)?.opacity ?? 0, 0.4, accuracy: 1e-6)
    }

    func testScaleThroughZeroAndRotationOfSeveralTurns() throws {
        let ks = #"""
            {"s": {"a": 1, "k": [{"t": 0, "s": [-100, 100], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [100, 100]}]},
             "r": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [720]}]}}
            """#
        let root = try compose(lottieDocument(layers: "[\(shapeLayer(ks: ks, shapes: "[]"))]")).makeRootLayer()
        // Frame 15: scale x 0 (the layer collapses onto the turned y axis); rotation 360°.
        assertPoint(world(root, "Shape Layer 1", CGPoint(x: 10, y: 0), at: 0.5), .zero, 1e-9)
        assertPoint(world(root, "Shape Layer 1", CGPoint(x: 0, y: 10), at: 0.5), CGPoint(x: 0, y: 10), 1e-9)
        // Frame 7.5: scale x −0.5, rotation 180°: (10, 0) → (−5, 0) → (5, 0).
        assertPoint(world(root, "Shape Layer 1", CGPoint(x: 10, y: 0), at: 0.25), CGPoint(x: 5, y: 0), 1e-9)
        // Frame 3.75: rotation 90°, scale x −0.75: (10, 0) → (−7.5, 0) → (0, −7.5).
        assertPoint(world(root, "Shape Layer 1", CGPoint(x: 10, y: 0), at: 0.125), CGPoint(x: 0, y: -7.5), 1e-9)
    }

    func testParentTransformAppliesToTheChildButNotItsOpacity() throws {
        let parent = #"{"ty": 3, "nm": "Null 1", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": {"p": {"a": 0, "k": [50, 10]}, "s": {"a": 0, "k": [200, 200]}, "o": {"a": 0, "k": 0}}}"#
        let child = shapeLayer("Child", ind: 2, ks: #"{"p": {"a": 0, "k": [5, 0]}}"#, shapes: "[]", extra: #", "parent": 1"#)
        let root = try compose(lottieDocument(layers: "[\(child), \(parent)]")).makeRootLayer()
        XCTAssertEqual(root.sublayerNames, ["Null 1", "Null 1"])
        XCTAssertEqual(root.sublayers?[1].sublayers?.first?.name, "Child")
        // Child (1, 1) → child's parent space (6, 1) → scaled (12, 2) → moved (62, 12).
        assertPoint(world(root, "Null 1/Child", CGPoint(x: 1, y: 1), at: 0), CGPoint(x: 62, y: 12), 1e-9)
        XCTAssertEqual(presented(root, "Null 1/Child", at: 0)?.opacity, 1)
        XCTAssertEqual(root.sublayers?[1].opacity, 1)
        XCTAssertEqual(root.sublayers?[0].opacity, 0)
    }

    func testLayerInAndOutPointsHideTheLayerOutsideThem() throws {
        let layer = #"{"ty": 3, "nm": "N", "ind": 1, "ip": 10, "op": 20, "st": 0, "ks": {}}"#
        let root = try compose(lottieDocument(layers: "[\(layer)]")).makeRootLayer()
        func hidden(_ frame: Double) -> Bool? { presented(root, "N", at: frame / 30)?.isHidden }
        XCTAssertEqual(hidden(9), true)
        XCTAssertEqual(hidden(10), false)
        XCTAssertEqual(hidden(19.9), false)
        XCTAssertEqual(hidden(20), true)
        XCTAssertEqual(hidden(60), true)
    }

    func testALayerReachingTheOutPointIsVisibleAtTheLastInstant() throws {
        let layer = #"{"ty": 3, "nm": "N", "ind": 1, "ip": 30, "op": 60, "st": 0, "ks": {}}"#
        let root = try compose(lottieDocument(layers: "[\(layer)]")).makeRootLayer()
        XCTAssertEqual(presented(root, "N", at: 2)?.isHidden, false)
        XCTAssertEqual(presented(root, "N", at: 0.9)?.isHidden, true)
    }

    /// Under After Effects' rule a layer's start offset shifts its own keyframes (iOS's, the default,
    /// does not: `LayerTimingTests`).
    func testStartOffsetShiftsTheLayersKeyframesUnderAfterEffectsTiming() throws {
        let ks = #"{"o": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [100]}]}}"#
        let layer = #"{"ty": 3, "nm": "N", "ind": 1, "ip": 0, "op": 60, "st": 15, "ks": \#(ks)}"#
        let c = try compose(lottieDocument(layers: "[\(layer)]"))
        let root = c.makeRootLayer(timing: .afterEffects)
        XCTAssertEqual(presented(root, "N", at: 15 / 30)?.opacity ?? -1, 0, accuracy: 1e-6)
        XCTAssertEqual(presented(root, "N", at: 20 / 30)?.opacity ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(presented(c.makeRootLayer(), "N", at: 5 / 30)?.opacity ?? -1, 0.5, accuracy: 1e-6, "iOS: frame 5 is keyframe frame 5")
    }

    func testPrecompChildrenLiveInThePrecompsTime() throws {
        let inner = #"[{"ty": 3, "nm": "Inner", "ind": 1, "ip": 0, "op": 100, "st": 0, "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [10, 0]}]}}}]"#
        let assets = #"[{"id": "comp_0", "layers": \#(inner)}]"#
        let pre = #"{"ty": 0, "nm": "Pre", "refId": "comp_0", "ind": 1, "ip": 0, "op": 60, "st": 20, "sr": 2, "w": 50, "h": 40, "ks": {}}"#
        let root = try compose(lottieDocument(layers: "[\(pre)]", assets: assets)).makeRootLayer()
        XCTAssertEqual(root.find("Pre/Precomp")?.frame, CGRect(x: 0, y: 0, width: 50, height: 40))
        XCTAssertEqual(root.find("Pre/Precomp")?.masksToBounds, true)
        // Inner frame f is outer frame 20 + 2 f: inner frame 5 at outer 30 (1 s).
        XCTAssertEqual(presented(root, "Pre/Precomp/Inner", at: 30 / 30)?.position.x ?? -1, 5, accuracy: 1e-6)
        XCTAssertEqual(presented(root, "Pre/Precomp/Inner", at: 20 / 30)?.position.x ?? -1, 0, accuracy: 1e-6)
        XCTAssertEqual(presented(root, "Pre/Precomp/Inner", at: 40 / 30)?.position.x ?? -1, 10, accuracy: 1e-6)
    }

    func testSolidAndNullLayers() throws {
        let solid = ##"{"ty": 1, "nm": "Backdrop", "ind": 1, "ip": 0, "op": 60, "st": 0, "sc": "#ff8000", "sw": 80, "sh": 30, "ks": {"a": {"a": 0, "k": [40, 15]}, "p": {"a": 0, "k": [100, 50]}}}"##
        let null = #"{"ty": 3, "nm": "Null", "ind": 2, "ip": 0, "op": 60, "st": 0, "ks": {}}"#
        let root = try compose(lottieDocument(layers: "[\(null), \(solid)]")).makeRootLayer()
        XCTAssertEqual(root.sublayerNames, ["Backdrop", "Null"])
        let fill = try XCTUnwrap(root.find("Backdrop/Solid"))
        XCTAssertEqual(fill.frame, CGRect(x: 0, y: 0, width: 80, height: 30))
        XCTAssertEqual(fill.backgroundColor, CGColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        assertPoint(world(root, "Backdrop/Solid", .zero, at: 0), CGPoint(x: 60, y: 35))
        XCTAssertEqual(root.find("Null")?.sublayers?.count ?? 0, 0)
    }

    func testTrackMatteMasksTheLayerBelowWithTheMatteLayer() throws {
        let matte = shapeLayer("Matte", ind: 1, shapes: "[\(rectShape), \(redFill)]", extra: #", "td": 1"#)
        let content = shapeLayer("Content", ind: 2, shapes: "[\(rectShape), \(redFill)]", extra: #", "tt": 1"#)
        let root = try compose(lottieDocument(layers: "[\(matte), \(content)]")).makeRootLayer()
        XCTAssertEqual(root.sublayerNames, ["Track Matte"])
        XCTAssertEqual(root.find("Track Matte")?.sublayerNames, ["Content"])
        XCTAssertEqual(root.find("Track Matte")?.mask?.name, "Matte")
        XCTAssertEqual(root.find("Track Matte")?.bounds, CGRect(x: 0, y: 0, width: 200, height: 100))
    }
}

/// Skew and skew axis on layer and group transforms, composed as lottie-ios composes
/// them (scale, then the skew along its axis, then rotation), instead of ignored with a warning.
final class SkewTests: XCTestCase {
    private func root(ks: String) throws -> CALayer {
        let layer = #"{"ty": 3, "nm": "S", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": \#(ks)}"#
        let c = try compose(lottieDocument(layers: "[\(layer)]"))
        XCTAssertEqual(c.warnings, [])
        return c.makeRootLayer()
    }

    /// Skew 45 along the horizontal axis: x' = x − y · tan 45 (a point 10 below the anchor moves 10 left).
    func testASkewShearsAlongItsAxis() throws {
        let r = try root(ks: #"{"p": {"a": 0, "k": [100, 100]}, "sk": {"a": 0, "k": 45}, "sa": {"a": 0, "k": 0}}"#)
        assertPoint(world(r, "S", CGPoint(x: 0, y: 10), at: 0), CGPoint(x: 90, y: 110), 1e-9)
        assertPoint(world(r, "S", CGPoint(x: 10, y: 0), at: 0), CGPoint(x: 110, y: 100), 1e-9)
    }

    /// The axis turns the shear: along the vertical (90), y' = y + x · tan 45.
    func testTheSkewAxisTurnsTheShear() throws {
        let r = try root(ks: #"{"p": {"a": 0, "k": [100, 100]}, "sk": {"a": 0, "k": 45}, "sa": {"a": 0, "k": 90}}"#)
        assertPoint(world(r, "S", CGPoint(x: 10, y: 0), at: 0), CGPoint(x: 110, y: 110), 1e-9)
        assertPoint(world(r, "S", CGPoint(x: 0, y: 10), at: 0), CGPoint(x: 100, y: 110), 1e-9)
    }

    /// Scale, then skew, then rotation: scale 200 % of (0, 10) is (0, 20), sheared to (−20, 20),
    /// turned 90 degrees to (−20, −20).
    func testScaleSkewAndRotationComposeInThatOrder() throws {
        let r = try root(ks: #"{"p": {"a": 0, "k": [100, 100]}, "s": {"a": 0, "k": [200, 200]}, "r": {"a": 0, "k": 90}, "sk": {"a": 0, "k": 45}}"#)
        assertPoint(world(r, "S", CGPoint(x: 0, y: 10), at: 0), CGPoint(x: 80, y: 80), 1e-9)
    }

    /// An animated skew follows its keyframes (sampled each frame): 0 → 45 over frames 0-30, linear.
    func testAnAnimatedSkewFollowsItsKeyframes() throws {
        let sk = #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [45]}]}"#
        let r = try root(ks: #"{"p": {"a": 0, "k": [100, 100]}, "sk": \#(sk)}"#)
        assertPoint(world(r, "S", CGPoint(x: 0, y: 10), at: 0), CGPoint(x: 100, y: 110), 1e-9)
        assertPoint(world(r, "S", CGPoint(x: 0, y: 10), at: 0.5), CGPoint(x: 100 - 10 * tan(22.5 * .pi / 180), y: 110), 1e-6)
        assertPoint(world(r, "S", CGPoint(x: 0, y: 10), at: 1), CGPoint(x: 90, y: 110), 1e-9)
    }
}

/// Drop shadows (the Drop Shadow effect and the layer style) as the layer's Core Animation shadow, as
/// lottie-ios draws them, instead of ignored with a warning.
final class DropShadowTests: XCTestCase {
    private func layer(_ extra: String) throws -> (CALayer, [String]) {
        let layer = shapeLayer("Casting", shapes: "[\(rectShape), \(redFill)]", extra: extra)
        let c = try compose(lottieDocument(layers: "[\(layer)]"))
        return (try XCTUnwrap(c.makeRootLayer().find("Casting")), c.warnings)
    }

    /// Colour, opacity 127.5 of 255, direction 180 (straight down: the effect's angle is turned by −90),
    /// distance 10, softness 20 (a blur radius of 4).
    func testTheEffectBecomesTheLayersShadow() throws {
        let effect = #"""
            , "ef": [{"ty": 25, "nm": "Drop Shadow", "en": 1, "ef": [
              {"ty": 2, "nm": "Shadow Color", "mn": "ADBE Drop Shadow-0001", "v": {"a": 0, "k": [0, 0, 1, 1]}},
              {"ty": 0, "nm": "Opacity", "mn": "ADBE Drop Shadow-0002", "v": {"a": 0, "k": 127.5}},
              {"ty": 1, "nm": "Direction", "mn": "ADBE Drop Shadow-0003", "v": {"a": 0, "k": 180}},
              {"ty": 0, "nm": "Distance", "mn": "ADBE Drop Shadow-0004", "v": {"a": 0, "k": 10}},
              {"ty": 0, "nm": "Softness", "mn": "ADBE Drop Shadow-0005", "v": {"a": 0, "k": 20}}]}]
            """#
        let (l, warnings) = try layer(effect)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(l.shadowColor, CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        XCTAssertEqual(l.shadowOpacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(l.shadowRadius, 4, accuracy: 1e-9)
        XCTAssertEqual(l.shadowOffset.width, 0, accuracy: 1e-9)
        XCTAssertEqual(l.shadowOffset.height, 10, accuracy: 1e-9)
    }

    /// The layer style: opacity in percent, blur of half its size, its angle as given (90: down).
    func testTheLayerStyleBecomesTheLayersShadow() throws {
        let style = #", "sy": [{"ty": 1, "nm": "Drop Shadow", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 75}, "a": {"a": 0, "k": 90}, "d": {"a": 0, "k": 6}, "s": {"a": 0, "k": 8}}]"#
        let (l, warnings) = try layer(style)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(l.shadowOpacity, 0.75, accuracy: 1e-6)
        XCTAssertEqual(l.shadowRadius, 4, accuracy: 1e-9)
        XCTAssertEqual(l.shadowOffset.height, 6, accuracy: 1e-9)
    }

    /// Other effects and a disabled shadow: warned once, nothing cast.
    func testOtherEffectsAreWarnedAndADisabledShadowCastsNothing() throws {
        let (tinted, warnings) = try layer(#", "ef": [{"ty": 20, "nm": "Tint", "en": 1, "ef": []}, {"ty": 25, "nm": "Drop Shadow", "en": 0, "ef": []}]"#)
        XCTAssertEqual(warnings, ["test.json: layer 'Casting': effects other than a drop shadow are not drawn, as iOS does not draw them"])
        XCTAssertEqual(tinted.shadowOpacity, 0)
    }
}
