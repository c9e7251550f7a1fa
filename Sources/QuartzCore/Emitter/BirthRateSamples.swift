import Foundation

/// The birth rates of an emitter whose `birthRate`, or a cell's (`emitterCells.NAME.birthRate`), is
/// animated: sampled every 1/120 s of the emitter's own time from when it was made, each rate constant
/// until the next sample, so that births are counted exactly as for rates that are set
/// (`BirthSchedule`), and a particle's birth number (its random values) is the same whatever frame
/// shows it. Kept on the model layer and extended as time goes on, with each top-level cell's births
/// summed up to every sample: a frame works out only the samples after the last one made, and the
/// births inside its particles' lifetimes, never the whole past again.
final class BirthRateSamples {
    /// Samples a second.
    static let rate = 120.0
    /// The animations sampled and the rates set, as they were when sampling began: anything else
    /// starts it over.
    let signature: Signature
    /// The grid index (time × `rate`) of the first sample.
    let first: Int
    /// The layer's rate at each sample.
    private(set) var layer: [Double] = []
    /// Each cell with an animated rate (any depth): its rate at each sample.
    private(set) var cells: [ObjectIdentifier: [Double]] = [:]
    /// Each top-level cell's births before each sample (index 0: none), its emitting window counted in.
    private(set) var born: [ObjectIdentifier: [Double]] = [:]
    /// The set rates under the layer's animations, in the layer's time.
    private let history: [(time: Double, rate: Double)]
    private let animations: [CAAnimation]
    /// The cells whose rate is animated, by the key path that names each.
    private let cellKeys: [(key: String, cell: CAEmitterCell)]
    private let topCells: [(cell: CAEmitterCell, window: ClosedRange<Double>)]
    private let scratch: CAEmitterLayer

    struct Signature: Equatable {
        var animations: [ObjectIdentifier]
        var history: [Double]
        var cellRates: [Float]
    }

    /// Samples of `model`'s rate animations (`animations`, of the key paths `keys`: `birthRate` and
    /// cells' rates), with `history` (the set rates, in the layer's time) under them, none made yet.
    init(model: CAEmitterLayer, animations: [CAAnimation], keys: [String], history: [(time: Double, rate: Double)]) {
        let cells = model.emitterCells ?? []
        signature = Self.signature(animations, history, cells)
        first = Int(((history.first?.time ?? 0) * Self.rate).rounded(.down))
        self.history = history
        self.animations = animations
        cellKeys = keys.compactMap { key in model.cell(forKeyPath: key).map { (key, $0.cell) } }
        topCells = cells.map { ($0, $0.emittingWindow()) }
        scratch = CAEmitterLayer(copyOf: nil)
        scratch.actionsSuppressed = true
        scratch.emitterCells = cells
        for (_, cell) in cellKeys { self.cells[ObjectIdentifier(cell)] = [] }
        for top in topCells { born[ObjectIdentifier(top.cell)] = [0] }
    }

    static func signature(_ animations: [CAAnimation], _ history: [(time: Double, rate: Double)], _ cells: [CAEmitterCell]) -> Signature {
        Signature(animations: animations.map(ObjectIdentifier.init), history: history.flatMap { [$0.time, $0.rate] },
                  cellRates: cells.map(\.birthRate))
    }

    /// The time sample `index` (a grid index) starts at.
    static func time(_ index: Int) -> Double { Double(index) / rate }

    /// Makes the samples up to grid index `last` (those made already are kept).
    func extend(through last: Int) {
        while first + layer.count <= last {
            let k = first + layer.count
            let t = Self.time(k)
            scratch.keyedValues.removeAll()
            scratch.keyedValues["birthRate"] = NSNumber(value: history.last { $0.time <= t }?.rate ?? 0)
            for (key, cell) in cellKeys { scratch.keyedValues[key] = NSNumber(value: Double(cell.birthRate)) }
            for a in animations { AnimationEvaluator.apply(a, at: t, to: scratch, topLevel: true) }
            let layerRate = Self.number(scratch.keyedValues["birthRate"])
            layer.append(layerRate)
            for (key, cell) in cellKeys { cells[ObjectIdentifier(cell)]!.append(Self.number(scratch.keyedValues[key])) }
            for top in topCells {
                let id = ObjectIdentifier(top.cell)
                let cellRate = cells[id]?.last ?? Double(top.cell.birthRate)
                let inside = max(0, min(Self.time(k + 1), top.window.upperBound) - max(t, top.window.lowerBound))
                born[id]!.append(born[id]!.last! + max(0, layerRate * cellRate) * inside)
            }
        }
    }

    /// A rate as a finite, non-negative number (anything else is 0).
    private static func number(_ value: Any?) -> Double {
        let v = (value as? NSNumber)?.doubleValue ?? 0
        return v.isFinite ? max(0, v) : 0
    }

    /// The sample index (into the arrays) of time `t`, clamped to those made.
    func index(at t: Double) -> Int {
        min(max(Int((t * Self.rate).rounded(.down)) - first, 0), max(layer.count - 1, 0))
    }

    /// The layer's rate at `t`.
    func layerRate(at t: Double) -> Double { layer.isEmpty ? 0 : layer[index(at: t)] }

    /// An animated cell's rate at `t`; nil for a cell whose rate is not animated.
    func cellRate(_ cell: CAEmitterCell, at t: Double) -> Double? {
        guard let rates = cells[ObjectIdentifier(cell)], !rates.isEmpty else { return nil }
        return rates[index(at: t)]
    }

    /// The births of top-level `cell` from the sample holding `from` on, as a schedule: the births
    /// before it counted in at once, then one segment a sample until `to`, inside the cell's window.
    func schedule(of cell: CAEmitterCell, window: ClosedRange<Double>, from: Double, to: Double) -> BirthSchedule {
        let id = ObjectIdentifier(cell)
        extend(through: Int((to * Self.rate).rounded(.up)))
        guard !layer.isEmpty else { return BirthSchedule(segments: []) }
        let start = index(at: from), end = index(at: to)
        var segments: [(start: Double, rate: Double)] = []
        segments.reserveCapacity(end - start + 1)
        let cellRates = cells[id]
        for i in start...end {
            let t = Self.time(first + i)
            let rate = max(0, layer[i] * (cellRates?[i] ?? Double(cell.birthRate)))
            if Self.time(first + i + 1) <= window.lowerBound { continue }
            segments.append((max(t, window.lowerBound), rate))
        }
        return BirthSchedule(segments: segments, end: window.upperBound, bornBefore: born[id]?[start] ?? 0)
    }
}
