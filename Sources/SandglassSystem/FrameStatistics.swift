import Foundation

/// Median and 99th percentile of a series of per-frame timings, in milliseconds.
public struct FrameStatistics: Equatable, Sendable {
    public let median: Double
    public let p99: Double
    public let count: Int

    /// Nearest-rank percentiles over the samples (milliseconds); an empty series gives zeros.
    public init(samples: [Double]) {
        let sorted = samples.sorted()
        count = sorted.count
        guard !sorted.isEmpty else { median = 0; p99 = 0; return }
        median = sorted.count % 2 == 1 ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        p99 = sorted[min(sorted.count - 1, Int((0.99 * Double(sorted.count)).rounded(.up)) - 1)]
    }
}
