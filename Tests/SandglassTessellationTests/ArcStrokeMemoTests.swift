import CoreGraphics
@testable import SandglassTessellation
import XCTest

/// An `ArcStrokeMemo` changes no bit of what `ArcStroke.append` makes: one memo handed the same arc
/// frame after frame with a new trim, then moved, turned, mirrored, scaled, given another arc, and
/// at -0 where it had 0, gives the instances a fresh memo gives (a memo that kept its first placement,
/// start direction or step would draw the arc where it was).
final class ArcStrokeMemoTests: XCTestCase {
    private let circle = CircularArc.detect(CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 60, height: 60)))!
    private let arc = CircularArc(center: Vec2(5, 5), radius: 30, startAngle: 0, sweep: 2, isClosed: false)

    private func placement(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) -> ArcStroke.Placement {
        ArcStroke.Placement(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The packed colour is packed again whenever a bit of a component or of the opacity changes
    /// (-0 for 0 included), and only then.
    func testAPackedColourIsPackedAgainOnlyWhenAnInputChanges() {
        var memo = ArcStrokeMemo()
        var packs = 0
        func packed(_ r: Double, _ a: Double, _ opacity: Float, _ value: UInt32) -> UInt32 {
            memo.packedColor(red: r, green: 0.5, blue: 0, alpha: a, opacity: opacity) { packs += 1; return value }
        }
        XCTAssertEqual(packed(1, 1, 1, 7), 7)
        XCTAssertEqual(packed(1, 1, 1, 8), 7, "the same inputs: the colour packed before")
        XCTAssertEqual(packed(1, 1, 0.5, 9), 9)
        XCTAssertEqual(packed(1, 0.25, 0.5, 10), 10)
        XCTAssertEqual(packed(0.0, 0.25, 0.5, 11), 11)
        XCTAssertEqual(packed(-0.0, 0.25, 0.5, 12), 12)
        XCTAssertEqual(packs, 5)
    }

    func testAMemoGivesTheInstancesAFreshMemoGives() {
        let identity = placement(1, 0, 0, 1, 0, 0)
        let steps: [(CircularArc, ArcStroke.Placement, StrokeStyle)] = [
            (circle, identity, StrokeStyle(lineWidth: 4, strokeEnd: 0.25)),
            (circle, identity, StrokeStyle(lineWidth: 4, strokeEnd: 0.5)),
            (circle, identity, StrokeStyle(lineWidth: 4, strokeStart: 0.1, strokeEnd: 0.5)),
            (circle, placement(1, 0, 0, 1, 40, 0), StrokeStyle(lineWidth: 4, strokeEnd: 0.5)),
            (circle, placement(0, 1, -1, 0, 40, 0), StrokeStyle(lineWidth: 4, strokeEnd: 0.5)),
            (circle, placement(-1, 0, 0, 1, 40, 0), StrokeStyle(lineWidth: 4, strokeEnd: 0.5)),
            (circle, placement(3, 0, 0, 3, 40, 0), StrokeStyle(lineWidth: 4, strokeEnd: 0.5)),
            (circle, placement(3, 0, 0, 3, 40, 0), StrokeStyle(lineWidth: 9, strokeEnd: 0.5)),
            (arc, placement(3, 0, 0, 3, 40, 0), StrokeStyle(lineWidth: 9, strokeEnd: 0.5)),
            (arc, placement(3, 0, 0, 3, 40, 0), StrokeStyle(lineWidth: 9, strokeEnd: 1)),
            (arc, placement(3, 0, 0, 3, 40, 0), StrokeStyle(lineWidth: 9, strokeStart: -0.0, strokeEnd: 1)),
            (circle, placement(1, 0, -0.0, 1, 0, 0), StrokeStyle(lineWidth: 4, strokeEnd: 0.25)),
        ]
        var memo = ArcStrokeMemo()
        for (i, (arc, t, style)) in steps.enumerated() {
            var kept = ArcBuffer(), fresh = ArcBuffer(), freshMemo = ArcStrokeMemo()
            XCTAssertTrue(ArcStroke.append(arc, style: style, placement: t, pixelsPerPoint: 2, color: 0xFFFF_FFFF,
                                           memo: &memo, into: &kept))
            XCTAssertTrue(ArcStroke.append(arc, style: style, placement: t, pixelsPerPoint: 2, color: 0xFFFF_FFFF,
                                           memo: &freshMemo, into: &fresh))
            XCTAssertFalse(fresh.instances.isEmpty)
            XCTAssertEqual(kept.instances.count, fresh.instances.count, "step \(i)")
            for (k, f) in zip(kept.instances, fresh.instances) {
                withUnsafeBytes(of: k) { kb in
                    withUnsafeBytes(of: f) { fb in XCTAssertTrue(kb.elementsEqual(fb), "step \(i): the same bits") }
                }
            }
        }
    }

    /// A transform that does not keep circles is refused with a memo that placed the arc before.
    func testAMemoRefusesASkewAfterAPlacement() {
        var memo = ArcStrokeMemo(), buffer = ArcBuffer()
        let style = StrokeStyle(lineWidth: 4, strokeEnd: 0.5)
        XCTAssertTrue(ArcStroke.append(circle, style: style, placement: placement(1, 0, 0, 1, 0, 0), pixelsPerPoint: 1,
                                       color: 0xFFFF_FFFF, memo: &memo, into: &buffer))
        XCTAssertFalse(ArcStroke.append(circle, style: style, placement: placement(1, 0, 0.5, 1, 0, 0), pixelsPerPoint: 1,
                                        color: 0xFFFF_FFFF, memo: &memo, into: &buffer))
        XCTAssertEqual(buffer.instances.count, 1)
    }
}
