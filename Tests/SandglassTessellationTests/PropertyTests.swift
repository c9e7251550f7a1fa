import Foundation
import Sandglass
@testable import SandglassTessellation
import XCTest

/// SplitMix64: a seeded generator so that failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

final class PropertyTests: XCTestCase {
    func randomPath(_ g: inout SeededGenerator) -> CGPath {
        let scale = [1e-6, 1, 100, 1e6].randomElement(using: &g)!
        func pt() -> CGPoint {
            CGPoint(x: Double.random(in: -1...1, using: &g) * scale, y: Double.random(in: -1...1, using: &g) * scale)
        }
        let p = CGMutablePath()
        var last = pt()
        for _ in 0..<Int.random(in: 1...3, using: &g) {
            p.move(to: last)
            for _ in 0..<Int.random(in: 0...6, using: &g) {
                let kind = Int.random(in: 0..<7, using: &g)
                var next = pt()
                if kind == 4 { next = last }  // zero length
                if kind == 5 { next = CGPoint(x: 2 * last.x - (p.currentPoint?.x ?? 0), y: last.y) }  // collinear-ish
                switch kind {
                case 0, 4, 5: p.addLine(to: next)
                case 1: p.addQuadCurve(to: next, control: pt())
                case 2: p.addCurve(to: next, control1: pt(), control2: pt())
                case 3: p.addLine(to: last); p.addLine(to: next)  // repeated point
                default: p.addLine(to: next); p.addLine(to: last)  // 180-degree turn
                }
                last = next
            }
            if Bool.random(using: &g) { p.closeSubpath() }
        }
        return p
    }

    func randomStyle(_ g: inout SeededGenerator) -> StrokeStyle {
        StrokeStyle(lineWidth: [0, 0.1, 0.5, 1, 4, 30, -1].randomElement(using: &g)!,
                    lineCap: [LineCap.butt, .round, .square].randomElement(using: &g)!,
                    lineJoin: [LineJoin.miter, .round, .bevel].randomElement(using: &g)!,
                    miterLimit: [1, 4, 10, 1e9].randomElement(using: &g)!,
                    dashPattern: [[], [1, 1], [0, 3], [5, 0], [2], [0, 0], [-1, 2]].randomElement(using: &g)!,
                    dashPhase: Double.random(in: -10...10, using: &g),
                    strokeStart: [0, 0, 0.25].randomElement(using: &g)!,
                    strokeEnd: [1, 1, 0.75, 0.1].randomElement(using: &g)!)
    }

    func checkInvariants(_ buf: TessellationBuffer, _ dr: DrawRanges, bound: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(Mesh.allFinite(buf), file: file, line: line)
        let n = UInt32(buf.vertexCount)
        XCTAssertTrue(buf.indices.allSatisfy { $0 < n }, file: file, line: line)
        XCTAssertTrue(dr.alphaScale.isFinite && dr.alphaScale >= 0 && dr.alphaScale <= 1, file: file, line: line)
        for r in buf.ranges[dr.rangeIndices] {
            XCTAssertEqual(r.indexCount % 3, 0, file: file, line: line)
            XCTAssertLessThanOrEqual(r.firstIndex + r.indexCount, buf.indices.count, file: file, line: line)
            if r.kind == .stroke {
                // Strip continuity: each triangle spans two adjacent 4-vertex sections, except the 6
                // triangles closing a loop, which join its last section to its first.
                let base = buf.indices[r.firstIndex..<(r.firstIndex + r.indexCount)].min()!
                var closing: [UInt32: Int] = [:]
                for t in stride(from: r.firstIndex, to: r.firstIndex + r.indexCount, by: 3) {
                    let tri = buf.indices[t..<(t + 3)]
                    let lo = tri.min()!, hi = tri.max()!
                    if hi - lo >= 8 {
                        let first = (lo - base) / 4, last = (hi - base) / 4
                        XCTAssertTrue(tri.allSatisfy { ($0 - base) / 4 == first || ($0 - base) / 4 == last }, file: file, line: line)
                        closing[first, default: 0] += 1
                    }
                }
                XCTAssertTrue(closing.values.allSatisfy { $0 == 6 }, file: file, line: line)
            }
            if r.indexCount < 30_000 { XCTAssertLessThanOrEqual(Mesh.coverageArea(buf, r), bound, file: file, line: line) }
        }
        for c in stride(from: 2, to: buf.vertices.count, by: 3) {
            XCTAssertTrue(buf.vertices[c] >= 0 && buf.vertices[c] <= 1, file: file, line: line)
        }
    }

