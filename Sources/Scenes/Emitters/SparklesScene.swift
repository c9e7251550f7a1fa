import Sandglass
import UIKit

/// Fireworks with sparkling trails, as Apple's `emitterCells` documentation builds them: a rocket cell
/// shot up from the bottom edge whose particles each emit a trail cell and, at the end of their flight,
/// a burst (sub-cells take their parent's scale and colour, and leave in its direction of travel),
/// drawn additively so that overlapping sparks brighten towards white.
public final class SparklesScene: Scene {
    public static let info = SceneInfo(
        name: "sparkles", summary: "CAEmitterLayer fireworks: rockets whose sparks emit trails (sub-cells), added as light",
        naturalSize: CGSize(width: 360, height: 480), backgroundColor: CGColor(hex: 0x05060C))

    public static let parameters = SceneParameters(scene: "sparkles", [
        .number("rockets", 1.5, in: 0...20, unit: "/s", help: "rockets a second"),
        .number("rocketVelocity", 330, in: 0...1000, unit: "pt/s", help: "speed of a rocket at launch (± 15 %)"),
        .number("trailRate", 60, in: 0...400, unit: "/s", help: "sparks each rocket sheds a second"),
        .number("trailLifetime", 0.9, in: 0.05...5, unit: "s", help: "seconds a spark glows"),
        .number("gravity", 120, in: -400...800, unit: "pt/s²", help: "yAcceleration of rockets and sparks"),
        .bool("additive", true, help: "renderMode additive (light adds up); off draws sparks over each other"),
        .number("seed", 11, in: 0...1_000_000, help: "the emitter's seed"),
    ])

    let view: SparklesView
    public var rootLayer: CALayer { view.layer }

    public init(parameters v: ParameterValues, context: SceneContext) {
        view = SparklesView(frame: CGRect(origin: .zero, size: context.requestedSize ?? Self.info.naturalSize), parameters: v)
        view.layer.name = "root"
    }
}

/// The fireworks view: one emitter, one rocket cell, its trail and burst sub-cells.
final class SparklesView: UIView {
    let emitter = CAEmitterLayer()

    init(frame: CGRect, parameters v: ParameterValues) {
        super.init(frame: frame)
        let glow = SparklesView.glow()
        let trail = CAEmitterCell()
        trail.name = "trail"
        trail.contents = glow
        trail.birthRate = Float(v.number("trailRate"))
        trail.lifetime = Float(v.number("trailLifetime"))
        trail.velocity = 25
        trail.velocityRange = 20
        trail.emissionRange = 2 * .pi
        trail.yAcceleration = v.cgFloat("gravity")
        trail.scale = 0.8
        trail.scaleSpeed = -0.5
        trail.alphaSpeed = -1 / Float(v.number("trailLifetime"))
        let rocket = CAEmitterCell()
        rocket.name = "rocket"
        rocket.contents = glow
        rocket.birthRate = Float(v.number("rockets"))
        rocket.lifetime = 1.6
        rocket.velocity = v.cgFloat("rocketVelocity")
        rocket.velocityRange = v.cgFloat("rocketVelocity") * 0.15
        rocket.emissionLongitude = -.pi / 2
        rocket.emissionRange = .pi / 5
        rocket.yAcceleration = v.cgFloat("gravity")
        rocket.scale = 0.5
        rocket.color = UIColor(red: 1, green: 0.55, blue: 0.25, alpha: 1).cgColor
        rocket.redRange = 0.3
        rocket.greenRange = 0.45
        rocket.blueRange = 0.75
        // The burst: a sub-cell that emits only in the rocket's last tenth of a second (its beginTime and
        // duration count from the rocket's birth), a hundred sparks in every direction.
        let burst = CAEmitterCell()
        burst.name = "burst"
        burst.contents = glow
        burst.beginTime = 1.45
        burst.duration = 0.05
        burst.birthRate = 2000
        burst.lifetime = 1.4
        burst.lifetimeRange = 0.4
        burst.velocity = 110
        burst.velocityRange = 40
        burst.emissionRange = 2 * .pi
        burst.yAcceleration = v.cgFloat("gravity") * 0.5
        burst.scale = 0.9
        burst.alphaSpeed = -0.7
        rocket.emitterCells = [trail, burst]
        emitter.name = "fireworks"
        emitter.frame = bounds
        emitter.emitterPosition = CGPoint(x: bounds.midX, y: bounds.maxY)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: bounds.width * 0.6, height: 0)
        emitter.renderMode = v.bool("additive") ? .additive : .oldestFirst
        emitter.seed = UInt32(v.number("seed"))
        emitter.emitterCells = [rocket]
        layer.addSublayer(emitter)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// A soft round glow, white at the centre fading out, 32 px across.
    static func glow() -> CGImage? {
        let side = 32
        var bytes = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let dx = (Double(x) + 0.5 - Double(side) / 2) / (Double(side) / 2)
                let dy = (Double(y) + 0.5 - Double(side) / 2) / (Double(side) / 2)
                let a = max(0, 1 - (dx * dx + dy * dy).squareRoot())
                let v = UInt8((a * a * 255).rounded())   // premultiplied white
                for c in 0..<4 { bytes[(y * side + x) * 4 + c] = v }
            }
        }
        return CGImage(width: side, height: side, premultipliedRGBA: bytes)
    }
}
