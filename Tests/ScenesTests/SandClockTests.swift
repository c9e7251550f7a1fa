import Foundation
import Sandglass
import SandglassHeadless
import SandglassSystem
import SandglassTestSupport
@testable import Scenes
import XCTest

/// The sand clock against the post's numbers: the flip's keyframes, the piles on the (0.8, 0, 1, 1)
/// curve, the grains' falls, and the masks clipping the piles to their boxes in rendered pixels.
final class SandClockTests: XCTestCase {
    private let cycle = 6.5, sandEnd = 6.1

    // MARK: The flip

    func testViewStaysUprightUntilTheSandHasRunDown() {
        XCTAssertEqual(rotation(at: 3), 0, accuracy: 1e-9)
        XCTAssertEqual(rotation(at: 6.1), 0, accuracy: 1e-9)
    }

    /// 6.3 s lies in the second segment (6.1/6.5 ... 0.97 of the cycle), eased out towards pi + 0.07.
    func testViewTurnsTowardsTheOvershootWithEaseOut() {
        let k1 = sandEnd / cycle
        let u = (6.3 / cycle - k1) / (0.97 - k1)
        let expected = (Double.pi + 0.07) * SandClockBezier.value(0, 0, 0.58, 1, at: u)
        XCTAssertEqual(u, 0.97561, accuracy: 1e-5)
        XCTAssertEqual(rotation(at: 6.3), expected, accuracy: 1e-6)
    }

    func testViewPeaksAtTheOvershootAt97PercentOfTheCycle() {
        XCTAssertEqual(rotation(at: 0.97 * cycle), .pi + 0.07, accuracy: 1e-6)
    }

    /// Just before the cycle ends the view settles back to pi (third segment, easeOut: Core Animation
    /// uses the first three of the post's four timing functions); at 6.5 s the next cycle starts at 0.
    func testViewSettlesAtHalfATurnAndTheNextCycleStartsUpright() {
        let u = (6.49 / cycle - 0.97) / 0.03
        let expected = Double.pi + 0.07 - 0.07 * SandClockBezier.value(0, 0, 0.58, 1, at: u)
        XCTAssertEqual(rotation(at: 6.49), expected, accuracy: 1e-6)
        XCTAssertEqual(rotation(at: 6.5), 0, accuracy: 1e-9)
        XCTAssertEqual(rotation(at: 6.5 + 6.3), rotation(at: 6.3), accuracy: 1e-9)
    }

    // MARK: Piles and grains

    /// At 3 s the piles are 3 / 6.1 of the way through their keyframe segment, eased by (0.8, 0, 1, 1):
    /// the bottom pile rises from y = 1.5h to h/2 (h = 25), the top one sinks from h/2 to 1.5h.
    func testPilesFollowTheCustomCurveAt3Seconds() {
        let e = SandClockBezier.value(0.8, 0, 1, 1, at: 3 / sandEnd)
        XCTAssertEqual(e, 0.1549, accuracy: 1e-4)
        let tree = presentation(at: 3)
        let bottom = tree.sublayer(at: "sandClockView/bottomLayer/sublayer1")
        let top = tree.sublayer(at: "sandClockView/topLayer/sublayer1")
        XCTAssertEqual(Double(bottom.position.y), 37.5 - 25 * e, accuracy: 1e-6)
        XCTAssertEqual(Double(top.position.y), 12.5 + 25 * e, accuracy: 1e-6)
        XCTAssertEqual(Double(bottom.position.x), 17, accuracy: 1e-9)
    }

    func testPilesAreDoneAt6Point1SecondsAndHoldDuringTheTurn() {
        for t in [6.1, 6.3, 6.45] {
            let tree = presentation(at: t)
            XCTAssertEqual(Double(tree.sublayer(at: "sandClockView/bottomLayer/sublayer1").position.y), 12.5, accuracy: 1e-6)
            XCTAssertEqual(Double(tree.sublayer(at: "sandClockView/topLayer/sublayer1").position.y), 37.5, accuracy: 1e-6)
        }
    }

