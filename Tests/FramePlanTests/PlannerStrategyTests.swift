import Sandglass
import XCTest

/// The planner's one decision per node, asked without GL: each strategy is chosen exactly where its
/// rule says, and the draw list it emits is the one the backend needs.
final class PlannerStrategyTests: XCTestCase {
    private let size = CGSize(width: 100, height: 100)

    /// A root holding `nodes` (indices 1...), each placed at the origin; `children` lists the children of nodes other than the root (indices as in the tree).
    private func plan(_ nodes: [RenderNode], rootChildren: [Int]? = nil, children: [Int: [Int]] = [:],
                      width: Int = 100) -> FramePlanner {
        let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size))
        let planner = FramePlanner()
        let lists = children.merging([0: rootChildren ?? Array(1...nodes.count)]) { $1 }
        planner.plan(RenderTree(size: size, backgroundColor: .black, nodes: [root] + nodes, children: lists), width: width, height: width)
        return planner
    }

    private func box(_ content: RenderContent = .none, opacity: CGFloat = 1) -> RenderNode {
        RenderNode(world: .identity, bounds: CGRect(x: 0, y: 0, width: 50, height: 50), opacity: opacity, content: content)
    }

    private var gradient: RenderContent {
        .gradient(GradientContent(kind: .axial, colors: [.red, .blue], locations: nil, startPoint: .zero,
                                  endPoint: CGPoint(x: 1, y: 0)))
    }

    private func arc(width: CGFloat = 4, dashes: [CGFloat] = [], fill: CGColor? = nil) -> ShapeContent {
        var s = ShapeContent(path: UIBezierPath(arcCenter: CGPoint(x: 25, y: 25), radius: 20, startAngle: 0,
                                                endAngle: .pi, clockwise: true).cgPath, fillColor: fill, strokeColor: .white)
        s.lineWidth = width
        s.lineDashPattern = dashes
        s.lineJoin = .round  // the stroke's reach stays within the 50 x 50 layer (a miter could leave it)
        return s
    }

    private func triangle(fill: CGColor = .white) -> ShapeContent {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10)); path.addLine(to: CGPoint(x: 40, y: 10)); path.addLine(to: CGPoint(x: 25, y: 40))
        path.closeSubpath()
        return ShapeContent(path: path, fillColor: fill, strokeColor: nil)
    }

    func testAPlainLayerIsDrawnDirectly() {
        var layer = box()
        layer.backgroundColor = .red
        let planner = plan([layer])
        XCTAssertEqual(planner.strategies, [.direct, .direct])
        guard case .quad(let rect, _, .roundedRect, 1) = planner.commands.first, planner.commands.count == 1 else {
            return XCTFail("\(planner.commands)")
        }
        XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    func testOpacityBelowOneNeedsAGroupOnlyOverSublayersOrSeveralParts() {
        var withChild = box(opacity: 0.5)
        withChild.backgroundColor = .red  // under its sublayer's triangle: two draws on some pixels
        var twoParts = box(.shape(triangle()), opacity: 0.5)
        twoParts.backgroundColor = .red
        let onePart = box(.shape(triangle()), opacity: 0.5)
        let planner = plan([withChild, box(.shape(triangle())), twoParts, onePart], rootChildren: [1, 3, 4], children: [1: [2]])
        XCTAssertEqual(planner.strategies[1], .group(.opacityOverSublayers))
        XCTAssertEqual(planner.strategies[3], .group(.opacityOverParts))
        XCTAssertEqual(planner.strategies[4], .direct, "one part at 0.5 is the same pixels without a group")
    }

    func testAnAxisAlignedClipIsAScissorAndARoundedOrRotatedOneAGroup() {
        var square = box()
        square.masksToBounds = true
        var rounded = square
        rounded.cornerRadius = 8
        var rotated = square
        rotated.world = CATransform3DMakeRotation(0.3, 0, 0, 1)
        let planner = plan([square, rounded, rotated])
        XCTAssertEqual(planner.strategies[1], .direct)
        XCTAssertEqual(planner.strategies[2], .group(.roundedOrRotatedClip))
        XCTAssertEqual(planner.strategies[3], .group(.roundedOrRotatedClip))
        // The square clip: 50 x 50 points at 2 pixels a point, GL's bottom-left origin in a 200 px target.
        let doubled = plan([square], width: 200)
        guard case .scissor(let rect?) = doubled.commands.first else { return XCTFail("\(doubled.commands)") }
        XCTAssertEqual(rect, DeviceRect(x: 0, y: 100, width: 100, height: 100))
        guard case .scissor(nil) = doubled.commands.last else { return XCTFail("the scissor is turned off after") }
    }

    /// Adjacent layers' arcs are one command whose run holds all their instances; anything drawn
    /// between them (a triangle's batch) ends the run, and the run is written whole before it.
    func testAdjacentArcLayersAreOneArcsCommand() {
        let arcs = plan([box(.shape(arc())), box(.shape(arc(width: 2))), box(.shape(arc()))])
        XCTAssertEqual(arcs.geometry.arcs.instances.count, 3)
        XCTAssertEqual(arcs.commands, [.arcs(0..<3)])
        let split = plan([box(.shape(arc())), box(.shape(arc())), box(.shape(triangle())), box(.shape(arc())),
                          box(.shape(arc()))])
        XCTAssertEqual(split.geometry.arcs.instances.count, 4)
        guard split.commands.count == 3, case .arcs(0..<2) = split.commands[0], case .batch = split.commands[1],
              case .arcs(2..<4) = split.commands[2] else { return XCTFail("\(split.commands)") }
    }

    func testTessellationIsTimedOnlyWhenAsked() {
        let shapes = [box(.shape(arc())), box(.shape(triangle())), box(.shape(arc(dashes: [4, 2, 1])))]
        let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size))
        let tree = RenderTree(size: size, backgroundColor: .black, nodes: [root] + shapes, children: [0: [1, 2, 3]])
        let planner = FramePlanner()
        planner.plan(tree, width: 100, height: 100)
        XCTAssertEqual(planner.geometry.tessellationSeconds, 0, "an app's frame reads no clock per shape")
        planner.timesTessellation = true
        planner.plan(tree, width: 100, height: 100)
        XCTAssertGreaterThan(planner.geometry.tessellationSeconds, 0)
        let timed = planner.commands
        planner.timesTessellation = false
        planner.plan(tree, width: 100, height: 100)
        XCTAssertEqual(planner.geometry.tessellationSeconds, 0, "a frame starts from 0")
        XCTAssertEqual(planner.commands, timed, "timing changes no command")
    }

    /// Lottie's gradient fill: a gradient layer one point larger than its mask's rectangle each side.
    /// The mask's anti-aliased edge reaches half a device pixel out, so the gradient is painted
    /// through the mask's own geometry wherever that edge stays inside the layer: a rectangle 0.4 pt
    /// inside the layer fits at 4 px/pt (0.125 pt of edge) but not at 1 px/pt (0.5 pt), where the
    /// mask's target and a composite are kept.
    func testAGradientFillIsPaintedThroughItsMaskWhereTheMasksEdgeStaysInsideTheLayer() {
        func masked(by rect: CGRect) -> [RenderNode] {
            let world = CATransform3DMakeTranslation(-1, -1, 0)
            var layer = RenderNode(world: world, bounds: CGRect(x: 0, y: 0, width: 52, height: 52), content: gradient)
            layer.mask = 2
            let mask = RenderNode(world: world, bounds: CGRect(x: 0, y: 0, width: 52, height: 52),
                                  content: .shape(ShapeContent(path: CGPath(rect: rect, transform: nil), fillColor: .white, strokeColor: nil)))
            return [layer, mask]
        }
        let lottie = masked(by: CGRect(x: 1, y: 1, width: 50, height: 50))
        XCTAssertEqual(plan(lottie, rootChildren: [1]).strategies[1], .paintedParts(mask: 2, passes: 1))
        let close = masked(by: CGRect(x: 0.4, y: 0.4, width: 51.2, height: 51.2))
        XCTAssertEqual(plan(close, rootChildren: [1], width: 400).strategies[1], .paintedParts(mask: 2, passes: 1))
        XCTAssertEqual(plan(close, rootChildren: [1]).strategies[1], .maskedQuad(mask: 2))
    }

    /// A translucent gradient (Lottie's gradient fills with opacity stops) is painted through a mask
    /// that is one fill: its coverage is laid down once per pixel. With a stroke too, fill and stroke
    /// would blend the paint twice where they overlap, so the mask's target is kept.
    func testATranslucentGradientIsPaintedThroughAMaskThatIsOneFill() {
        func masked(stroke: CGColor?) -> [RenderNode] {
            var layer = box(.gradient(GradientContent(kind: .axial, colors: [.red, CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)],
                                                      locations: nil, startPoint: .zero, endPoint: CGPoint(x: 1, y: 0))))
            layer.mask = 2
            var shape = triangle()
            shape.strokeColor = stroke
            return [layer, box(.shape(shape))]
        }
        XCTAssertEqual(plan(masked(stroke: nil), rootChildren: [1]).strategies[1], .paintedParts(mask: 2, passes: 1))
        XCTAssertEqual(plan(masked(stroke: .white), rootChildren: [1]).strategies[1], .maskedQuad(mask: 2))
    }

    /// A Lottie solid under an inverted mask: the mask fills the layer's bounds and more, minus an
    /// ellipse, even-odd. Its fill is drawn in the solid's colour, cut by the solid's rectangle as a
    /// scissor box where that rectangle lies on whole device pixels; elsewhere the group is kept.
    func testASolidUnderAnInvertedMaskIsItsMasksFillCutByTheSolidsPixels() {
        func inverted(width: CGFloat) -> [RenderNode] {
            var solid = RenderNode(world: .identity, bounds: CGRect(x: 0, y: 0, width: width, height: 50))
            solid.backgroundColor = .red
            solid.mask = 2
            let path = CGMutablePath()
            path.addRect(CGRect(x: -10, y: -10, width: 80, height: 80))
            path.addEllipse(in: CGRect(x: 10, y: 10, width: 30, height: 30))
            var shape = ShapeContent(path: path, fillColor: .black, strokeColor: nil)
            shape.fillRule = .evenOdd
            return [solid, RenderNode(world: .identity, bounds: CGRect(x: 0, y: 0, width: width, height: 50), content: .shape(shape))]
        }
        let aligned = plan(inverted(width: 50), rootChildren: [1])
        XCTAssertEqual(aligned.strategies[1], .paintedSolid(mask: 2))
        XCTAssertEqual(aligned.commands.first, .scissor(DeviceRect(x: 0, y: 50, width: 50, height: 50)))
        XCTAssertEqual(aligned.commands.last, .scissor(nil))
        XCTAssertEqual(plan(inverted(width: 50.3), rootChildren: [1]).strategies[1], .group(.mask))
    }

    func testAGradientMaskedByAnArcIsThePaintedArcUnlessTheArcShaderRefuses() {
        var layer = box(gradient)
        layer.mask = 2
        let painted = plan([layer, box(.shape(arc()))], rootChildren: [1])
        XCTAssertEqual(painted.strategies, [.direct, .paintedArc(mask: 2), .skipped])
        XCTAssertEqual(painted.commands.count, 1)
        guard case .arcs(let run) = painted.commands[0] else { return XCTFail("\(painted.commands)") }
        XCTAssertEqual(run, 0..<painted.geometry.arcs.instances.count)
        XCTAssertEqual(painted.ramps.pendingRows, [0], "the gradient's ramp row is uploaded this frame")
        // Three dash entries: the arc shader refuses, the tessellated mask is painted part by part.
        let dashed = plan([layer, box(.shape(arc(dashes: [4, 2, 1])))], rootChildren: [1])
        XCTAssertEqual(dashed.strategies[1], .paintedParts(mask: 2, passes: 1))
        // A translucent gradient cannot be painted part by part: the group.
        var translucent = layer
        translucent.content = .gradient(GradientContent(kind: .axial, colors: [CGColor(gray: 1, alpha: 0.5), .blue],
                                                        locations: nil, startPoint: .zero, endPoint: CGPoint(x: 1, y: 0)))
        let grouped = plan([translucent, box(.shape(arc(dashes: [4, 2, 1])))], rootChildren: [1])
        XCTAssertEqual(grouped.strategies[1], .maskedQuad(mask: 2), "the gradient drawn through the mask, no group")
        XCTAssertEqual(grouped.strategies[2], .direct, "the mask is drawn into its mask target")
        guard case .endMaskWithQuad(let rect, _, .gradient, 1)? = grouped.commands.dropLast().last else {
            return XCTFail("\(grouped.commands)")
        }
        XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    func testASharpShadowUnderOnePartIsAnUnderlayAndABlurredOneAGroup() {
        var sharp = box(.shape(triangle()))
        sharp.shadow = RenderShadow(color: .white, opacity: 0.5, offset: .zero, radius: 0, path: nil)
        var blurred = sharp
        blurred.shadow?.radius = 3
        let planner = plan([sharp, blurred])
        XCTAssertEqual(planner.strategies[1], .sharpUnderlay)
        XCTAssertEqual(planner.strategies[2], .group(.shadow))
        let shadows = planner.commands.compactMap { if case .groupShadow(let s) = $0 { s } else { nil } }
        XCTAssertEqual(shadows.count, 1)
        XCTAssertEqual(shadows.first?.sigma, 3, "3 points at 1 pixel a point")
        XCTAssertEqual(shadows.first?.tint.alpha, 0.5)
        XCTAssertEqual(shadows.first?.isSharp, false)
    }

    /// arscanning's glow: a gradient masked by an arc whose shadow is blurred. The gradient is drawn
    /// through its mask target; the mask is the first thing there, so it is drawn straight in and casts
    /// its shadow under itself: no group of its own, and the mask target is cleared whole (the blur
    /// reads around what it writes).
    func testAMaskWithABlurredShadowCastsItUnderItselfInTheMaskTarget() {
        var layer = box(gradient)
        layer.mask = 2
        var mask = box(.shape(arc()))
        mask.shadow = RenderShadow(color: .white, opacity: 1, offset: .zero, radius: 4, path: nil)
        let planner = plan([layer, mask], rootChildren: [1])
        XCTAssertEqual(planner.strategies[1], .maskedQuad(mask: 2))
        XCTAssertEqual(planner.strategies[2], .shadowUnder)
        let kinds = planner.commands.compactMap { command -> String? in
            switch command {
            case .beginGroup(let boxed): "begin \(boxed ? "box" : "whole")"
            case .beginGroupMask(let boxed): "group mask \(boxed ? "box" : "whole")"
            case .beginMask(let boxed): "mask \(boxed ? "box" : "whole")"
            case .endMaskWithQuad: "quad through the mask"
            case .shadowUnder(let shadow): "shadow under, tint \(shadow.tint.alpha)"
            case .groupShadow: "group shadow"
            case .endGroup: "end"
            default: nil
            }
        }
        XCTAssertEqual(kinds, ["mask whole", "shadow under, tint 1.0", "quad through the mask"])
        // Not first in its target (the layer's gradient is drawn there before it): its own group.
        var holder = box()
        holder.opacity = 0.5
        var background = box()
        background.backgroundColor = .red
        let later = plan([holder, background, mask], rootChildren: [1], children: [1: [2, 3]])
        XCTAssertEqual(later.strategies[3], .group(.shadow))
        let first = plan([holder, mask, background], rootChildren: [1], children: [1: [2, 3]])
        XCTAssertEqual(first.strategies[2], .group(.shadow), "the holder's group clears only its box: no shadow under")
    }

    func testGroupsOpenAndCloseAroundTheirLayerAndMask() {
        var layer = box(.shape(triangle()))
        layer.mask = 2
        layer.opacity = 0.5
        let planner = plan([layer, box(.shape(triangle(fill: CGColor(gray: 1, alpha: 0.5))))], rootChildren: [1])
        XCTAssertEqual(planner.strategies[1], .group(.mask))
        let kinds = planner.commands.map { command -> String in
            switch command {
            case .beginGroup: "begin"
            case .beginGroupMask: "mask"
            case .endGroup(let opacity, _): "end \(opacity)"
            case .scissor(let r): r == nil ? "scissor off" : "scissor"
            case .batch: "batch"
            case .fill, .stroke: "stencil"
            default: "other"
            }
        }
        XCTAssertEqual(kinds, ["scissor", "begin", "batch", "mask", "batch", "end 0.5", "scissor off"])
    }

    func testATessellationFailureIsCountedNotDropped() {
        var shape = triangle()
        shape.strokeColor = .white
        shape.lineWidth = .infinity
        let planner = plan([box(.shape(shape))])
        XCTAssertEqual(planner.geometry.failures, 1)
        XCTAssertNotNil(planner.geometry.firstFailure)
    }
}
