import Sandglass
import SandglassHeadless
import SandglassSystem
import SandglassTestSupport
@testable import Scenes
import XCTest

/// Seed 004: the ring's fill and the ball's turn follow ease-in-ease-out (0.42, 0, 0.58, 1) over 3 s and
/// repeat; pinned on the presentation tree and in a render.
///
/// Geometry (points, y down): the scene is 200 x 200 centred at (100, 100); the inner rings and the
/// ball's orbit have radius 84 (inset 16); the balls have radius 4; angles are measured clockwise on
/// screen from the top.
final class MatchingTests: XCTestCase {
    private static let duration = 3.0
    private static let background = RGBA8(0x1B, 0x1D, 0x2A, 255)
    private static let white = RGBA8(255, 255, 255, 255)

    func testRingStrokeEndFollowsEaseInEaseOutAndRepeats() throws {
        let runner = SceneRunner(MatchingScene.self, context: NonRenderingSceneContext())
        for t in [0.3, 0.75, 1.5, 2.9, 3.75] {
            runner.seek(to: t)
            let ring = try XCTUnwrap(Self.layer(named: "dynamicCircleLayer", in: runner.presentationTree()) as? CAShapeLayer)
            let expected = Self.easeInEaseOut(Self.cycleFraction(t))
            XCTAssertEqual(Double(ring.strokeEnd), expected, accuracy: 1e-5, "strokeEnd at \(t) s")
        }
        // Spot values of the curve itself, so the solver above is not trusted blindly.
        XCTAssertEqual(Self.easeInEaseOut(0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(Self.easeInEaseOut(0.25), 0.129, accuracy: 1e-3)
        XCTAssertEqual(Self.cycleFraction(3.75), 0.25, accuracy: 1e-12)
    }

    func testParentRotationFollowsEaseInEaseOutAndRepeats() throws {
        let runner = SceneRunner(MatchingScene.self, context: NonRenderingSceneContext())
        for t in [0.3, 0.75, 1.5, 2.9, 3.75] {
            runner.seek(to: t)
            let parent = try XCTUnwrap(Self.layer(named: "dynamicContentLayer", in: runner.presentationTree()))
            let m = parent.transform
            let angle = Double(atan2(m.m12, m.m11))
            let expected = 2 * Double.pi * Self.easeInEaseOut(Self.cycleFraction(t))
            // atan2 answers in (-pi, pi]; compare modulo a full turn (2.9 s is past pi, 1.5 s is pi itself).
            XCTAssertEqual(remainder(angle - expected, 2 * Double.pi), 0, accuracy: 1e-5,
                           "rotation at \(t) s: \(angle) vs \(expected)")
        }
    }

    func testModelKeepsTheSetValues() throws {
        let runner = SceneRunner(MatchingScene.self, context: NonRenderingSceneContext())
        runner.seek(to: 1.5)
        let model = runner.modelTree()
        let ring = try XCTUnwrap(Self.layer(named: "dynamicCircleLayer", in: model) as? CAShapeLayer)
        XCTAssertEqual(ring.strokeEnd, 1)
        XCTAssertEqual(try XCTUnwrap(Self.layer(named: "dynamicContentLayer", in: model)).transform, .identity)
    }

    func testBallIsAtTheBottomHalfwayThroughTheCycle() throws {
        let renderer = try Self.requireRenderer()
        let runner = SceneRunner(MatchingScene.self, context: renderer)
        runner.seek(to: 1.5)
        let pixels = render(runner, renderer)
        // Probes 2.5 pt outward from a ball's centre: inside the ball (radius 4), 2 pt clear of the rings.
        XCTAssertEqual(pixels.at(100, 186.5), Self.white, "the moving ball, centred at (100, 184)")
        XCTAssertEqual(pixels.at(100, 13.5), Self.white, "the static ball, centred at (100, 16)")
        XCTAssertEqual(pixels.at(186.5, 100), Self.background, "no ball at the right (where a linear turn would be at 0.75 s)")
        XCTAssertEqual(pixels.at(13.5, 100), Self.background, "no ball at the left")
        // The 1 pt ring (radius 84) is filled down the right side to the bottom, not up the left side,
        // where only the 0.5 pt dashed hairline is.
        // Within 3: the 2 px wide ring crosses this pixel on a curve, so coverage is 0.99+, not exactly 1.
        XCTAssertTrue(pixels.at(184.25, 100).isClose(to: Self.white, tolerance: 3), "the filled ring at the right: \(pixels.at(184.25, 100))")
        XCTAssertLessThan(pixels.at(15.75, 100).r, 200, "the left half is only the dashed hairline")
    }

    func testBallPositionAtAQuarterCycleFollowsTheCurveNotALinearTurn() throws {
        let renderer = try Self.requireRenderer()
        let runner = SceneRunner(MatchingScene.self, context: renderer)
        runner.seek(to: 0.75)
        let pixels = render(runner, renderer)
        let angle = 2 * Double.pi * Self.easeInEaseOut(0.25)
        let probe = (x: 100 + 86.5 * sin(angle), y: 100 - 86.5 * cos(angle))
        XCTAssertEqual(pixels.at(probe.x, probe.y), Self.white, "the ball at \(angle) rad, probe \(probe)")
        XCTAssertEqual(pixels.at(186.5, 100), Self.background, "a linear turn would have put the ball at the right")
    }

    // MARK: Helpers

    /// Fraction of the current 3 s cycle at scene time t.
    private static func cycleFraction(_ t: Double) -> Double {
        (t / duration).truncatingRemainder(dividingBy: 1)
    }

    /// easeInEaseOut, control points (0.42, 0), (0.58, 1): y at x, by bisection on x(s).
    private static func easeInEaseOut(_ x: Double) -> Double {
        func cubic(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var (lo, hi) = (0.0, 1.0)
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if cubic(0.42, 0.58, mid) < x { lo = mid } else { hi = mid }
        }
        return cubic(0, 1, (lo + hi) / 2)
    }

    /// Depth first through sublayers and masks.
    private static func layer(named name: String, in root: CALayer) -> CALayer? {
        if root.name == name { return root }
        for child in (root.mask.map { [$0] } ?? []) + (root.sublayers ?? []) {
            if let found = layer(named: name, in: child) { return found }
        }
        return nil
    }

    /// The outer circle (a 1 pt stroke on the 200 x 200 view's edge) overflows the view by 0.5 pt, as on
    /// iOS: the scene's 1 pt margin makes every tool's frame 202 x 202 with root point (x, y) at pixel
    /// (x + 1, y + 1). At the top, bottom, left and right the stroke covers half of the pixel outside
    /// the view and half of the one inside: white at 0.5 over the background, (141, 142, 148 or 149)
    /// exactly. Rounded down, as Apple's render keeps its levels, the coverage's float error decides:
    /// a hair under one half outside the view (140, 141, 147 or 148), a hair over inside (141, 142, 148
    /// or 149);
    /// the next pixel in is the background. (Before: a 200 x 200 frame, the outer half cut off.)
    func testOuterStrokeOverflowsIntoTheMargin() throws {
        let renderer = try Self.requireRenderer()
        let source = FrameSource(SceneRunner(MatchingScene.self, context: renderer))
        let pixels = renderer.render(source.frame(at: 0.4).tree, scale: 1)
        XCTAssertEqual([pixels.width, pixels.height], [202, 202])
        for (x, y) in [(101, 0), (0, 101), (201, 101), (101, 201)] {
            XCTAssertEqual([pixels[x, y].r, pixels[x, y].g], [140, 141], "outside (\(x), \(y))")
            XCTAssertEqual(Int(pixels[x, y].b), 147, accuracy: 1, "outside (\(x), \(y))")
        }
        for (x, y) in [(101, 1), (1, 101), (200, 101), (101, 200)] {
            XCTAssertEqual([pixels[x, y].r, pixels[x, y].g], [141, 142], "inside (\(x), \(y))")
            XCTAssertEqual(Int(pixels[x, y].b), 148, accuracy: 1, "inside (\(x), \(y))")
        }
        for (x, y) in [(101, 2), (2, 101), (199, 101), (101, 199), (0, 0)] {
            XCTAssertEqual(pixels[x, y], Self.background, "(\(x), \(y))")
        }
    }

    private func render(_ runner: SceneRunner, _ renderer: LayerRenderer) -> PixelBuffer {
        renderer.render(runner.presentationTree(), size: MatchingScene.info.naturalSize,
                        background: MatchingScene.info.backgroundColor, scale: 2)
    }

    private static func requireRenderer() throws -> LayerRenderer { try SharedGL.requireLayerRenderer() }
}

private extension PixelBuffer {
    /// The pixel of a scale-2 render that contains the point (x, y).
    func at(_ x: Double, _ y: Double) -> RGBA8 { self[Int(2 * x), Int(2 * y)] }
}