    /// sand05Layer (1 x 1 at y = -3, centre -2.5) falls linearly to y = 25 in 0.5 s; sand01Layer1 (1 x 2 at
    /// y = -10, centre -9) in 0.1 s, so at 0.25 s it is half way through its third fall.
    func testGrainsFallLinearlyAtTheirOwnSpeeds() {
        let tree = presentation(at: 0.25)
        XCTAssertEqual(Double(tree.sublayer(at: "sandClockView/sandLayer/sand05Layer").position.y), -2.5 + 27.5 * 0.5, accuracy: 1e-6)
        XCTAssertEqual(Double(tree.sublayer(at: "sandClockView/sandLayer/sand01Layer1").position.y), -9 + 34 * 0.5, accuracy: 1e-6)
        XCTAssertEqual(Double(tree.sublayer(at: "sandClockView/sandLayer/sand03Layer").position.y), -9 + 34 * (0.25 / 0.3), accuracy: 1e-6)
    }

    // MARK: Masks, in pixels

    /// With the glass hidden, a pixel 0.75 pt outside a box's shape is always the background while the
    /// moving pile overlaps it, and one 0.75 pt inside is sand exactly while the pile covers it. Top box:
    /// below its lower-left slope at x = 4. Bottom box: below its bottom edge at x = 30, where the post's
    /// path (its (w, w) corner) still runs but the mask's masksToBounds cuts it off.
    func testMasksClipThePilesToTheirBoxes() throws {
        let runner = SceneRunner(SandClockScene.self, context: NonRenderingSceneContext())
        (runner.scene as! SandClockScene).clock.imageView.isHidden = true
        let renderer = try SandClockRendering.layerRenderer()
        let background = SandClockScene.info.backgroundColor
        let sand = SandClockScene.parameters.defaults.color("sandColor")
        let slope = (25.0 / 3) / 17, offset = 0.75 * (1 + slope * slope).squareRoot()
        let topEdge = 25.0 * 2 / 3 + 4 * slope            // the top box's slope at x = 4
        var checkedOverlap = 0
        for t in stride(from: 0.25, through: 6.0, by: 0.25) {
            runner.seek(to: t)
            let pixels = renderer.render(runner.presentationTree(), size: SandClockScene.info.naturalSize,
                                         background: background, scale: 1)
            let e = SandClockBezier.value(0.8, 0, 1, 1, at: t / sandEnd)
            // Top box at (7, 3); its pile has sunk by 25e.
            let sunk = 25 * e
            let topOutside = SandClockRendering.pixel(pixels, view: CGPoint(x: 7 + 4, y: 3 + topEdge + offset))
            let topInside = SandClockRendering.pixel(pixels, view: CGPoint(x: 7 + 4, y: 3 + topEdge - offset))
            assertColor(topOutside, background, "t = \(t): outside the top box")
            if sunk + 1 < topEdge - offset { assertColor(topInside, sand, "t = \(t): inside the top box") }
            if sunk > 1 { checkedOverlap += 1 }
            // Bottom box at (7, 27); its pile is still 25(1 - e) below full.
            let below = 25 * (1 - e), roofAt30 = 25.0 / 3 * (30 - 17) / 17
            let bottomOutside = SandClockRendering.pixel(pixels, view: CGPoint(x: 7 + 30, y: 27 + 25 + 0.75))
            let bottomInside = SandClockRendering.pixel(pixels, view: CGPoint(x: 7 + 30, y: 27 + 25 - 0.75))
            assertColor(bottomOutside, background, "t = \(t): below the bottom box")
            if roofAt30 + below + 1 < 25 - 0.75 { assertColor(bottomInside, sand, "t = \(t): inside the bottom box") }
        }
        XCTAssertGreaterThan(checkedOverlap, 3, "some frames must have the top pile over the outside pixel")
    }

    // MARK: The glass

