import Foundation

/// One property of one layer, sampled at every frame it exists, written as a Lottie property: static
/// (`"a": 0`) when every sample is the same, else keyframes: two with the easing as their tangents for
/// a stretch that follows one of the scene's easings (`EasedSegments`), elsewhere linear ones where the
/// motion is not a straight line between its neighbours within `tolerance`, and hold keyframes
/// (`"h": 1`) where the value's shape changes (a path gaining a vertex), which Lottie cannot interpolate.
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
    func keptFrames(tolerance: Double) -> [Int] { keptFrames(in: 0...(samples.count - 1), tolerance: tolerance) }

    /// `keptFrames(tolerance:)` of the samples in `range` only (its ends always kept).
    func keptFrames(in range: ClosedRange<Int>, tolerance: Double) -> [Int] {
        guard range.count > 2 else { return Array(range) }
        var kept = [range.lowerBound]
        var candidate = range.lowerBound + 1
        while candidate < range.upperBound {
            let from = kept[kept.count - 1], to = candidate + 1
            if samples[to].count != samples[from].count || samples[candidate].count != samples[from].count
                || !Self.straight(samples, from: from, to: to, tolerance: tolerance) {
                kept.append(candidate)
            }
            candidate += 1
        }
        kept.append(range.upperBound)
        return kept
    }

    /// The keyframes: each sample index kept and, for a stretch that follows an easing of `easings`
    /// (`EasedSegments`), that easing to the next keyframe; the rest kept as `keptFrames` keeps them.
    func keyframes(tolerance: Double, easings: [CubicEasing]) -> [(index: Int, easing: CubicEasing?)] {
        let segments = EasedSegments.segments(of: samples, candidates: easings, tolerance: tolerance)
        var keys: [(index: Int, easing: CubicEasing?)] = []
        func linear(_ range: ClosedRange<Int>) {
            for index in keptFrames(in: range, tolerance: tolerance) where keys.last?.index != index { keys.append((index, nil)) }
        }
        var cursor = 0
        for segment in segments {
            if segment.from > cursor { linear(cursor...segment.from) }
            if keys.last?.index == segment.from { keys.removeLast() }
            keys.append((segment.from, segment.easing))
            cursor = segment.to
        }
        linear(cursor...(samples.count - 1))
        if keys.last?.index != samples.count - 1 { keys.append((samples.count - 1, nil)) }
        return keys
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
    /// `holds`: every keyframe holds its value to the next (a cell of a sprite sheet shown, then not),
    /// rather than easing toward it.
    func json(easings: [CubicEasing] = [], tolerance: Double, holds: Bool = false, value: ([Double]) -> Any) -> [String: Any] {
        if isStatic { return ["a": 0, "k": value(samples[0])] }
        let kept = keyframes(tolerance: tolerance, easings: easings)
        var keyframes: [[String: Any]] = []
        for (n, key) in kept.enumerated() {
            var keyframe: [String: Any] = ["t": firstFrame + key.index, "s": Self.wrapped(value(samples[key.index]))]
            if n + 1 < kept.count {
                if holds || samples[kept[n + 1].index].count != samples[key.index].count {
                    keyframe["h"] = 1
                } else {
                    // The segment's easing as the keyframe's tangents; linear is (0, 0) out and (1, 1) in.
                    let easing = key.easing ?? CubicEasing(.zero, CGPoint(x: 1, y: 1))
                    keyframe["o"] = ["x": [Double(easing.c1.x).rounded(places: 4)], "y": [Double(easing.c1.y).rounded(places: 4)]]
                    keyframe["i"] = ["x": [Double(easing.c2.x).rounded(places: 4)], "y": [Double(easing.c2.y).rounded(places: 4)]]
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
