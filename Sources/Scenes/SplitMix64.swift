/// A small deterministic pseudo-random generator (SplitMix64, Steele, Lea & Flood 2014): the same seed
/// gives the same sequence on every platform and Swift version, which `SystemRandomNumberGenerator`
/// and Foundation's generators do not promise. The dust effect (Thanos and stress-dust) draws every
/// random choice from it, so `sandglass render thanos --time T` always shows the same dust, and the
/// Cairo peer (bench/cairo_peer.c) deals the same pixels; the benchmark scenes place their shapes with it
/// (`uniform`), the peer with the same code in C.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// A generator for one independent purpose (dealing pixels, dust angles, picking results):
    /// `stream` is mixed into the seed so that changing how many numbers one purpose draws never
    /// shifts the numbers another purpose gets.
    init(seed: UInt64, stream: UInt64) {
        var mixer = SplitMix64(seed: seed ^ (stream &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1) with 53 random bits (JavaScript's `Math.random()` range, as the post's
    /// Google code uses).
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// Uniform in [-0.5, 0.5): the post's `Math.random() - 0.5`.
    mutating func centred() -> Double { unit() - 0.5 }

    /// Uniform in [lower, upper).
    public mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * Double(next() >> 11) / Double(1 << 53)
    }
}
