import Sandglass
import SandglassFrame
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
}
