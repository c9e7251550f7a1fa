import Foundation

/// A value that can be interpolated between keyframes: a vector of numbers or a path.
protocol Interpolatable: Sendable {
    static func lerp(_ a: Self, _ b: Self, _ t: Double) -> Self
}

extension Array: Interpolatable where Element == Double {
    static func lerp(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
        guard a.count == b.count else { return t < 1 ? a : b }
        return zip(a, b).map { $0 + ($1 - $0) * t }
    }
}

/// One Lottie keyframe, normalised: `value` is where it starts (the old format's `e` of the keyframe
/// before already resolved). The easing and spatial tangents describe the segment to the next one.
struct Keyframe<Value: Interpolatable>: Sendable {
    /// In the frames of the layer that owns the property.
    var frame: Double
    var value: Value
    /// `h: 1`: the value holds until the next keyframe and jumps there.
    var hold = false
    /// The segment's easing as the control points of a cubic Bézier over (time, progress), from the
    /// keyframe's `o` and `i`. With a tangent per dimension, the first dimension's is used for all:
    /// a CAKeyframeAnimation has one timing function per segment.
    var easeOut = CGPoint(x: 0, y: 0)
    var easeIn = CGPoint(x: 1, y: 1)
    /// `to` and `ti` of a position keyframe: the segment's spatial Bézier handles, relative to its ends.
    var spatialOut: [Double]? = nil
    var spatialIn: [Double]? = nil

    var hasSpatialTangents: Bool {
        func nonzero(_ v: [Double]?) -> Bool { v?.contains { $0 != 0 } ?? false }
        return nonzero(spatialOut) || nonzero(spatialIn)
    }
}

/// A property: one value, or keyframes in ascending frame order (at least two).
enum Animated<Value: Interpolatable>: Sendable {
    case fixed(Value)
    case keyed([Keyframe<Value>])

    var isAnimated: Bool { if case .keyed = self { return true }; return false }

    /// The first value, for places that cannot animate.
    var initial: Value {
        switch self {
        case .fixed(let v): return v
        case .keyed(let ks): return ks[0].value
        }
    }

    func map<T>(_ f: (Value) -> T) -> Animated<T> {
        switch self {
        case .fixed(let v): return .fixed(f(v))
        case .keyed(let ks):
            return .keyed(ks.map { k in
                Keyframe(frame: k.frame, value: f(k.value), hold: k.hold, easeOut: k.easeOut, easeIn: k.easeIn,
                         spatialOut: k.spatialOut, spatialIn: k.spatialIn)
            })
        }
    }

    /// The keyframe frames, empty for a fixed value.
    var frames: [Double] {
        if case .keyed(let ks) = self { return ks.map(\.frame) }
        return []
    }

    /// `parts` with every animated one sampled at each whole frame of their keyframes' span (at most
    /// `maxSamples` frames, evenly spread; by default a minute at 30 fps), so that a value computed from them by `combine` follows
    /// them between keyframes where interpolating the computed values would not. Keyframes that all
    /// sit on one frame are kept: there is no span to sample.
    static func sampledEveryFrame(_ parts: [Animated], atMost maxSamples: Double = 1_800) -> [Animated] {
        let all = parts.flatMap(\.frames)
        guard let first = all.min(), let last = all.max(), last > first else { return parts }
        let step = max(1, (last - first) / maxSamples)
        var frames = Array(stride(from: first, through: last, by: step))
        if frames.last != last { frames.append(last) }
        return parts.map { part in part.isAnimated ? .keyed(frames.map { Keyframe(frame: $0, value: part.value(at: $0)) }) : part }
    }

    /// The value at `frame`, as Lottie plays it: held before the first keyframe and after the last.
    func value(at frame: Double) -> Value {
        switch self {
        case .fixed(let v): return v
        case .keyed(let ks):
            if frame <= ks[0].frame { return ks[0].value }
            if frame >= ks[ks.count - 1].frame { return ks[ks.count - 1].value }
            // The last keyframe at or before `frame` (binary search: combining properties asks often).
            var lo = 0, hi = ks.count - 1
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if ks[mid].frame <= frame { lo = mid } else { hi = mid }
            }
            let i = lo
            let k = ks[i], next = ks[i + 1]
            if k.hold { return k.value }
            let span = next.frame - k.frame
            let x = span > 0 ? (frame - k.frame) / span : 1
            let progress = CubicEasing(k.easeOut, k.easeIn).progress(at: x)
            return Self.segmentValue(k, next, progress)
        }
    }

    /// The value at eased `progress` of the segment from `k` to `next`: along the spatial Bézier when
    /// the keyframe has tangents (a vector of two or three), else straight.
    static func segmentValue(_ k: Keyframe<Value>, _ next: Keyframe<Value>, _ progress: Double) -> Value {
        if k.hasSpatialTangents, let a = k.value as? [Double], let b = next.value as? [Double],
           let c = SpatialSegment(from: a, to: b, out: k.spatialOut, in: k.spatialIn) {
            return c.point(at: progress) as! Value
        }
        return Value.lerp(k.value, next.value, progress)
    }
}
