import Foundation
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
    /// An animated emitter's positions over the live particles' births (nil: it stands at `position`).
    var positionAtBirth: PositionSamples?
    /// Animated birth rates (the layer's or a cell's), sampled (nil: the rates set, `birthRates`).
    var rateSamples: BirthRateSamples?

    /// Positions every `step` seconds from `start`.
    struct PositionSamples {
        let start: Double
        let step: Double
        let points: [CGPoint]

        /// The position at `t`, between the samples around it.
        func at(_ t: Double) -> CGPoint {
            guard let first = points.first, let last = points.last else { return .zero }
            let u = (t - start) / step
            guard u > 0 else { return first }
            let i = Int(u.rounded(.down))
            guard i + 1 < points.count else { return last }
            let f = CGFloat(u - Double(i)), a = points[i], b = points[i + 1]
            return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
        }
    }

    /// Where the emitter stood at `t`.
    func position(at t: Double) -> CGPoint { positionAtBirth?.at(t) ?? position }

    /// The longest any particle of any cell lives (sub-cells included), at the lifetime multiplier.
    var longestLife: Double {
        func longest(_ cells: [CAEmitterCell]) -> Double {
            cells.map { max(0, Double($0.lifetime) + abs(Double($0.lifetimeRange))) * lifetime + longest($0.emitterCells ?? []) }.max() ?? 0
        }
        return longest(cells)
    }

    /// Cell values animations set on the presentation copy, by cell and property name.
    var cellOverrides: [ObjectIdentifier: [String: Any]] = [:]

    /// The layer's birth rate at `t` (0 before the first entry).
    func layerRate(at t: Double) -> Double {
        if let rateSamples { return rateSamples.layerRate(at: t) }
        return birthRates.last { $0.time <= t }?.rate ?? 0
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
    init(_ cell: CAEmitterCell, overrides: [String: Any] = [:]) {
        func read(_ property: String, _ value: Double) -> Double { (overrides[property] as? NSNumber)?.doubleValue ?? value }
        func checked(_ v: Double, _ property: String, nonNegative: Bool = false) -> Double {
            guard !v.isFinite || (nonNegative && v < 0) else { return v }
            ProblemLog.report("sandglass: CAEmitterCell \(cell.name.map { "'\($0)'" } ?? "(unnamed)") has \(property) \(v); "
                              + "drawn as 0 (give a finite\(nonNegative ? ", non-negative" : "") number)")
            return 0
        }
        birthRate = checked(read("birthRate", Double(cell.birthRate)), "birthRate", nonNegative: true)
        lifetime = checked(read("lifetime", Double(cell.lifetime)), "lifetime", nonNegative: true)
        lifetimeRange = checked(read("lifetimeRange", Double(cell.lifetimeRange)), "lifetimeRange")
        longitude = checked(read("emissionLongitude", Double(cell.emissionLongitude)), "emissionLongitude")
        range = checked(read("emissionRange", Double(cell.emissionRange)), "emissionRange")
        velocity = checked(read("velocity", Double(cell.velocity)), "velocity")
        velocityRange = checked(read("velocityRange", Double(cell.velocityRange)), "velocityRange")
        acceleration = SIMD2(checked(read("xAcceleration", Double(cell.xAcceleration)), "xAcceleration"), checked(read("yAcceleration", Double(cell.yAcceleration)), "yAcceleration"))
        scale = checked(read("scale", Double(cell.scale)), "scale")
        scaleRange = checked(read("scaleRange", Double(cell.scaleRange)), "scaleRange")
        scaleSpeed = checked(read("scaleSpeed", Double(cell.scaleSpeed)), "scaleSpeed")
        spin = checked(read("spin", Double(cell.spin)), "spin")
        spinRange = checked(read("spinRange", Double(cell.spinRange)), "spinRange")
        let c = overrides["color"].map { $0 as! CGColor } ?? cell.color ?? CGColor(red: 1, green: 1, blue: 1, alpha: 1)
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
