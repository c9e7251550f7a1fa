import Foundation

/// `CAEmitterLayer`: a particle system (confetti, sparkles, snow, smoke) whose particles are its
/// `emitterCells`'. The layer's `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply every
/// cell's; particles start on `emitterShape` (`emitterMode` says which part of it), centred on
/// `emitterPosition` and sized by `emitterSize`, in the layer's coordinates.
///
/// Particles are a function of the emitter's time and `seed`, never of the frames drawn before: a
/// scrub, a seek, a hot reload or `render --time 3` shows the frame that playing to 3 s shows. Each
/// particle's random values come from the seed, its cell and its birth number. Emission starts when the
/// layer is made (its media time then, in the layer's own time), and a change to `birthRate` counts from
/// the moment it is made: `emitter.birthRate = 0` stops new particles and lets the live ones finish.
/// An animated rate (the layer's or a cell's, `emitterCells.NAME.birthRate`) is sampled every 1/120 s
/// (`BirthRateSamples`), each sample's rate holding until the next.
/// At most `maximumParticles` are drawn; past that the youngest are left out, with one note.
/// Defaults as Core Animation: every multiplier 1, shape point, mode volume, render mode unordered.
open class CAEmitterLayer: CALayer {
    /// The most particles one emitter draws in a frame.
    public static let maximumParticles = 50_000

    open var emitterCells: [CAEmitterCell]?
    open var birthRate: Float = 1 { didSet { birthRateChanged(from: oldValue) } }
    open var lifetime: Float = 1
    open var velocity: Float = 1
    open var scale: Float = 1
    open var spin: Float = 1
    open var emitterPosition: CGPoint = .zero
    open var emitterZPosition: CGFloat = 0
    open var emitterSize: CGSize = .zero
    open var emitterDepth: CGFloat = 0
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Kept; particles are drawn flat.
    open var preservesDepth = false
    /// Picks the random values of every particle: two emitters with the same seed and cells emit alike.
    open var seed: UInt32 = 0

    /// The media time the layer was made at: emission starts then.
    final var madeAt: CFTimeInterval = CACurrentMediaTime()
    /// The layer's `birthRate` from each media time it was set at (the first entry: when made).
    final var birthRateHistory: [(mediaTime: CFTimeInterval, rate: Float)] = []
    /// On the model: its animated birth rates, sampled so far (see `BirthRateSamples`).
    final var birthRateSamples: BirthRateSamples?

    open override class var typeName: String { "emitter" }

    override var isEmitterLayer: Bool { true }

    /// On a presentation copy: the layer's local time it shows (nil: model values, no particles).
    final var presentedTime: CFTimeInterval?

    /// The particles this presentation copy shows, and whether there were more than `maximumParticles`.
    /// `particles()` with each sprite's particle identity (the same while it lives): what a Lottie export
    /// bakes one layer per particle from.
    package func bakedParticles() -> (content: ParticleContent, identities: [UInt64])? {
        guard let presentedTime else { return nil }
        var values = emission(atLocalTime: presentedTime)
        values.renderMode = renderMode
        let simulation = ParticleSimulation(values, limit: Self.maximumParticles)
        return (simulation.content, simulation.identities)
    }

    package func particles() -> (content: ParticleContent, capped: Bool)? {
        guard let presentedTime else { return nil }
        var values = emission(atLocalTime: presentedTime)
        values.renderMode = renderMode
        let simulation = ParticleSimulation(values, limit: Self.maximumParticles)
        return (simulation.content, simulation.capped)
    }

    open override func copyProperties(to c: CALayer) {
        super.copyProperties(to: c)
        guard let e = c as? CAEmitterLayer else { return }
        e.emitterCells = emitterCells
        (e.lifetime, e.velocity, e.scale, e.spin) = (lifetime, velocity, scale, spin)
        (e.emitterPosition, e.emitterZPosition, e.emitterSize, e.emitterDepth) = (emitterPosition, emitterZPosition, emitterSize, emitterDepth)
        (e.emitterShape, e.emitterMode, e.renderMode) = (emitterShape, emitterMode, renderMode)
        (e.preservesDepth, e.seed, e.madeAt) = (preservesDepth, seed, madeAt)
        e.birthRateHistory = birthRateHistory
        e.storeBirthRate(birthRate)
    }

