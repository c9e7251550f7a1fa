import Foundation
import QuartzCore

/// Measures presentation evaluation: `layers` shape layers under one root, each with three
/// animations (strokeEnd ease-in-ease-out repeating, `transform.rotation.z` by 2π repeating, an
/// opacity keyframe animation), evaluated with `presentationTree(at:)` at t = frame / 60.
/// `sandglass bench --model` runs it; run it in release for meaningful numbers.
public enum ModelBenchmark {
    public struct Result: Sendable, CustomStringConvertible {
        public var layers: Int
        public var frames: Int
        public var medianMs: Double
        public var p99Ms: Double
        public var minMs: Double
        public var description: String {
            "model evaluate: \(layers) layers x 3 animations, \(frames) frames: median \(String(format: "%.3f", medianMs)) ms, "
                + "p99 \(String(format: "%.3f", p99Ms)) ms, min \(String(format: "%.3f", minMs)) ms"
        }
    }

    /// The benchmark tree (its animations begin at media time 0: it is built outside any frame).
    public static func makeTree(layers: Int) -> CALayer {
        let root = CALayer()
        root.name = "root"
        root.bounds = CGRect(x: 0, y: 0, width: 800, height: 800)
        var seed: UInt64 = 0x5EED
        func next() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(seed >> 11) / CGFloat(1 << 53)
        }
        for i in 0..<layers {
            let l = CAShapeLayer()
            let r = 20 + 180 * next()
            l.bounds = CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r)
            l.position = CGPoint(x: 800 * next(), y: 800 * next())
            l.path = CGPath(ellipseIn: l.bounds)
            l.fillColor = nil
            l.strokeColor = CGColor(red: next(), green: next(), blue: next())
            l.lineWidth = 1 + 3 * next()

            let s = CABasicAnimation(keyPath: "strokeEnd")
            s.fromValue = 0; s.toValue = 1; s.duration = 3
            s.timingFunction = .easeInEaseOut
            s.repeatCount = .infinity
            s.timeOffset = Double(i) / Double(max(layers, 1)) * 3
            l.add(s, forKey: "strokeEnd")

            let rot = CABasicAnimation(keyPath: "transform.rotation.z")
            rot.byValue = CGFloat.pi * 2; rot.duration = 3; rot.repeatCount = .infinity
            l.add(rot, forKey: "rotation")

            let k = CAKeyframeAnimation(keyPath: "opacity")
            k.values = [0, 1, 0.5]; k.keyTimes = [0, 0.3, 1]; k.duration = 2; k.repeatCount = .infinity
            k.autoreverses = true
            l.add(k, forKey: "opacity")
            root.addSublayer(l)
        }
        return root
    }

    /// Builds the tree, warms up, then times `frames` evaluations.
    public static func run(layers: Int = 10_000, frames: Int = 60, warmup: Int = 5) -> Result {
        let root = makeTree(layers: layers)
        var sink = 0.0
        for f in 0..<warmup { sink += Double(root.presentationTree(at: Double(f) / 60).sublayers?.count ?? 0) }
        var times: [Double] = []
        times.reserveCapacity(frames)
        for f in 0..<frames {
            let t0 = DispatchTime.now().uptimeNanoseconds
            let tree = root.presentationTree(at: Double(f + warmup) / 60)
            let t1 = DispatchTime.now().uptimeNanoseconds
            sink += Double((tree.sublayers?.first as? CAShapeLayer)?.strokeEnd ?? 0)
            times.append(Double(t1 - t0) / 1e6)
        }
        precondition(sink.isFinite)
        times.sort()
        let p99 = times[min(times.count - 1, Int((Double(times.count) * 0.99).rounded(.up)) - 1)]
        return Result(layers: layers, frames: frames, medianMs: times[times.count / 2], p99Ms: p99, minMs: times[0])
    }
}
