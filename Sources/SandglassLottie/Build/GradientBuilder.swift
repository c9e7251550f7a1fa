import Foundation

/// A gradient fill or stroke: a CAGradientLayer over the bounding box of the shape's paths (every
/// keyframe's, grown by half the stroke width), masked by the shape. Lottie's points are in the
/// shape's coordinates; the layer's are unit fractions of its bounds.
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
        } else {
            animator.apply(g.end, map: map, to: layer, keyPath: "endPoint", value: { .point(unit($0)) }) { layer.endPoint = unit($0) }
        }
        animator.apply(g.start, map: map, to: layer, keyPath: "startPoint", value: { .point(unit($0)) }) { layer.startPoint = unit($0) }
        let count = g.stopCount
        animator.apply(g.stops, map: map, to: layer, keyPath: "colors", value: { .colors(Self.colors($0, count: count)) }) {
            layer.colors = Self.colors($0, count: count)
        }
        animator.apply(g.stops, map: map, to: layer, keyPath: "locations", value: { .numbers(Self.locations($0, count: count)) }) {
            layer.locations = Self.locations($0, count: count).map { NSNumber(value: $0) }
        }
        return layer
    }

    /// `count` colour stops [offset, r, g, b], then optional opacity stops [offset, alpha]: each
    /// colour takes the opacity interpolated at its offset.
    static func colors(_ k: [Double], count: Int) -> [CGColor] {
        let n = min(count, k.count / 4)
        let alphas = stride(from: 4 * n, to: k.count - 1, by: 2).map { (k[$0], k[$0 + 1]) }
        return (0..<n).map { i in
            let offset = k[4 * i]
            var alpha = 1.0
            if let first = alphas.first {
                alpha = first.1
                for (a, b) in zip(alphas, alphas.dropFirst()) where offset >= a.0 {
                    alpha = offset >= b.0 ? b.1 : a.1 + (b.1 - a.1) * (b.0 > a.0 ? (offset - a.0) / (b.0 - a.0) : 1)
                }
            }
            return CGColor(red: k[4 * i + 1], green: k[4 * i + 2], blue: k[4 * i + 3], alpha: alpha)
        }
    }

    static func locations(_ k: [Double], count: Int) -> [CGFloat] {
        (0..<min(count, k.count / 4)).map { CGFloat(min(max(k[4 * $0], 0), 1)) }
    }
}
