import Foundation
import Sandglass
import SandglassSystem
@testable import Scenes
import XCTest

/// The face-scan rings against the post's timings: the blue ring's pop-in, its scanning turn, the
/// scan-end shrink, fade, turns, whitening and glow, both when scheduled (scanDuration 3 s) and on Enter.
final class ARScanningTests: XCTestCase {
    private let scanEnd = 3.0

    // MARK: Scanning

    /// Scale 0 -> 1.04 in 0.2 s, then 1.04 -> 1, 1 -> 1.02, 1.02 -> 1 in 0.066 s each, linear; opacity
    /// 0 -> 1 in 0.2 s. No turn before 0.8 s, so the transform is a pure scale.
    func testBlueRingPopsInWithABounce() {
        let expected: [(t: Double, scale: Double, opacity: Double)] = [
            (0.1, 1.04 * 0.5, 0.5),
            (0.25, 1.04 - 0.04 * (0.05 / 0.066), 1),
            (0.3, 1 + 0.02 * (0.3 - 0.266) / 0.066, 1),
            (0.5, 1, 1),
        ]
        for e in expected {
            let blue = presentation(at: e.t).sublayer(at: "blueLayer")
            XCTAssertEqual(Double(blue.transform.m11), e.scale, accuracy: 1e-6, "scale at \(e.t)")
            XCTAssertEqual(Double(blue.transform.m22), e.scale, accuracy: 1e-6, "scale at \(e.t)")
            XCTAssertEqual(Double(blue.transform.m12), 0, accuracy: 1e-9, "no turn yet at \(e.t)")
            XCTAssertEqual(Double(blue.opacity), e.opacity, accuracy: 1e-6, "opacity at \(e.t)")
        }
    }

    /// From 0.8 s one clockwise turn per 0.866 s: a quarter turn at 0.8 + 0.2165 s.
    func testBlueRingTurnsClockwiseFrom0Point8Seconds() {
        assertTurn(presentation(at: 0.8 + 0.866 / 4).sublayer(at: "blueLayer"), angle: .pi / 2, scale: 1)
        assertTurn(presentation(at: 0.8 + 0.866 * 2.5).sublayer(at: "blueLayer"), angle: .pi, scale: 1)
    }

    func testOtherRingsPopInStaggeredInDrawingOrder() {
        let tree = presentation(at: 0.1)
        XCTAssertEqual(Double(tree.sublayer(at: "outLayer").opacity), (0.1 - 0.066) / 0.2, accuracy: 1e-6)
        XCTAssertEqual(Double(tree.sublayer(at: "inLayer").opacity), 0, accuracy: 1e-9, "not started before 0.132 s")
        XCTAssertEqual(Double(tree.sublayer(at: "inLayer").transform.m11), 0, accuracy: 1e-9, "held at scale 0 until its pop-in")
    }

    /// Ring k of the root's sublayers (the post's drawing order) starts its fade-in at k x 0.066 s: at
    /// (k + 0.5) x 0.066 s it is at 0.033 / 0.2 = 0.165 and ring k + 1 still at 0. That is not outside in
    /// (the blue ring, radius 110, comes before outLayer, 124), and the help says so.
    func testRingStaggerFollowsTheDrawingOrder() {
        let names = presentation(at: 0).sublayers!.map { $0.name ?? "" }
        XCTAssertEqual(names, ["blueLayer", "outLayer", "inLayer", "whiteLayer", "centerCircleLayer", "centerPointLayer"])
        for k in 0..<names.count {
            let tree = presentation(at: (Double(k) + 0.5) * 0.066)
            XCTAssertEqual(Double(tree.sublayer(at: names[k]).opacity), 0.033 / 0.2, accuracy: 1e-6, names[k])
            if k + 1 < names.count { XCTAssertEqual(Double(tree.sublayer(at: names[k + 1]).opacity), 0, names[k + 1]) }
        }
        let help = ARScanningScene.parameters.declarations.first { $0.name == "ringStagger" }?.help ?? ""
        XCTAssertEqual(help, "each ring pops in this much after the one drawn before it (the post's drawing order: blue, out, in, white, centre circle, centre dot)")
    }

    // MARK: Scan end, scheduled at scanDuration

    /// Scale 1 -> 0.9 in 0.334 s; a clockwise turn in 0.334 s (half way at 0.167 s); then still until
    /// 1.134 s; then counter-clockwise, one turn in 12 s.
    func testBlueRingShrinksWhirlsThenTurnsSlowlyBack() {
        assertTurn(presentation(at: scanEnd + 0.167).sublayer(at: "blueLayer"), angle: .pi, scale: 0.95)
        assertTurn(presentation(at: scanEnd + 0.8).sublayer(at: "blueLayer"), angle: 0, scale: 0.9)
        assertTurn(presentation(at: scanEnd + 1.134 + 3).sublayer(at: "blueLayer"), angle: -.pi / 2, scale: 0.9)
    }

