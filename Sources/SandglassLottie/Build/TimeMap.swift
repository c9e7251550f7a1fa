import Foundation

/// Frames of one composition level to scene seconds. A layer's own frames f are its composition's
/// frames `st + f · sr` (start offset, stretch), and a precomp's frames are its layer's own frames;
/// the chain is kept as one affine map to root frames, and a root frame F is the scene time
/// `(F − ip) / fr`, computed as that quotient so that whole frames land exactly where a player that
/// divides by the frame rate puts them.
///
/// Below a time-remapped precomp (`tm`) the map is not affine: it holds the remapped composition's
/// frame at sample times (every root frame, at most `maxSamples`), and animations there are sampled.
struct TimeMap {
    /// Root frame = scale · frame + offset; with samples, composition frame = scale · frame + offset.
    var scale: Double = 1
    var offset: Double = 0
    let inPoint: Double
    let frameRate: Double
    /// Scene times and the frame of the remapped composition shown there; nil above any remap.
    private(set) var samples: [(time: Double, compositionFrame: Double)]?
    static let maxSamples = 2_000

    init(inPoint: Double, frameRate: Double) { (self.inPoint, self.frameRate) = (inPoint, frameRate) }

    var isSampled: Bool { samples != nil }

    func time(_ frame: Double) -> Double { (scale * frame + offset - inPoint) / frameRate }

    /// The frame of this level shown at scene time `t` (with samples: at the sample nearest before).
    func frame(atTime t: Double) -> Double {
        guard let samples else { return (t * frameRate + inPoint - offset) / scale }
        let sample = samples.last { $0.time <= t } ?? samples[0]
        return (sample.compositionFrame - offset) / scale
    }

    /// This level's frames at the sample times (sampled maps only).
    var sampledFrames: [(time: Double, frame: Double)] {
        (samples ?? []).map { ($0.time, ($0.compositionFrame - offset) / scale) }
    }

    /// The map of the frames of a layer with start `st` and stretch `sr` in this composition.
    func layer(start st: Double, stretch sr: Double) -> TimeMap {
        var m = self
        (m.scale, m.offset) = (scale * sr, scale * st + offset)
        return m
    }

    /// The map of a precomp's frames when its layer (whose own frames this map gives) remaps time:
    /// at each sample the precomp shows second `tm(f)`, frame `tm(f) · fr`.
    func remapped(by tm: Animated<[Double]>, duration: Double) -> TimeMap {
        var times: [Double]
        if let samples {
            times = samples.map(\.time)
        } else {
            let count = min(max(Int((duration * frameRate).rounded(.up)), 1), Self.maxSamples)
            times = (0...count).map { duration * Double($0) / Double(count) }
        }
        let frames = isSampled ? sampledFrames.map(\.frame) : times.map { frame(atTime: $0) }
        var m = TimeMap(inPoint: inPoint, frameRate: frameRate)
        m.samples = zip(times, frames).map { ($0, tm.value(at: $1)[safe: 0] * frameRate) }
        return m
    }
}
