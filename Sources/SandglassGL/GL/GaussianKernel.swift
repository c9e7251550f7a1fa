import Foundation

/// Weights and offsets of a normalised 1-D Gaussian, taps paired for linear filtering: tap 0 is the
/// centre; tap i > 0 samples at +-offset[i] pixels with weight[i] on each side.
struct GaussianKernel {
    var weights: [Float] = []
    var offsets: [Float] = []

    init(sigma: Double) {
        guard sigma > 0.05 else { weights = [1]; offsets = [0]; return }
        let radius = min(Int((3 * sigma).rounded(.up)), 126)
        let g = (0...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = g[0] + 2 * g[1...].reduce(0, +)
        weights.append(Float(g[0] / total))
        offsets.append(0)
        var i = 1
        while i <= radius {
            let w1 = g[i], w2 = i + 1 <= radius ? g[i + 1] : 0
            let w = w1 + w2
            weights.append(Float(w / total))
            offsets.append(Float((Double(i) * w1 + Double(i + 1) * w2) / w))
            i += 2
        }
    }
}