    /// The copy's `birthRate`, without a history entry of its own.
    private func storeBirthRate(_ rate: Float) {
        let history = birthRateHistory
        birthRate = rate
        birthRateHistory = history
    }

    /// Records the new rate from now (the frame's media time), replacing a change made in the same frame.
    private func birthRateChanged(from old: Float) {
        let now = CACurrentMediaTime()
        if birthRateHistory.isEmpty { birthRateHistory = [(madeAt, old)] }
        while let last = birthRateHistory.last, last.mediaTime >= now, birthRateHistory.count > 1 { birthRateHistory.removeLast() }
        if let last = birthRateHistory.last, last.mediaTime >= now { birthRateHistory[birthRateHistory.count - 1].rate = birthRate }
        else { birthRateHistory.append((now, birthRate)) }
    }

    /// The emitter's values at its local time `t`, with its media times turned into that time, and the
    /// values its animations set on this presentation copy (held as keys of its own) over the model's.
    func emission(atLocalTime t: CFTimeInterval) -> EmitterValues {
        let timing = model()
        let history = birthRateHistory.isEmpty ? [(madeAt, birthRate)] : birthRateHistory
        let rates = history.map { (time: timing.localTime(fromGlobal: $0.mediaTime), rate: Double($0.rate)) }
        func animated(_ key: String, _ value: Float) -> Double { (keyedValues[key] as? NSNumber)?.doubleValue ?? Double(value) }
        var values = EmitterValues(time: t, birthRates: rates, lifetime: animated("lifetime", lifetime),
                                   velocity: animated("velocity", velocity), scale: animated("scale", scale),
                                   spin: animated("spin", spin), position: keyedValues["emitterPosition"] as? CGPoint ?? emitterPosition,
                                   size: keyedValues["emitterSize"] as? CGSize ?? emitterSize,
                                   shape: emitterShape, mode: emitterMode, seed: seed, cells: emitterCells ?? [])
        if keyedValues["emitterPosition"] != nil { values.positionAtBirth = positionSamples(endingAt: t, window: values.longestLife) }
        values.rateSamples = timing.rateSamples(history: rates)
        for (key, value) in keyedValues where key.hasPrefix("emitterCells.") {
            guard let (cell, property) = cell(forKeyPath: key) else { continue }
            values.cellOverrides[ObjectIdentifier(cell), default: [:]][property] = value
        }
        return values
    }

    /// Where an animated emitter stood over the `window` seconds before `t`, sampled each 1/120 s from
    /// the model's animations: a particle starts where the emitter was at its birth, so a moving emitter
    /// leaves a trail instead of dragging its particles along.
    private func positionSamples(endingAt t: Double, window: Double) -> EmitterValues.PositionSamples {
        let model = model()
        let rate = 120.0
        // Samples on whole 1/120 s (so an animation's start time is one of them), over the window.
        let first = Int(((t - min(max(window, 0), 60)) * rate).rounded(.down)), last = Int((t * rate).rounded(.up))
        let scratch = CAEmitterLayer(copyOf: nil)
        scratch.actionsSuppressed = true
        let animations = model.animationEntries.list.map(\.animation).filter { ($0 as? CAPropertyAnimation)?.keyPath == "emitterPosition" }
        let points = (first...last).map { k -> CGPoint in
            scratch.keyedValues["emitterPosition"] = model.emitterPosition
            for a in animations { AnimationEvaluator.apply(a, at: Double(k) / rate, to: scratch, topLevel: true) }
            return scratch.keyedValues["emitterPosition"] as? CGPoint ?? model.emitterPosition
        }
        return EmitterValues.PositionSamples(start: Double(first) / rate, step: 1 / rate, points: points)
    }

