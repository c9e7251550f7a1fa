import Sandglass
@testable import QuartzCore
import XCTest

/// A layer masked by a convex polygon fill (sandclock's sand piles) draws its sublayer's fill with the
/// polygon's coverage per pixel (`PolygonMask`, `NodeStrategy.maskedByPolygon`), no group.
final class PolygonMaskTests: XCTestCase {
    /// sandclock's lower bulb: a hexagon in a 34 x 25 layer.
    private let hexagon: [CGPoint] = [CGPoint(x: 17, y: 0), CGPoint(x: 34, y: 8), CGPoint(x: 34, y: 34),
                                      CGPoint(x: 0, y: 25), CGPoint(x: 0, y: 8)]

    private func path(_ points: [CGPoint], straightCurveAt curve: Int? = nil) -> CGPath {
        let path = CGMutablePath()
        path.move(to: points[0])
        for (i, p) in points.enumerated().dropFirst() {
            if i == curve {
                // The same straight edge as a cubic: control points on the line.
                let q = points[i - 1]
                path.addCurve(to: p, control1: CGPoint(x: q.x + (p.x - q.x) / 3, y: q.y + (p.y - q.y) / 3),
                              control2: CGPoint(x: q.x + 2 * (p.x - q.x) / 3, y: q.y + 2 * (p.y - q.y) / 3))
            } else {
                path.addLine(to: p)
            }
        }
        path.closeSubpath()
        return path
    }

    /// The signed distance of `p` to the polygon's nearest edge line (root points, inside > 0).
    private func distance(_ mask: PolygonMask, _ p: CGPoint) -> Double {
        (0..<mask.edgeCount).map { mask.edges[$0].x * p.x + mask.edges[$0].y * p.y + mask.edges[$0].z }.min()!
    }

    func testEdgesAreInwardLinesInRootPointsWhicheverWayThePathTurns() throws {
        let placed = CATransform3DMakeTranslation(100, 50, 0)
        for points in [hexagon, hexagon.reversed()] {
            let mask = try XCTUnwrap(PolygonMask(path: path(points), world: placed))
            XCTAssertEqual(mask.edgeCount, 5)
            XCTAssertEqual(distance(mask, CGPoint(x: 102, y: 60)), 2, accuracy: 1e-9, "2 points inside the left side")
            XCTAssertEqual(distance(mask, CGPoint(x: 95, y: 60)), -5, accuracy: 1e-9, "5 points left of x = 100")
            XCTAssertEqual(distance(mask, CGPoint(x: 117, y: 50)), 0, accuracy: 1e-9, "the top corner")
        }
    }

    func testOnlyConvexPolygonsOfLinesAreMasks() {
        XCTAssertNil(PolygonMask(path: path(hexagon, straightCurveAt: 2), world: .identity), "a curve, even a straight one")
        var dent = hexagon
        dent[2] = CGPoint(x: 20, y: 12)  // inside the line from (34, 8) to (0, 25)
        XCTAssertNil(PolygonMask(path: path(dent), world: .identity), "not convex")
        let nine = (0..<9).map { CGPoint(x: cos(Double($0) * 2 * .pi / 9) * 10, y: sin(Double($0) * 2 * .pi / 9) * 10) }
        XCTAssertNil(PolygonMask(path: path(nine), world: .identity), "more than 8 edges")
        XCTAssertNotNil(PolygonMask(path: path(Array(nine.prefix(8))), world: .identity))
        XCTAssertNil(PolygonMask(path: path([.zero, CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 10)]), world: .identity), "no area")
        var perspective = CATransform3DIdentity
        perspective.m14 = 0.001
        XCTAssertNil(PolygonMask(path: path(hexagon), world: perspective), "perspective")
    }

    /// The sand pile: a layer (no drawing of its own) holding one filled shape, masked by the bulb
    /// hexagon with masksToBounds: the pile's fill drawn inside the mask's scissor box, no group.
    func testAPileMaskedByItsBulbIsOneMaskedFill() throws {
        let size = CGSize(width: 100, height: 100)
        let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size))
        var bulb = RenderNode(world: .identity, bounds: CGRect(x: 0, y: 0, width: 34, height: 25), opacity: 0.5)
        bulb.mask = 3
        var pile = RenderNode(world: CATransform3DMakeTranslation(0, 10, 0), bounds: bulb.bounds, opacity: 0.8,
                              content: .shape(ShapeContent(path: path(hexagon), fillColor: .white, strokeColor: nil)))
        pile.name = "pile"
        var mask = RenderNode(world: .identity, bounds: bulb.bounds,
                              content: .shape(ShapeContent(path: path(hexagon), fillColor: CGColor(gray: 0, alpha: 0.5), strokeColor: nil)))
        mask.masksToBounds = true
        let planner = FramePlanner()
        let tree = RenderTree(size: size, backgroundColor: .black, nodes: [root, bulb, pile, mask], children: [0: [1], 1: [2]])
        planner.plan(tree, width: 200, height: 200)
        XCTAssertEqual(planner.strategies[1], .maskedByPolygon(mask: 3, sublayer: 2))
        XCTAssertEqual(planner.strategies[2], .skipped)
        guard planner.commands.count == 3, case .scissor(let box?) = planner.commands[0],
              case .maskedFill(_, _, _, _, let opacity, let polygon, _) = planner.commands[1], case .scissor(nil) = planner.commands[2] else {
            return XCTFail("\(planner.commands)")
        }
        XCTAssertEqual(box, DeviceRect(x: 0, y: 150, width: 68, height: 50), "the mask's bounds at 2 pixels a point")
        XCTAssertEqual(opacity, 0.5 * 0.8 * 0.5, accuracy: 1e-12, "layer, pile and the mask's fill alpha")
        XCTAssertEqual(polygon.edgeCount, 5)
        guard case .maskedFill(_, _, _, _, _, _, nil) = planner.commands[1] else {
            return XCTFail("an axis-aligned masksToBounds is the scissor box, no second polygon")
        }
        // Turned, the mask's bounds become the second polygon (and no scissor box).
        var turned = tree
        for i in 1...3 { turned.nodes[i].world = CATransform3DConcat(turned.nodes[i].world, CATransform3DMakeRotation(0.3, 0, 0, 1)) }
        planner.plan(turned, width: 200, height: 200)
        guard planner.commands.count == 1, case .maskedFill(_, _, _, _, _, _, let clip?) = planner.commands[0] else {
            return XCTFail("\(planner.commands)")
        }
        XCTAssertEqual(clip.edgeCount, 4)
        // A curve in the mask: the group.
        var curved = tree
        curved.nodes[3].content = .shape(ShapeContent(path: path(hexagon, straightCurveAt: 1), fillColor: .white, strokeColor: nil))
        planner.plan(curved, width: 200, height: 200)
        XCTAssertEqual(planner.strategies[1], .group([.mask, .opacityOverSublayers]))
        // A pile with a stroke too: the group.
        var stroked = tree
        stroked.nodes[2].content = .shape(ShapeContent(path: path(hexagon), fillColor: .white, strokeColor: .red))
        planner.plan(stroked, width: 200, height: 200)
        XCTAssertEqual(planner.strategies[1], .group([.mask, .opacityOverSublayers]))
    }
}
