/// When the particles of one cell from one source are born: a birth rate that is constant between
/// times (the layer's `birthRate` changes, a cell's emitting interval, a parent particle's life, an
/// animated rate's samples), so that the count born by any time, and the time of any birth, are exact
/// without stepping through time.
///
/// Birth k (from 0) is at the first time the count born reaches k: the first particle leaves as the
/// emission starts, then one every 1 / rate seconds. `bornBefore` births happened before the first
/// segment (a schedule that starts late, `BirthRateSamples`): counting goes on from there.
struct BirthSchedule {
    /// From `start`, `rate` births a second, until the next segment's start (the last until `end`).
    private(set) var segments: [(start: Double, rate: Double)]
    private let end: Double
    /// The count born at each segment's start (searched, not summed, for a schedule of many segments).
    private let bornAtStart: [Double]

    init(segments: [(start: Double, rate: Double)], end: Double = .infinity, bornBefore: Double = 0) {
        self.segments = segments.filter { $0.start < end }
        self.end = end
        var born: [Double] = []
        born.reserveCapacity(self.segments.count)
        var total = bornBefore
        for (i, s) in self.segments.enumerated() {
            born.append(total)
            let stop = i + 1 < self.segments.count ? self.segments[i + 1].start : end
            if stop.isFinite { total += s.rate * (stop - s.start) }
        }
        bornAtStart = born
    }

    /// The segment `t` falls in (the last whose start is before it), nil before the first.
    private func segment(before t: Double) -> Int? {
        var low = 0, high = segments.count
        while low < high {
            let mid = (low + high) / 2
            if segments[mid].start < t { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }

    /// How many births have happened by `t` (fractional): the rate's integral from the first start.
    func count(at t: Double) -> Double {
        guard let i = segment(before: t) else { return bornAtStart.first ?? 0 }
        let stop = min(t, i + 1 < segments.count ? segments[i + 1].start : end)
        return bornAtStart[i] + segments[i].rate * (stop - segments[i].start)
    }

    /// The time of birth `k`, nil when it is never born (or was born before the first segment).
    func time(ofBirth k: Int) -> Double? {
        let target = Double(k)
        guard let firstBorn = bornAtStart.first, target >= firstBorn else { return nil }
        // The last segment starting at or before the count reaching k.
        var low = 0, high = segments.count
        while low < high {
            let mid = (low + high) / 2
            if bornAtStart[mid] <= target { low = mid + 1 } else { high = mid }
        }
        var i = max(0, low - 1)
        while i < segments.count {
            let s = segments[i]
            let stop = i + 1 < segments.count ? segments[i + 1].start : end
            if s.rate > 0, stop > s.start {
                let t = s.start + max(0, target - bornAtStart[i]) / s.rate
                if t < stop { return t }
            }
            i += 1
        }
        return nil
    }
}
