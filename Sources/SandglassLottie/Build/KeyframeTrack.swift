import Foundation

/// Keyframes placed in scene time and clipped to [0, duration]: the keys and per-interval timing a
/// CAKeyframeAnimation takes.
///
/// A segment cut at 0 or at the end keeps its exact curve: the cut value is the eased value there,
/// and the remaining part of the easing Bézier, renormalised, is again a cubic Bézier (de Casteljau),
/// so the timing function of the part is exact. A hold segment becomes a constant interval followed
/// by a zero-length interval at the next key time, so the value jumps exactly there.
struct KeyframeTrack<Value: Interpolatable> {
    struct Key {
        var time: Double
        var value: Value
        /// The spatial cubic arriving at this key (position with tangents), nil for a straight line.
        var spatial: SpatialSegment?
    }
    private(set) var keys: [Key] = []
    /// One per interval between consecutive keys.
    private(set) var timing: [CAMediaTimingFunction] = []
    var hasSpatial = false

    /// Nil when nothing changes within [0, duration] (the caller sets the constant value).
    init?(_ frames: [Keyframe<Value>], map: TimeMap, duration: Double) {
        guard frames.count > 1, duration > 0, map.scale > 0 else { return nil }
        var previousHold = false
        var pendingJump: Value?
        for i in 0..<(frames.count - 1) {
            let k = frames[i], next = frames[i + 1]
            let t0 = map.time(k.frame), t1 = map.time(next.frame)
            if t1 < 0 || (t1 == 0 && i + 2 < frames.count) { continue }
            if t0 > duration { break }
            let lo = max(t0, 0), hi = min(t1, duration)
            let span = t1 - t0
            let hold = k.hold || span <= 0
            let start: Value, end: Value
            var easing: CubicEasing? = nil
            var spatial: SpatialSegment? = nil
            if hold {
                (start, end) = (k.value, k.value)
            } else {
                let x0 = (lo - t0) / span, x1 = (hi - t0) / span
                let full = CubicEasing(k.easeOut, k.easeIn)
                let part = x0 == 0 && x1 == 1 ? (full, 0.0, 1.0) : full.part(from: x0, to: x1)
                easing = part.0
                start = Animated<Value>.segmentValue(k, next, part.1)
                end = Animated<Value>.segmentValue(k, next, part.2)
                if k.hasSpatialTangents, let a = k.value as? [Double], let b = next.value as? [Double],
                   let curve = SpatialSegment(from: a, to: b, out: k.spatialOut, in: k.spatialIn) {
                    let tail = curve.tail(from: part.1)
                    spatial = part.1 < 1 ? tail.head(to: (part.2 - part.1) / (1 - part.1)) : tail
                    hasSpatial = true
                }
            }
            if keys.isEmpty {
                keys.append(Key(time: lo, value: start))
            } else if previousHold {
                // The jump of the hold before: a zero-length interval at this key time.
                keys.append(Key(time: lo, value: start))
                timing.append(.linear)
            }
            keys.append(Key(time: hi, value: end, spatial: spatial))
            timing.append(easing?.timingFunction ?? .linear)
            previousHold = hold
            pendingJump = hold && t1 <= duration ? next.value : nil
            if t1 >= duration { break }
        }
        // A hold whose next keyframe is the last one inside the span jumps to its value there.
        if let pendingJump, let last = keys.last {
            keys.append(Key(time: last.time, value: pendingJump))
            timing.append(.linear)
        }
        guard let first = keys.first, let last = keys.last else { return nil }
        if first.time > 0 {
            keys.insert(Key(time: 0, value: first.value), at: 0)
            timing.insert(.linear, at: 0)
        }
        if last.time < duration {
            keys.append(Key(time: duration, value: last.value))
            timing.append(.linear)
        }
    }

    /// The animation of `keyPath` over [0, duration], fill both, kept after completion. Position
    /// with spatial tangents animates along a path whose segments meet the keys, with calculation
    /// mode linear so that its timing still follows keyTimes.
    func animation(keyPath: String, duration: Double, value: (Value) -> CAValue) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: keyPath)
        if hasSpatial {
            // The points go through `value` as the values would (a gradient's points become unit
            // fractions of its box; they were left in the shape's coordinates, far outside the box),
            // and so do the control points, the conversions being affine.
            func mapped(_ p: CGPoint) -> CGPoint {
                guard let v = [Double(p.x), Double(p.y)] as? Value, case .point(let q) = value(v) else { return p }
                return q
            }
            let path = CGMutablePath()
            for key in keys {
                guard let v = key.value as? [Double] else { continue }
                let p = mapped(CGPoint(x: v[safe: 0], y: v[safe: 1]))
                if path.isEmpty { path.move(to: p) } else if let s = key.spatial {
                    path.addCurve(to: p, control1: mapped(s.c1), control2: mapped(s.c2))
                } else {
                    path.addLine(to: p)
                }
            }
            a.path = path
        } else {
            a.values = keys.map { value($0.value) }
        }
        a.keyTimes = keys.map { NSNumber(value: min(max($0.time / duration, 0), 1)) }
        a.timingFunctions = timing
        a.calculationMode = .linear
        a.duration = duration
        a.fillMode = .both
        a.isRemovedOnCompletion = false
        return a
    }
}
