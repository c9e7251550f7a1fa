import Sandglass
import SandglassHeadless
import SandglassSystem
import SandglassTestSupport
@testable import Scenes
import XCTest

/// Seed 002: the gauge's strokeEnd over time in both versions, the model/presentation difference
/// (the bar at 90 % on screen, 100 % in a model snapshot unless fixed), and the snapshot shown below.
///
/// Geometry the pixel tests use (scene points, y down): the gauge view is at (0, 10, 300, 150), so the
/// half circle is centred at (150, 160) with radius 140 and a 20 pt stroke (130...150 from the centre);
/// a fraction f of the half circle ends at the screen angle pi + f pi.
final class ScoreGaugeTests: XCTestCase {
    private static let centre = CGPoint(x: 150, y: 160)
    private static let radius: CGFloat = 140

    // MARK: Timing

    func testOriginalStrokeEndIsLinearToNinetyOverOnePointEightSeconds() {
        // The post sets no timing function (linear); duration 2 x 90/100 = 1.8 s; toValue 0.9, held.
        let runner = SceneRunner(ScoreGaugeScene.self, context: NonRenderingSceneContext())
        for (t, expected) in [(0.5, 0.25), (0.9, 0.45), (1.8, 0.9), (3.0, 0.9), (10.0, 0.9)] {
            XCTAssertEqual(strokeEnd(runner, at: t), expected, accuracy: 1e-6, "presentation strokeEnd at \(t) s")
        }
        XCTAssertEqual(modelShapeLayer(runner).strokeEnd, 1, "the model strokeEnd is never set: it stays 1")
    }

    func testFixedStrokeEndRunsZeroToOneOverTheSameDuration() {
        let runner = SceneRunner(ScoreGaugeScene.self, parameters: Self.values(fixed: true),
                                 context: NonRenderingSceneContext())
        for (t, expected) in [(0.5, 0.5 / 1.8), (0.9, 0.5), (1.8, 1.0), (3.0, 1.0)] {
            XCTAssertEqual(strokeEnd(runner, at: t), expected, accuracy: 1e-6, "presentation strokeEnd at \(t) s")
        }
        XCTAssertEqual(modelShapeLayer(runner).strokeEnd, 1)
    }

    func testFixedPathEndsAtTheScoresAngle() throws {
        let runner = SceneRunner(ScoreGaugeScene.self, parameters: Self.values(fixed: true),
                                 context: NonRenderingSceneContext())
        let path = try XCTUnwrap(modelShapeLayer(runner).path)
        // In the gauge's own coordinates: centre (150, 150); 0.9 of the half circle is at pi + 0.9 pi.
        let end = try XCTUnwrap(path.currentPoint)
        let angle = 1.9 * CGFloat.pi
        XCTAssertEqual(end.x, 150 + 140 * cos(angle), accuracy: 1e-6)
        XCTAssertEqual(end.y, 150 + 140 * sin(angle), accuracy: 1e-6)
        let whole = try XCTUnwrap(modelShapeLayer(SceneRunner(ScoreGaugeScene.self, context: NonRenderingSceneContext())).path)
        XCTAssertEqual(whole.currentPoint?.x ?? 0, 290, accuracy: 1e-6, "the original path runs to angle 0")
        XCTAssertEqual(whole.currentPoint?.y ?? 0, 150, accuracy: 1e-6)
    }

    func testCurveAndDurationFactorAndScoreParameters() {
        var v = ScoreGaugeScene.parameters.defaults
        XCTAssertNil(v.set("curve", to: .numbers([0.42, 0, 0.58, 1])))
        XCTAssertNil(v.set("durationFactor", to: .number(4)))
        XCTAssertNil(v.set("score", to: .integer(50)))
        let runner = SceneRunner(ScoreGaugeScene.self, parameters: v, context: NonRenderingSceneContext())
        // Duration 4 x 50/100 = 2 s, toValue 0.5, on the ease-in-ease-out curve.
        for t in [0.3, 0.5, 1.0, 1.7] {
            let expected = 0.5 * Self.bezier(0.42, 0, 0.58, 1, at: t / 2)
            XCTAssertEqual(strokeEnd(runner, at: t), expected, accuracy: 1e-5, "strokeEnd at \(t) s")
        }
        XCTAssertEqual(strokeEnd(runner, at: 2.5), 0.5, accuracy: 1e-9)
        let label = Self.layer(named: "scoreLabel", in: runner.modelTree()) as? CATextLayer
        XCTAssertEqual(label?.string, "50")
    }

