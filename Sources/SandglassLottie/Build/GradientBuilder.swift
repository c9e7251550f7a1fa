import Foundation

/// A gradient fill or stroke: a CAGradientLayer over the bounding box of the shape's paths (every
/// keyframe's, grown by half the stroke width), masked by the shape. Lottie's points are in the
/// shape's coordinates; the layer's are unit fractions of its bounds (an axial gradient's end point
/// corrected so that its axis keeps its direction on a box that is not square).
struct GradientBuilder {
    let animator: PropertyAnimator
    let map: TimeMap

    func layer(_ g: GradientModel, name: String, path: Animated<CGPath>, outset: Double, mask: CAShapeLayer) -> CALayer {
        var box = CGRect.null
        switch path {
        case .fixed(let p): box = p.boundingBox
        case .keyed(let ks): for k in ks { box = box.union(k.value.boundingBox) }
        }
        if box.isNull { box = .zero }
        box = box.insetBy(dx: -outset - 1, dy: -outset - 1)
        let layer = CAGradientLayer()
        layer.name = name
        layer.anchorPoint = .zero
        layer.bounds = CGRect(origin: .zero, size: box.size)
        layer.position = box.origin
        layer.type = g.radial ? .radial : .axial
        mask.anchorPoint = .zero
        mask.position = CGPoint(x: -box.minX, y: -box.minY)
        layer.mask = mask
        func unit(_ v: [Double]) -> CGPoint {
            CGPoint(x: box.width > 0 ? (v[safe: 0] - box.minX) / box.width : 0, y: box.height > 0 ? (v[safe: 1] - box.minY) / box.height : 0)
        }
        if g.radial {
            // Core Animation's radial gradient is an ellipse about startPoint reaching endPoint on each
            // axis; Lottie's is a circle of radius |e − s|.
            let end = combine([g.start, g.end]) { v -> [Double] in
                let r = hypot(v[1][safe: 0] - v[0][safe: 0], v[1][safe: 1] - v[0][safe: 1])
                return [v[0][safe: 0] + r, v[0][safe: 1] + r]
            }
            animator.apply(end, map: map, to: layer, keyPath: "endPoint", value: { .point(unit($0)) }) { layer.endPoint = unit($0) }
        } else if box.width > 0, box.height > 0, box.width != box.height {
            // Core Animation's isolines are perpendicular to start → end in unit space, which on a box
            // that is not square tilts them away from Lottie's (perpendicular in points). The end
            // point is moved so that the unit-space gradient is Lottie's gradient in points: for the
            // axis v = e − s and D = diag(w, h), end = s + k·D·v in units, k = |v|² / |D·v|². It
            // depends on both points, not affinely, so moving points are sampled at every frame.
            let (w, h) = (Double(box.width), Double(box.height))
            func end(_ v: [[Double]]) -> [Double] {
                let s = v[0], e = v[1]
                let (vx, vy) = (e[safe: 0] - s[safe: 0], e[safe: 1] - s[safe: 1])
                let (dx, dy) = (w * vx, h * vy)
                let scaled = dx * dx + dy * dy
                guard scaled > 0 else { return [Double(unit(e).x), Double(unit(e).y)] }
                let k = (vx * vx + vy * vy) / scaled
                let su = unit(s)
                return [Double(su.x) + k * w * vx, Double(su.y) + k * h * vy]
            }
            let points = Animated.sampledEveryFrame([g.start, g.end])
            animator.apply(combine(points, end), map: map, to: layer, keyPath: "endPoint",
                           value: { .point(CGPoint(x: $0[safe: 0], y: $0[safe: 1])) }) { layer.endPoint = CGPoint(x: $0[safe: 0], y: $0[safe: 1]) }
        } else {
            animator.apply(g.end, map: map, to: layer, keyPath: "endPoint", value: { .point(unit($0)) }) { layer.endPoint = unit($0) }
        }
        animator.apply(g.start, map: map, to: layer, keyPath: "startPoint", value: { .point(unit($0)) }) { layer.startPoint = unit($0) }
        let plan = StopPlan(g.stops, count: g.stopCount)
        animator.apply(g.stops, map: map, to: layer, keyPath: "colors", value: { .colors(plan.stops($0).map(\.color)) }) {
            layer.colors = plan.stops($0).map(\.color)
        }
        animator.apply(g.stops, map: map, to: layer, keyPath: "locations", value: { .numbers(plan.stops($0).map(\.location)) }) {
            layer.locations = plan.stops($0).map { NSNumber(value: $0.location) }
        }
        return layer
    }

    /// Lottie's stops as Core Animation's, planned once for every keyframe of a gradient, so that each
    /// keyframe has the same stops and the animation interpolates them: `count` colour stops [offset,
    /// r, g, b], then optional opacity stops [offset, alpha]. After Effects interpolates colour and
    /// opacity apart, each over its own stops, and in straight colour; so with opacity stops there is
    /// a stop at every colour and every opacity offset (one where a colour and an opacity stop share
    /// their offset in every keyframe), and three more between two only where both colour and alpha
    /// change there in some keyframe: where only one of them changes, the renderer's premultiplied
    /// interpolation is already exact.
    struct StopPlan: Sendable {
        let count: Int
        /// The offsets kept: colour stop `color`, opacity stop `alpha`, or both at one offset.
        private let offsets: [(color: Int?, alpha: Int?)]
        /// For each gap between kept offsets (in offset order), whether it needs the in-between stops.
        private let betweens: [Bool]

