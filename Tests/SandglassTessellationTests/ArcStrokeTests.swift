import Foundation
import Sandglass
@testable import SandglassTessellation
import XCTest

/// `CircularArc.detect` and `ArcStroke.append`: which strokes are drawn analytically, and the annulus
/// they are given.
final class ArcStrokeTests: XCTestCase {
    private let identity = ArcStroke.Placement(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    private func arcPath(_ c: CGPoint, _ r: CGFloat, _ a0: CGFloat, _ a1: CGFloat, clockwise: Bool = true) -> CGPath {
        UIBezierPath(arcCenter: c, radius: r, startAngle: a0, endAngle: a1, clockwise: clockwise).cgPath
    }

    // MARK: detection

    func testUIKitArcIsDetectedWithItsCentreRadiusAndSweep() throws {
        let arc = try XCTUnwrap(CircularArc.detect(arcPath(CGPoint(x: 100, y: 50), 40, -.pi / 2, .pi)))
        XCTAssertEqual(arc.center.x, 100, accuracy: 1e-9)
        XCTAssertEqual(arc.center.y, 50, accuracy: 1e-9)
        XCTAssertEqual(arc.radius, 40, accuracy: 1e-9)
        XCTAssertEqual(arc.startAngle, -.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(arc.sweep, 1.5 * .pi, accuracy: 1e-9)
        XCTAssertFalse(arc.isClosed)
    }

    func testCounterClockwiseArcHasNegativeSweep() throws {
        let arc = try XCTUnwrap(CircularArc.detect(arcPath(.zero, 10, 0, .pi / 3, clockwise: false)))
        XCTAssertEqual(arc.sweep, -(2 * .pi - .pi / 3), accuracy: 1e-9)
    }

    func testCircleFromSquareEllipseIsAClosedFullTurn() throws {
        let arc = try XCTUnwrap(CircularArc.detect(CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 60, height: 60))))
        XCTAssertEqual(arc.center.x, 40, accuracy: 1e-9)
        XCTAssertEqual(arc.center.y, 50, accuracy: 1e-9)
        XCTAssertEqual(arc.radius, 30, accuracy: 1e-9)
        XCTAssertEqual(arc.sweep, 2 * .pi, accuracy: 1e-9)
        XCTAssertTrue(arc.isClosed)
    }