    func testEnterRestartsTheFill() {
        let runner = SceneRunner(ScoreGaugeScene.self, context: NonRenderingSceneContext())
        runner.seek(to: 3)
        runner.send(.enter)
        XCTAssertEqual(strokeEnd(runner, at: 3.5), 0.25, accuracy: 1e-6, "0.5 s into the restarted 1.8 s fill")
        XCTAssertEqual(strokeEnd(runner, at: 6), 0.9, accuracy: 1e-6)
    }

    // MARK: Pixels

    func testOriginalArcEndsAtNinetyPercentOnScreenAndAtTheEndInTheModel() throws {
        let renderer = try Self.requireRenderer()
        let runner = SceneRunner(ScoreGaugeScene.self, context: renderer)
        runner.seek(to: 3)
        let screen = render(runner.presentationTree(), renderer)
        assertArc(screen, paintedTo: [0.5, 0.87], blankAt: [0.93, 0.97], "presentation, original")
        let model = render(runner.modelTree(), renderer)
        assertArc(model, paintedTo: [0.5, 0.87, 0.93, 0.97], blankAt: [], "model, original")
    }

    func testFixedArcEndsAtNinetyPercentInBothStates() throws {
        let renderer = try Self.requireRenderer()
        let runner = SceneRunner(ScoreGaugeScene.self, parameters: Self.values(fixed: true), context: renderer)
        runner.seek(to: 3)
        assertArc(render(runner.presentationTree(), renderer), paintedTo: [0.5, 0.87], blankAt: [0.93, 0.97], "presentation, fixed")
        assertArc(render(runner.modelTree(), renderer), paintedTo: [0.5, 0.87], blankAt: [0.93, 0.97], "model, fixed")
    }

    func testArcHalfwayThroughTheFill() throws {
        // At 0.9 s the original bar is at 0.45 of the half circle.
        let renderer = try Self.requireRenderer()
        let runner = SceneRunner(ScoreGaugeScene.self, context: renderer)
        runner.seek(to: 0.9)
        assertArc(render(runner.presentationTree(), renderer), paintedTo: [0.1, 0.42], blankAt: [0.48, 0.6], "at 0.9 s")
    }

    func testModelSnapshotIsShownBelowTheGaugeWithItsCaption() throws {
        let renderer = try Self.requireRenderer()
        let runner = SceneRunner(ScoreGaugeScene.self, context: renderer)
        runner.seek(to: 3)
        let before = render(runner.presentationTree(), renderer)
        // The empty area: white, with the hint's grey text somewhere on its middle line.
        XCTAssertEqual(before[200, 230], RGBA8(255, 255, 255, 255))
        XCTAssertTrue((110..<190).contains { x in before[x, 250].r < 200 }, "the hint text is drawn")

        let snapshot = try XCTUnwrap(render(runner.modelTree(), renderer).cgImage)
        runner.send(.snapshotTaken(snapshot, isModel: true))
        let after = render(runner.presentationTree(), renderer)
        // The gauge part of the snapshot (300 x 150) fills the area (10, 180, 280, 140): scale 14/15.
        let shown = { (f: CGFloat) -> (Int, Int) in
            let p = Self.arcPoint(f, centre: CGPoint(x: 150, y: 150))
            return (Int(10 + p.x * 14 / 15), Int(180 + p.y * 14 / 15))
        }
        let (x95, y95) = shown(0.95), (x50, y50) = shown(0.5)
        XCTAssertTrue(Self.isPainted(after[x95, y95]), "the model snapshot shows the bar past 90 %: \(after[x95, y95])")
        XCTAssertTrue(Self.isPainted(after[x50, y50]), "\(after[x50, y50])")
        // The snapshot's black score label lands at rows 264...320 of the area, which were blank before.
        XCTAssertEqual(Self.darkPixels(before, x: 100..<200, y: 264..<318), 0)
        XCTAssertGreaterThan(Self.darkPixels(after, x: 100..<200, y: 264..<318), 100, "the snapshot's label \"90\"")
        let model = runner.modelTree()
        XCTAssertEqual((Self.layer(named: "captionLabel", in: model) as? CATextLayer)?.string, "model snapshot")
        XCTAssertEqual(Self.layer(named: "hintLabel", in: model)?.isHidden, true)

        let presentation = try XCTUnwrap(render(runner.presentationTree(), renderer).cgImage)
        runner.send(.snapshotTaken(presentation, isModel: false))
        let fixedView = render(runner.presentationTree(), renderer)
        XCTAssertEqual(fixedView[x95, y95], RGBA8(255, 255, 255, 255), "the presentation snapshot stops at 90 %")
        XCTAssertTrue(Self.isPainted(fixedView[x50, y50]))
        XCTAssertEqual((Self.layer(named: "captionLabel", in: runner.modelTree()) as? CATextLayer)?.string,
                       "presentation snapshot")
    }

