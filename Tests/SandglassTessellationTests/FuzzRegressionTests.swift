import Sandglass
@testable import SandglassTessellation
import XCTest

/// Inputs found by `scripts/fuzz.sh tessellator` (fuzz/Targets/TessellatorFuzz.swift), kept as regressions.
final class FuzzRegressionTests: XCTestCase {
    /// A finite path beyond Float's range (a control point at greatestFiniteMagnitude, a line to
    /// 1e300) gave infinite vertices; they are now clamped to ±1e30 points.
    func testHugeFiniteCoordinatesGiveFiniteVertices() throws {
        var curve = CGMutablePath()
        curve.addCurve(to: CGPoint(x: 0, y: 1), control1: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 0), control2: .zero)
        var line = CGMutablePath()
        line.move(to: CGPoint(x: -1e300, y: 0))
        line.addLine(to: CGPoint(x: 1e300, y: 1e300))
        for path in [curve, line] {
            var buffer = TessellationBuffer()
            _ = try Tessellator.stroke(path, style: StrokeStyle(lineWidth: 0.5, lineCap: .round, lineJoin: .round),
                                       pixelsPerPoint: 2, into: &buffer)
            _ = try Tessellator.fill(path, rule: .nonZero, pixelsPerPoint: 2, into: &buffer)
            _ = try Tessellator.fill(path, rule: .evenOdd, pixelsPerPoint: 2, into: &buffer)
            if path == curve { XCTAssertGreaterThan(buffer.vertexCount, 0) }
            XCTAssertTrue(buffer.vertices.allSatisfy(\.isFinite), "\(path.elements)")
        }
    }
}
