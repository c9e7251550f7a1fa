import Foundation
import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass

/// A layer's backdrop filter (`LayerBackdrop`, which `UIVisualEffectView` sets): the render tree
/// carries it, the planner draws it first (before the layer's group, so that it reads what lies
/// behind), damage grows to the whole blurred box, and `render(in:)` blurs with Cairo.
final class BackdropPlanTests: XCTestCase {
    /// A 40 × 10 root, red on the left half and blue on the right; `blurred` covers x 10–30.
    func scene(_ backdrop: LayerBackdrop, cornerRadius: CGFloat = 0, clips: Bool = false) -> (root: CALayer, blurred: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        let red = CALayer(), blue = CALayer()
        red.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        red.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        blue.frame = CGRect(x: 20, y: 0, width: 20, height: 10)
        blue.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let blurred = CALayer()
        blurred.frame = CGRect(x: 10, y: 0, width: 20, height: 10)
        blurred.backdrop = backdrop
        blurred.cornerRadius = cornerRadius
        blurred.masksToBounds = clips
        for layer in [red, blue, blurred] { root.addSublayer(layer) }
        return (root, blurred)
    }

    func testTheTreeCarriesTheBackdropAndThePlanDrawsItFirst() {
        let (root, _) = scene(LayerBackdrop(blurRadius: 2, saturation: 1.5, tint: CGColor(red: 1, green: 1, blue: 1, alpha: 0.25)))
        let tree = RenderTreeBuilder.build(root: root, size: root.bounds.size, backgroundColor: .clear)
        XCTAssertEqual(tree.nodes[3].backdrop?.blurRadius, 2)
        let planner = FramePlanner()
        planner.plan(tree, width: 80, height: 20)
        let backdrop = planner.commands.compactMap { if case .backdrop(let b) = $0 { b } else { nil } }
        XCTAssertEqual(backdrop.count, 1)
        XCTAssertEqual(backdrop.first?.sigma, 4, "2 points at 2 pixels a point")
        XCTAssertEqual(backdrop.first?.saturation, 1.5)
        XCTAssertEqual(backdrop.first?.region, DeviceRect(x: 20, y: 0, width: 40, height: 20))
        guard let at = planner.commands.firstIndex(where: { if case .backdrop = $0 { true } else { false } }) else { return }
        XCTAssertEqual(planner.commands[at + 1],
                       .quad(CGRect(x: 0, y: 0, width: 20, height: 10), world: tree.nodes[3].world,
                             paint: .roundedRect(box: CGRect(x: 0, y: 0, width: 20, height: 10), radius: 0,
                                                 fill: CGColor(red: 1, green: 1, blue: 1, alpha: 0.25), borderWidth: 0, borderColor: nil),
                             opacity: 1),
                       "the tint, over the blur")
    }

    /// A rounded, clipping effect view with content needs a group; the blur comes before it begins, or
    /// it would read the group's empty target.
    func testTheBackdropComesBeforeTheLayersGroup() {
        let (root, blurred) = scene(LayerBackdrop(blurRadius: 2, saturation: 1), cornerRadius: 4, clips: true)
        let content = CALayer()
        content.frame = CGRect(x: 2, y: 2, width: 30, height: 4)
        content.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        blurred.addSublayer(content)
        let tree = RenderTreeBuilder.build(root: root, size: root.bounds.size, backgroundColor: .clear)
        let planner = FramePlanner()
        planner.plan(tree, width: 40, height: 10)
        XCTAssertEqual(planner.strategies[3], .group(.roundedOrRotatedClip))
        let backdrop = planner.commands.firstIndex { if case .backdrop = $0 { true } else { false } }
        let group = planner.commands.firstIndex { if case .beginGroup = $0 { true } else { false } }
        XCTAssertNotNil(backdrop)
        XCTAssertLessThan(backdrop ?? .max, group ?? -1)
    }

    /// A layer behind the blur that changes in a corner of it damages the whole blurred box: the
    /// target's pixels there hold last frame's blur.
    func testDamageUnderABackdropGrowsToItsWholeBox() {
        let (root, _) = scene(LayerBackdrop(blurRadius: 2, saturation: 1))
        let before = RenderTreeBuilder.build(root: root, size: root.bounds.size, backgroundColor: .clear)
        root.sublayers![0].backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)  // red, x 0–20
        let after = RenderTreeBuilder.build(root: root, size: root.bounds.size, backgroundColor: .clear)
        let damage = FrameDamage.region(from: before, to: after, width: 40, height: 10)
        // The red layer's box (0–20, grown by 2) meets the blur's (10–30): both are redrawn.
        XCTAssertEqual(damage, DeviceRect(x: 0, y: 0, width: 32, height: 10))
    }

    /// `render(in:)` (Cairo): at the blurred box's left edge only red is read (the box's edge repeats);
    /// at x 19.5, sigma 2 px: red weighs 0.5 + k0 / 2, k0 = 1 / (1 + 2 Σ e^(−i²/8)) = 0.1997, so 0.5998
    /// (153) red and 0.4002 (102) blue. Outside the box nothing changes.
    func testRenderInContextBlursTheBackdrop() {
        let (root, _) = scene(LayerBackdrop(blurRadius: 2, saturation: 1))
        let ctx = yDownContext(40, 10)
        root.render(in: ctx)
        XCTAssertEqual(rgba(ctx, 10, 5), [255, 0, 0, 255])
        let middle = rgba(ctx, 19, 5)
        XCTAssertEqual(Int(middle[0]), 153, accuracy: 1)
        XCTAssertEqual(Int(middle[2]), 102, accuracy: 1)
        XCTAssertEqual(rgba(ctx, 9, 5), [255, 0, 0, 255])
        XCTAssertEqual(rgba(ctx, 30, 5), [0, 0, 255, 255])
    }

    /// Saturation 2 on (0.6, 0.4, 0.4), luminance 0.4425: red 0.4425 + 2 · 0.1575 = 0.7575 (193), green
    /// and blue 0.4425 − 2 · 0.0425 = 0.3575 (91).
    func testRenderInContextSaturates() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.backgroundColor = CGColor(red: 0.6, green: 0.4, blue: 0.4, alpha: 1)
        let glass = CALayer()
        glass.frame = root.bounds
        glass.backdrop = LayerBackdrop(blurRadius: 1, saturation: 2)
        root.addSublayer(glass)
        let ctx = yDownContext(10, 10)
        root.render(in: ctx)
        let p = rgba(ctx, 5, 5)
        XCTAssertEqual(Int(p[0]), 193, accuracy: 1)
        XCTAssertEqual(Int(p[1]), 91, accuracy: 1)
        XCTAssertEqual(Int(p[2]), 91, accuracy: 1)
        XCTAssertEqual(p[3], 255)
    }
}