    // MARK: Helpers

    private static func values(fixed: Bool) -> ParameterValues {
        var v = ScoreGaugeScene.parameters.defaults
        _ = v.set("fixed", to: .bool(fixed))
        return v
    }

    private func strokeEnd(_ runner: SceneRunner, at t: Double) -> Double {
        runner.seek(to: t)
        let shape = Self.layer(named: "shapeLayer", in: runner.presentationTree()) as? CAShapeLayer
        XCTAssertNotNil(shape, "shapeLayer in the presentation tree")
        return Double(shape?.strokeEnd ?? -1)
    }

    private func modelShapeLayer(_ runner: SceneRunner) -> CAShapeLayer {
        Self.layer(named: "shapeLayer", in: runner.modelTree()) as? CAShapeLayer ?? CAShapeLayer()
    }

    /// Depth first through sublayers and masks.
    private static func layer(named name: String, in root: CALayer) -> CALayer? {
        if root.name == name { return root }
        for child in (root.mask.map { [$0] } ?? []) + (root.sublayers ?? []) {
            if let found = layer(named: name, in: child) { return found }
        }
        return nil
    }

    /// The point at fraction f of the half circle, on the middle of the 20 pt stroke.
    private static func arcPoint(_ f: CGFloat, centre: CGPoint = centre) -> CGPoint {
        let angle = CGFloat.pi * (1 + f)
        return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
    }

    /// The gradient's colour at x (green -> orange -> red across 300 pt, evenly spaced stops).
    private static func gradientColour(atX x: CGFloat) -> RGBA8 {
        let u = x / 300
        let (r, g): (CGFloat, CGFloat) = u < 0.5 ? (u / 0.5, 1 - 0.5 * u / 0.5) : (1, 0.5 * (1 - (u - 0.5) / 0.5))
        return RGBA8(UInt8((r * 255).rounded()), UInt8((g * 255).rounded()), 0, 255)
    }

    private static func isPainted(_ p: RGBA8) -> Bool { p.b < 40 && p.a == 255 }

    private static func darkPixels(_ pixels: PixelBuffer, x: Range<Int>, y: Range<Int>) -> Int {
        y.reduce(0) { count, row in count + x.filter { pixels[$0, row].r < 100 }.count }
    }

    private func assertArc(_ pixels: PixelBuffer, paintedTo painted: [CGFloat], blankAt blank: [CGFloat],
                           _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        for f in painted {
            let p = Self.arcPoint(f)
            let (x, y) = (Int(p.x), Int(p.y))
            let expected = Self.gradientColour(atX: CGFloat(x) + 0.5)
            XCTAssertTrue(pixels[x, y].isClose(to: expected, tolerance: 8),
                          "\(what): at \(f) of the arc (\(x), \(y)) expected the gradient \(expected), got \(pixels[x, y])",
                          file: file, line: line)
        }
        for f in blank {
            let p = Self.arcPoint(f)
            let (x, y) = (Int(p.x), Int(p.y))
            XCTAssertEqual(pixels[x, y], RGBA8(255, 255, 255, 255), "\(what): at \(f) of the arc (\(x), \(y)) expected white",
                           file: file, line: line)
        }
    }

    private func render(_ tree: CALayer, _ renderer: LayerRenderer) -> PixelBuffer {
        renderer.render(tree, size: ScoreGaugeScene.info.naturalSize, background: ScoreGaugeScene.info.backgroundColor, scale: 1)
    }

    /// y of a cubic Bezier timing curve (control points (x1, y1), (x2, y2)) at x, by bisection on x(s).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func cubic(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var (lo, hi) = (0.0, 1.0)
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if cubic(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return cubic(y1, y2, (lo + hi) / 2)
    }

    private static func requireRenderer() throws -> LayerRenderer { try SharedGL.requireLayerRenderer() }
}
