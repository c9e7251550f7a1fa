import Foundation

/// One property of one layer, sampled at every frame it exists, written as a Lottie property: static
/// (`"a": 0`) when every sample is the same, else keyframes with linear easing where the motion is not
/// a straight line between its neighbours within `tolerance`, and hold keyframes (`"h": 1`) where
/// the value's shape changes (a path gaining a vertex), which Lottie cannot interpolate.
///
/// Sampling is exact at the frames written: a player interpolating linearly between them strays from
/// the motion by at most `tolerance` at the samples kept and by the curve's sag between frames, which
/// at 60 fps is under a pixel for any motion slower than a screen a second.
struct SampledTrack {
    /// The first frame's number, and a value per frame from it.
    let firstFrame: Int
    let samples: [[Double]]

    /// Whether the value never changes.
    var isStatic: Bool { samples.dropFirst().allSatisfy { $0 == samples[0] } }

    /// The frames kept as keyframes: every frame where the value departs from the straight line
    /// between the kept frame before and the frame after by more than `tolerance`, in any component,
    /// and both frames around a change of shape (a new count of numbers).
    func keptFrames(tolerance: Double) -> [Int] {
        guard samples.count > 2 else { return Array(samples.indices) }
        var kept = [0]
        var candidate = 1
        while candidate < samples.count - 1 {
            let from = kept[kept.count - 1], to = candidate + 1
            if samples[to].count != samples[from].count || samples[candidate].count != samples[from].count
                || !Self.straight(samples, from: from, to: to, tolerance: tolerance) {
                kept.append(candidate)
            }
            candidate += 1
        }
        kept.append(samples.count - 1)
        return kept
    }

    /// Whether every sample strictly between `from` and `to` lies on the line between them.
    private static func straight(_ samples: [[Double]], from: Int, to: Int, tolerance: Double) -> Bool {
        let a = samples[from], b = samples[to]
        for i in (from + 1)..<to {
            let f = Double(i - from) / Double(to - from)
            let s = samples[i]
            guard s.count == a.count else { return false }
            for k in a.indices where abs(a[k] + (b[k] - a[k]) * f - s[k]) > tolerance { return false }
        }
        return true
    }

    /// The Lottie property: `{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`. `value` turns a
    /// sample into its JSON value (a number, an array, a shape).
    func json(tolerance: Double, value: ([Double]) -> Any) -> [String: Any] {
        if isStatic { return ["a": 0, "k": value(samples[0])] }
        let kept = keptFrames(tolerance: tolerance)
        let linearOut: [String: Any] = ["x": [0.0], "y": [0.0]], linearIn: [String: Any] = ["x": [1.0], "y": [1.0]]
        var keyframes: [[String: Any]] = []
        for (n, index) in kept.enumerated() {
            var keyframe: [String: Any] = ["t": firstFrame + index, "s": Self.wrapped(value(samples[index]))]
            if n + 1 < kept.count {
                let next = kept[n + 1]
                if samples[next].count != samples[index].count {
                    keyframe["h"] = 1
                } else {
                    (keyframe["o"], keyframe["i"]) = (linearOut, linearIn)
                }
            }
            keyframes.append(keyframe)
        }
        return ["a": 1, "k": keyframes]
    }

    /// A keyframe's `s` is always an array: a number is wrapped, a shape too.
    private static func wrapped(_ value: Any) -> Any {
        if let array = value as? [Any] { return array }
        return [value]
    }
}

extension Double {
    /// Rounded to `places` decimals: what the file needs, and what keeps it small.
    func rounded(places: Int) -> Double {
        let scale = pow(10, Double(places))
        let r = (self * scale).rounded() / scale
        return r == 0 ? 0 : r  // never -0
    }
}