    /// At 3 s the blue ring's scanning turn (from 0.8 s, 0.866 s a turn) stands at 2.2 / 0.866 = 2.54042
    /// turns. By default (the post) every ring starts the scan end from 0°: a jump of 0.54042 turn.
    /// With `smoothScanEnd` the whirl starts there (3.39553 rad), a quarter of the quick turn later it is
    /// a quarter turn on, after it the ring holds that angle, and the slow turn starts from it. The
    /// counter-clockwise outLayer (from 0.866 s, 1.732 s a turn: 1.23210 turns) starts at -1.45834 rad.
    func testSmoothScanEndStartsFromTheScanningAngle() {
        let blueAngle = 2 * Double.pi * (2.2 / 0.866 - 2), outAngle = -2 * Double.pi * ((3 - 0.866) / 1.732 - 1)
        XCTAssertEqual(blueAngle, 3.39553, accuracy: 1e-5)
        XCTAssertEqual(outAngle, -1.45834, accuracy: 1e-5)
        assertTurn(presentation(at: scanEnd - 1e-9).sublayer(at: "blueLayer"), angle: blueAngle, scale: 1, "the scanning turn")
        assertTurn(presentation(at: scanEnd).sublayer(at: "blueLayer"), angle: 0, scale: 1, "the post: a jump to 0°")

        let smooth = ["smoothScanEnd": ParameterValue.bool(true)]
        assertTurn(presentation(at: scanEnd, smooth).sublayer(at: "blueLayer"), angle: blueAngle, scale: 1)
        assertTurn(presentation(at: scanEnd, smooth).sublayer(at: "outLayer"), angle: outAngle, scale: 1)
        assertTurn(presentation(at: scanEnd + 0.334 / 4, smooth).sublayer(at: "blueLayer"), angle: blueAngle + .pi / 2,
                   scale: 1 - 0.1 / 4)
        assertTurn(presentation(at: scanEnd + 0.8, smooth).sublayer(at: "blueLayer"), angle: blueAngle, scale: 0.9, "held")
        assertTurn(presentation(at: scanEnd + 1.134 + 3, smooth).sublayer(at: "blueLayer"), angle: blueAngle - .pi / 2, scale: 0.9)
        assertTurn(presentation(at: scanEnd, smooth).sublayer(at: "whiteLayer"), angle: 0, scale: 1, "a ring that never turns")
    }

    /// Opacity holds 1 until 1.134 s after the scan end, then falls to 0.9 over 0.866 s.
    func testBlueRingFadesTo0Point9AfterItsDelay() {
        XCTAssertEqual(Double(presentation(at: scanEnd + 1).sublayer(at: "blueLayer").opacity), 1, accuracy: 1e-6)
        XCTAssertEqual(Double(presentation(at: scanEnd + 1.134 + 0.433).sublayer(at: "blueLayer").opacity), 0.95, accuracy: 1e-6)
        XCTAssertEqual(Double(presentation(at: scanEnd + 5).sublayer(at: "blueLayer").opacity), 0.9, accuracy: 1e-6)
    }

    /// Shadow radius on the masks: 0 until 0.2 s after the scan end, up to 5 in 0.134 s, down to 0 in
    /// 0.4 s, linear.
    func testBlueMasksGlowDuringScanEnd() {
        let expected: [(Double, Double)] = [(0.1, 0), (0.2 + 0.067, 2.5), (0.334, 5), (0.334 + 0.2, 2.5),
                                            (0.334 + 0.3, 1.25), (1, 0)]
        for (dt, radius) in expected {
            let tree = presentation(at: scanEnd + dt)
            for path in ["blueLayer/arcGradientLayer0/arcLayer0", "blueLayer/arcGradientLayer1/arcLayer1",
                         "blueLayer/triangleGradientLayer1/triangleLayer1"] {
                XCTAssertEqual(Double(tree.sublayer(at: path).shadowRadius), radius, accuracy: 1e-6, "\(path) at +\(dt)")
            }
        }
        XCTAssertEqual(Double(presentation(at: 2.9).sublayer(at: "blueLayer/arcGradientLayer0/arcLayer0").shadowRadius), 0)
    }

    /// The arcs' gradient goes to white in 0.334 s and stays; the triangles keep their blue (the post's loop).
    func testArcGradientsTurnWhiteAndTrianglesStayBlue() {
        let blue = ARScanningScene.parameters.defaults.color("blueColor")
        let blue2 = ARScanningScene.parameters.defaults.color("blue2Color")
        let half = presentation(at: scanEnd + 0.167)
        let colors = (half.sublayer(at: "blueLayer/arcGradientLayer0") as! CAGradientLayer).colors as! [CGColor]
        XCTAssertEqual(Double(colors[0].red), Double(blue.red + 1) / 2, accuracy: 1e-6)
        XCTAssertEqual(Double(colors[1].green), Double(blue2.green + 1) / 2, accuracy: 1e-6)
        let later = presentation(at: scanEnd + 4)
        XCTAssertEqual((later.sublayer(at: "blueLayer/arcGradientLayer1") as! CAGradientLayer).colors as? [CGColor], [.white, .white])
        XCTAssertEqual((later.sublayer(at: "blueLayer/triangleGradientLayer0") as! CAGradientLayer).colors as? [CGColor], [blue, blue2])
    }

