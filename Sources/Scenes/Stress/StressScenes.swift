import Sandglass

/// The benchmark scenes of docs/architecture.md §10, defined exactly so that other engines can draw the same thing:
/// 800 x 800, black, t = frame / 60, centres uniform in the canvas and sizes from `SplitMix64(seed: 1)`.
public enum StressScenes {
    static let size = CGSize(width: 800, height: 800)

    static func info(_ name: String, _ summary: String) -> SceneInfo {
        SceneInfo(name: name, summary: summary, naturalSize: size, backgroundColor: .black)
    }

    /// `stress-arcs` with `count` arcs: arc i at a random centre, radius 20-200, width 1-4, opaque random
    /// colour, round caps, from -pi/2 to -pi/2 + 2 pi f with f = (t/3 + i/N) mod 1 (an animated strokeEnd).
    public static func arcs(name: String, count: Int) -> SceneDescriptor {
        let parameters = SceneParameters(scene: name, [
            .integer("count", count, in: 1...100_000, help: "number of arcs"),
            .integer("seed", 1, in: 0...Int(Int32.max), help: "generator seed"),
        ])
        return SceneDescriptor(info: info(name, "benchmark: \(count) arcs with animated strokeEnd"), parameters: parameters) { v, _ in
            StressScene { root in
                var rng = SplitMix64(seed: UInt64(v.integer("seed")))
                let n = v.integer("count")
                for i in 0..<n {
                    let centre = CGPoint(x: rng.uniform(0, 800), y: rng.uniform(0, 800))
                    let radius = rng.uniform(20, 200), width = rng.uniform(1, 4)
                    let color = CGColor(red: rng.uniform(0, 1), green: rng.uniform(0, 1), blue: rng.uniform(0, 1))
                    let arc = CAShapeLayer()
                    arc.frame = root.bounds
                    arc.path = UIBezierPath(arcCenter: centre, radius: radius, startAngle: -.pi / 2,
                                            endAngle: 1.5 * .pi, clockwise: true).cgPath
                    arc.fillColor = nil
                    arc.strokeColor = color
                    arc.lineWidth = width
                    arc.lineCap = .round
                    let fill = CABasicAnimation(keyPath: "strokeEnd")
                    fill.fromValue = 0.0
                    fill.toValue = 1.0
                    fill.duration = 3
                    fill.repeatCount = .infinity
                    fill.timeOffset = 3 * Double(i) / Double(n)
                    arc.add(fill, forKey: "strokeEnd")
                    root.addSublayer(arc)
                }
            }
        }
    }

    /// `stress-hairlines`: 1,000 full circles, radius 20-200, line width 0.5, white at alpha 0.8.
    public static let hairlines = SceneDescriptor(
        info: info("stress-hairlines", "benchmark: 1,000 static 0.5 pt circles, white at 0.8"),
        parameters: SceneParameters(scene: "stress-hairlines", [])) { _, _ in
        StressScene { root in
            for circle in hairlineCircles(in: root) { root.addSublayer(circle) }
        }
    }

    /// `stress-hairlines-moving`: the circles of `stress-hairlines`, each drifting so that nothing
    /// rests: circle i's layer moves by (dx_i, dy_i) * p(t), where dx_i, dy_i are drawn in turn
    /// uniform in [-3, 3) from `SplitMix64(seed: 2)` and p(t) runs linearly 0 -> 1 -> 0 over 2 s
    /// (a `position` animation of 1 s that autoreverses, forever).
    public static let hairlinesMoving = SceneDescriptor(
        info: info("stress-hairlines-moving", "benchmark: 1,000 0.5 pt circles, white at 0.8, each drifting every frame"),
        parameters: SceneParameters(scene: "stress-hairlines-moving", [])) { _, _ in
        StressScene { root in
            var drift = SplitMix64(seed: 2)
            for circle in hairlineCircles(in: root) {
                let offset = CGSize(width: drift.uniform(-3, 3), height: drift.uniform(-3, 3))
                let move = CABasicAnimation(keyPath: "position")
                move.fromValue = circle.position
                move.toValue = CGPoint(x: circle.position.x + offset.width, y: circle.position.y + offset.height)
                move.duration = 1
                move.autoreverses = true
                move.repeatCount = .infinity
                circle.add(move, forKey: "drift")
                root.addSublayer(circle)
            }
        }
    }

