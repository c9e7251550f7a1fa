/// When the particles of one cell from one source are born: a birth rate that is constant between
/// times (the layer's `birthRate` changes, a cell's emitting interval, a parent particle's life), so
/// that the count born by any time, and the time of any birth, are exact without stepping through time.
///
/// Birth k (from 0) is at the first time the count born reaches k: the first particle leaves as the
/// emission starts, then one every 1 / rate seconds.
struct BirthSchedule {
    /// From `start`, `rate` births a second, until the next segment's start (the last until `end`).
    private(set) var segments: [(start: Double, rate: Double)]
    private let end: Double

    init(segments: [(start: Double, rate: Double)], end: Double = .infinity) {
        self.segments = segments.filter { $0.start < end }
        self.end = end
    }

    /// How many births have happened by `t` (fractional): the rate's integral from the first start.
    func count(at t: Double) -> Double {
        var total = 0.0
        for (i, s) in segments.enumerated() {
            guard t > s.start else { break }
            let stop = min(t, i + 1 < segments.count ? segments[i + 1].start : end)
            total += s.rate * (stop - s.start)
        }
        return total
    }

    /// The time of birth `k`, nil when it is never born.
    func time(ofBirth k: Int) -> Double? {
        let target = Double(k)
        var before = 0.0
        for (i, s) in segments.enumerated() {
            let stop = i + 1 < segments.count ? segments[i + 1].start : end
            guard s.rate > 0, stop > s.start else { continue }
            let t = s.start + max(0, target - before) / s.rate
            if t < stop { return t }
            before += s.rate * (stop - s.start)
        }
        return nil
    }
}
