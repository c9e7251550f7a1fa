import Foundation
import CoreGraphics
import SandglassTessellation

/// Throughput figures for the tessellator, for the CLI and the tests. Single-threaded, wall clock.
///
/// Scenes (seeded, 800 x 800 canvas, pixelsPerPoint 1, default tolerance):
/// (a) `arcs`: `count` full-circle arcs of radius 20-200, line width 1-4, round caps: flatten (cache
///     cleared every iteration) + stroke;
/// (b) a dashed hairline: a 0.5 pt circle of radius 100 dashed [1, 1]: stroke from the cached polyline;
/// (c) `retrim`: the `count` arcs with strokeEnd animated over 120 frames: cached flattening, retrim
///     and re-expand only.
package enum TessellationBenchmark {
    package struct Result: Sendable, CustomStringConvertible {
        package var name: String
        package var seconds: Double
        package var segments: Int
        package var vertices: Int
        package var segmentsPerSecond: Double { Double(segments) / seconds }
        package var verticesPerSecond: Double { Double(vertices) / seconds }
        package var description: String {
            String(format: "%@: %.3f ms, %.2f M segments/s, %.2f M stroke vertices/s",
                   name, seconds * 1000, segmentsPerSecond / 1e6, verticesPerSecond / 1e6)
        }
    }

    /// Runs the three scenes `iterations` times each (after one warm-up) and returns their totals.
    package static func run(count: Int = 1000, iterations: Int = 5) -> [Result] {
        var rng = UInt64(0x5EED)
        func uniform(_ lo: Double, _ hi: Double) -> Double {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            return lo + (hi - lo) * Double(rng >> 11) / Double(1 << 53)
        }
        let arcs: [(CGPath, StrokeStyle)] = (0..<count).map { _ in
            let c = CGPoint(x: uniform(0, 800), y: uniform(0, 800)), r = uniform(20, 200)
            let p = CGMutablePath()
            p.addArc(center: c, radius: r, startAngle: -.pi / 2, endAngle: 1.5 * .pi - 1e-6, clockwise: false)
            return (p, StrokeStyle(lineWidth: uniform(1, 4), lineCap: .round))
        }
        var buffer = TessellationBuffer()
        let cache = FlatteningCache(capacity: max(count, 1))
        var results: [Result] = []

        // (a) flatten + stroke
        results.append(measure("arcs x\(count): flatten + stroke", iterations) {
            cache.removeAll()
            buffer.removeAll()
            var segments = 0
            for (p, s) in arcs {
                segments += cache.polyline(for: p, pixelsPerPoint: 1, toleranceInPixels: Tessellator.defaultTolerance).segmentCount
                _ = try? Tessellator.stroke(p, style: s, pixelsPerPoint: 1, cache: cache, into: &buffer)
            }
            return (segments, buffer.vertexCount)
        })
        // (b) dashed hairline circle
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 300, y: 300, width: 200, height: 200))
        let hairline = StrokeStyle(lineWidth: 0.5, dashPattern: [1, 1])
        results.append(measure("dashed 0.5 pt circle r 100", iterations * 20) {
            buffer.removeAll()
            let pl = cache.polyline(for: ring, pixelsPerPoint: 1, toleranceInPixels: Tessellator.defaultTolerance)
            _ = try? Tessellator.stroke(pl, style: hairline, pixelsPerPoint: 1, into: &buffer)
            return (pl.segmentCount, buffer.vertexCount)
        })
        // (c) strokeEnd over 120 frames, retrim only
        let polylines = arcs.map { cache.polyline(for: $0.0, pixelsPerPoint: 1, toleranceInPixels: Tessellator.defaultTolerance) }
        results.append(measure("arcs x\(count): strokeEnd, 120 frames retrim", 1) {
            var segments = 0, vertices = 0
            for frame in 0..<120 {
                buffer.removeAll()
                for (i, pl) in polylines.enumerated() {
                    var s = arcs[i].1
                    s.strokeEnd = CGFloat((Double(frame) / 180 + Double(i) / Double(count)).truncatingRemainder(dividingBy: 1))
                    _ = try? Tessellator.stroke(pl, style: s, pixelsPerPoint: 1, into: &buffer)
                    segments += Int(Double(pl.segmentCount) * Double(s.strokeEnd))
                }
                vertices += buffer.vertexCount
            }
            return (segments, vertices)
        })
        return results
    }

    static func measure(_ name: String, _ iterations: Int, _ body: () -> (Int, Int)) -> Result {
        _ = body()
        var segments = 0, vertices = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<max(iterations, 1) {
            let (s, v) = body()
            segments += s; vertices += v
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Result(name: name, seconds: max(seconds, 1e-9), segments: segments, vertices: vertices)
    }
}
