import Sandglass
import SandglassTessellation
@testable import QuartzCore
import XCTest

/// `decide` gives every node its strategy from the tree alone: it emits nothing and takes no ramp row,
/// and what it decides is what the plan then draws.
final class StrategyDecisionTests: XCTestCase {
    private let size = CGSize(width: 100, height: 100)

    private func tree(_ nodes: [RenderNode], children: [Int: [Int]]) -> RenderTree {
        let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size))
        return RenderTree(size: size, backgroundColor: .black, nodes: [root] + nodes, children: children)
    }

    private func box(_ content: RenderContent = .none, opacity: CGFloat = 1) -> RenderNode {
        RenderNode(world: .identity, bounds: CGRect(x: 0, y: 0, width: 50, height: 50), opacity: opacity, content: content)
    }

    /// A translucent axial gradient: not paintable part by part, so a refused arc leaves the group.
    private var translucentGradient: RenderContent {
        .gradient(GradientContent(kind: .axial, colors: [CGColor(gray: 1, alpha: 0.5), .blue], locations: nil,
                                  startPoint: .zero, endPoint: CGPoint(x: 1, y: 0)))
    }

    private func arc(dashes: [CGFloat] = []) -> RenderNode {
        var s = ShapeContent(path: UIBezierPath(arcCenter: CGPoint(x: 25, y: 25), radius: 20, startAngle: 0,
                                                endAngle: .pi, clockwise: true).cgPath, fillColor: nil, strokeColor: .white)
        s.lineWidth = 4
        s.lineDashPattern = dashes
        s.lineJoin = .round
        return box(.shape(s))
    }

    func testDecidingEmitsNothingAndTakesNoRampRow() {
        var layer = box(translucentGradient)
        layer.mask = 2
        let planner = FramePlanner()
        var strategies: [NodeStrategy] = []
        planner.decide(tree([layer, arc()], children: [0: [1]]), scale: 1, into: &strategies)
        XCTAssertEqual(strategies, [.direct, .paintedArc(mask: 2), .skipped])
        XCTAssertTrue(planner.commands.isEmpty)
        XCTAssertTrue(planner.geometry.arcs.instances.isEmpty)
        XCTAssertEqual(planner.ramps.pendingRows, [], "the row is taken when the arc is emitted")
    }

    /// The arc shader refuses three dash entries: the strategy is decided before any ramp row is taken,
    /// so the refused arc leaves no row filled for an upload that nothing draws.
    func testAnArcTheShaderRefusesTakesNoRampRow() {
        var layer = box(translucentGradient)
        layer.mask = 2
        let planner = FramePlanner()
        planner.plan(tree([layer, arc(dashes: [4, 2, 1])], children: [0: [1]]), width: 100, height: 100)
        XCTAssertEqual(planner.strategies[1], .maskedQuad(mask: 2))
        XCTAssertEqual(planner.ramps.pendingRows, [])
    }

    /// What `decide` says is what `plan` keeps, on the seed scene shapes the other tests build: a
    /// painted arc, a group with a blurred shadow cast under itself in an empty mask target.
    func testThePlanKeepsTheDecidedStrategies() {
        var layer = box(translucentGradient)
        layer.mask = 3
        var glow = arc()
        glow.shadow = RenderShadow(color: .white, opacity: 1, offset: .zero, radius: 4, path: nil)
        var masked = box(translucentGradient)
        masked.mask = 4
        let frame = tree([layer, masked, arc(dashes: [4, 2, 1]), glow], children: [0: [1, 2]])
        let planner = FramePlanner()
        var decided: [NodeStrategy] = []
        planner.decide(frame, scale: 1, into: &decided)
        planner.plan(frame, width: 100, height: 100)
        XCTAssertEqual(decided, planner.strategies)
        XCTAssertEqual(decided, [.direct, .maskedQuad(mask: 3), .maskedQuad(mask: 4), .direct, .shadowUnder])
    }

    /// `decide` plans at the scale it is given, not at the last frame's: a shadow of radius 0.04 pt is
    /// sharp (under the layer, an underlay) below 1.25 pixels per point and blurred above.
    func testDecidingAloneUsesTheScaleItIsGiven() {
        var layer = arc()
        layer.shadow = RenderShadow(color: .black, opacity: 1, offset: .zero, radius: 0.04, path: nil)
        let frame = tree([layer], children: [0: [1]])
        let planner = FramePlanner()
        planner.plan(frame, width: 400, height: 400)
        XCTAssertEqual(planner.strategies[1], .group(.shadow), "4 pixels per point: 0.16 px of blur")
        var decided: [NodeStrategy] = []
        planner.decide(frame, scale: 1, into: &decided)
        XCTAssertEqual(decided[1], .sharpUnderlay, "1 pixel per point: 0.04 px, sharp")
    }

    /// A rectangle of colour masked by a disc inside it (a Lottie solid with a mask) is the disc drawn
    /// in the colour, at the product of the alphas; a disc reaching past the rectangle is cut by it as
    /// a scissor box (the rectangle lies on whole pixels).
    func testASolidMaskedByAFillInsideItIsTheFillInItsColour() {
        func planned(discRadius r: CGFloat) -> FramePlanner {
            var solid = box()
            solid.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            solid.opacity = 0.5
            solid.mask = 2
            var disc = box(.shape(ShapeContent(path: CGPath(ellipseIn: CGRect(x: 25 - r, y: 25 - r, width: 2 * r, height: 2 * r), transform: nil),
                                               fillColor: CGColor(gray: 0, alpha: 0.8), strokeColor: nil)))
            disc.opacity = 0.5
            let planner = FramePlanner()
            planner.plan(tree([solid, disc], children: [0: [1]]), width: 100, height: 100)
            return planner
        }
        let inside = planned(discRadius: 20)
        XCTAssertEqual(inside.strategies[1], .paintedSolid(mask: 2))
        XCTAssertFalse(inside.commands.contains { if case .beginGroup = $0 { true } else { false } })
        XCTAssertEqual(inside.commands.count, 1, "the disc, batched: \(inside.commands)")
        guard case .solid(2, let shape, nil) = inside.decided[1] else { return XCTFail("\(inside.decided[1])") }
        XCTAssertEqual(shape.fillColor?.red, 1)
        XCTAssertEqual(shape.fillColor?.alpha ?? 0, 0.5 * 0.5 * 0.8 * 0.5, accuracy: 1e-9, "colour, layer opacity, fill, mask opacity")
        let past = planned(discRadius: 25)
        XCTAssertEqual(past.strategies[1], .paintedSolid(mask: 2), "the disc's fringe reaches past the rectangle")
        guard case .solid(2, _, let clip) = past.decided[1] else { return XCTFail("\(past.decided[1])") }
        XCTAssertEqual(clip, CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    /// `accepts` answers exactly as `append` does, so the decision never promises an arc the shader
    /// then refuses.
    func testArcStrokeAcceptsWhatItAppends() {
        let arc = CircularArc(center: Vec2(0, 0), radius: 20, startAngle: 0, sweep: 2, isClosed: false)
        let placements = [ArcStroke.Placement(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                          ArcStroke.Placement(a: 2, b: 0, c: 0, d: 1, tx: 0, ty: 0),  // not circle-keeping
                          ArcStroke.Placement(a: 1, b: 0, c: 0, d: 1, tx: 1e39, ty: 0)]  // past Float's range
        let dashes: [[CGFloat]] = [[], [4, 2], [4, 2, 1], [0.5, 0.5]]
        var accepted = 0
        for placement in placements {
            for pattern in dashes {
                for cap in [LineCap.butt, .round] {
                    var style = StrokeStyle(lineWidth: 3)
                    style.dashPattern = pattern
                    style.lineCap = cap
                    var buffer = ArcBuffer(), memo = ArcStrokeMemo()
                    let appended = ArcStroke.append(arc, style: style, placement: placement, pixelsPerPoint: 1,
                                                    color: 0xffffffff, memo: &memo, into: &buffer)
                    XCTAssertEqual(ArcStroke.accepts(arc, style: style, placement: placement, pixelsPerPoint: 1), appended,
                                   "\(placement) \(pattern) \(cap)")
                    accepted += appended ? 1 : 0
                }
            }
        }
        // Only the identity placement, with no dash or two entries, butt caps or (undashed) round ones.
        XCTAssertEqual(accepted, 3)
    }
}
