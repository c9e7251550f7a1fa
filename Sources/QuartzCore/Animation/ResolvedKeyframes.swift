import Foundation

/// A keyframe animation's inputs checked and precomputed once (at add time): effective key times
/// (paced modes measure distances), spline tangents, and a path's segments with arc lengths.
///
/// A class, immutable once built: every frame reads it for every keyframe animation, and a struct of
/// eight arrays was copied out of its animation each time (a retain per array).
final class ResolvedKeyframes {
    private(set) var mode: CAAnimationCalculationMode
    private(set) var keyTimes: [Double]
    private(set) var values: [CAValue]
    private(set) var timingFunctions: [CAMediaTimingFunction]?
    /// Cubic modes: outgoing and incoming Kochanek–Bartels tangents per value (vector form).
    private(set) var outTangents: [[CGFloat]] = []
    private(set) var inTangents: [[CGFloat]] = []
    /// Path mode: the segments and their cumulative arc lengths.
    private(set) var segments: [PathSegment] = []
    private(set) var cumulativeLengths: [Double] = []
    var isPath: Bool { !segments.isEmpty }

    init(_ a: CAKeyframeAnimation) throws(KeyframeError) {
        mode = a.calculationMode
        values = []
        keyTimes = []
        if let p = a.path, !p.isEmpty {
            segments = PathSegment.segments(of: p)
            guard !segments.isEmpty else { throw .noValues }
            var total = 0.0
            cumulativeLengths = [0]
            for s in segments { total += s.length; cumulativeLengths.append(total) }
            if mode == .discrete {
                // Discrete along a path: the vertices, held in turn.
                values = [.point(segments[0].start)] + segments.map { .point($0.end) }
                try resolveKeyTimes(a, count: values.count)
            } else if !mode.isPaced {
                try resolveKeyTimes(a, count: segments.count + 1)
                try checkTimingFunctions(a, segments: segments.count)
            }
            return
        }
        guard let vs = a.convertedValues, !vs.isEmpty else { throw .noValues }
        values = vs
        let n = vs.count
        if mode.isPaced {
            var d = [0.0]
            for i in 1..<max(n, 1) { d.append(d[i - 1] + Double(CAValue.distance(vs[i - 1], vs[i]))) }
            let total = d.last ?? 0
            keyTimes = total > 0 ? d.map { $0 / total } : (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        } else {
            try resolveKeyTimes(a, count: n)
            try checkTimingFunctions(a, segments: n - 1)
        }
        if mode == .cubic || mode == .cubicPaced { try computeTangents(a) }
    }

    private func resolveKeyTimes(_ a: CAKeyframeAnimation, count n: Int) throws(KeyframeError) {
        let discrete = mode == .discrete
        guard let kt = a.keyTimes?.map(\.doubleValue) else {
            // Evenly spaced: i/(n-1), or i/n for discrete (n+1 boundaries).
            let div = Double(discrete ? n : max(n - 1, 1))
            keyTimes = (0..<(discrete ? n + 1 : n)).map { Double($0) / div }
            return
        }
        // Discrete takes n+1 key times; n is accepted too (the last value then holds to the end).
        let ok = discrete ? (kt.count == n + 1 || kt.count == n) : kt.count == n
        guard ok else { throw .keyTimesCount(expected: discrete ? n + 1 : n, got: kt.count) }
        for (i, t) in kt.enumerated() {
            guard t.isFinite, t >= 0, t <= 1 else { throw .keyTimeOutOfRange(index: i, value: t) }
            if i > 0 && t < kt[i - 1] { throw .keyTimeNotAscending(index: i, value: t) }
        }
        keyTimes = kt
    }

    /// Core Animation's fallback for a count other than one per segment (seed 001 passes four functions
    /// for three segments, and one for two): extra functions are ignored, missing segments are linear.
    private func checkTimingFunctions(_ a: CAKeyframeAnimation, segments: Int) throws(KeyframeError) {
        guard let tfs = a.timingFunctions, segments > 0 else { return }
        timingFunctions = (0..<segments).map { $0 < tfs.count ? tfs[$0] : .linear }
    }

    private func computeTangents(_ a: CAKeyframeAnimation) throws(KeyframeError) {
        let n = values.count
        func params(_ field: String, _ numbers: [NSNumber]?) throws(KeyframeError) -> [Double] {
            guard let arr = numbers?.map(\.doubleValue) else { return Array(repeating: 0, count: n) }
            guard arr.count == n else { throw .splineParameterCount(field: field, expected: n, got: arr.count) }
            for (i, v) in arr.enumerated() where !v.isFinite { throw .splineParameterNotFinite(field: field, index: i, value: v) }
            return arr
        }
        let tension = try params("tensionValues", a.tensionValues)
        let continuity = try params("continuityValues", a.continuityValues)
        let bias = try params("biasValues", a.biasValues)
        let vecs = values.map(\.vector)
        guard let first = vecs.first ?? nil, vecs.allSatisfy({ $0?.count == first.count }) else { return }
        let p = vecs.map { $0! }
        let dim = first.count
        for i in 0..<n {
            let prev = p[max(i - 1, 0)], cur = p[i], next = p[min(i + 1, n - 1)]
            let (t, c, b) = (CGFloat(tension[i]), CGFloat(continuity[i]), CGFloat(bias[i]))
            let oa = (1 - t) * (1 + b) * (1 + c) / 2, ob = (1 - t) * (1 - b) * (1 - c) / 2
            let ia = (1 - t) * (1 + b) * (1 - c) / 2, ib = (1 - t) * (1 - b) * (1 + c) / 2
            outTangents.append((0..<dim).map { oa * (cur[$0] - prev[$0]) + ob * (next[$0] - cur[$0]) })
            inTangents.append((0..<dim).map { ia * (cur[$0] - prev[$0]) + ib * (next[$0] - cur[$0]) })
        }
    }

    /// The segment index and the fraction in it for eased progress `p` (non-discrete modes).
    func locate(_ p: Double, count: Int) -> (index: Int, fraction: Double) {
        let kt = keyTimes
        if p <= kt[0] { return (0, 0) }
        if p >= kt[count - 1] { return (count - 2, 1) }
        var lo = 0, hi = count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if kt[mid] <= p { lo = mid } else { hi = mid }
        }
        let len = kt[lo + 1] - kt[lo]
        var u = len > 0 ? (p - kt[lo]) / len : 1
        if !mode.isPaced, let tf = timingFunctions?[lo] { u = tf.evaluate(u) }
        return (lo, u)
    }