    func testThousandsOfRandomPaths() {
        var g = SeededGenerator(state: 0x5A46_1A55)
        var buf = TessellationBuffer()
        let cache = FlatteningCache(capacity: 8)
        for _ in 0..<(ProcessInfo.processInfo.environment["SANDGLASS_PROPERTY_COUNT"].flatMap(Int.init) ?? 1000) {
            let path = randomPath(&g)
            let style = randomStyle(&g)
            let ppp = [0.5, 1, 2, 3].randomElement(using: &g)!
            buf.removeAll()
            let box = path.boundingBox
            let w = max(Double(style.lineWidth), 1 / ppp)
            let reach = w / 2 * max(Double(style.miterLimit), 1.5) + 2 / ppp
            let side = box.isNull ? 0 : Double(max(box.width, box.height)) + 2 * reach
            // Stroke: area bounded by (length + caps) x width ... bounded loosely by the inflated box.
            let dr = try! Tessellator.stroke(path, style: style, pixelsPerPoint: ppp, cache: cache, into: &buf)
            let pl = Flattener.flatten(path, tolerance: 0.0625 / ppp)
            let strokeBound = (pl.totalLength + Double(pl.subpaths.count + 1) * 4 * reach) * (w + 2 / ppp) * 4 + 1e-9
            checkInvariants(buf, dr, bound: max(strokeBound, 0))
            buf.removeAll()
            let fr = try! Tessellator.fill(path, rule: Bool.random(using: &g) ? .nonZero : .evenOdd, pixelsPerPoint: ppp, cache: cache, into: &buf)
            checkInvariants(buf, fr, bound: .infinity)
            if let stencil = buf.ranges[fr.rangeIndices].first(where: { $0.kind == .fillStencil }) {
                // Every subpath's fan lies in the inflated box: |Σ signed area| <= box² per subpath.
                XCTAssertLessThanOrEqual(abs(Mesh.signedArea(buf, stencil)), side * side * 4 + 1e-9)
            }
        }
    }

    func testNonFiniteStyleIsATypedErrorAndLeavesBufferUntouched() {
        var buf = TessellationBuffer()
        let path = polyline([(0, 0), (10, 0)])
        func expect(_ style: StrokeStyle, _ error: TessellationError) {
            XCTAssertThrowsError(try Tessellator.stroke(path, style: style, pixelsPerPoint: 1, into: &buf)) {
                XCTAssertEqual($0 as? TessellationError, error)
            }
            XCTAssertEqual(buf.vertexCount, 0)
        }
        expect(StrokeStyle(lineWidth: .infinity), .nonFiniteLineWidth(.infinity))
        expect(StrokeStyle(dashPattern: [1, .infinity]), .nonFiniteDashEntry(index: 1, value: .infinity))
        expect(StrokeStyle(strokeEnd: -.infinity), .nonFiniteStrokeEnd(-.infinity))
        XCTAssertThrowsError(try Tessellator.stroke(path, style: StrokeStyle(), pixelsPerPoint: 0, into: &buf))
        XCTAssertThrowsError(try Tessellator.fill(path, rule: .nonZero, pixelsPerPoint: .nan, into: &buf))
        XCTAssertThrowsError(try Tessellator.stroke(path, style: StrokeStyle(dashPhase: .nan), pixelsPerPoint: 1, into: &buf))
        XCTAssertTrue(try Tessellator.stroke(path, style: StrokeStyle(lineWidth: -2), pixelsPerPoint: 1, into: &buf).isEmpty)
    }

    func testBufferReuseKeepsCapacity() {
        var buf = TessellationBuffer()
        _ = try! Tessellator.stroke(circle(.zero, 50), style: StrokeStyle(lineWidth: 3), pixelsPerPoint: 1, into: &buf)
        let cap = buf.vertices.capacity
        buf.removeAll()
        XCTAssertEqual(buf.vertexCount, 0)
        XCTAssertEqual(buf.vertices.capacity, cap)
    }
}
