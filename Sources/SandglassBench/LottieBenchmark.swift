import Foundation
import Sandglass
import SandglassHeadless
import SandglassLottie
import SandglassLottieReference
import SandglassSystem

/// `bench FILE.json` on a Lottie file, beside the frame times: how long the file takes to import and to
/// build its layer tree, and rlottie (the reference renderer, CPU) drawing the same frames at the same
/// size in the same run, so the two can be compared on one machine at one moment.
///
/// rlottie is a reference, not a hardened parser: it has no limits of its own, so a file the importer
/// had to cut (`LottieComposition.cuts`: a repeater of a billion copies, precomps fanning out to
/// millions of layers) would hang it or exhaust memory. Such a file is benchmarked without rlottie,
/// and `rlottieSkipped` says why; so is every file where rlottie is not installed (it is loaded
/// when first used, never linked, so the tool runs without it).
package struct LottieBenchmark {
    /// Milliseconds to parse the file into a composition, and to build a fresh layer tree from it.
    package let importTime: FrameStatistics
    package let buildTime: FrameStatistics
    /// Milliseconds rlottie takes per frame, over the distinct frames of the benchmark's times; nil
    /// when it was not run.
    package let rlottie: FrameStatistics?
    package let bytes: Int
    /// Why rlottie was not run (what the importer cut, or rlottie not installed), nil when it was.
    package let rlottieSkipped: String?

    /// `times`: the scene times the benchmark drew; `size`: its pixels.
    package static func run(path: String, times: [Double], size: CGSize, runs: Int = 20) throws(LottieBenchmarkError) -> LottieBenchmark {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LottieBenchmarkError(message: "\(path): cannot be read")
        }
        let bytes = [UInt8](data)
        var imports: [Double] = [], builds: [Double] = []
        var composition: LottieComposition?
        for _ in 0..<runs {
            let start = MonotonicClock.now()
            composition = try? LottieFile.parse(bytes, file: path, imageLoader: LottieImages.png).get()
            imports.append((MonotonicClock.now() - start) * 1000)
            let built = MonotonicClock.now()
            _ = CATransaction.performFrame(at: 0) { composition?.makeRootLayer() }
            builds.append((MonotonicClock.now() - built) * 1000)
        }
        guard let composition else { throw LottieBenchmarkError(message: "\(path): does not import") }
        if let cut = composition.cuts.first {
            return LottieBenchmark(importTime: FrameStatistics(samples: imports), buildTime: FrameStatistics(samples: builds),
                                   rlottie: nil, bytes: bytes.count,
                                   rlottieSkipped: "\(cut); rlottie has no such limit and could hang or run out of memory on this file")
        }
        let reference: RLottieReference
        do { reference = try RLottieReference(path: path) } catch {
            guard case .libraryMissing = error as? RLottieReferenceError else {
                throw LottieBenchmarkError(message: "\(error)")
            }
            // The comparison is an extra: the file's own times are still measured and printed.
            return LottieBenchmark(importTime: FrameStatistics(samples: imports), buildTime: FrameStatistics(samples: builds),
                                   rlottie: nil, bytes: bytes.count, rlottieSkipped: "\(error)")
        }
        let (width, height) = (Int(size.width), Int(size.height))
        var buffer = [UInt32](repeating: 0, count: width * height)
        var draws: [Double] = []
        // rlottie counts frames from the in point, whole frames only, and returns at once when asked
        // for the frame it drew last: each distinct frame of the times is drawn once, in order.
        let last = Int((composition.duration * composition.frameRate).rounded())
        var indices: [Int] = []
        for t in times {
            let index = min(max(Int((t * composition.frameRate).rounded()), 0), last)
            if index != indices.last { indices.append(index) }
        }
        buffer.withUnsafeMutableBufferPointer { pixels in
            for index in indices {
                let start = MonotonicClock.now()
                reference.renderPremultipliedARGB(frame: index, into: pixels, width: width, height: height)
                draws.append((MonotonicClock.now() - start) * 1000)
            }
        }
        return LottieBenchmark(importTime: FrameStatistics(samples: imports), buildTime: FrameStatistics(samples: builds),
                               rlottie: FrameStatistics(samples: draws), bytes: bytes.count, rlottieSkipped: nil)
    }
}

/// Why a Lottie file could not be benchmarked: it cannot be read, does not import, or rlottie refused
/// it. One line naming the file.
package struct LottieBenchmarkError: Error, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}