    /// The glass (drawn over the sand, as the post's picture is) meets the piles with no gap: along
    /// each scan line from the background into a full pile, once the glass starts every pixel is glass,
    /// sand or a blend of the two (red 204 ... 244) until the sand. Walls at y = 10 (top pile full, 0 s)
    /// and y = 45 (bottom pile full, 6.1 s), the top bar, the top pile's funnel and the bottom pile's
    /// roof at x = 15, the base at x = 15 and in the grains' column (x = 23.25, 24.25).
    func testGlassMeetsThePilesWithNoGap() throws {
        let lines: [(t: Double, from: CGPoint, to: CGPoint)] = [
            (0, CGPoint(x: 3, y: 10), CGPoint(x: 10, y: 10)), (0, CGPoint(x: 45, y: 10), CGPoint(x: 38, y: 10)),
            (0, CGPoint(x: 15, y: 0.5), CGPoint(x: 15, y: 7)), (0, CGPoint(x: 15, y: 27), CGPoint(x: 15, y: 20)),
            (6.1, CGPoint(x: 3, y: 45), CGPoint(x: 10, y: 45)), (6.1, CGPoint(x: 45, y: 45), CGPoint(x: 38, y: 45)),
            (6.1, CGPoint(x: 15, y: 28.5), CGPoint(x: 15, y: 34)), (6.1, CGPoint(x: 15, y: 56), CGPoint(x: 15, y: 48)),
            (6.1, CGPoint(x: 23.25, y: 56), CGPoint(x: 23.25, y: 48)), (6.1, CGPoint(x: 24.25, y: 56), CGPoint(x: 24.25, y: 48)),
        ]
        let renderer = try SandClockRendering.layerRenderer()
        for t in [0.0, 6.1] {
            let pixels = renderer.render(presentation(at: t), size: SandClockScene.info.naturalSize,
                                         background: SandClockScene.info.backgroundColor, scale: 1)
            for line in lines where line.t == t {
                let steps = Int((max(abs(line.to.x - line.from.x), abs(line.to.y - line.from.y)) * 4).rounded())
                let reds = (0...steps).map { i -> Int in
                    let u = CGFloat(i) / CGFloat(steps)
                    let p = CGPoint(x: line.from.x + u * (line.to.x - line.from.x), y: line.from.y + u * (line.to.y - line.from.y))
                    return Int(SandClockRendering.pixel(pixels, view: p).r)
                }
                let glass = try XCTUnwrap(reds.firstIndex { $0 >= 240 }, "t = \(t), \(line): the glass")
                let sand = try XCTUnwrap(reds[glass...].firstIndex { $0 == 206 }, "t = \(t), \(line): the sand \(reds)")
                XCTAssertTrue(reds[glass..<sand].allSatisfy { (204...244).contains($0) }, "t = \(t), \(line): a gap in \(reds)")
            }
        }
    }

    /// The grains' column (the post's 2 x 25 at (23, 28)) ends at y = 53, 1 pt below the bottom box: the
    /// glass's base covers it, so no grain shows under the full bottom pile. Rows 243 ... 248 (y = 51.75 ...
    /// 53.25) over the column's pixels 144 ... 151 are exactly the glass colour at every frame of 5.9 ... 6.1 s.
    func testGrainsNeverShowBelowTheFullBottomPile() throws {
        let renderer = try SandClockRendering.layerRenderer()
        let runner = SceneRunner(SandClockScene.self, context: NonRenderingSceneContext())
        for frame in 354...366 {
            runner.seek(to: Double(frame) / 60)
            let pixels = renderer.render(runner.presentationTree(), size: SandClockScene.info.naturalSize,
                                         background: SandClockScene.info.backgroundColor, scale: 1)
            for y in 243...248 {
                for x in 144...151 {
                    let p = pixels[x, y]
                    XCTAssertEqual([p.r, p.g, p.b], [242, 242, 247], "frame \(frame), pixel (\(x), \(y))")
                }
            }
        }
    }

    // MARK: Display scale

