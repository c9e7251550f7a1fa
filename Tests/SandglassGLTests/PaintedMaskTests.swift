import Foundation
import Sandglass
@testable import SandglassGL
import SandglassSystem
import SandglassTestSupport
import XCTest

/// A gradient layer masked by a stroked arc is drawn as the arc painted with the gradient: one draw,
/// the same pixels as the group path, nothing outside the layer's bounds; ramp rows are kept and recycled.
final class PaintedMaskTests: XCTestCase {
    override func setUp() { RenderHarness.currentTestName = name.components(separatedBy: " ").last?.dropLast().description ?? "x" }

    private let size = CGSize(width: 120, height: 100)

    /// A 100 x 80 gradient at (10, 10), red to blue left to right, masked by an arc of radius `radius`
    /// about its centre, 8 pt wide, three quarters drawn. `maskFill` gives the mask a fill too.
    private func tree(radius: CGFloat = 30, maskFill: CGColor? = nil, maskOpacity: CGFloat = 1,
                      maskShadow: RenderShadow? = nil) -> RenderTree {
        let gradient = GradientContent(kind: .axial, colors: [.red, .blue], locations: nil,
                                       startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
        var layer = RenderNode.at(CGPoint(x: 10, y: 10), size: CGSize(width: 100, height: 80), content: .gradient(gradient))
        layer.mask = 2
        layer.opacity = 0.8
        var ring = ShapeContent(path: UIBezierPath(arcCenter: CGPoint(x: 50, y: 40), radius: radius, startAngle: -.pi / 2,
                                                   endAngle: 1.5 * .pi, clockwise: true).cgPath,
                                fillColor: maskFill, strokeColor: .black)
        ring.lineWidth = 8
        ring.strokeEnd = 0.75
        var mask = RenderNode.at(CGPoint(x: 10, y: 10), size: CGSize(width: 100, height: 80), content: .shape(ring))
        mask.opacity = maskOpacity
        mask.shadow = maskShadow
        let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size))
        return RenderTree(size: size, backgroundColor: .white, nodes: [root, layer, mask], children: [0: [1]])
    }

    func testGradientSeenThroughAnArcIsOneDrawWithTheGroupsPixels() throws {
        let painted = try RenderHarness.render(tree())
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.drawCalls, 1)
        // A fill of alpha 1e-4 (invisible in 8 bits) takes the group path: group, mask, composite.
        let grouped = try RenderHarness.render(tree(maskFill: CGColor(gray: 0, alpha: 1e-4)))
        XCTAssertGreaterThan(RenderHarness.renderer?.lastFrame.drawCalls ?? 0, 1)
        XCTAssertLessThanOrEqual(RenderHarness.worstChannelDifference(painted, grouped), 3)
        // Top of the ring (pixel centre x = 60.5, u = 0.505): 0.8 x (0.495 red + 0.505 blue) over white.
        XCTAssertTrue(painted[60, 20].isClose(to: RGBA8(152, 51, 154, 255), tolerance: 2), "\(painted[60, 20])")
        // The missing quarter (upper left) and the hole are white.
        XCTAssertEqual(painted[39, 29], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(painted[60, 50], RGBA8(255, 255, 255, 255))
    }

    func testASharpShadowUnderTheMaskMatchesTheGroup() throws {
        // arscanning's glow: a white shadow, radius 0, no offset, under a half-opaque mask.
        let shadow = RenderShadow(color: .white, opacity: 0.8, offset: .zero, radius: 0, path: nil)
        let painted = try RenderHarness.render(tree(maskOpacity: 0.5, maskShadow: shadow))
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.offscreenTargets, 0)
        let grouped = try RenderHarness.render(tree(maskFill: CGColor(gray: 0, alpha: 1e-4), maskOpacity: 0.5,
                                                    maskShadow: shadow))
        XCTAssertGreaterThan(RenderHarness.renderer?.lastFrame.offscreenTargets ?? 0, 0)
        XCTAssertLessThanOrEqual(RenderHarness.worstChannelDifference(painted, grouped), 3)
        // Full coverage: A = 0.5 + 0.8 x 0.5 x 0.5 = 0.7, times the layer's 0.8: 0.56 of the gradient over white.
        XCTAssertTrue(painted[60, 20].isClose(to: RGBA8(182, 112, 183, 255), tolerance: 2), "\(painted[60, 20])")
    }

    func testMaskOpacityScalesTheMask() throws {
        let pixels = try RenderHarness.render(tree(maskOpacity: 0.5))
        // 0.4 of the gradient's colour over white at the ring's top.
        XCTAssertTrue(pixels[60, 20].isClose(to: RGBA8(204, 153, 204, 255), tolerance: 2), "\(pixels[60, 20])")
    }

    func testNothingIsDrawnOutsideTheLayersBounds() throws {
        // Radius 42: the ring's top (y = 10 + 40 - 42 = 8) pokes out of the bounds (y >= 10).
        let pixels = try RenderHarness.render(tree(radius: 42))
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.drawCalls, 1)
        XCTAssertEqual(pixels[60, 9], RGBA8(255, 255, 255, 255), "above the layer")
        XCTAssertNotEqual(pixels[60, 10], RGBA8(255, 255, 255, 255), "inside it")
    }

    /// arscanning's triangles: a gradient seen through a filled and stroked triangle with a sharp
    /// white shadow under it, drawn part by part with the gradient as paint.
    private func triangleTree(maskOpacity: CGFloat, shadow: Bool = true) -> RenderTree {
        let gradient = GradientContent(kind: .axial, colors: [.red, .blue], locations: nil,
                                       startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1))
        var layer = RenderNode.at(CGPoint(x: 10, y: 10), size: CGSize(width: 100, height: 80), content: .gradient(gradient))
        layer.mask = 2
        let triangle = CGMutablePath()
        triangle.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 80, y: 30), CGPoint(x: 30, y: 60)])
        triangle.closeSubpath()
        var shape = ShapeContent(path: triangle, fillColor: CGColor(gray: 0, alpha: 0.5), strokeColor: .black)
        shape.lineWidth = 2
        var mask = RenderNode.at(CGPoint(x: 15, y: 12), size: CGSize(width: 90, height: 70), content: .shape(shape))
        mask.opacity = maskOpacity
        if shadow { mask.shadow = RenderShadow(color: .white, opacity: 1, offset: .zero, radius: 0, path: nil) }
        let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size))
        return RenderTree(size: size, backgroundColor: .white, nodes: [root, layer, mask], children: [0: [1]])
    }

    func testTessellatedMaskPaintedPartByPartMatchesTheGroup() throws {
        for shadow in [true, false] {
            let painted = try RenderHarness.render(triangleTree(maskOpacity: 1, shadow: shadow))
            XCTAssertEqual(RenderHarness.renderer?.lastFrame.offscreenTargets, 0)
            // A mask opacity of 0.999 (no visible change) takes the group path.
            let grouped = try RenderHarness.render(triangleTree(maskOpacity: 0.999, shadow: shadow))
            XCTAssertGreaterThan(RenderHarness.renderer?.lastFrame.offscreenTargets ?? 0, 0)
            XCTAssertLessThanOrEqual(RenderHarness.worstChannelDifference(painted, grouped), 3, "shadow \(shadow)")
            // Inside the triangle (root (45, 45)) the fill's 0.5, with the shadow 1 - 0.5^2 = 0.75.
            let inside = painted[45, 45]
            let t = ((45.5 - 10) / 100 + (45.5 - 10) / 80) / 2  // the gradient's parameter there (unit space)
            let alpha = shadow ? 0.75 : 0.5
            let expected = RGBA8(UInt8((255 * (alpha * (1 - t) + 1 - alpha)).rounded()), UInt8((255 * (1 - alpha)).rounded()),
                                 UInt8((255 * (alpha * t + 1 - alpha)).rounded()), 255)
            XCTAssertTrue(inside.isClose(to: expected, tolerance: 2), "\(inside) vs \(expected)")
        }
    }

    /// sandclock's pile: a layer holding one filled shape, masked by a convex polygon fill with
    /// masksToBounds, drawn as one fill with the polygon's coverage: no offscreen target, and within 2
    /// of the group's pixels (the same mask written with a straight cubic is no polygon: the group).
    func testAFillSeenThroughAConvexPolygonIsOneFillWithTheGroupsPixels() throws {
        func hexagon(straightCurve: Bool) -> CGPath {
            let points = [CGPoint(x: 17, y: 0), CGPoint(x: 34, y: 8.5), CGPoint(x: 34, y: 34), CGPoint(x: 0, y: 25),
                          CGPoint(x: 0, y: 8.5)]
            let path = CGMutablePath()
            path.move(to: points[0])
            for (i, p) in points.enumerated().dropFirst() {
                let q = points[i - 1]
                if straightCurve && i == 1 {
                    path.addCurve(to: p, control1: CGPoint(x: q.x + (p.x - q.x) / 3, y: q.y + (p.y - q.y) / 3),
                                  control2: CGPoint(x: q.x + 2 * (p.x - q.x) / 3, y: q.y + 2 * (p.y - q.y) / 3))
                } else {
                    path.addLine(to: p)
                }
            }
            path.closeSubpath()
            return path
        }
        func pile(straightCurve: Bool, rotation: CGFloat) -> RenderTree {
            let size = CGSize(width: 60, height: 50)
            let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size))
            let place = CATransform3DRotate(CATransform3DMakeTranslation(12, 10, 0), rotation, 0, 0, 1)
            var bulb = RenderNode(world: place, bounds: CGRect(x: 0, y: 0, width: 34, height: 25), opacity: 0.9)
            bulb.mask = 3
            let sand = ShapeContent(path: hexagon(straightCurve: false), fillColor: CGColor(red: 0.9, green: 0.6, blue: 0.2, alpha: 1),
                                    strokeColor: nil)
            let pile = RenderNode(world: CATransform3DTranslate(place, 0.3, 9.7, 0), bounds: bulb.bounds, content: .shape(sand))
            var mask = RenderNode(world: place, bounds: bulb.bounds,
                                  content: .shape(ShapeContent(path: hexagon(straightCurve: straightCurve), fillColor: .black, strokeColor: nil)))
            mask.masksToBounds = true
            return RenderTree(size: size, backgroundColor: .white, nodes: [root, bulb, pile, mask], children: [0: [1], 1: [2]])
        }
        let masked = try RenderHarness.render(pile(straightCurve: false, rotation: 0), scale: 3)
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.offscreenTargets, 0)
        let grouped = try RenderHarness.render(pile(straightCurve: true, rotation: 0), scale: 3)
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.offscreenTargets, 2)
        XCTAssertLessThanOrEqual(RenderHarness.worstChannelDifference(masked, grouped), 2, "the group rounds twice to 8 bits")
        // Inside both: the sand at 0.9 over white; above the pile, inside the bulb: white.
        XCTAssertTrue(masked[87, 75].isClose(to: RGBA8(232, 163, 71, 255), tolerance: 1), "\(masked[87, 75])")
        XCTAssertEqual(masked[87, 40], RGBA8(255, 255, 255, 255))
        // Turned (sandclock while it turns over): the mask's rotated bounds clip as a second polygon.
        let turned = try RenderHarness.render(pile(straightCurve: false, rotation: 0.4), scale: 3)
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.offscreenTargets, 0)
        let turnedGroup = try RenderHarness.render(pile(straightCurve: true, rotation: 0.4), scale: 3)
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.offscreenTargets, 4, "group, mask, and the mask's rotated clip")
        XCTAssertLessThanOrEqual(RenderHarness.worstChannelDifference(turned, turnedGroup), 2)
    }
}

