import CoreGraphics
@testable import SandglassTessellation
import XCTest

/// `ArcBuffer.bandArea`: the pixels the arcs' annuli cover, which decides whether arcs at rest are worth
/// a composite of the whole target (the GL backend's resting runs).
final class ArcBufferTests: XCTestCase {
    private func ring(radius: Double, width: Double) -> ArcBuffer {
        let box = CGRect(x: 100 - radius, y: 100 - radius, width: 2 * radius, height: 2 * radius)
        let circle = CircularArc.detect(CGPath(ellipseIn: box))!
        var memo = ArcStrokeMemo(), buffer = ArcBuffer()
        let identity = ArcStroke.Placement(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        XCTAssertTrue(ArcStroke.append(circle, style: StrokeStyle(lineWidth: width), placement: identity, pixelsPerPoint: 1,
                                       color: 0xFFFF_FFFF, memo: &memo, into: &buffer))
        return buffer
    }

    func testAnInstanceCoversItsSectorsOfTheAnnulus() {
        var buffer = ring(radius: 30, width: 4)
        // Four segments of 0.5 rad (mirrored: a negative step) between radii 10 and 12: 0.5 x 2 x (144 - 100).
        buffer.instances[0].bandStep = -0.5
        buffer.instances[0].segments = 4
        (buffer.instances[0].inner, buffer.instances[0].outerVertex) = (10, 12)
        XCTAssertEqual(buffer.bandArea(of: 0..<1), 44, accuracy: 1e-9)
        XCTAssertEqual(buffer.bandArea(of: 0..<0), 0)
    }

    func testAWholeRingCoversItsBandAndAtMostItsPolygonsPadding() {
        let buffer = ring(radius: 30, width: 4)
        let area = buffer.bandArea(of: 0..<buffer.instances.count)
        // At least the band the shader covers (r 28...32 widened by half a pixel each side), at most that
        // band padded by the polygon's 1.5 px tolerance and the circumscribed corners.
        XCTAssertGreaterThanOrEqual(area, Double.pi * (32.5 * 32.5 - 27.5 * 27.5))
        XCTAssertLessThanOrEqual(area, Double.pi * (35 * 35 - 26 * 26) * 1.1)
    }
}
