import Foundation

/// A Gaussian blur of a plane of floats, one axis at a time: the shadows' (`ContextShadow`, zeros
/// outside the plane) and the backdrop filters' (`BackdropBlur`, the edge repeated outward).
enum SeparableGaussian {
    /// What a tap beyond the plane reads.
    enum Edge {
        case zero, repeated
    }

    /// The weights from the centre out, 3 sigma long (one weight, 1, for no blur), summing to 1 both ways.
    static func kernel(sigma: CGFloat) -> [Float] {
        guard sigma > 0.05 else { return [1] }
        let radius = Int((3 * sigma).rounded(.up))
        let g = (0...radius).map { exp(-Double($0 * $0) / (2 * Double(sigma * sigma))) }
        let total = g[0] + 2 * g[1...].reduce(0, +)
        return g.map { Float($0 / total) }
    }

    /// One pass over a `w × h` plane along one axis.
    static func pass(_ p: [Float], _ w: Int, _ h: Int, _ k: [Float], horizontal: Bool, edge: Edge) -> [Float] {
        guard k.count > 1 else { return p }
        var out = [Float](repeating: 0, count: w * h)
        let r = k.count - 1
        let (length, step) = horizontal ? (w, 1) : (h, w)
        for y in 0..<h {
            for x in 0..<w {
                let at = horizontal ? x : y
                let centre = y * w + x
                var sum = p[centre] * k[0]
                for i in 1...r {
                    let before = at - i, after = at + i
                    switch edge {
                    case .zero:
                        if before >= 0 { sum += p[centre - i * step] * k[i] }
                        if after < length { sum += p[centre + i * step] * k[i] }
                    case .repeated:
                        sum += (p[centre + (max(before, 0) - at) * step] + p[centre + (min(after, length - 1) - at) * step]) * k[i]
                    }
                }
                out[centre] = sum
            }
        }
        return out
    }
}
