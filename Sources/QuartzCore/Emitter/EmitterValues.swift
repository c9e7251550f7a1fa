import CoreGraphics

/// What an emitter's particles depend on at one time: its values, with its media times turned into its
/// own time. `ParticleSimulation` makes the frame's particles from it.
struct EmitterValues {
    /// The emitter's local time.
    var time: Double
    /// The layer's `birthRate` from each time (its own time) it took effect, in order.
    var birthRates: [(time: Double, rate: Double)]
    var lifetime: Double
    var velocity: Double
    var scale: Double
    var spin: Double
    var position: CGPoint
    var size: CGSize
    var shape: CAEmitterLayerEmitterShape
    var mode: CAEmitterLayerEmitterMode
    var seed: UInt32
    var cells: [CAEmitterCell]
    var renderMode: CAEmitterLayerRenderMode = .unordered

    /// The layer's birth rate at `t` (0 before the first entry).
    func layerRate(at t: Double) -> Double {
        birthRates.last { $0.time <= t }?.rate ?? 0
    }
}

/// One cell's values, read once a frame (a cell is a class whose properties a user may override).
struct CellValues {
    var birthRate, lifetime, lifetimeRange: Double
    var longitude, range: Double
    var velocity, velocityRange: Double
    var acceleration: SIMD2<Double>
    var scale, scaleRange, scaleSpeed: Double
    var spin, spinRange: Double
    var color, colorRange, colorSpeed: SIMD4<Double>
    var window: ClosedRange<Double>

    /// The cell's values; a negative or non-finite one (a NaN velocity, a rate of −5) counts as 0, with
    /// one line naming the cell and the property.
    init(_ cell: CAEmitterCell) {
        func checked(_ v: Double, _ property: String, nonNegative: Bool = false) -> Double {
            guard !v.isFinite || (nonNegative && v < 0) else { return v }
            ProblemLog.report("sandglass: CAEmitterCell \(cell.name.map { "'\($0)'" } ?? "(unnamed)") has \(property) \(v); "
                              + "drawn as 0 (give a finite\(nonNegative ? ", non-negative" : "") number)")
            return 0
        }
        birthRate = checked(Double(cell.birthRate), "birthRate", nonNegative: true)
        lifetime = checked(Double(cell.lifetime), "lifetime", nonNegative: true)
        lifetimeRange = checked(Double(cell.lifetimeRange), "lifetimeRange")
        longitude = checked(Double(cell.emissionLongitude), "emissionLongitude")
        range = checked(Double(cell.emissionRange), "emissionRange")
        velocity = checked(Double(cell.velocity), "velocity")
        velocityRange = checked(Double(cell.velocityRange), "velocityRange")
        acceleration = SIMD2(checked(Double(cell.xAcceleration), "xAcceleration"), checked(Double(cell.yAcceleration), "yAcceleration"))
        scale = checked(Double(cell.scale), "scale")
        scaleRange = checked(Double(cell.scaleRange), "scaleRange")
        scaleSpeed = checked(Double(cell.scaleSpeed), "scaleSpeed")
        spin = checked(Double(cell.spin), "spin")
        spinRange = checked(Double(cell.spinRange), "spinRange")
        let c = cell.color ?? CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        color = SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        func checked(_ v: SIMD4<Double>, _ property: String) -> SIMD4<Double> {
            guard !(v.x.isFinite && v.y.isFinite && v.z.isFinite && v.w.isFinite) else { return v }
            _ = checked(.nan, property)
            return .zero
        }
        colorRange = checked(SIMD4(Double(cell.redRange), Double(cell.greenRange), Double(cell.blueRange), Double(cell.alphaRange)),
                             "a colour range")
        colorSpeed = checked(SIMD4(Double(cell.redSpeed), Double(cell.greenSpeed), Double(cell.blueSpeed), Double(cell.alphaSpeed)),
                             "a colour speed")
        window = cell.emittingWindow()
    }

    /// The longest a particle of this cell lives, at the layer's lifetime multiplier.
    func longestLife(_ layerLifetime: Double) -> Double { max(0, lifetime + abs(lifetimeRange)) * layerLifetime }
}
