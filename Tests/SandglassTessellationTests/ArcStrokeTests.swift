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
        let lineThenArc = CGMutablePath()
        lineThenArc.move(to: .zero)
        lineThenArc.addArc(center: CGPoint(x: 50, y: 0), radius: 10, startAngle: 0, endAngle: 1, clockwise: false)
        XCTAssertNil(CircularArc.detect(lineThenArc))
        // A cubic whose control points are 1 % off the arc's is a different curve.
        let bent = CGMutablePath()
        bent.move(to: CGPoint(x: 10, y: 0))
        let k = 4.0 / 3.0 * tan(Double.pi / 8) * 10
        bent.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 10, y: k * 1.01), control2: CGPoint(x: k, y: 10))
        XCTAssertNil(CircularArc.detect(bent))
        XCTAssertNil(CircularArc.detect(CGPath()))
        // Two arcs in one path.
        let two = arcPath(.zero, 10, 0, 1).mutableCopy()!
        two.addPath(arcPath(CGPoint(x: 50, y: 0), 10, 0, 1))
        XCTAssertNil(CircularArc.detect(two))
    }

    // MARK: geometry

    private func append(_ path: CGPath, _ style: StrokeStyle, _ t: ArcStroke.Placement? = nil, ppp: Double = 1)
        -> (Bool, ArcBuffer) {
        var buffer = ArcBuffer(), memo = ArcStrokeMemo()
        let ok = ArcStroke.append(CircularArc.detect(path)!, style: style, placement: t ?? identity,
                                  pixelsPerPoint: ppp, color: 0xFF00_00FF, memo: &memo, into: &buffer)
        return (ok, buffer)
    }

    /// The annulus vertices `shaders/arc.vert` builds from an instance: (root x, root y, local x, local y)
    /// for vertex `i` of its strip (even: inner radius, odd: outer).
    private func vertex(_ v: ArcInstance, _ i: Int) -> (x: Double, y: Double, lx: Double, ly: Double) {
        let segment = min(i / 2, Int(v.segments))
        let angle = Double(v.bandStart) + Double(v.bandStep) * Double(segment)
        let r = Double(i % 2 == 0 ? v.inner : v.outerVertex)
        let lx = r * cos(angle), ly = r * sin(angle)
        let ax = Double(v.axisX), ay = Double(v.axisY), d = Double(v.direction)
        return (Double(v.centerX) + lx * ax - ly * d * ay, Double(v.centerY) + lx * ay + ly * d * ax, lx, ly)
    }

    /// Every instance's own strip, in order: the whole annulus of the buffer's arcs.
    private func strip(_ b: ArcBuffer) -> [(x: Double, y: Double, lx: Double, ly: Double)] {
        b.instances.flatMap { v in (0..<(2 * Int(v.segments) + 2)).map { vertex(v, $0) } }
    }

    /// Found while chasing a fuzz finding (fuzz/findings/README.md): a dash of 1e300 points is a
    /// finite Double but not a finite Float, so the arc's vertices carried infinity. A period beyond
    /// what the shader's floats hold goes to the tessellator instead; an ordinary dash still draws.
    func testADashLongerThanAFloatHoldsIsLeftToTheTessellator() {
        let ring = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
        for pattern: [CGFloat] in [[1e300, 1], [1, 1e300], [1e39, 3]] {
            let (ok, b) = append(ring, StrokeStyle(lineWidth: 4, dashPattern: pattern))
            XCTAssertFalse(ok, "\(pattern)")
            XCTAssertTrue(b.instances.isEmpty)
        }
        let (ok, b) = append(ring, StrokeStyle(lineWidth: 4, dashPattern: [6, 3]))
        XCTAssertTrue(ok)
        XCTAssertEqual(b.instances.first?.dashOn, 6)
        XCTAssertEqual(b.instances.first?.features, [.dashes], "a whole ring has no ends")
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
            XCTAssertTrue(b.instances.isEmpty)
        }
        let (ok, b) = append(ring, StrokeStyle(lineWidth: 4), ArcStroke.Placement(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 1e6))
        XCTAssertTrue(ok)
        XCTAssertTrue(strip(b).allSatisfy { $0.y.isFinite && $0.y > 9e5 })
    }

    func testWholeRingCoversTheStrokeWithinThePolygonTolerance() {
        let (ok, b) = append(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200)), StrokeStyle(lineWidth: 4))
        XCTAssertTrue(ok)
        let v = b.instances[0]
        XCTAssertEqual(v.radius, 100)
        XCTAssertEqual(v.halfWidth, 2)
        XCTAssertEqual(v.length, -1, "a closed, untrimmed circle has no ends")
        XCTAssertEqual(v.features, [])
        // Inner vertices on r - (hw + 0.55); outer ones circumscribe r + hw + 0.55 by at most 1.5 px.
        XCTAssertEqual(ArcStroke.polygonTolerance, 1.5)
        let outerCircle = 102.55
        let segments = Int((2 * Double.pi / (2 * acos(outerCircle / (outerCircle + 1.5)))).rounded(.up))
        XCTAssertEqual(segments, 19)
        XCTAssertEqual(b.instances.map { Int($0.segments) }, [8, 8, 3], "pieces of at most 8 segments")
        let step = 2 * Double.pi / Double(segments)
        for (k, piece) in b.instances.enumerated() {
            XCTAssertEqual(Double(piece.bandStart), Double(8 * k) * step, accuracy: 1e-5, "in order along the ring")
            XCTAssertEqual(Double(piece.bandStep), step, accuracy: 1e-7)
            XCTAssertEqual(Double(piece.inner), 97.45, accuracy: 1e-3)
            XCTAssertGreaterThanOrEqual(Double(piece.outerVertex) * cos(step / 2), outerCircle - 1e-3)
            XCTAssertLessThanOrEqual(Double(piece.outerVertex) - outerCircle, 1.5 + 1e-3)
            XCTAssertGreaterThanOrEqual(Double(piece.inner) * cos(step / 2), 97.45 - 1.5 - 1e-3, "inner chords cut at most 1.5 px in")
        }
        // The strip closes: its last pair lands on its first.
        let all = strip(b)
        XCTAssertEqual(all[1].x, all[all.count - 1].x, accuracy: 1e-3)
        XCTAssertEqual(all[1].y, all[all.count - 1].y, accuracy: 1e-3)
        XCTAssertEqual(b.requirements(of: 0..<3).segments, ArcStroke.segmentsPerInstance)
        XCTAssertEqual(b.requirements(of: 2..<3).segments, 3)
    }

    func testTrimmedArcSpansItsLengthPlusTheCapReach() throws {
        // strokeEnd 0.25 of a clockwise circle from -90°: a quarter turn, round caps 3 pt wide.
        let path = arcPath(CGPoint(x: 50, y: 50), 40, -.pi / 2, 1.5 * .pi)
        let (ok, b) = append(path, StrokeStyle(lineWidth: 3, lineCap: .round, strokeEnd: 0.25))
        XCTAssertTrue(ok)
        let v = try XCTUnwrap(b.instances.first)
        XCTAssertEqual(Double(v.length), 0.5 * .pi * 40, accuracy: 1e-3)
        XCTAssertEqual(v.cap, 2)
        XCTAssertEqual(v.features, [.ends, .roundCaps])
        // Local angle 0 is the arc's start (top of the circle); the first vertex sits before it by
        // (hw + 0.55) / inner radius.
        let extra = (1.5 + 0.55) / (40 - 1.5 - 0.55)
        let p = vertex(v, 0)
        XCTAssertEqual(atan2(p.ly, p.lx), -extra, accuracy: 1e-5)
        XCTAssertEqual(p.x, 50 - (40 - 2.05) * sin(extra), accuracy: 1e-3, "left of the top: before a clockwise start")
        XCTAssertEqual(p.y, 50 - (40 - 2.05) * cos(extra), accuracy: 1e-3)
        let end = try XCTUnwrap(b.instances.last)
        let last = vertex(end, 2 * Int(end.segments) + 1)
        XCTAssertEqual(atan2(last.ly, last.lx), 0.5 * .pi + extra, accuracy: 1e-5)
        // Vertices past a piece's own segments (a draw shared with a longer piece) repeat its last pair.
        let beyond = vertex(end, 2 * Int(end.segments) + 7)
        XCTAssertEqual(beyond.x, last.x)
        XCTAssertEqual(beyond.y, last.y)
    }

    func testMirroredPlacementReversesTheDirection() throws {
        // Flip x about 100: the clockwise quarter from the top becomes counter-clockwise on screen.
        let path = arcPath(CGPoint(x: 50, y: 50), 40, -.pi / 2, 0)
        let flip = ArcStroke.Placement(a: -1, b: 0, c: 0, d: 1, tx: 100, ty: 0)
        let (ok, b) = append(path, StrokeStyle(lineWidth: 2), flip)
        XCTAssertTrue(ok)
        XCTAssertEqual(b.instances[0].direction, -1)
        // The middle vertex pair lies at local angle π/4: on screen, up-left of the centre (50, 50).
        let all = strip(b)
        let middle = all[(all.count / 2) & ~1]
        XCTAssertEqual(atan2(middle.ly, middle.lx), .pi / 4, accuracy: 0.2)
        XCTAssertLessThan(middle.x, 50)
        XCTAssertLessThan(middle.y, 50)
    }

    func testScaleAndPixelDensityGiveDevicePixels() throws {
        let path = arcPath(.zero, 10, 0, 1)
        let twice = ArcStroke.Placement(a: 0, b: 2, c: -2, d: 0, tx: 5, ty: 5)  // rotate 90°, scale 2
        let (ok, b) = append(path, StrokeStyle(lineWidth: 1, dashPattern: [3, 1], dashPhase: 5), twice, ppp: 2)
        XCTAssertTrue(ok)
        let v = try XCTUnwrap(b.instances.first)
        XCTAssertEqual(v.radius, 40)
        XCTAssertEqual(v.halfWidth, 2)
        XCTAssertEqual(v.dashOn, 12)
        XCTAssertEqual(v.dashOff, 4)
        XCTAssertEqual(v.dashPhase, 4, "phase 5 pt = 20 px, modulo the 16 px period")
        XCTAssertEqual(Double(v.length), 40, accuracy: 1e-4)
        XCTAssertEqual(v.features, [.ends, .dashes])
        // One local pixel is half a root point (2 px per point), along the rotated start direction.
        XCTAssertEqual(hypot(Double(v.axisX), Double(v.axisY)), 0.5, accuracy: 1e-6)
        XCTAssertEqual(Double(v.centerX), 5, accuracy: 1e-6)
        XCTAssertEqual(Double(v.centerY), 5, accuracy: 1e-6)
    }

    /// The arc program reads the fields as attributes by byte offset (`MeshDrawer`'s `.arcs` layout):
    /// four Floats a group, in declaration order, the colour last.
    func testTheInstanceLayoutIsWhatTheShaderReads() {
        XCTAssertEqual(MemoryLayout<ArcInstance>.stride, 124)
        XCTAssertEqual(MemoryLayout<ArcInstance>.offset(of: \ArcInstance.direction), 16)
        XCTAssertEqual(MemoryLayout<ArcInstance>.offset(of: \ArcInstance.inner), 32)
        XCTAssertEqual(MemoryLayout<ArcInstance>.offset(of: \ArcInstance.length), 48)
        XCTAssertEqual(MemoryLayout<ArcInstance>.offset(of: \ArcInstance.dashPhase), 64)
        XCTAssertEqual(MemoryLayout<ArcInstance>.offset(of: \ArcInstance.unitA), 80)
        XCTAssertEqual(MemoryLayout<ArcInstance>.offset(of: \ArcInstance.unitX), 96)
        XCTAssertEqual(MemoryLayout<ArcInstance>.offset(of: \ArcInstance.gradientStepX), 112)
        XCTAssertEqual(MemoryLayout<ArcInstance>.offset(of: \ArcInstance.color), 120)
    }

    func testRequirementsAreTheLargestPieceAndTheUnionOfFeatures() {
        var buffer = ArcBuffer(), memo = ArcStrokeMemo()
        let ring = CircularArc.detect(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))!
        let big = CircularArc.detect(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 400, height: 400)))!
        XCTAssertTrue(ArcStroke.append(ring, style: StrokeStyle(lineWidth: 2, strokeEnd: 0.25), placement: identity,
                                       pixelsPerPoint: 1, color: 0xFFFF_FFFF, memo: &memo, into: &buffer))
        XCTAssertEqual(buffer.instances.count, 1)
        XCTAssertTrue(ArcStroke.append(big, style: StrokeStyle(lineWidth: 2, dashPattern: [4, 4]), placement: identity,
                                       pixelsPerPoint: 1, color: 0xFFFF_FFFF, memo: &memo, into: &buffer))
        let small = Int(buffer.instances[0].segments)
        XCTAssertEqual(small, 3, "a quarter of a 10 px ring and its ends in steps of at most 45°")
        XCTAssertEqual(buffer.requirements(of: 0..<1).segments, small)
        XCTAssertEqual(buffer.requirements(of: 0..<1).features, [.ends])
        XCTAssertEqual(buffer.requirements(of: 0..<buffer.instances.count).segments, ArcStroke.segmentsPerInstance)
        XCTAssertEqual(buffer.requirements(of: 0..<buffer.instances.count).features, [.ends, .dashes])
        XCTAssertEqual(buffer.requirements(of: 1..<1).segments, 0)
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
        XCTAssertTrue(empty.1.instances.isEmpty, "start >= end draws nothing")
    }
}