    /// The value (or path point) at eased progress `p`, and the path tangent angle (radians) when
    /// animating along a path.
    func value(at p: Double) -> (value: CAValue, angle: CGFloat?) {
        if mode == .discrete {
            var i = 0
            while i + 1 < values.count && keyTimes[i + 1] <= p { i += 1 }
            if isPath {
                let seg = segments[min(i, segments.count - 1)]
                let tangent = i < segments.count ? seg.tangent(0) : seg.tangent(1)
                return (values[i], atan2(tangent.y, tangent.x))
            }
            return (values[i], nil)
        }
        if isPath { return pathValue(at: p) }
        let n = values.count
        if n == 1 { return (values[0], nil) }
        let (i, u) = locate(p, count: n)
        let a = values[i], b = values[i + 1]
        if (mode == .cubic || mode == .cubicPaced), !outTangents.isEmpty, let pa = a.vector, let pb = b.vector {
            let u = CGFloat(u), u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
            let d0 = outTangents[i], d1 = inTangents[i + 1]
            let v = (0..<pa.count).map { h00 * pa[$0] + h10 * d0[$0] + h01 * pb[$0] + h11 * d1[$0] }
            return (a.withVector(v), nil)
        }
        return (CAValue.interpolate(a, b, CGFloat(u)), nil)
    }

    private func pathValue(at p: Double) -> (value: CAValue, angle: CGFloat?) {
        let seg: PathSegment, u: Double
        if mode.isPaced {
            let total = cumulativeLengths.last ?? 0
            let s = min(max(p, 0), 1) * total
            var i = 0
            while i + 1 < segments.count && cumulativeLengths[i + 1] <= s { i += 1 }
            seg = segments[i]
            u = seg.parameter(atLength: s - cumulativeLengths[i])
        } else {
            let (i, f) = locate(p, count: segments.count + 1)
            seg = segments[i]
            u = f
        }
        let t = seg.tangent(u)
        return (.point(seg.point(u)), atan2(t.y, t.x))
    }
}
