/// The random values of one particle: SplitMix64 seeded by the emitter's `seed`, the particle's cell and
/// its birth number, so that a particle's values depend on nothing but who it is (never on frames
/// drawn before, or on how many particles came first).
struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt32, path: UInt64, birth: Int) {
        state = ParticleRandom.mix(UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ path)
        state = ParticleRandom.mix(state ^ UInt64(bitPattern: Int64(birth)))
    }

    /// The path of a cell: its index among its parent's cells under its parent's path, and the birth
    /// number of the particle that emits it (0 for the layer's own cells).
    static func path(_ parent: UInt64, cell index: Int, parentBirth: Int) -> UInt64 {
        mix(mix(parent ^ UInt64(index + 1)) ^ UInt64(bitPattern: Int64(parentBirth)))
    }

    private static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Evenly in 0..<1.
    mutating func unit() -> Double {
        state = ParticleRandom.mix(state)
        return Double(state >> 11) * 0x1p-53
    }

    /// Evenly in -1..<1: a value's "range" is `range * signed()` around it.
    mutating func signed() -> Double { unit() * 2 - 1 }
}