    func testRotatedAndScaledArcStaysAnArc() throws {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: 3)
        let arc = try XCTUnwrap(CircularArc.detect(arcPath(CGPoint(x: 5, y: 5), 10, 0, 1).applying(t)))
        XCTAssertEqual(arc.radius, 30, accuracy: 1e-9)
        XCTAssertEqual(arc.sweep, 1, accuracy: 1e-9)
    }

    func testNonArcsAreRejected() {
        XCTAssertNil(CircularArc.detect(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 30))))
        XCTAssertNil(CircularArc.detect(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))))
        XCTAssertNil(CircularArc.detect(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40),
                                               cornerWidth: 5, cornerHeight: 5)))
        var lineThenArc = CGPath()
        lineThenArc.move(to: .zero)
        lineThenArc.addArc(center: CGPoint(x: 50, y: 0), radius: 10, startAngle: 0, endAngle: 1, clockwise: false)
        XCTAssertNil(CircularArc.detect(lineThenArc))
        // A cubic whose control points are 1 % off the arc's is a different curve.
        var bent = CGPath()
        bent.move(to: CGPoint(x: 10, y: 0))
        let k = 4.0 / 3.0 * tan(Double.pi / 8) * 10
        bent.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 10, y: k * 1.01), control2: CGPoint(x: k, y: 10))
        XCTAssertNil(CircularArc.detect(bent))
        XCTAssertNil(CircularArc.detect(CGPath()))
        // Two arcs in one path.
        var two = arcPath(.zero, 10, 0, 1)
        two.addPath(arcPath(CGPoint(x: 50, y: 0), 10, 0, 1))
        XCTAssertNil(CircularArc.detect(two))
    }

    // MARK: geometry

    private func append(_ path: CGPath, _ style: StrokeStyle, _ t: ArcStroke.Placement? = nil, ppp: Double = 1)
        -> (Bool, ArcBuffer) {
        var buffer = ArcBuffer()
        let ok = ArcStroke.append(CircularArc.detect(path)!, style: style, placement: t ?? identity,
                                  pixelsPerPoint: ppp, color: 0xFF00_00FF, into: &buffer)
        return (ok, buffer)
    }

    /// Found while chasing a fuzz finding (fuzz/findings/README.md): a dash of 1e300 points is a
    /// finite Double but not a finite Float, so the arc's vertices carried infinity. A period beyond
    /// what the shader's floats hold goes to the tessellator instead; an ordinary dash still draws.
    func testADashLongerThanAFloatHoldsIsLeftToTheTessellator() {
        let ring = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
        for pattern: [CGFloat] in [[1e300, 1], [1, 1e300], [1e39, 3]] {
            let (ok, b) = append(ring, StrokeStyle(lineWidth: 4, dashPattern: pattern))
            XCTAssertFalse(ok, "\(pattern)")
            XCTAssertTrue(b.vertices.isEmpty)
        }
        let (ok, b) = append(ring, StrokeStyle(lineWidth: 4, dashPattern: [6, 3]))
        XCTAssertTrue(ok)
        XCTAssertEqual(b.vertices.first?.dashOn, 6)
    }

    /// Fuzz finding `regression-arc-far-placement.bin`: a placement 1e39 points away is a finite
    /// Double but puts the arc's vertices past a Float's range (y was infinity). Such an arc goes to
    /// the tessellator; one a million points away still draws as an arc.
    func testAnArcPlacedBeyondAFloatsRangeIsLeftToTheTessellator() {
        let ring = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80))
        for ty in [1e39, -3e38, Double.greatestFiniteMagnitude] {
            let far = ArcStroke.Placement(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: ty)
            let (ok, b) = append(ring, StrokeStyle(lineWidth: 4), far)
            XCTAssertFalse(ok, "\(ty)")
            XCTAssertTrue(b.vertices.isEmpty)
        }
        let (ok, b) = append(ring, StrokeStyle(lineWidth: 4), ArcStroke.Placement(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 1e6))
        XCTAssertTrue(ok)
        XCTAssertTrue(b.vertices.allSatisfy { $0.y.isFinite && $0.y > 9e5 })
    }

    func testWholeRingCoversTheStrokeWithAQuarterPixelOfSlack() {
        let (ok, b) = append(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200)), StrokeStyle(lineWidth: 4))
        XCTAssertTrue(ok)
        let v = b.vertices[0]
        XCTAssertEqual(v.radius, 100)
        XCTAssertEqual(v.halfWidth, 2)
        XCTAssertEqual(v.length, -1, "a closed, untrimmed circle has no ends")
        // Inner vertices on r - (hw + 0.55); outer ones circumscribe r + hw + 0.55 by at most 1/4 px.
        let inner = b.vertices.enumerated().filter { $0.offset % 2 == 0 }.map { hypot(Double($0.element.localX), Double($0.element.localY)) }
        let outer = b.vertices.enumerated().filter { $0.offset % 2 == 1 }.map { hypot(Double($0.element.localX), Double($0.element.localY)) }
        for r in inner { XCTAssertEqual(r, 97.45, accuracy: 1e-3) }
        let segments = b.vertices.count / 2 - 1
        let outerCircle = 102.55
        for r in outer {
            XCTAssertGreaterThanOrEqual(r * cos(Double.pi / Double(segments)), outerCircle - 1e-3)
            XCTAssertLessThanOrEqual(r - outerCircle, 0.25 + 1e-3)
        }
        XCTAssertEqual(b.indices.count, 6 * segments)
        XCTAssertEqual(segments, Int((2 * Double.pi / (2 * acos(outerCircle / (outerCircle + 0.25)))).rounded(.up)))
    }

    func testTrimmedArcSpansItsLengthPlusTheCapReach() throws {
        // strokeEnd 0.25 of a clockwise circle from -90°: a quarter turn, round caps 3 pt wide.
        let path = arcPath(CGPoint(x: 50, y: 50), 40, -.pi / 2, 1.5 * .pi)
        let (ok, b) = append(path, StrokeStyle(lineWidth: 3, lineCap: .round, strokeEnd: 0.25))
        XCTAssertTrue(ok)
        let v = try XCTUnwrap(b.vertices.first)
        XCTAssertEqual(Double(v.length), 0.5 * .pi * 40, accuracy: 1e-3)
        XCTAssertEqual(v.cap, 2)
        // Local angle 0 is the arc's start (top of the circle); the first vertex sits before it by
        // (hw + 0.55) / inner radius.
        let extra = (1.5 + 0.55) / (40 - 1.5 - 0.55)
        XCTAssertEqual(atan2(Double(v.localY), Double(v.localX)), -extra, accuracy: 1e-5)
        XCTAssertEqual(Double(v.x), 50 - (40 - 2.05) * sin(extra), accuracy: 1e-3, "left of the top: before a clockwise start")
        XCTAssertEqual(Double(v.y), 50 - (40 - 2.05) * cos(extra), accuracy: 1e-3)
        let last = try XCTUnwrap(b.vertices.last)
        XCTAssertEqual(atan2(Double(last.localY), Double(last.localX)), 0.5 * .pi + extra, accuracy: 1e-5)
    }

    func testMirroredPlacementReversesTheDirection() throws {
        // Flip x about 100: the clockwise quarter from the top becomes counter-clockwise on screen.
        let path = arcPath(CGPoint(x: 50, y: 50), 40, -.pi / 2, 0)
        let flip = ArcStroke.Placement(a: -1, b: 0, c: 0, d: 1, tx: 100, ty: 0)
        let (ok, b) = append(path, StrokeStyle(lineWidth: 2), flip)
        XCTAssertTrue(ok)
        // The middle vertex pair lies at local angle π/4: on screen, up-left of the centre (50, 50).
        let middle = b.vertices[(b.vertices.count / 2) & ~1]
        let angle = atan2(Double(middle.localY), Double(middle.localX))
        XCTAssertEqual(angle, .pi / 4, accuracy: 0.2)
        XCTAssertLessThan(middle.x, 50)
        XCTAssertLessThan(middle.y, 50)
    }

    func testScaleAndPixelDensityGiveDevicePixels() throws {
        let path = arcPath(.zero, 10, 0, 1)
        let twice = ArcStroke.Placement(a: 0, b: 2, c: -2, d: 0, tx: 5, ty: 5)  // rotate 90°, scale 2
        let (ok, b) = append(path, StrokeStyle(lineWidth: 1, dashPattern: [3, 1], dashPhase: 5), twice, ppp: 2)
        XCTAssertTrue(ok)
        let v = try XCTUnwrap(b.vertices.first)
        XCTAssertEqual(v.radius, 40)
        XCTAssertEqual(v.halfWidth, 2)
        XCTAssertEqual(v.dashOn, 12)
        XCTAssertEqual(v.dashOff, 4)
        XCTAssertEqual(v.dashPhase, 4, "phase 5 pt = 20 px, modulo the 16 px period")
        XCTAssertEqual(Double(v.length), 40, accuracy: 1e-4)
    }

    func testWhatTheShaderCannotDrawIsLeftToTheTessellator() {
        let path = arcPath(.zero, 10, 0, 1)
        let skew = ArcStroke.Placement(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        let squash = ArcStroke.Placement(a: 1, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
        XCTAssertFalse(append(path, StrokeStyle(lineWidth: 1), skew).0)
        XCTAssertFalse(append(path, StrokeStyle(lineWidth: 1), squash).0)
        XCTAssertFalse(append(path, StrokeStyle(lineWidth: 1, dashPattern: [1, 2, 3])).0)
        XCTAssertFalse(append(path, StrokeStyle(lineWidth: 1, lineCap: .round, dashPattern: [4, 2])).0)
        XCTAssertFalse(append(path, StrokeStyle(lineWidth: 1, dashPattern: [0.5, 0.5])).0, "period under 2 px")
        XCTAssertFalse(append(path, StrokeStyle(lineWidth: .nan)).0)
        XCTAssertFalse(append(path, StrokeStyle(lineWidth: 1), ppp: 10_000).0, "radius beyond float precision")
        let empty = append(path, StrokeStyle(lineWidth: 1, strokeStart: 0.6, strokeEnd: 0.4))
        XCTAssertTrue(empty.0)
        XCTAssertTrue(empty.1.vertices.isEmpty, "start >= end draws nothing")
    }
}
