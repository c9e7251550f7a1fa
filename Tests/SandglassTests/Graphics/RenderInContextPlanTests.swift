import Foundation
import XCTest
@testable import CoreGraphics
@testable import QuartzCore

/// What `render(in:)` draws now that it executes the GL renderer's frame plan on Cairo
/// (`CairoBackend`): shadows and conic gradients, which it used to leave out, and long arcs, which the
/// plan lists as several instances of one arc.
final class RenderInContextPlanTests: XCTestCase {
    func testAShadowIsDrawnUnderTheLayerAtItsOffset() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        card.backgroundColor = CGColor.white
        card.shadowColor = CGColor.black
        card.shadowOpacity = 0.5
        card.shadowOffset = CGSize(width: 0, height: 10)
        card.shadowRadius = 0
        root.addSublayer(card)
        let ctx = yDownContext(40, 40)
        root.render(in: ctx)
        XCTAssertEqual(rgba(ctx, 15, 15), [255, 255, 255, 255], "the layer over its shadow")
        XCTAssertEqual(rgba(ctx, 15, 25), [0, 0, 0, 128], "black at shadowOpacity 0.5, 10 points below")
        XCTAssertEqual(rgba(ctx, 15, 31)[3], 0, "no blur: nothing past the offset rectangle")
    }

    /// Around the start point from the end point's direction, clockwise on screen: t is the angle in
    /// turns, so a black-to-white ramp is grey t (t × 255) a quarter, half and three quarters round.
    func testAConicGradientRunsClockwiseFromTheEndPointsDirection() {
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 41, height: 41)
        g.type = .conic
        g.colors = [CGColor.black, CGColor.white]
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        let ctx = yDownContext(41, 41)
        g.render(in: ctx)
        XCTAssertEqual(rgba(ctx, 35, 20), [0, 0, 0, 255], "t = 0 to the right")
        XCTAssertEqual(rgba(ctx, 20, 35), [64, 64, 64, 255], "t = 0.25 below")
        XCTAssertEqual(rgba(ctx, 5, 20), [128, 128, 128, 255], "t = 0.5 to the left")
        XCTAssertEqual(rgba(ctx, 20, 5), [191, 191, 191, 255], "t = 0.75 above")
    }

    /// A circle the planner draws as an analytic arc comes as several instances (one per band of its
    /// annulus); a translucent stroke must still be painted once.
    func testALongTranslucentArcIsPaintedOnce() {
        let ctx = yDownContext(220, 220)
        halfRedRing().render(in: ctx)
        XCTAssertEqual(rgba(ctx, 209, 110), [128, 0, 0, 128])
        XCTAssertEqual(rgba(ctx, 110, 209), [128, 0, 0, 128])
        XCTAssertEqual(rgba(ctx, 110, 110)[3], 0)
    }

    /// Two sibling layers stroking the same translucent circle are both painted: the planner joins
    /// adjacent layers' arcs into one run, and the second layer's instances equal the first's, so only
    /// the order of their bands tells a new arc from the next piece of the last one. Half red over half
    /// red: 128 + 128 × (1 - 128 / 255) = 191.8, so 192, red premultiplied the same.
    func testTwoLayersStrokingTheSameTranslucentArcAreBothPainted() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 220, height: 220)
        root.addSublayer(halfRedRing())
        root.addSublayer(halfRedRing())
        let ctx = yDownContext(220, 220)
        root.render(in: ctx)
        XCTAssertEqual(rgba(ctx, 209, 110), [192, 0, 0, 192])
        XCTAssertEqual(rgba(ctx, 110, 209), [192, 0, 0, 192])
        XCTAssertEqual(rgba(ctx, 110, 110)[3], 0)
    }

    /// A 220 x 220 layer stroking a circle of diameter 200 at (10, 10), 4 points wide, red at alpha
    /// 0.5: long enough that the arc shader draws it as several instances.
    private func halfRedRing() -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 220, height: 220)
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 200, height: 200), transform: nil)
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        shape.lineWidth = 4
        return shape
    }

    /// A layer turned 60° about y in perspective draws the affine part of its layer-to-root transform
    /// (no perspective divide), as iOS's `render(in:)` leaves 3-D out: no trapezoid. Placed about its
    /// centre (20, 20), x runs from 20 - 10 k to 20 + 10 k with k = cos 60° + 20 × (1/500) × sin 60°
    /// ≈ 0.535 (the translation to the position enters the affine part through m14), so from 14.65 to
    /// 25.35.
    func testPerspectiveDrawsTheAffinePartOfTheTransform() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        card.position = CGPoint(x: 20, y: 20)
        card.backgroundColor = CGColor.red
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        root.addSublayer(card)
        let ctx = yDownContext(40, 40)
        root.render(in: ctx)
        XCTAssertEqual(rgba(ctx, 15, 20), [255, 0, 0, 255])
        XCTAssertEqual(rgba(ctx, 24, 20), [255, 0, 0, 255])
        XCTAssertEqual(rgba(ctx, 13, 20)[3], 0)
        XCTAssertEqual(rgba(ctx, 26, 20)[3], 0)
    }
}
