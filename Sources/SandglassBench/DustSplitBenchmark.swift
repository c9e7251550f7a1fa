import Sandglass
import Scenes

/// The dust split on its own (the performance budget: an 800 x 600 panel into 32 images in 20 ms):
/// `DustImageDealer.createDustImages` of a `DustPanelImage` with `stress-dust`'s settings (32 images,
/// two passes), timed per run. This is the work the Thanos scene does for each vanishing result before
/// its dust can fly, so it is a hitch in the animation if slow. `sandglass bench --dust-split` runs it.
public enum DustSplitBenchmark {
    public struct Result: Sendable {
        /// Milliseconds per measured run, in run order.
        public var samples: [Double]
        public var width: Int
        public var height: Int
        /// Images each run produced (32 unless the panel is empty).
        public var images: Int
        public var passes: Int
    }

    /// Splits a `width` x `height` panel `warmup` times untimed, then `runs` times timed; run k deals
    /// with seed k (the cost does not depend on the seed). Sizes below 1 give an empty panel: no images.
    public static func run(width: Int, height: Int, runs: Int, warmup: Int = 20) -> Result {
        let panel = DustPanelImage.make(width: width, height: height)
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        var images = 0
        for k in 0..<(warmup + runs) {
            let start = now()
            let dust = panel.map { StressDustSplit($0, seed: UInt64(k)) }
            let end = now()
            images = dust?.count ?? 0   // the images are freed after the measurement
            if k >= warmup { samples.append((end - start) * 1000) }
        }
        return Result(samples: samples, width: width, height: height, images: images, passes: StressDustSplit.passes)
    }

    /// Monotonic seconds.
    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
