import Sandglass

/// The falling sand (the post's `SandLayer`): a 2 pt wide column under the neck, clipping its grains
/// (masksToBounds), with six grains in three pairs that fall at different speeds, so the stream
/// looks irregular. Each grain starts a few points above the column (hidden by the clip) and falls
/// linearly to the column's bottom edge, over and over.
///
/// Grain names follow the post: `sand05Layer`/`sand05Layer1` fall in `sandFall05` seconds (0.5 s),
/// the `03` pair in 0.3 s, the `01` pair in 0.1 s. With `emitterGrains` the column holds a
/// `CAEmitterLayer` instead, whose grains fall under gravity.
struct SandLayer {
    /// The column (`sandLayer`).
    let layer = CALayer()
    let sand05Layer = CALayer(), sand05Layer1 = CALayer()
    let sand03Layer = CALayer(), sand03Layer1 = CALayer()
    let sand01Layer = CALayer(), sand01Layer1 = CALayer()

    /// The variant (`emitterGrains`): the grains as particles, none of the six layers added.
    let grainEmitter: CAEmitterLayer?

    init(frame: CGRect, sandColor: CGColor, emitter: Bool = false) {
        layer.name = "sandLayer"
        layer.frame = frame
        layer.masksToBounds = true
        grainEmitter = emitter ? SandLayer.emitter(in: frame.size, sandColor: sandColor) : nil
        if let grainEmitter {
            layer.addSublayer(grainEmitter)
            return
        }
        // A 1 x 1 grain 3 pt above the column and a 1 x 2 grain 10 pt above, side by side; the middle
        // pair is swapped left to right.
        let grains: [(CALayer, String, CGRect)] = [
            (sand05Layer, "sand05Layer", CGRect(x: 0, y: -3, width: 1, height: 1)),
            (sand05Layer1, "sand05Layer1", CGRect(x: 1, y: -10, width: 1, height: 2)),
            (sand03Layer, "sand03Layer", CGRect(x: 0, y: -10, width: 1, height: 2)),
            (sand03Layer1, "sand03Layer1", CGRect(x: 1, y: -3, width: 1, height: 1)),
            (sand01Layer, "sand01Layer", CGRect(x: 0, y: -3, width: 1, height: 1)),
            (sand01Layer1, "sand01Layer1", CGRect(x: 1, y: -10, width: 1, height: 2)),
        ]
        for (grain, name, grainFrame) in grains {
            grain.name = name
            grain.frame = grainFrame
            grain.backgroundColor = sandColor
            layer.addSublayer(grain)
        }
    }

    /// A stream of 1 pt grains from a line across the top of the column, falling under gravity (they
    /// reach its bottom in about a quarter of a second, where the clip hides them), 40 a second, in
    /// the sand's colour with a little spread of brightness.
    static func emitter(in size: CGSize, sandColor: CGColor) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.name = "grainEmitter"
        emitter.frame = CGRect(origin: .zero, size: size)
        emitter.emitterPosition = CGPoint(x: size.width / 2, y: -1)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: size.width, height: 0)
        emitter.seed = 1
        let grain = CAEmitterCell()
        grain.name = "grain"
        grain.contents = CGImage(width: 1, height: 1, premultipliedRGBA: [255, 255, 255, 255])
        grain.color = sandColor
        grain.redRange = 0.06
        grain.greenRange = 0.06
        grain.blueRange = 0.06
        grain.birthRate = 40
        grain.lifetime = 0.5
        grain.velocity = 30
        grain.velocityRange = 10
        grain.emissionLongitude = .pi / 2
        grain.yAcceleration = 500
        grain.scale = 1
        grain.scaleRange = 0.4
        emitter.emitterCells = [grain]
        return emitter
    }

    /// Starts the six falls; `fall05`, `fall03`, `fall01` are the three fall times in seconds. The
    /// emitter variant's stream needs no start.
    func startAnimation(fall05: CFTimeInterval, fall03: CFTimeInterval, fall01: CFTimeInterval) {
        guard grainEmitter == nil else { return }
        addAnimation(withDuration: fall05, layer: sand05Layer)
        addAnimation(withDuration: fall05, layer: sand05Layer1)
        addAnimation(withDuration: fall03, layer: sand03Layer)
        addAnimation(withDuration: fall03, layer: sand03Layer1)
        addAnimation(withDuration: fall01, layer: sand01Layer)
        addAnimation(withDuration: fall01, layer: sand01Layer1)
    }

    /// One grain: its position from where it sits down to the column's bottom edge, linear, forever.
    private func addAnimation(withDuration duration: CFTimeInterval, layer grain: CALayer) {
        grain.removeAllAnimations()
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = NSValue(cgPoint: grain.position)
        animation.toValue = NSValue(cgPoint: CGPoint(x: grain.position.x, y: layer.frame.height))
        animation.duration = duration
        animation.isRemovedOnCompletion = true
        animation.repeatCount = .infinity
        animation.timingFunction = .linear
        animation.fillMode = .forwards
        grain.add(animation, forKey: nil)
    }
}
