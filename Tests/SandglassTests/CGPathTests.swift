import Sandglass
import XCTest

final class CGPathTests: XCTestCase {
    /// Every point of a cubic segment, sampled densely.
    private func samples(_ path: CGPath) -> [CGPoint] {
        var points: [CGPoint] = [], current = CGPoint.zero
        for e in path.elements {
            switch e {
            case .moveTo(let p), .lineTo(let p): current = p; points.append(p)
            case .curveTo(let c1, let c2, let p):
                for i in 1...64 {
                    let t = CGFloat(i) / 64, u = 1 - t
                    points.append(CGPoint(x: u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                                          y: u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y))
                }
                current = p
            default: break
            }
        }
        return points
    }

    /// A full circle is four quarter-circle cubics (radial error 2.7e-4 r); a bug once made it three
    /// 120-degree cubics (error 1.6e-3 r).
    func testEllipseIsFourQuarterCubicsWithinCoreGraphicsAccuracy() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(path.elements.filter { if case .curveTo = $0 { return true }; return false }.count, 4)
        let worst = samples(path).map { abs(hypot($0.x - 100, $0.y - 100) - 100) }.max()!
        XCTAssertLessThan(worst, 0.028)
        XCTAssertEqual(path.elements.first, .moveTo(CGPoint(x: 200, y: 100)))
    }

    /// iOS passes the transform by pointer, usually nil; a transform given is applied.
    func testShapeInitializersTakeANilTransformOrOne() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(CGPath(rect: r, transform: nil).boundingBox, r)
        XCTAssertEqual(CGPath(ellipseIn: r, transform: nil).boundingBox, r)
        XCTAssertEqual(CGPath(roundedRect: r, cornerWidth: 1, cornerHeight: 1, transform: nil).boundingBox, r)
        let shift = CGAffineTransform(translationX: 10, y: 0)
        XCTAssertEqual(CGPath(rect: r, transform: shift).boundingBox, CGRect(x: 11, y: 2, width: 3, height: 4))
    }

    /// UIKit: clockwise true from pi to 0 is the upper half on a y-down screen (seed 002's gauge).
    func testUIKitClockwiseHalfCircleGoesOverTheTop() {
        let arc = UIBezierPath(arcCenter: CGPoint(x: 150, y: 150), radius: 140, startAngle: .pi, endAngle: 0, clockwise: true)
        let points = samples(arc.cgPath)
        XCTAssertEqual(points.first!.x, 10, accuracy: 1e-9)
        XCTAssertEqual(points.last!.x, 290, accuracy: 1e-9)
        XCTAssertEqual(points.map(\.y).min()!, 10, accuracy: 0.05, "passes through the top (150, 10)")
        XCTAssertTrue(points.allSatisfy { $0.y <= 150 + 1e-9 })
        XCTAssertEqual(arc.cgPath.elements.count, 3, "move + two quarter cubics")
    }

    func testNonFiniteInputIsDroppedAndRecorded() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        path.addArc(center: .zero, radius: .infinity, startAngle: 0, endAngle: 1, clockwise: false)
        XCTAssertEqual(path.elements, [.moveTo(.zero)])
        XCTAssertTrue(path.containsNonFiniteInput)
    }

    func testArcSweepFollowsCoreGraphics() {
        let full = CGMutablePath()
        full.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        XCTAssertEqual(full.elements.count, 5, "a 2 pi sweep is a full circle, not nothing")
        let wrapped = CGMutablePath()
        wrapped.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: -.pi / 2, clockwise: false)
        XCTAssertEqual(wrapped.elements.count, 4, "increasing from 0 to -pi/2 wraps: 3/2 pi in three quarters")
    }
}
