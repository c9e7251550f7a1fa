import Foundation

/// Where a sampled track's motion follows a cubic-Bézier easing from one keyframe to the next, as a
/// `CABasicAnimation` with a timing function (or one segment of a keyframe animation) moves a value:
/// that stretch is written as two keyframes with the easing as their tangents, exactly as the scene
/// times it, instead of a keyframe a frame.
///
/// The track is cut where its motion starts, stops or turns back (a component's change between frames
/// changes sign); each stretch between cuts is tried against the easings the scene's animations use
/// (`candidates`, the named timing functions among them). A stretch no easing fits within `tolerance`
/// at every frame, a spring, a paced path, two animations of one property, is left to the linear
/// simplification (`SampledTrack.keptFrames`).
struct EasedSegments {
    /// A stretch from sample `from` to sample `to` that follows `easing`.
    struct Segment {
        let from: Int
        let to: Int
        let easing: CubicEasing
    }

    /// The named timing functions of Core Animation, and linear: what a scene uses most.
    static let named: [CubicEasing] = [
        CubicEasing(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),     // easeInEaseOut
        CubicEasing(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),        // easeIn
        CubicEasing(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),        // easeOut
        CubicEasing(CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1)),   // default
    ]

    /// The stretches of `samples` that an easing of `candidates` fits, in order.
    static func segments(of samples: [[Double]], candidates: [CubicEasing], tolerance: Double) -> [Segment] {
        guard samples.count > 2, !candidates.isEmpty else { return [] }
        var found: [Segment] = []
        for (from, to) in stretches(of: samples) where to - from >= 2 {
            if let easing = candidates.first(where: { fits($0, samples, from: from, to: to, tolerance: tolerance) }) {
                found.append(Segment(from: from, to: to, easing: easing))
            }
        }
        return found
    }

    /// The cuts of the motion: runs where the value keeps moving in one direction in every component,
    /// each from its last still frame to the frame it stops or turns.
    static func stretches(of samples: [[Double]]) -> [(Int, Int)] {
        var cuts = [0]
        func direction(_ i: Int) -> [Int]? {
            guard samples[i].count == samples[i - 1].count else { return nil }
            return zip(samples[i], samples[i - 1]).map { $0 > $1 ? 1 : $0 < $1 ? -1 : 0 }
        }
        var previous = direction(1)
        for i in 2..<samples.count {
            let current = direction(i)
            // A component that moved now stands, or one that stood now moves, or one turns back.
            if current == nil || previous == nil || current! != previous! { cuts.append(i - 1) }
            previous = current
        }
        cuts.append(samples.count - 1)
        return zip(cuts, cuts.dropFirst()).map { ($0, $1) }.filter { $0.0 < $0.1 }
    }

    /// Whether every sample from `from` to `to` is the first plus the easing's progress of the change,
    /// within `tolerance`, in every component; a stretch that does not move is not an easing's.
    static func fits(_ easing: CubicEasing, _ samples: [[Double]], from: Int, to: Int, tolerance: Double) -> Bool {
        let a = samples[from], b = samples[to]
        guard a.count == b.count, a != b else { return false }
        for i in (from + 1)..<to {
            let p = easing.progress(at: Double(i - from) / Double(to - from))
            let s = samples[i]
            guard s.count == a.count else { return false }
            for k in a.indices where abs(a[k] + (b[k] - a[k]) * p - s[k]) > tolerance { return false }
        }
        return true
    }
}