    /// The model's rate animations sampled (`BirthRateSamples`), kept from frame to frame while the
    /// animations and the rates set stay the same; nil when no rate is animated.
    private func rateSamples(history: [(time: Double, rate: Double)]) -> BirthRateSamples? {
        var keys: [String] = []
        func rateKeys(_ a: CAAnimation) -> [String] {
            if let group = a as? CAAnimationGroup { return (group.animations ?? []).flatMap(rateKeys) }
            guard let path = (a as? CAPropertyAnimation)?.keyPath, Self.isRateKeyPath(path) else { return [] }
            return [path]
        }
        let animations = animationEntries.list.map(\.animation).filter { a in
            let found = rateKeys(a)
            keys += found.filter { !keys.contains($0) }
            return !found.isEmpty
        }
        guard !animations.isEmpty else {
            birthRateSamples = nil
            return nil
        }
        let signature = BirthRateSamples.signature(animations, history, emitterCells ?? [])
        if let kept = birthRateSamples, kept.signature == signature { return kept }
        let made = BirthRateSamples(model: self, animations: animations, keys: keys, history: history)
        birthRateSamples = made
        return made
    }

    /// `birthRate`, or a cell's at any depth (`emitterCells.NAME.birthRate`).
    static func isRateKeyPath(_ path: String) -> Bool {
        path == "birthRate" || (path.hasPrefix("emitterCells.") && path.hasSuffix(".birthRate"))
    }

    /// The emitter's own animatable values, and its cells' (`emitterCells.NAME.PROPERTY`), by key, for
    /// animations, which run on them as keys of the layer's own; nil for any other key.
    func animatableValue(forKey key: String) -> Any? {
        if let (cell, property) = cell(forKeyPath: key) { return cell.value(forKey: property) }
        switch key {
        case "emitterPosition": return emitterPosition
        case "emitterSize": return emitterSize
        case "emitterZPosition": return NSNumber(value: Double(emitterZPosition))
        case "emitterDepth": return NSNumber(value: Double(emitterDepth))
        case "birthRate", "lifetime", "velocity", "scale", "spin": return emitterValue(forKeyPath: key)
        default: return nil
        }
    }

    /// `emitterCells.NAME.PROPERTY` (and deeper, through sub-cells): the cell a key path names and the
    /// property's name, nil when no cell has that name.
    func cell(forKeyPath keyPath: String) -> (cell: CAEmitterCell, key: String)? {
        let parts = keyPath.split(separator: ".")
        guard parts.count >= 3, parts.count % 2 == 1, parts[0] == "emitterCells" else { return nil }
        var cell = emitterCells?.first { $0.name.map { $0[...] == parts[1] } ?? false }
        var i = 2
        while i + 1 < parts.count, let c = cell, parts[i] == "emitterCells" {
            cell = c.subcell(named: parts[i + 1])
            i += 2
        }
        guard let cell, i == parts.count - 1 else { return nil }
        return (cell, String(parts[i]))
    }

    /// `setValue(_:forKeyPath:)` for the emitter's own numbers and its cells' values
    /// (`emitterCells.confetti.birthRate`); false for any other key path (the layer's own).
    func writeEmitterValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        if let (cell, key) = cell(forKeyPath: keyPath) {
            cell.setValue(value, forKey: key)
            return true
        }
        guard let path = Self.multipliers[keyPath] else {
            if keyPath.hasPrefix("emitterCells.") {
                ProblemLog.report("sandglass: setValue(_:forKeyPath:) ignored: no emitter cell named by '\(keyPath)' "
                                  + "(emitterCells.NAME.PROPERTY, NAME a cell's name)")
                return true
            }
            return false
        }
        guard let number = (value as? NSNumber)?.floatValue ?? (value as? Float) ?? (value as? Double).map(Float.init) else {
            ProblemLog.report("sandglass: setValue(_:forKeyPath:) ignored: \(keyPath) takes a number")
            return true
        }
        self[keyPath: path] = number
        return true
    }

    /// `value(forKeyPath:)` for the same key paths, nil for any other.
    func emitterValue(forKeyPath keyPath: String) -> Any? {
        if let (cell, key) = cell(forKeyPath: keyPath) { return cell.value(forKey: key) }
        return Self.multipliers[keyPath].map { NSNumber(value: self[keyPath: $0]) }
    }

    // An immutable table; key paths are not Sendable in Swift 6.0's eyes.
    nonisolated(unsafe) private static let multipliers: [String: ReferenceWritableKeyPath<CAEmitterLayer, Float>] = [
        "birthRate": \.birthRate, "lifetime": \.lifetime, "velocity": \.velocity, "scale": \.scale, "spin": \.spin,
    ]
}
