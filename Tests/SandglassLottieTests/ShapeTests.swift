import XCTest
@testable import SandglassLottie

/// Shape items: groups, sources, paints in Lottie's order, trims, gradients.
final class ShapeTests: XCTestCase {
    func root(_ shapes: String, ks: String = #"{}"#) throws -> CALayer {
        try compose(lottieDocument(layers: "[\(shapeLayer(ks: ks, shapes: shapes))]")).makeRootLayer()
    }

    func testTreeNamesFollowTheComposition() throws {
        let group = #"{"ty": "gr", "nm": "Group 1", "it": [\#(rectShape), \#(redFill), {"ty": "tr", "p": {"a": 0, "k": [10, 0]}}]}"#
        let r = try root("[\(group)]")
        XCTAssertEqual(r.name, "Test")
        XCTAssertEqual(r.bounds, CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = try XCTUnwrap(r.find("Shape Layer 1/Group 1/Fill 1") as? CAShapeLayer)
        XCTAssertEqual(fill.path?.boundingBox, CGRect(x: 40, y: 20, width: 20, height: 10))
        XCTAssertEqual(fill.fillColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertNil(fill.strokeColor)
        assertPoint(world(r, "Shape Layer 1/Group 1/Fill 1", CGPoint(x: 40, y: 20), at: 0), CGPoint(x: 50, y: 20))
    }

    func testAPaintCoversOnlyThePathsAboveItAndLowerItemsDrawBelow() throws {
        let a = #"{"ty": "rc", "nm": "A", "p": {"a": 0, "k": [10, 10]}, "s": {"a": 0, "k": [10, 10]}}"#
        let b = #"{"ty": "rc", "nm": "B", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [10, 10]}}"#
        let fill2 = #"{"ty": "fl", "nm": "Fill 2", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 50}, "r": 2}"#
        let r = try root("[\(a), \(redFill), \(b), \(fill2)]")
        XCTAssertEqual(r.find("Shape Layer 1")?.sublayerNames, ["Fill 2", "Fill 1"])
        let f1 = try XCTUnwrap(r.find("Shape Layer 1/Fill 1") as? CAShapeLayer)
        let f2 = try XCTUnwrap(r.find("Shape Layer 1/Fill 2") as? CAShapeLayer)
        XCTAssertEqual(f1.path?.boundingBox, CGRect(x: 5, y: 5, width: 10, height: 10))
        XCTAssertEqual(f2.path?.boundingBox, CGRect(x: 5, y: 5, width: 50, height: 50))
        XCTAssertEqual(f2.fillRule, .evenOdd)
        XCTAssertEqual(f1.fillRule, .nonZero)
        XCTAssertEqual(f2.opacity, 0.5)
    }

    func testAnOuterPaintAlsoPaintsTheGroupsAboveItUnderTheirTransforms() throws {
        let inner = #"{"ty": "gr", "nm": "Inner", "it": [\#(rectShape), {"ty": "tr", "p": {"a": 0, "k": [0, 30]}}]}"#
        let stroke = #"{"ty": "st", "nm": "Stroke 1", "c": {"a": 0, "k": [0, 1, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 4}, "lc": 2, "lj": 3, "ml": 7, "d": [{"n": "d", "v": {"a": 0, "k": 6}}, {"n": "g", "v": {"a": 0, "k": 3}}, {"n": "o", "v": {"a": 0, "k": 2}}]}"#
        let r = try root("[\(inner), \(stroke)]")
        XCTAssertEqual(r.find("Shape Layer 1")?.sublayerNames, ["Stroke 1", "Inner"])
        let s = try XCTUnwrap(r.find("Shape Layer 1/Stroke 1/Inner/Stroke 1") as? CAShapeLayer)
        XCTAssertEqual(s.lineWidth, 4)
        XCTAssertEqual(s.lineCap, .round)
        XCTAssertEqual(s.lineJoin, .bevel)
        XCTAssertEqual(s.miterLimit, 7)
        XCTAssertEqual(s.lineDashPattern?.map(\.doubleValue), [6, 3])
        XCTAssertEqual(s.lineDashPhase, 2)
        XCTAssertNil(s.fillColor)
        XCTAssertEqual(s.strokeColor, CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        assertPoint(world(r, "Shape Layer 1/Stroke 1/Inner/Stroke 1", CGPoint(x: 40, y: 20), at: 0), CGPoint(x: 40, y: 50))
    }

    func testEllipseAndRoundedRectangle() throws {
        let el = #"{"ty": "el", "nm": "E", "p": {"a": 0, "k": [30, 40]}, "s": {"a": 0, "k": [20, 10]}}"#
        let rc = #"{"ty": "rc", "nm": "R", "p": {"a": 0, "k": [100, 50]}, "s": {"a": 0, "k": [40, 20]}, "r": {"a": 0, "k": 50}}"#
        let fill2 = redFill.replacingOccurrences(of: "Fill 1", with: "Fill 2")
        let r = try root("[\(el), \(redFill), \(rc), \(fill2)]")
        let e = try XCTUnwrap(r.find("Shape Layer 1/Fill 1") as? CAShapeLayer)
        XCTAssertEqual(e.path?.boundingBox, CGRect(x: 20, y: 35, width: 20, height: 10))
        // Fill 2 paints both; the radius is clamped to 10 (half the height), so the rectangle's
        // outline starts 10 below its top right corner (120, 40).
        let both = try XCTUnwrap(r.find("Shape Layer 1/Fill 2") as? CAShapeLayer)
        XCTAssertEqual(both.path?.boundingBox, CGRect(x: 20, y: 35, width: 100, height: 25))
        let moves = both.path?.elements.compactMap { e -> CGPoint? in if case .moveTo(let p) = e { return p }; return nil }
        XCTAssertEqual(moves?.last, CGPoint(x: 120, y: 50))
    }

    func testAnimatedPathInterpolatesItsVertices() throws {
        let sh = #"""
            {"ty": "sh", "nm": "Path 1", "ks": {"a": 1, "k": [
              {"t": 0, "s": [{"v": [[0, 0], [10, 0], [10, 10]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]], "c": true}],
               "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}},
              {"t": 30, "s": [{"v": [[0, 0], [30, 0], [30, 30]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]], "c": true}]}]}}
            """#
        let r = try root("[\(sh), \(redFill)]")
        let shape = try XCTUnwrap(presented(r, "Shape Layer 1/Fill 1", at: 0.5) as? CAShapeLayer)
        XCTAssertEqual(shape.path?.boundingBox, CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    func testTrimAnimatesStrokeStartAndEnd() throws {
        let stroke = #"{"ty": "st", "nm": "Stroke 1", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}}"#
        let trim = #"{"ty": "tm", "nm": "Trim", "s": {"a": 0, "k": 10}, "e": {"a": 1, "k": [{"t": 0, "s": [20], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [80]}]}, "o": {"a": 0, "k": 36}, "m": 1}"#
        let r = try root("[\(rectShape), \(trim), \(stroke)]")
        // The offset (a tenth of a turn) can carry the part past the path's end: the path is drawn
        // twice over and the part is measured on the doubled path (halves).
        let s = try XCTUnwrap(presented(r, "Shape Layer 1/Stroke 1", at: 0.5) as? CAShapeLayer)
        XCTAssertEqual(s.strokeStart, 0.2 / 2, accuracy: 1e-9)
        XCTAssertEqual(s.strokeEnd, 0.6 / 2, accuracy: 1e-9)
        let end = try XCTUnwrap(presented(r, "Shape Layer 1/Stroke 1", at: 2) as? CAShapeLayer)
        XCTAssertEqual(end.strokeEnd, 0.9 / 2, accuracy: 1e-9)
        let once = try XCTUnwrap(presented(try root("[\(rectShape), \(stroke)]"), "Shape Layer 1/Stroke 1", at: 2) as? CAShapeLayer)
        XCTAssertEqual(end.path?.elements.filter { if case .moveTo = $0 { return true }; return false }.count, 1,
                       "the path twice over as one subpath: no seam where the copies meet")
        XCTAssertEqual(end.path?.elements.filter { $0 == .closeSubpath }.count, 1, "the first copy's close became a line")
        XCTAssertGreaterThan(end.path?.elements.count ?? 0, once.path?.elements.count ?? 0)
        XCTAssertEqual(end.path?.boundingBox, once.path?.boundingBox)
    }

    /// An offset carrying the part across the end runs on into the path's second copy
    /// (it was cut at the end): start 60 %, end 90 %, offset a half turn keeps 110 %...140 %.
    func testATrimOffsetAcrossTheEndRunsOn() {
        let (lo, hi) = ShapeLayerBuilder.trimInterval(start: 0.6, end: 0.9, offset: 0.5, repeated: true)
        XCTAssertEqual(lo, 0.1 / 2, accuracy: 1e-12)
        XCTAssertEqual(hi, 0.4 / 2, accuracy: 1e-12)
        let (a, b) = ShapeLayerBuilder.trimInterval(start: 0.5, end: 0.9, offset: 0.25, repeated: true)
        XCTAssertEqual(a, 0.75 / 2, accuracy: 1e-12)
        XCTAssertEqual(b, 1.15 / 2, accuracy: 1e-12, "past the first copy's end, into the second")
    }

    /// An offset whose keyframes all sit on one frame jumps there, as Lottie holds a value before its
    /// first keyframe and after its last (sampled over an empty span, the trim kept only the first value).
    func testATrimOffsetWhoseKeyframesShareAFrameJumpsThere() throws {
        let stroke = #"{"ty": "st", "nm": "Stroke 1", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}}"#
        let trim = #"{"ty": "tm", "nm": "Trim", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 1, "k": [{"t": 10, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [90]}]}, "m": 1}"#
        let r = try root("[\(rectShape), \(trim), \(stroke)]")
        let before = try XCTUnwrap(presented(r, "Shape Layer 1/Stroke 1", at: 0) as? CAShapeLayer)
        XCTAssertEqual(before.strokeStart, 0, accuracy: 1e-9)
        XCTAssertEqual(before.strokeEnd, 0.5 / 2, accuracy: 1e-9)
        let after = try XCTUnwrap(presented(r, "Shape Layer 1/Stroke 1", at: 1) as? CAShapeLayer)
        XCTAssertEqual(after.strokeStart, 0.25 / 2, accuracy: 1e-9, "a quarter turn on")
        XCTAssertEqual(after.strokeEnd, 0.75 / 2, accuracy: 1e-9)
    }

    /// Start and end both at 100 % stay at the end (they wrapped to 0, so a trim whose
    /// start runs 0 → 100 % shrank the stroke from the other end).
    func testStartAndEndAtTheEndStayThere() throws {
        let (lo, hi) = ShapeLayerBuilder.trimInterval(start: 1, end: 1, offset: 0, repeated: false)
        XCTAssertEqual([lo, hi], [1, 1])
        let stroke = #"{"ty": "st", "nm": "Stroke 1", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}}"#
        let trim = #"{"ty": "tm", "nm": "Trim", "s": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [100]}]}, "e": {"a": 0, "k": 100}, "o": {"a": 0, "k": 0}, "m": 1}"#
        let r = try root("[\(rectShape), \(trim), \(stroke)]")
        let s = try XCTUnwrap(presented(r, "Shape Layer 1/Stroke 1", at: 0.5) as? CAShapeLayer)
        XCTAssertEqual(s.strokeStart, 0.5, accuracy: 1e-9, "the start moves toward the end")
        XCTAssertEqual(s.strokeEnd, 1, accuracy: 1e-9, "the end stays at the end")
    }

    /// A trim listed after the stroke trims it too (it was left untrimmed).
    func testATrimAfterTheStrokeTrimsIt() throws {
        let stroke = #"{"ty": "st", "nm": "Stroke 1", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}}"#
        let trim = #"{"ty": "tm", "nm": "Trim", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 40}, "o": {"a": 0, "k": 0}, "m": 1}"#
        let r = try root("[\(rectShape), \(stroke), \(trim)]")
        XCTAssertEqual((r.find("Shape Layer 1/Stroke 1") as? CAShapeLayer)?.strokeEnd, 0.4)
        let grouped = #"{"ty": "gr", "nm": "G", "it": [\#(rectShape), \#(stroke)]}"#
        let outer = try root("[\(grouped), \(trim)]")
        XCTAssertEqual((outer.find("Shape Layer 1/G/Stroke 1") as? CAShapeLayer)?.strokeEnd, 0.4, "a group's paths, the trim below the group")
    }

    func testSimultaneousTrimOfSeveralPathsTrimsEachOnItsOwn() throws {
        let b = rectShape.replacingOccurrences(of: "[50, 25]", with: "[150, 25]")
        let stroke = #"{"ty": "st", "nm": "Stroke 1", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}}"#
        let simultaneous = #"{"ty": "tm", "nm": "Trim", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}, "m": 1}"#
        let two = try root("[\(rectShape), \(b), \(simultaneous), \(stroke)]")
        XCTAssertEqual(two.find("Shape Layer 1")?.sublayerNames, ["Stroke 1"])
        XCTAssertEqual(two.find("Shape Layer 1/Stroke 1")?.sublayerNames, ["Stroke 1", "Stroke 1"])
        XCTAssertEqual((two.find("Shape Layer 1/Stroke 1/Stroke 1") as? CAShapeLayer)?.strokeEnd, 0.5)
        let individually = simultaneous.replacingOccurrences(of: #""m": 1"#, with: #""m": 2"#)
        let one = try root("[\(rectShape), \(b), \(individually), \(stroke)]")
        XCTAssertEqual(one.find("Shape Layer 1")?.sublayerNames, ["Stroke 1"])
        XCTAssertEqual((one.find("Shape Layer 1/Stroke 1") as? CAShapeLayer)?.strokeEnd, 0.5)
    }

    /// End-point keyframes with spatial tangents move along a path in the gradient's unit
    /// space (the path was built from the shape's coordinates: an end point of (60, 25) in a 22 x 12
    /// box came out as 60 box widths away).
    func testAGradientPointWithSpatialTangentsStaysInUnitSpace() throws {
        let end = #"{"a": 1, "k": [{"t": 0, "s": [60, 25], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}, "to": [-5, 0], "ti": [5, 0]}, {"t": 30, "s": [40, 25]}]}"#
        let gf = #"{"ty": "gf", "nm": "Gradient Fill 1", "o": {"a": 0, "k": 100}, "r": 1, "t": 1, "s": {"a": 0, "k": [40, 25]}, "e": \#(end), "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}}}"#
        let r = try root("[\(rectShape), \(gf)]")
        // The box: the rectangle 40...60 x 20...30 grown by 1, 22 x 12 from (39, 19).
        let first = try XCTUnwrap(presented(r, "Shape Layer 1/Gradient Fill 1", at: 0) as? CAGradientLayer)
        XCTAssertEqual(first.endPoint.x, 21.0 / 22, accuracy: 1e-9)
        XCTAssertEqual(first.endPoint.y, 0.5, accuracy: 1e-9)
        let last = try XCTUnwrap(presented(r, "Shape Layer 1/Gradient Fill 1", at: 1) as? CAGradientLayer)
        XCTAssertEqual(last.endPoint.x, 1.0 / 22, accuracy: 1e-9)
        let middle = try XCTUnwrap(presented(r, "Shape Layer 1/Gradient Fill 1", at: 0.5) as? CAGradientLayer)
        XCTAssertTrue((0...1).contains(middle.endPoint.x) && abs(middle.endPoint.y - 0.5) < 1e-9, "\(middle.endPoint)")
    }

    /// A diagonal gradient on a box that is not square keeps Lottie's axis: at every
    /// point, Core Animation's position along the gradient (perpendicular in unit space) is Lottie's
    /// (perpendicular in points). With the end point in plain unit fractions the isolines tilted.
    func testADiagonalGradientOnAWideBoxKeepsItsAxis() throws {
        let gf = #"{"ty": "gf", "nm": "Gradient Fill 1", "o": {"a": 0, "k": 100}, "r": 1, "t": 1, "s": {"a": 0, "k": [40, 20]}, "e": {"a": 0, "k": [60, 30]}, "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}}}"#
        let r = try root("[\(rectShape), \(gf)]")
        let g = try XCTUnwrap(r.find("Shape Layer 1/Gradient Fill 1") as? CAGradientLayer)
        let box = CGRect(x: 39, y: 19, width: 22, height: 12)
        XCTAssertEqual(g.bounds.size, box.size)
        func alongCA(_ p: CGPoint) -> Double {
            let u = CGPoint(x: (p.x - box.minX) / box.width, y: (p.y - box.minY) / box.height)
            let (vx, vy) = (g.endPoint.x - g.startPoint.x, g.endPoint.y - g.startPoint.y)
            return ((u.x - g.startPoint.x) * vx + (u.y - g.startPoint.y) * vy) / (vx * vx + vy * vy)
        }
        func alongLottie(_ p: CGPoint) -> Double { ((p.x - 40) * 20 + (p.y - 20) * 10) / 500 }
        for p in [CGPoint(x: 40, y: 20), CGPoint(x: 60, y: 30), CGPoint(x: 45, y: 30), CGPoint(x: 58, y: 21), CGPoint(x: 50, y: 25)] {
            XCTAssertEqual(alongCA(p), alongLottie(p), accuracy: 1e-9, "at \(p)")
        }
    }

    /// Colour and opacity stops merged properly: one stop where both share an offset, in-between stops
    /// only across a gap where colour and alpha both change (elsewhere the premultiplied ramp is
    /// exact). Three colour stops over a constant opacity gave 4 · 3 + 1 = 13 stops (and files with more
    /// ran past the renderer's stops); now the three colour stops and one at the opacity stop's 0.3.
    func testStopsAreMergedWhereOnlyOneOfColourAndAlphaChanges() throws {
        let constant = GradientBuilder.StopPlan(.fixed([0, 1, 0, 0, 0.5, 0, 1, 0, 1, 0, 0, 1, 0.3, 1, 1, 1]), count: 3)
        let plain = constant.stops([0, 1, 0, 0, 0.5, 0, 1, 0, 1, 0, 0, 1, 0.3, 1, 1, 1])
        XCTAssertEqual(plain.map(\.location), [0, 0.3, 0.5, 1], "the colour stops and the opacity stop at 0.3; 1 is shared")
        XCTAssertEqual(plain[1].color, CGColor(red: 0.4, green: 0.6, blue: 0, alpha: 1))
        // Opacity fading over the first half only: in-betweens there, none over the second half.
        let fade: [Double] = [0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0.5, 1]
        let stops = GradientBuilder.StopPlan(.fixed(fade), count: 2).stops(fade)
        XCTAssertEqual(stops.map(\.location), [0, 0.125, 0.25, 0.375, 0.5, 1])
        XCTAssertEqual(stops[2].color, CGColor(red: 0.75, green: 0, blue: 0.25, alpha: 0.5))
        // Keyframes keep one plan, so their stop counts agree and the animation interpolates.
        let later: [Double] = [0, 0, 1, 0, 1, 1, 0, 0, 0, 1, 0.5, 0]
        let animated = GradientBuilder.StopPlan(.keyed([Keyframe(frame: 0, value: fade), Keyframe(frame: 10, value: later)]), count: 2)
        XCTAssertEqual(animated.stops(fade).count, animated.stops(later).count)
    }

    func testLinearGradientFillWithOpacityStops() throws {
        let gf = #"""
            {"ty": "gf", "nm": "Gradient Fill 1", "o": {"a": 0, "k": 100}, "r": 1, "t": 1,
             "s": {"a": 0, "k": [40, 25]}, "e": {"a": 0, "k": [60, 25]},
             "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0.5]}}}
            """#
        let r = try root("[\(rectShape), \(gf)]")
        let g = try XCTUnwrap(r.find("Shape Layer 1/Gradient Fill 1") as? CAGradientLayer)
        XCTAssertEqual(g.type, .axial)
        // One stop where a colour and an opacity stop share an offset (0 and 1), and three between them,
        // as both colour and opacity change there; each interpolated over its own stops, straight: at
        // 0.25 the colour is 3/4 red, the opacity 0.875.
        XCTAssertEqual(g.locations?.map(\.doubleValue), [0, 0.25, 0.5, 0.75, 1])
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        XCTAssertEqual(g.cgColors, [red, CGColor(red: 0.75, green: 0, blue: 0.25, alpha: 0.875), CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.75),
                                    CGColor(red: 0.25, green: 0, blue: 0.75, alpha: 0.625), blue])
        // Bounds: the rectangle (40, 20, 20, 10) grown by 1 point.
        XCTAssertEqual(g.frame, CGRect(x: 39, y: 19, width: 22, height: 12))
        assertPoint(g.startPoint, CGPoint(x: 1.0 / 22, y: 0.5), 1e-9)
        assertPoint(g.endPoint, CGPoint(x: 21.0 / 22, y: 0.5), 1e-9)
        let mask = try XCTUnwrap(g.mask as? CAShapeLayer)
        XCTAssertEqual(mask.path?.boundingBox, CGRect(x: 40, y: 20, width: 20, height: 10))
        assertPoint(world(r, "Shape Layer 1/Gradient Fill 1", CGPoint(x: 1, y: 1), at: 0), CGPoint(x: 40, y: 20))
    }
}

/// A colour as iOS reads it.
final class ColourComponentTests: XCTestCase {
    private func fill(_ color: String) throws -> CGColor? {
        let fill = #"{"ty": "fl", "nm": "Fill 1", "c": {"a": 0, "k": \#(color)}, "o": {"a": 0, "k": 100}, "r": 1}"#
        let c = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(rectShape), \(fill)]"))]"))
        return (c.makeRootLayer().find("Shape Layer 1/Fill 1") as? CAShapeLayer)?.fillColor
    }

    func testTheFourthComponentIsIgnoredAndBytesAreDividedBy255() throws {
        XCTAssertEqual(try fill("[1, 0, 0, 0.25]"), CGColor(red: 1, green: 0, blue: 0, alpha: 1), "alpha is the opacity property's")
        XCTAssertEqual(try fill("[255, 128, 64, 1]"), CGColor(red: 1, green: 128.0 / 255, blue: 64.0 / 255, alpha: 1))
        XCTAssertEqual(try fill("[255, 128, 0]"), CGColor(red: 255, green: 128, blue: 0, alpha: 1), "not all above 1: taken as written")
        XCTAssertEqual(try fill("[0.2, 0.4, 0.6]"), CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    }
}

/// A gradient whose keyframes hold fewer values than its stop count says is drawn, not a trap.
final class ShortGradientKeyframeTests: XCTestCase {
    func testAShortKeyframeIsReadAsFarAsItGoes() {
        let full: [Double] = [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0.5]
        let plan = GradientBuilder.StopPlan(.keyed([Keyframe(frame: 0, value: full), Keyframe(frame: 10, value: [0, 1, 0])]), count: 2)
        XCTAssertFalse(plan.stops(full).isEmpty)
        _ = plan.stops([0, 1, 0])
    }
}