    /// `stress-dashes`: 1,000 dashed hairline circles (0.5 pt, pattern [4, 2]) whose phase runs.
    public static let dashes = SceneDescriptor(
        info: info("stress-dashes", "benchmark: 1,000 dashed hairline circles with animated lineDashPhase"),
        parameters: SceneParameters(scene: "stress-dashes", [])) { _, _ in
        StressScene { root in
            for circle in hairlineCircles(in: root) {
                circle.lineDashPattern = [4, 2]
                let phase = CABasicAnimation(keyPath: "lineDashPhase")
                phase.fromValue = 0.0
                phase.toValue = 6.0
                phase.duration = 1
                phase.repeatCount = .infinity
                circle.add(phase, forKey: "phase")
                root.addSublayer(circle)
            }
        }
    }

    /// `stress-masks`: 200 gradient layers (80 x 80), each masked by a 6 pt ring whose strokeEnd runs.
    public static let masks = SceneDescriptor(
        info: info("stress-masks", "benchmark: 200 gradient layers masked by animated strokes"),
        parameters: SceneParameters(scene: "stress-masks", [])) { _, _ in
        StressScene { root in
            var rng = SplitMix64(seed: 1)
            for i in 0..<200 {
                let gradient = CAGradientLayer()
                gradient.frame = CGRect(x: rng.uniform(0, 720), y: rng.uniform(0, 720), width: 80, height: 80)
                gradient.colors = [CGColor(red: rng.uniform(0, 1), green: rng.uniform(0, 1), blue: 1),
                                   CGColor(red: 1, green: rng.uniform(0, 1), blue: rng.uniform(0, 1))]
                gradient.startPoint = CGPoint(x: 0, y: 0)
                gradient.endPoint = CGPoint(x: 1, y: 1)
                let ring = CAShapeLayer()
                ring.frame = gradient.bounds
                ring.path = UIBezierPath(arcCenter: CGPoint(x: 40, y: 40), radius: 34, startAngle: -.pi / 2,
                                         endAngle: 1.5 * .pi, clockwise: true).cgPath
                ring.fillColor = nil
                ring.strokeColor = .black
                ring.lineWidth = 6
                let fill = CABasicAnimation(keyPath: "strokeEnd")
                fill.fromValue = 0.0
                fill.toValue = 1.0
                fill.duration = 2
                fill.repeatCount = .infinity
                fill.timeOffset = 2 * Double(i) / 200
                ring.add(fill, forKey: "strokeEnd")
                gradient.mask = ring
                root.addSublayer(gradient)
            }
        }
    }

    /// 1,000 full circles at random centres, radius 20-200, 0.5 pt, white at 0.8 (seed 1).
    static func hairlineCircles(in root: CALayer) -> [CAShapeLayer] {
        var rng = SplitMix64(seed: 1)
        return (0..<1000).map { _ in
            let centre = CGPoint(x: rng.uniform(0, 800), y: rng.uniform(0, 800))
            let radius = rng.uniform(20, 200)
            let circle = CAShapeLayer()
            circle.frame = root.bounds
            circle.path = CGPath(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
            circle.fillColor = nil
            circle.strokeColor = CGColor(gray: 1, alpha: 0.8)
            circle.lineWidth = 0.5
            return circle
        }
    }

    public static let all: [SceneDescriptor] = [
        arcs(name: "stress-arcs", count: 1000), arcs(name: "stress-arcs-10k", count: 10_000), hairlines, hairlinesMoving, dashes, masks,
        dust,
    ]
}

/// A benchmark scene: an 800 x 800 root filled by `populate`.
final class StressScene: SceneContent {
    let rootLayer = CALayer()

    init(_ populate: (CALayer) -> Void) {
        rootLayer.name = "root"
        rootLayer.frame = CGRect(origin: .zero, size: StressScenes.size)
        populate(rootLayer)
    }
}