    /// The glow shows in pixels: 2.5 pt outside the top of the (0.9-scaled, unturned) blue arc, the
    /// pixel is lit at the glow's peak and back to the background once it has faded.
    func testGlowIsDrawnOutsideTheArc() throws {
        let renderer = try SandClockRendering.layerRenderer()
        let background = ARScanningScene.info.backgroundColor
        func pixel(at t: Double) -> RGBA8 {
            let pixels = renderer.render(presentation(at: t), size: ARScanningScene.info.naturalSize,
                                         background: background, scale: 2)
            let y = 150 - 110 * 0.9 - 2 * 0.9 - 2.5
            return pixels[300, Int(2 * y)]
        }
        let lit = pixel(at: scanEnd + 0.334), dark = pixel(at: scanEnd + 0.9)
        XCTAssertEqual(Int(dark.r), Int((background.red * 255).rounded()), accuracy: 2)
        XCTAssertEqual(Int(dark.b), Int((background.blue * 255).rounded()), accuracy: 2)
        XCTAssertGreaterThan(Int(lit.r), Int(dark.r) + 20, "glow at its peak: \(lit) vs \(dark)")
    }

    // MARK: Scan end on Enter

    /// Enter at 1 s: the scanning turn stops, the scan end runs from 1 s, and the one scheduled at 3 s
    /// is gone (at 3.1 s the ring is in its slow turn, started at 1 + 1.134 s).
    func testEnterEndsTheScanNow() {
        let runner = SceneRunner(ARScanningScene.self, context: NonRenderingSceneContext())
        runner.seek(to: 1)
        runner.send(.enter)
        runner.seek(to: 1.167)
        assertTurn(runner.presentationTree().sublayer(at: "blueLayer"), angle: .pi, scale: 0.95)
        runner.seek(to: 1 + 0.2 + 0.067)
        XCTAssertEqual(Double(runner.presentationTree().sublayer(at: "blueLayer/arcGradientLayer0/arcLayer0").shadowRadius),
                       2.5, accuracy: 1e-6)
        runner.seek(to: 3.1)
        assertTurn(runner.presentationTree().sublayer(at: "blueLayer"), angle: -2 * .pi * (3.1 - 2.134) / 12, scale: 0.9)
        runner.send(.enter)
        runner.seek(to: 3.2)
        assertTurn(runner.presentationTree().sublayer(at: "blueLayer"), angle: -2 * .pi * (3.2 - 2.134) / 12, scale: 0.9,
                   "a second Enter changes nothing")
    }

    /// Enter at 1.2 s with `smoothScanEnd`: the blue ring (turning since 0.8 s) whirls on from the
    /// 0.4 / 0.866 turn it had reached.
    func testSmoothScanEndOnEnterStartsFromTheAngleThen() {
        var values = ARScanningScene.parameters.defaults
        XCTAssertNil(values.set("smoothScanEnd", to: .bool(true)))
        let runner = SceneRunner(ARScanningScene.self, parameters: values, context: NonRenderingSceneContext())
        runner.seek(to: 1.2)
        runner.send(.enter)
        assertTurn(runner.presentationTree().sublayer(at: "blueLayer"), angle: 2 * .pi * 0.4 / 0.866, scale: 1)
        runner.seek(to: 1.2 + 0.334 / 2)
        assertTurn(runner.presentationTree().sublayer(at: "blueLayer"), angle: 2 * .pi * 0.4 / 0.866 + .pi, scale: 0.95)
    }

    // MARK: Helpers

    private func presentation(at t: Double, _ changes: [String: ParameterValue] = [:]) -> CALayer {
        var values = ARScanningScene.parameters.defaults
        for (name, value) in changes { XCTAssertNil(values.set(name, to: value)) }
        let runner = SceneRunner(ARScanningScene.self, parameters: values, context: NonRenderingSceneContext())
        runner.seek(to: t)
        return runner.presentationTree()
    }

    /// The layer's transform is a z turn by `angle` (clockwise on screen for positive) times a uniform `scale`.
    private func assertTurn(_ layer: CALayer, angle: Double, scale: Double, _ message: String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
        let m = layer.transform
        XCTAssertEqual(Double(m.m11), scale * cos(angle), accuracy: 1e-6, message, file: file, line: line)
        XCTAssertEqual(Double(m.m12), scale * sin(angle), accuracy: 1e-6, message, file: file, line: line)
        XCTAssertEqual(Double(m.m21), -scale * sin(angle), accuracy: 1e-6, message, file: file, line: line)
        XCTAssertEqual(Double(m.m22), scale * cos(angle), accuracy: 1e-6, message, file: file, line: line)
    }
}