    /// The view is drawn by the root's sublayerTransform, centred: at displayScale 2 the 48 x 56 view
    /// covers 96 x 112 points in the middle of the natural size.
    func testDisplayScaleScalesTheViewAboutTheCentre() throws {
        var values = SandClockScene.parameters.defaults
        XCTAssertNil(values.set("displayScale", to: .number(2)))
        let runner = SceneRunner(SandClockScene.self, parameters: values, context: NonRenderingSceneContext())
        let tree = runner.presentationTree()
        XCTAssertEqual(tree.sublayerTransform.m11, 2)
        XCTAssertEqual(tree.sublayerTransform.m22, 2)
        let view = tree.sublayer(at: "sandClockView")
        XCTAssertEqual(view.position, CGPoint(x: 148, y: 148))
        XCTAssertEqual(SandClockScene.info.naturalSize, CGSize(width: 296, height: 296))
    }

    // MARK: Helpers

    private func presentation(at t: Double) -> CALayer {
        let runner = SceneRunner(SandClockScene.self, context: NonRenderingSceneContext())
        runner.seek(to: t)
        return runner.presentationTree()
    }

    /// The view's z rotation, unwrapped to 0...2pi - 0.5 (the transform holds only its sine and cosine).
    private func rotation(at t: Double) -> Double {
        let m = presentation(at: t).sublayer(at: "sandClockView").transform
        var angle = atan2(Double(m.m12), Double(m.m11))
        if angle < -0.5 { angle += 2 * .pi }
        return angle
    }

    private func assertColor(_ p: RGBA8, _ c: CGColor, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let expected = [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
        let got = [Int(p.r), Int(p.g), Int(p.b)]
        XCTAssertTrue(zip(expected, got).allSatisfy { abs($0 - $1) <= 2 }, "\(message): \(got) != \(expected)", file: file, line: line)
    }
}

/// A cubic timing curve through (0,0), (x1,y1), (x2,y2), (1,1), solved for x by bisection: independent of
/// the model's solver.
enum SandClockBezier {
    static func value(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bezier(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return bezier(y1, y2, (lo + hi) / 2)
    }
}

/// Headless rendering for the sand clock's pixel tests.
enum SandClockRendering {
    static func layerRenderer() throws -> LayerRenderer { try SharedGL.requireLayerRenderer() }

    /// The pixel under a point of the clock view at the default display scale (4, view centred).
    static func pixel(_ pixels: PixelBuffer, view p: CGPoint) -> RGBA8 {
        let size = SandClockScene.info.naturalSize
        let x = size.width / 2 + 4 * (p.x - 24), y = size.height / 2 + 4 * (p.y - 28)
        return pixels[Int(x.rounded(.down)), Int(y.rounded(.down))]
    }
}

/// The loading view of the author's repository: the same clock, turning on its own layer, beside a title.
final class SandClockLoadingTests: XCTestCase {
    func testTheClockTurnsOnItsOwnLayerInsideTheCard() throws {
        let runner = SceneRunner(SandClockLoadingScene.self, context: NonRenderingSceneContext())
        runner.seek(to: 6.49)
        let tree = runner.presentationTree()
        let card = tree.sublayer(at: "loadingView")
        XCTAssertEqual(card.bounds.size, CGSize(width: 270, height: 120))
        XCTAssertEqual(card.cornerRadius, 14)
        let clock = tree.sublayer(at: "loadingView/sandClockView")
        XCTAssertEqual(clock.position, CGPoint(x: 50, y: 60), "at the card's left, centred vertically")
        XCTAssertEqual(clock.bounds.size, CGSize(width: 48, height: 56))
        let angle = try XCTUnwrap(clock.value(forKeyPath: "transform.rotation.z") as? CGFloat)
        XCTAssertEqual(abs(angle), .pi, accuracy: 0.01, "half a turn at the end of the cycle")
        let title = try XCTUnwrap(tree.sublayer(at: "loadingView/titleLabel").sublayers?.first as? CATextLayer)
        XCTAssertEqual(title.string, "Loading")
        XCTAssertEqual(title.fontSize, 17)
    }
}
