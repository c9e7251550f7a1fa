import Foundation
import Sandglass
@testable import SandglassGL
import SandglassSystem
import XCTest

/// Arc strokes drawn by the arc shader (`ArcStroke`): exact coverage, one blend per pixel, the same
/// pixels as the tessellated stroke, and the fallback when the transform does not keep circles round.
final class AnalyticArcTests: XCTestCase {
    override func setUp() { RenderHarness.currentTestName = name.components(separatedBy: " ").last?.dropLast().description ?? "x" }

    private let size = CGSize(width: 100, height: 100)

    private func render(_ shapes: [ShapeContent], world: CATransform3D = CATransform3DIdentity) throws -> PixelBuffer {
        let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size))
        let nodes = shapes.map { RenderNode(world: world, bounds: CGRect(origin: .zero, size: size), content: .shape($0)) }
        return try RenderHarness.render(RenderTree(size: size, backgroundColor: .black, nodes: [root] + nodes,
                                                         children: [0: Array(1...shapes.count)]))
    }

    private func arc(_ from: CGFloat, _ to: CGFloat, width: CGFloat, color: CGColor = .white) -> ShapeContent {
        var shape = ShapeContent(path: UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: from,
                                                    endAngle: to, clockwise: true).cgPath,
                                 fillColor: nil, strokeColor: color)
        shape.lineWidth = width
        return shape
    }

    func testTranslucentFullTurnWithRoundCapsBlendsOnceWhereItsCapsMeet() throws {
        var shape = arc(0, 2 * .pi, width: 10, color: CGColor(gray: 1, alpha: 0.5))
        shape.lineCap = .round
        let pixels = try render([shape])
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.drawCalls, 1)
        // The start and end caps both cover (80, 50); blending twice would give 191.
        XCTAssertTrue(pixels[79, 50].isClose(to: RGBA8(128, 128, 128, 255), tolerance: 1), "\(pixels[79, 50])")
        XCTAssertTrue(pixels[50, 79].isClose(to: RGBA8(128, 128, 128, 255), tolerance: 1), "\(pixels[50, 79])")
        XCTAssertEqual(pixels[50, 50], RGBA8(0, 0, 0, 255))
    }

    func testHairlineKeepsItsTrueBrightness() throws {
        var ring = ShapeContent(path: CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)), fillColor: nil,
                                strokeColor: .white)
        ring.lineWidth = 0.5
        let pixels = try render([ring])
        // Across the ring at its right-hand side, the coverage adds up to the line's width: 0.5 of a pixel.
        let row = 50
        let ink = (75..<85).reduce(0) { $0 + Int(pixels[$1, row].r) }
        XCTAssertEqual(Double(ink) / 255, 0.5, accuracy: 0.02)
        // The centre line x = 80 is a pixel boundary: the two pixels either side share it.
        XCTAssertTrue(pixels[79, row].isClose(to: RGBA8(64, 64, 64, 255), tolerance: 2), "\(pixels[79, row])")
        XCTAssertTrue(pixels[80, row].isClose(to: RGBA8(64, 64, 64, 255), tolerance: 2), "\(pixels[80, row])")
    }

    func testButtEndsStopAtTheTrim() throws {
        // From the top, clockwise a quarter turn: ends on the +x axis at (80, 50), 6 pt wide.
        let pixels = try render([arc(-.pi / 2, 0, width: 6)])
        XCTAssertEqual(pixels[80, 48], RGBA8(255, 255, 255, 255), "just before the end line y = 50")
        XCTAssertEqual(pixels[80, 50], RGBA8(0, 0, 0, 255), "just after it")
        XCTAssertEqual(pixels[48, 20], RGBA8(0, 0, 0, 255), "before the start line x = 50")
        XCTAssertEqual(pixels[50, 20], RGBA8(255, 255, 255, 255))
        // Across the stroke at 45°: r 30 ± 3.
        let inside = Int(50 + 30 * cos(Double.pi / 4)), outside = Int(50 + 34.5 * cos(Double.pi / 4))
        XCTAssertEqual(pixels[inside, 100 - inside], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(pixels[outside, 100 - outside], RGBA8(0, 0, 0, 255))
    }

    func testSameInkAsTheTessellatedStroke() throws {
        var style = arc(-.pi / 2, 1.5 * .pi, width: 5)
        style.strokeEnd = 0.7
        style.lineCap = .square
        let (inkRatio, mismatches) = try compareWithTessellated(style)
        XCTAssertEqual(inkRatio, 1, accuracy: 0.01, "total ink")
        XCTAssertLessThanOrEqual(mismatches, 10)
    }

    func testDashesFollowTheArcLikeTheTessellatedDashes() throws {
        // The shader finds a pixel's place along the arc from its segment's middle angle; a wrong angle
        // moves every dash. A whole turn (the pattern's phase 2 pt) and a trimmed arc (0.1 to 0.8, whose
        // band starts before its start line) against the same dashes cut by the tessellator.
        var turn = arc(-.pi / 2, 1.5 * .pi, width: 3)
        turn.lineDashPattern = [6, 3]
        turn.lineDashPhase = 2
        var trimmed = arc(-.pi / 2, 1.5 * .pi, width: 4)
        trimmed.lineDashPattern = [5, 4]
        trimmed.strokeStart = 0.1
        trimmed.strokeEnd = 0.8
        // Dash ends are antialiased differently (a box filter against the tessellator's fringe): 39 and 19
        // pixels differ by more than 24 with the exact atan; a dash moved by a pixel doubles that.
        for (style, allowed) in [(turn, 45), (trimmed, 25)] {
            let (inkRatio, mismatches) = try compareWithTessellated(style)
            XCTAssertEqual(inkRatio, 1, accuracy: 0.01, "total ink")
            XCTAssertLessThanOrEqual(mismatches, allowed)
        }
    }

    /// Renders `style` (an arc of radius 30 about (50, 50) from -90°) and the same stroke on a
    /// 720-segment polyline, which is not an arc and goes through the tessellator: the ratio of their
    /// total ink and how many pixels differ by more than 24.
    private func compareWithTessellated(_ style: ShapeContent) throws -> (inkRatio: Double, mismatches: Int) {
        let polyline = CGMutablePath()
        for i in 0...720 {
            let a = -CGFloat.pi / 2 + 2 * .pi * CGFloat(i) / 720
            let p = CGPoint(x: 50 + 30 * cos(a), y: 50 + 30 * sin(a))
            if i == 0 { polyline.move(to: p) } else { polyline.addLine(to: p) }
        }
        var tessellated = style
        tessellated.path = polyline
        let analytic = try render([style]), reference = try render([tessellated])
        var total = (0, 0), mismatches = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let a = Int(analytic[x, y].r), b = Int(reference[x, y].r)
                total.0 += a; total.1 += b
                if abs(a - b) > 24 { mismatches += 1 }
            }
        }
        return (Double(total.0) / Double(total.1), mismatches)
    }

    func testDashedTranslucentAndPlainArcsShareOneDrawCall() throws {
        var dashed = arc(0, .pi, width: 2)
        dashed.lineDashPattern = [4, 2]
        dashed.lineDashPhase = 1
        let translucent = arc(.pi, 2 * .pi, width: 3, color: CGColor(red: 1, green: 0, blue: 0, alpha: 0.4))
        let pixels = try render([dashed, translucent, arc(1.5, 2.5, width: 1)])
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.drawCalls, 1)
        // The dash pattern starts 1 pt in: on from 0 to 3 pt along the arc, off from 3 to 5, on again from 5.
        func along(_ s: CGFloat) -> (Int, Int) {
            let a = s / 30
            return (Int(50 + 30 * cos(a)), Int(50 + 30 * sin(a)))
        }
        let on = along(1.5), off = along(4)
        XCTAssertGreaterThan(pixels[on.0, on.1].r, 200)
        XCTAssertLessThan(pixels[off.0, off.1].r, 30)
        XCTAssertTrue(pixels[50, 20].isClose(to: RGBA8(102, 0, 0, 255), tolerance: 2), "\(pixels[50, 20])")
    }

    func testSquashedCircleIsTessellatedAsAnEllipse() throws {
        var ring = ShapeContent(path: CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)), fillColor: nil,
                                strokeColor: .white)
        ring.lineWidth = 4
        let squash = CATransform3DConcat(CATransform3DMakeScale(1, 0.5, 1), CATransform3DMakeTranslation(0, 25, 1))
        let pixels = try render([ring], world: squash)
        XCTAssertEqual(pixels[80, 50], RGBA8(255, 255, 255, 255), "right end of the ellipse")
        XCTAssertEqual(pixels[50, 35], RGBA8(255, 255, 255, 255), "top: y = 20 * 0.5 + 25 = 35, 2 pt thick")
        XCTAssertEqual(pixels[50, 20], RGBA8(0, 0, 0, 255), "where the unsquashed circle's top would be")
    }
}