        init(_ stops: Animated<[Double]>, count: Int) {
            self.count = count
            let keys: [[Double]]
            switch stops {
            case .fixed(let v): keys = [v]
            case .keyed(let ks): keys = ks.map(\.value)
            }
            let first = keys.first ?? []
            let n = min(count, first.count / 4), m = max(0, (first.count - 4 * n) / 2)
            guard m > 0 else {
                (offsets, betweens) = ((0..<n).map { ($0, nil) }, [])
                return
            }
            // A colour stop and an opacity stop at the same offset in every keyframe are one stop.
            var merged: [(color: Int?, alpha: Int?)] = []
            var alphaTaken = Set<Int>()
            for i in 0..<n {
                let twin = (0..<m).first { j in
                    !alphaTaken.contains(j) && keys.allSatisfy { Self.colorOffset($0, i) == Self.alphaOffset($0, j, n) }
                }
                if let twin { alphaTaken.insert(twin) }
                merged.append((i, twin))
            }
            for j in 0..<m where !alphaTaken.contains(j) { merged.append((nil, j)) }
            offsets = merged
            var needs = [Bool](repeating: false, count: max(merged.count - 1, 0))
            for k in keys {
                // A keyframe shorter than the first (a damaged file) is read as far as it goes.
                let (colorStops, alphaStops) = GradientBuilder.split(k, count: min(n, k.count / 4))
                let sorted = Self.locations(of: merged, in: k, count: n)
                for g in needs.indices where !needs[g] && sorted[g] < sorted[g + 1] {
                    let (a, b) = (sorted[g], sorted[g + 1])
                    let colorChanges = GradientBuilder.interpolate(colorStops, at: a, width: 3) != GradientBuilder.interpolate(colorStops, at: b, width: 3)
                    let alphaChanges = GradientBuilder.interpolate(alphaStops, at: a, width: 1) != GradientBuilder.interpolate(alphaStops, at: b, width: 1)
                    needs[g] = colorChanges && alphaChanges
                }
            }
            betweens = needs
        }

        /// The stops of one keyframe's values.
        func stops(_ k: [Double]) -> [(location: CGFloat, color: CGColor)] {
            let n = min(count, k.count / 4)
            let (colorStops, alphaStops) = GradientBuilder.split(k, count: n)
            guard !alphaStops.isEmpty else {
                return colorStops.map { stop in
                    (CGFloat(min(max(stop.0, 0), 1)), CGColor(red: stop.1[0], green: stop.1[1], blue: stop.1[2], alpha: 1))
                }
            }
            let sorted = Self.locations(of: offsets, in: k, count: n)
            var positions: [Double] = []
            for (i, offset) in sorted.enumerated() {
                positions.append(offset)
                guard i < betweens.count, betweens[i] else { continue }
                let next = sorted[i + 1]
                for j in 1...3 { positions.append(offset + (next - offset) * Double(j) / 4) }
            }
            return positions.map { x in
                let c = GradientBuilder.interpolate(colorStops, at: x, width: 3), a = GradientBuilder.interpolate(alphaStops, at: x, width: 1)
                return (CGFloat(x), CGColor(red: c[0], green: c[1], blue: c[2], alpha: a[0]))
            }
        }

        /// The kept offsets' locations in keyframe `k`, clamped to 0...1 and sorted.
        private static func locations(of offsets: [(color: Int?, alpha: Int?)], in k: [Double], count n: Int) -> [Double] {
            offsets.map { o in min(max(o.color.map { colorOffset(k, $0) } ?? o.alpha.map { alphaOffset(k, $0, n) } ?? 0, 0), 1) }.sorted()
        }

        private static func colorOffset(_ k: [Double], _ i: Int) -> Double { k[safe: 4 * i] }
        private static func alphaOffset(_ k: [Double], _ j: Int, _ n: Int) -> Double { k[safe: 4 * n + 2 * j] }
    }

    /// One keyframe's values as colour stops (offset, [r, g, b]) and opacity stops (offset, [alpha]).
    static func split(_ k: [Double], count n: Int) -> (colors: [(Double, [Double])], alphas: [(Double, [Double])]) {
        let colorStops: [(Double, [Double])] = (0..<n).map { i in (k[4 * i], [k[4 * i + 1], k[4 * i + 2], k[4 * i + 3]]) }
        let alphaStops: [(Double, [Double])] = stride(from: 4 * n, to: k.count - 1, by: 2).map { i in (k[i], [k[i + 1]]) }
        return (colorStops, alphaStops)
    }

    /// The value of piecewise-linear `stops` (sorted by offset or not) at `x`, held beyond the ends.
    static func interpolate(_ stops: [(Double, [Double])], at x: Double, width: Int) -> [Double] {
        let sorted = stops.sorted { $0.0 < $1.0 }
        guard let first = sorted.first, let last = sorted.last else { return [Double](repeating: 1, count: width) }
        if x <= first.0 { return first.1 }
        if x >= last.0 { return last.1 }
        for (a, b) in zip(sorted, sorted.dropFirst()) where x <= b.0 {
            let t = b.0 > a.0 ? (x - a.0) / (b.0 - a.0) : 1
            return zip(a.1, b.1).map { $0 + ($1 - $0) * t }
        }
        return last.1
    }

}
