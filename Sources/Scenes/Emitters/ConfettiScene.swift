import Sandglass
import UIKit

/// Confetti as the popular iOS confetti views make it: a `CAEmitterLayer` along the top edge (a line
/// shape, outline mode) with one cell per colour, each a small white rectangle tinted by the cell's
/// colour, falling under gravity while it spins and fades; after `burst` seconds the emitter's
/// `birthRate` goes to 0 and the pieces in the air finish their fall.
public final class ConfettiScene: Scene {
    public static let info = SceneInfo(
        name: "confetti", summary: "CAEmitterLayer confetti: five tinted cells from the top edge, stopped after a burst",
        naturalSize: CGSize(width: 360, height: 480), backgroundColor: CGColor(hex: 0x14161F))

    public static let parameters = SceneParameters(scene: "confetti", [
        .number("birthRate", 12, in: 0...200, unit: "/s", help: "pieces a second of each colour"),
        .number("burst", 3, in: 0...30, unit: "s", help: "seconds before the emitter's birthRate goes to 0"),
        .number("velocity", 160, in: 0...800, unit: "pt/s", help: "speed at birth (± 40 %)"),
        .number("gravity", 160, in: -400...800, unit: "pt/s²", help: "yAcceleration of every piece"),
        .number("lifetime", 5, in: 0.1...20, unit: "s", help: "seconds each piece lives"),
        .number("seed", 7, in: 0...1_000_000, help: "the emitter's seed: the same seed, the same confetti"),
    ])

    let view: ConfettiView
    public var rootLayer: CALayer { view.layer }

    public init(parameters v: ParameterValues, context: SceneContext) {
        view = ConfettiView(frame: CGRect(origin: .zero, size: context.requestedSize ?? Self.info.naturalSize), parameters: v)
        view.layer.name = "root"
    }
}

/// The confetti view, as an iOS confetti library writes it. `@unchecked Sendable` only because this
/// module is Swift 6 code, where main-queue work may not capture a view (scene files need nothing).
final class ConfettiView: UIView, @unchecked Sendable {
    let emitter = CAEmitterLayer()
    static let colors: [UIColor] = [
        UIColor(red: 0.95, green: 0.40, blue: 0.27, alpha: 1), UIColor(red: 1.00, green: 0.78, blue: 0.36, alpha: 1),
        UIColor(red: 0.48, green: 0.78, blue: 0.64, alpha: 1), UIColor(red: 0.30, green: 0.75, blue: 0.93, alpha: 1),
        UIColor(red: 0.58, green: 0.39, blue: 0.96, alpha: 1),
    ]

    init(frame: CGRect, parameters v: ParameterValues) {
        super.init(frame: frame)
        emitter.name = "confetti"
        emitter.frame = bounds
        emitter.emitterPosition = CGPoint(x: bounds.midX, y: -10)
        emitter.emitterShape = .line
        emitter.emitterMode = .outline
        emitter.emitterSize = CGSize(width: bounds.width, height: 1)
        emitter.seed = UInt32(v.number("seed"))
        let piece = ConfettiView.piece()
        emitter.emitterCells = ConfettiView.colors.enumerated().map { i, color in
            let cell = CAEmitterCell()
            cell.name = "confetti\(i)"
            cell.contents = piece
            cell.color = color.cgColor
            cell.birthRate = Float(v.number("birthRate"))
            cell.lifetime = Float(v.number("lifetime"))
            cell.velocity = v.cgFloat("velocity")
            cell.velocityRange = v.cgFloat("velocity") * 0.4
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 3
            cell.yAcceleration = v.cgFloat("gravity")
            cell.spin = 3
            cell.spinRange = 4
            cell.scale = 0.6
            cell.scaleRange = 0.25
            cell.alphaSpeed = -0.15
            return cell
        }
        layer.addSublayer(emitter)
        let burst = v.number("burst")
        DispatchQueue.main.asyncAfter(deadline: .now() + burst) { [weak self] in self?.emitter.birthRate = 0 }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// A white 12 x 6 pt rectangle at 2x, tinted by each cell's colour.
    static func piece() -> CGImage? {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 6), format: {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 2
            return f
        }())
        return renderer.image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 6))
        }.cgImage
    }
}
