import UIKit
import XCTest

/// `reversing()` as progress-ring code uses it, to draw a track the other way round.
final class ReversedPathTests: XCTestCase {
    func testAClosedRectangleRunsBackFromItsLastCorner() {
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2))
        rect.lineWidth = 3
        let back = rect.reversing()
        XCTAssertEqual(back.cgPath.elements, [.moveTo(CGPoint(x: 0, y: 2)), .lineTo(CGPoint(x: 4, y: 2)),
                                             .lineTo(CGPoint(x: 4, y: 0)), .lineTo(CGPoint(x: 0, y: 0)), .closeSubpath])
        XCTAssertEqual(back.lineWidth, 3)
        XCTAssertEqual(back.reversing().cgPath.elements.count, rect.cgPath.elements.count)
    }

    func testCurvesSwapTheirControlPointsAndSubpathsKeepTheirOrder() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 0), controlPoint1: CGPoint(x: 1, y: 5), controlPoint2: CGPoint(x: 9, y: 5))
        path.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 15, y: -5))
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 50))
        XCTAssertEqual(path.reversing().cgPath.elements, [
            .moveTo(CGPoint(x: 20, y: 0)),
            .quadCurveTo(control: CGPoint(x: 15, y: -5), to: CGPoint(x: 10, y: 0)),
            .curveTo(control1: CGPoint(x: 9, y: 5), control2: CGPoint(x: 1, y: 5), to: CGPoint(x: 0, y: 0)),
            .moveTo(CGPoint(x: 60, y: 50)), .lineTo(CGPoint(x: 50, y: 50)),
        ])
        XCTAssertEqual(path.cgPath.elements.count, 5, "the original is left as it was")
    }
}
