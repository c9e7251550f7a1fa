import Sandglass
@testable import QuartzCore
import SandglassTessellation
import XCTest

/// Opacity below 1 over sublayers without a group (`FramePlanner.sharesOpacity`): only where no two
/// draws of the layer touch a pixel, told apart by their footprints.
final class SharedOpacityTests: XCTestCase {
    private let size = CGSize(width: 100, height: 100)
    private let centre = CGPoint(x: 50, y: 50)

    /// The root, then `parent` (index 1) over `children` (indices 2...); more levels through `extra`.
    private func plan(_ parent: RenderNode, _ children: [RenderNode], extra: [Int: [Int]] = [:], width: Int = 100) -> FramePlanner {
        let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size))
        var lists: [Int: [Int]] = [0: [1], 1: Array(2..<(2 + children.count))]
        lists.merge(extra) { $1 }
        let planner = FramePlanner()
        planner.plan(RenderTree(size: size, backgroundColor: .black, nodes: [root, parent] + children, children: lists),
                     width: width, height: width)
        return planner
    }

    private func layer(_ content: RenderContent = .none, opacity: CGFloat = 1, world: CATransform3D = .identity) -> RenderNode {
        RenderNode(world: world, bounds: CGRect(origin: .zero, size: size), opacity: opacity, content: content)
    }

    /// The stroke of an arc round the centre, from `from` to `to` degrees clockwise on screen.
    private func arc(radius: CGFloat, width: CGFloat, from: CGFloat, to: CGFloat, cap: ShapeContent.LineCap = .butt) -> RenderContent {
        var shape = ShapeContent(path: UIBezierPath(arcCenter: centre, radius: radius, startAngle: from * .pi / 180,
                                                    endAngle: to * .pi / 180, clockwise: true).cgPath,
                                 fillColor: nil, strokeColor: .white)
        shape.lineWidth = width
        shape.lineCap = cap
        return .shape(shape)
    }

    private func square(_ rect: CGRect) -> RenderNode {
        var node = RenderNode(world: CATransform3DMakeTranslation(rect.minX, rect.minY, 0), bounds: CGRect(origin: .zero, size: rect.size))
        node.backgroundColor = .white
        return node
    }

    private func groups(_ planner: FramePlanner) -> Int {
        planner.commands.filter { if case .beginGroup = $0 { true } else { false } }.count
    }

    /// arscanning's centre circle: four 84-degree arcs of one ring, 6 degrees apart, at 0.3 under 0.9.
    func testTheArcsOfOneRingShareTheirParentsOpacity() {
        let arcs = [3, 93, 183, 273].map { layer(arc(radius: 22, width: 1, from: CGFloat($0), to: CGFloat($0 + 84)), opacity: 0.3) }
        let planner = plan(layer(opacity: 0.9), arcs, width: 267)
        XCTAssertEqual(planner.strategies[1], .sharedOpacity)
        XCTAssertEqual(Array(planner.strategies[2...]), Array(repeating: .direct, count: 4))
        XCTAssertEqual(groups(planner), 0)
        // Each arc's colour: white at 0.3 x 0.9, premultiplied (0.27 x 255 = 68.85, rounded to 69).
        XCTAssertEqual(planner.geometry.arcs.instances.map { $0.color >> 24 }.max(), 69)
        XCTAssertEqual(planner.geometry.arcs.instances.map { $0.color >> 24 }.min(), 69)
    }

    /// The footprints go back into the planner's buffer, emptied but with their capacity, so that the
    /// next frame compares them without allocating (the bench's plan allocations: 0 a frame).
    func testTheFootprintBufferIsKeptForTheNextFrame() {
        let arcs = [3, 93, 183, 273].map { layer(arc(radius: 22, width: 1, from: CGFloat($0), to: CGFloat($0 + 84)), opacity: 0.3) }
        let planner = plan(layer(opacity: 0.9), arcs, width: 267)
        XCTAssertEqual(planner.strategies[1], .sharedOpacity)
        XCTAssertTrue(planner.footprintBuffer.isEmpty)
        XCTAssertGreaterThanOrEqual(planner.footprintBuffer.capacity, 4)
    }

    func testArcsThatOverlapKeepTheGroup() {
        // arscanning's inner ring: a thick arc over part of a thin one.
        let overlapping = plan(layer(opacity: 0.9), [layer(arc(radius: 30, width: 1, from: -88, to: 18), opacity: 0.3),
                                                     layer(arc(radius: 30, width: 4, from: -60, to: -20))])
        XCTAssertEqual(overlapping.strategies[1], .group(.opacityOverSublayers))
        // Round caps reach 2 points past the ends: 8 degrees apart is 3.9 points at the ring's inner edge (28),
        // under two caps and two fringes (6 points).
        let capped = plan(layer(opacity: 0.9), [layer(arc(radius: 30, width: 4, from: 0, to: 90, cap: .round)),
                                                layer(arc(radius: 30, width: 4, from: 98, to: 180, cap: .round))])
        XCTAssertEqual(capped.strategies[1], .group(.opacityOverSublayers))
        let butt = plan(layer(opacity: 0.9), [layer(arc(radius: 30, width: 4, from: 0, to: 90)),
                                              layer(arc(radius: 30, width: 4, from: 98, to: 180))])
        XCTAssertEqual(butt.strategies[1], .sharedOpacity, "butt ends 3.9 points apart, past two 1-pixel fringes")
        let close = plan(layer(opacity: 0.9), [layer(arc(radius: 30, width: 4, from: 0, to: 90)),
                                               layer(arc(radius: 30, width: 4, from: 92, to: 180))])
        XCTAssertEqual(close.strategies[1], .group(.opacityOverSublayers), "1 point apart at the inner edge: the fringes meet")
    }

    func testConcentricRingsShareUnlessTheirFringesMeet() {
        let apart = plan(layer(opacity: 0.5), [layer(arc(radius: 20, width: 4, from: 0, to: 360)),
                                               layer(arc(radius: 30, width: 4, from: 0, to: 360))])
        XCTAssertEqual(apart.strategies[1], .sharedOpacity)
        // Edges 1 point apart at 1 pixel a point: within two 1-pixel fringes.
        let touching = plan(layer(opacity: 0.5), [layer(arc(radius: 20, width: 4, from: 0, to: 360)),
                                                  layer(arc(radius: 25, width: 4, from: 0, to: 360))])
        XCTAssertEqual(touching.strategies[1], .group(.opacityOverSublayers))
        // At 4 pixels a point the same rings are 4 pixels apart.
        let sharper = plan(layer(opacity: 0.5), [layer(arc(radius: 20, width: 4, from: 0, to: 360)),
                                                 layer(arc(radius: 25, width: 4, from: 0, to: 360))], width: 400)
        XCTAssertEqual(sharper.strategies[1], .sharedOpacity)
    }

    func testBoxesShareOnlyWhenApart() {
        let apart = plan(layer(opacity: 0.5), [square(CGRect(x: 0, y: 0, width: 40, height: 40)),
                                               square(CGRect(x: 50, y: 0, width: 40, height: 40))])
        XCTAssertEqual(apart.strategies[1], .sharedOpacity)
        let adjacent = plan(layer(opacity: 0.5), [square(CGRect(x: 0, y: 0, width: 40, height: 40)),
                                                  square(CGRect(x: 40, y: 0, width: 40, height: 40))])
        XCTAssertEqual(adjacent.strategies[1], .group(.opacityOverSublayers), "the shared edge's pixels are painted twice")
        // A dot inside a ring's hole, and one outside it.
        let ring = layer(arc(radius: 30, width: 4, from: 0, to: 360))
        let inside = plan(layer(opacity: 0.5), [ring, square(CGRect(x: 45, y: 45, width: 10, height: 10))])
        XCTAssertEqual(inside.strategies[1], .sharedOpacity)
        let across = plan(layer(opacity: 0.5), [ring, square(CGRect(x: 75, y: 45, width: 10, height: 10))])
        XCTAssertEqual(across.strategies[1], .group(.opacityOverSublayers))
    }

    func testADrawThatPaintsAPixelTwiceKeepsTheGroup() {
        var filledAndStroked = arc(radius: 20, width: 2, from: 0, to: 360)
        if case .shape(var shape) = filledAndStroked { shape.fillColor = .red; filledAndStroked = .shape(shape) }
        let twoParts = plan(layer(opacity: 0.5), [layer(filledAndStroked)])
        XCTAssertEqual(twoParts.strategies[1], .group(.opacityOverSublayers))
        var shadowed = layer(arc(radius: 20, width: 2, from: 0, to: 360))
        shadowed.shadow = RenderShadow(color: .black, opacity: 1, offset: .zero, radius: 0, path: nil)
        XCTAssertEqual(plan(layer(opacity: 0.5), [shadowed]).strategies[1], .group(.opacityOverSublayers),
                       "a shadow under a part is a second draw on its pixels")
        var painting = layer(opacity: 0.5)
        painting.backgroundColor = .red
        XCTAssertEqual(plan(painting, [layer(arc(radius: 20, width: 2, from: 0, to: 360))]).strategies[1],
                       .group(.opacityOverSublayers), "its background lies under the ring")
    }

    /// Opacities multiply down a chain of sharing layers, and a sublayer's own group composites at the product.
    func testNestedLayersMultiplyTheirShares() {
        let inner = layer(opacity: 0.5)
        let ring = layer(arc(radius: 20, width: 2, from: 0, to: 360))
        var grouped = layer(opacity: 0.5)  // its own group: a rounded clip
        grouped.masksToBounds = true
        grouped.cornerRadius = 5
        grouped.world = CATransform3DMakeTranslation(0, 0, 0)
        grouped.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        grouped.backgroundColor = .white
        let planner = plan(layer(opacity: 0.5), [inner, ring, grouped], extra: [1: [2, 4], 2: [3]])
        XCTAssertEqual(planner.strategies[1], .sharedOpacity)
        XCTAssertEqual(planner.strategies[2], .sharedOpacity)
        XCTAssertEqual(planner.strategies[4], .group(.roundedOrRotatedClip))
        XCTAssertEqual(planner.geometry.arcs.instances.first.map { $0.color >> 24 }, 64, "0.25 x 255, rounded")
        let composites = planner.commands.compactMap { if case .endGroup(let opacity, _) = $0 { opacity } else { nil } }
        XCTAssertEqual(composites, [0.25])
    }

    /// A gradient masked by an arc is one composite inside the arc: its painted arc takes the share.
    func testAPaintedArcTakesItsShare() {
        var gradient = layer(.gradient(GradientContent(kind: .axial, colors: [.red, .blue], locations: nil,
                                                       startPoint: .zero, endPoint: CGPoint(x: 1, y: 1))))
        gradient.mask = 4
        var other = gradient
        other.mask = 5
        let planner = plan(layer(opacity: 0.8), [gradient, other, layer(arc(radius: 30, width: 4, from: 0, to: 90)),
                                                 layer(arc(radius: 30, width: 4, from: 180, to: 270))],
                           extra: [1: [2, 3]])
        XCTAssertEqual(planner.strategies[1], .sharedOpacity)
        XCTAssertEqual(planner.strategies[2], .paintedArc(mask: 4))
        XCTAssertEqual(planner.strategies[3], .paintedArc(mask: 5))
        XCTAssertEqual(planner.geometry.arcs.instances.first.map { $0.color >> 24 }, 204, "0.8 x 255")
    }

    func testAMirroredRingTurnsItsSectorTheOtherWay() throws {
        let shape = ShapeContent(path: CGPath(), fillColor: nil, strokeColor: .white)
        let arc = CircularArc(center: Vec2(0, 0), radius: 10, startAngle: 0, sweep: .pi / 2, isClosed: false)
        let mirrored = CATransform3DMakeScale(1, -1, 1)
        guard case .ring(let sector)? = PaintFootprint.stroke(of: arc, shape: shape, world: mirrored, fringe: 0) else {
            return XCTFail("a mirror keeps circles circles")
        }
        // 0...90 degrees mirrored in y is -90...0.
        XCTAssertEqual(sector.start, -.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(sector.length, .pi / 2, accuracy: 1e-12)
        XCTAssertNil(PaintFootprint.stroke(of: arc, shape: shape, world: CATransform3DMakeScale(1, 2, 1), fringe: 0),
                     "an ellipse is no ring")
    }
}