/// A shape layer with a sharp shadow right under it draws the shape in the shadow's colour, then
/// itself, without a group: the group's pixels, fewer targets.
final class SharpShadowTests: XCTestCase {
    override func setUp() { RenderHarness.currentTestName = name.components(separatedBy: " ").last?.dropLast().description ?? "x" }

    private func tree(offset: CGSize, shadowColor: CGColor = .white) -> RenderTree {
        let size = CGSize(width: 60, height: 60)
        let triangle = CGMutablePath()
        triangle.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 20), CGPoint(x: 20, y: 50)])
        triangle.closeSubpath()
        var shape = ShapeContent(path: triangle, fillColor: CGColor(red: 0, green: 0, blue: 1, alpha: 0.6),
                                 strokeColor: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        shape.lineWidth = 3
        var node = RenderNode.at(.zero, size: size, content: .shape(shape))
        node.shadow = RenderShadow(color: shadowColor, opacity: 1, offset: offset, radius: 0, path: nil)
        let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size))
        return RenderTree(size: size, backgroundColor: .black, nodes: [root, node], children: [0: [1]])
    }

    func testOpaqueTintedFillAndStrokeMatchTheGroup() throws {
        let direct = try RenderHarness.render(tree(offset: .zero))
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.offscreenTargets, 0)
        // An offset of 1e-4 pt (no visible shift) takes the group path.
        let grouped = try RenderHarness.render(tree(offset: CGSize(width: 1e-4, height: 0)))
        XCTAssertLessThanOrEqual(RenderHarness.worstChannelDifference(direct, grouped), 2)
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.offscreenTargets, 2, "the group and the horizontal blur pass")
        // Inside the triangle the layer's alpha is the fill's, 0.6: its white shadow there is 0.6 white
        // (153), and the blue fill at 0.6 over it gives (61, 61, 214).
        XCTAssertTrue(direct[25, 25].isClose(to: RGBA8(61, 61, 214, 255), tolerance: 1), "\(direct[25, 25])")
    }

    func testTranslucentTintOverTwoPartsKeepsTheGroup() throws {
        _ = try RenderHarness.render(tree(offset: .zero, shadowColor: CGColor(gray: 1, alpha: 0.5)))
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.offscreenTargets, 1, "the group; a sharp shadow needs no blur target")
    }
}
