import Sandglass
import XCTest

/// The region a frame redraws when its target keeps the frame before: exactly the changed boxes, in
/// both frames, grown by shadows; everything when the structure changes.
final class FrameDamageTests: XCTestCase {
    private let size = CGSize(width: 100, height: 100)

    /// A root holding one 10 x 10 red square at `origin`, and a second one fixed at (80, 80).
    private func tree(_ origin: CGPoint, shadow: RenderShadow? = nil, extra: Bool = false) -> RenderTree {
        var moving = RenderNode(world: CATransform3DMakeTranslation(origin.x, origin.y, 0),
                                bounds: CGRect(x: 0, y: 0, width: 10, height: 10), backgroundColor: .red)
        moving.shadow = shadow
        let fixed = RenderNode(world: CATransform3DMakeTranslation(80, 80, 0), bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
                               backgroundColor: .blue)
        var nodes = [RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size)), moving, fixed]
        if extra { nodes.append(fixed) }
        return RenderTree(size: size, backgroundColor: .black, nodes: nodes, children: [0: extra ? [1, 2, 3] : [1, 2]])
    }

    func testAMovedLayerDamagesWhereItWasAndWhereItIs() {
        let region = FrameDamage.region(from: tree(CGPoint(x: 10, y: 10)), to: tree(CGPoint(x: 30, y: 10)), width: 100, height: 100)
        // Points 10...40 x 10...20, 2 points of margin, at 1 pixel a point; GL's origin is the bottom left.
        XCTAssertEqual(region, DeviceRect(x: 8, y: 78, width: 34, height: 14))
        let doubled = FrameDamage.region(from: tree(CGPoint(x: 10, y: 10)), to: tree(CGPoint(x: 30, y: 10)), width: 200, height: 200)
        XCTAssertEqual(doubled, DeviceRect(x: 16, y: 156, width: 68, height: 28))
    }

    func testNothingChangedIsAnEmptyRegionAndANewLayerIsEverything() {
        XCTAssertEqual(FrameDamage.region(from: tree(CGPoint(x: 10, y: 10)), to: tree(CGPoint(x: 10, y: 10)), width: 100, height: 100),
                       DeviceRect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertNil(FrameDamage.region(from: tree(CGPoint(x: 10, y: 10)), to: tree(CGPoint(x: 10, y: 10), extra: true),
                                        width: 100, height: 100))
    }

    func testAShadowGrowsTheDamageByItsOffsetAndBlur() {
        let shadow = RenderShadow(color: .black, opacity: 1, offset: CGSize(width: 0, height: 5), radius: 2, path: nil)
        let plain = FrameDamage.region(from: tree(CGPoint(x: 10, y: 10)), to: tree(CGPoint(x: 30, y: 10)), width: 100, height: 100)!
        let shadowed = FrameDamage.region(from: tree(CGPoint(x: 10, y: 10), shadow: shadow),
                                          to: tree(CGPoint(x: 30, y: 10), shadow: shadow), width: 100, height: 100)!
        // Reach 3 x 2 + 2 = 8 points, twice, around the box and its copy 5 points down: (10...20) x
        // (10...25) grown by 16 before, (30...40) x (10...25) after; their union (-6...56) x (-6...41) and
        // the 2-point margin, clamped to the target.
        XCTAssertEqual(shadowed, DeviceRect(x: 0, y: 57, width: 58, height: 43))
        XCTAssertGreaterThan(shadowed.width * shadowed.height, plain.width * plain.height)
    }

    func testAClippedPlanDrawsOnlyInsideItsClipAndAnEmptyOneNothing() {
        let planner = FramePlanner()
        planner.plan(tree(CGPoint(x: 10, y: 10)), width: 100, height: 100, clip: DeviceRect(x: 8, y: 78, width: 34, height: 14))
        guard case .scissor(let first?) = planner.commands.first, case .scissor(nil) = planner.commands.last else {
            return XCTFail("\(planner.commands)")
        }
        XCTAssertEqual(first, DeviceRect(x: 8, y: 78, width: 34, height: 14))
        planner.plan(tree(CGPoint(x: 10, y: 10)), width: 100, height: 100, clip: DeviceRect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertTrue(planner.commands.isEmpty)
    }

    /// A shape layer with a clear fill and no stroke paints nothing: turning it to carry a sublayer
    /// round (matching's orbiting ball) damages where the sublayer was and is, not the turning bounds.
    func testATurningContainerThatPaintsNothingDamagesOnlyWhatItCarries() throws {
        func tree(turnedBy angle: CGFloat) -> RenderTree {
            let centre = CATransform3DMakeTranslation(50, 50, 0)
            let turn = CATransform3DMakeRotation(angle, 0, 0, 1).concat(centre)
            let square = CGRect(x: -40, y: -40, width: 80, height: 80)
            let container = RenderNode(world: turn, bounds: square,
                                       content: .shape(ShapeContent(path: CGPath(rect: square),
                                                                    fillColor: .clear, strokeColor: nil)))
            let ball = RenderNode(world: CATransform3DMakeTranslation(36, -4, 0).concat(turn),
                                  bounds: CGRect(x: 0, y: 0, width: 8, height: 8), backgroundColor: .white)
            return RenderTree(size: size, backgroundColor: .black,
                              nodes: [RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size)), container, ball],
                              children: [0: [1], 1: [2]])
        }
        let region = try XCTUnwrap(FrameDamage.region(from: tree(turnedBy: 0), to: tree(turnedBy: .pi / 2), width: 100, height: 100))
        // The ball: x 86...94, y 46...54 before; x 46...54, y 86...94 after (points, y down), 2 points
        // of margin: x 44...96, y 44...96; GL's rows count from the bottom.
        XCTAssertEqual(region, DeviceRect(x: 44, y: 4, width: 52, height: 52))
    }

    /// A ring filling up by strokeEnd damages the trimmed arcs' box, not its whole circle: from a
    /// quarter to a half of a circle of radius 30 about (50, 50), starting at its right, clockwise.
    func testARingFillingUpDamagesOnlyTheArcDrawn() throws {
        func tree(strokeEnd: CGFloat) -> RenderTree {
            var ring = ShapeContent(path: CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)),
                                    fillColor: nil, strokeColor: .white)
            ring.lineWidth = 2
            ring.lineJoin = .round
            ring.strokeEnd = strokeEnd
            return RenderTree(size: size, backgroundColor: .black,
                              nodes: [RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size)),
                                      RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size), content: .shape(ring))],
                              children: [0: [1]])
        }
        let region = try XCTUnwrap(FrameDamage.region(from: tree(strokeEnd: 0.25), to: tree(strokeEnd: 0.5), width: 100, height: 100))
        // The arc from (80, 50) through (50, 80) to (20, 50): x 20...80, y 50...80; half the width and
        // a point of fringe, then 2 points of margin: x 16...84, y 46...84; GL's rows from the bottom.
        XCTAssertEqual(region, DeviceRect(x: 16, y: 16, width: 68, height: 38))
        // Nothing drawn at strokeEnd 0: the damage is the half circle alone.
        XCTAssertEqual(FrameDamage.region(from: tree(strokeEnd: 0), to: tree(strokeEnd: 0.5), width: 100, height: 100), region)
    }
}
