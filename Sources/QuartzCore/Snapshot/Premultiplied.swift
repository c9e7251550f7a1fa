
/// A colour as premultiplied Float32 components in 0...1, the form every shader and vertex takes.
/// NaN channels count as 0, so a bad colour never poisons a blend.
package struct Premultiplied: Sendable {
    public let r: Float, g: Float, b: Float, a: Float

    public init(_ c: CGColor) {
        let a = Float(min(max(c.alpha.isNaN ? 0 : c.alpha, 0), 1))
        func channel(_ v: CGFloat) -> Float { Float(min(max(v.isNaN ? 0 : v, 0), 1)) * a }
        (r, g, b, self.a) = (channel(c.red), channel(c.green), channel(c.blue), a)
    }

    /// Bytes r, g, b, a (little-endian) of the colour times `alpha`.
    public func packed(times alpha: Float) -> UInt32 {
        BatchVertex.pack(r * alpha, g * alpha, b * alpha, a * alpha)
    }
}

/// A vertex of the batch program: position in root points (y down), coverage, and premultiplied
/// colour as RGBA8 (byte order r, g, b, a). 16 bytes.
package struct BatchVertex: Sendable {
    public var x: Float
    public var y: Float
    public var coverage: Float
    public var color: UInt32

    public init(x: Float, y: Float, coverage: Float, color: UInt32) {
        (self.x, self.y, self.coverage, self.color) = (x, y, coverage, color)
    }

    /// Packs premultiplied components in [0, 1] as bytes r, g, b, a (little-endian).
    public static func pack(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> UInt32 {
        func byte(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), 1) * 255 + 0.5) }
        return byte(r) | byte(g) << 8 | byte(b) << 16 | byte(a) << 24
    }
}

/// Gradient stops as the shaders want them: premultiplied colours and ascending locations, at most
/// `maximumCount` (the shader's arrays). A gradient of more stops (Lottie's colour and opacity stops
/// merged can make dozens) is resampled: its ramp at `maximumCount` even locations, within one
/// sample of it.
package struct GradientStops: Sendable {
    /// The stops the shaders hold (was 16: a fade to transparent held at the sixteenth stop).
    public static let maximumCount = 64

    public private(set) var colors: [Float] = []
    public private(set) var locations: [Float] = []

    public init() {
        colors.reserveCapacity(4 * Self.maximumCount)
        locations.reserveCapacity(Self.maximumCount)
    }

    public init(_ g: GradientContent) { set(g) }

    /// Refills from `g`, keeping capacity (no allocation once `maximumCount` stops have been seen).
    public mutating func set(_ g: GradientContent) {
        colors.removeAll(keepingCapacity: true)
        locations.removeAll(keepingCapacity: true)
        let n = g.colors.count
        for i in 0..<n {
            let c = Premultiplied(g.colors[i])
            colors.append(c.r); colors.append(c.g); colors.append(c.b); colors.append(c.a)
            let even = n > 1 ? Float(i) / Float(n - 1) : 0
            var location = g.locations.flatMap { i < $0.count ? Float($0[i]) : nil } ?? even
            if !location.isFinite { location = even }
            locations.append(max(location, locations.last ?? -.infinity))
        }
        guard n > Self.maximumCount else { return }
        let all = self
        colors.removeAll(keepingCapacity: true)
        locations.removeAll(keepingCapacity: true)
        let (lo, hi) = (min(all.locations[0], 0), max(all.locations[n - 1], 1))
        for i in 0..<Self.maximumCount {
            let t = lo + (hi - lo) * Float(i) / Float(Self.maximumCount - 1)
            let c = all.color(at: t)
            colors.append(c.r); colors.append(c.g); colors.append(c.b); colors.append(c.a)
            locations.append(t)
        }
    }

    /// The premultiplied colour at `t`, as the layer shader's `gradientAt`: the first stop's colour
    /// up to its location, a linear mix between the two stops around `t`, the last stop's after it.
    public func color(at t: Float) -> (r: Float, g: Float, b: Float, a: Float) {
        let n = locations.count
        func color(_ i: Int) -> (Float, Float, Float, Float) {
            (colors[4 * i], colors[4 * i + 1], colors[4 * i + 2], colors[4 * i + 3])
        }
        guard n > 0 else { return (0, 0, 0, 0) }
        if t <= locations[0] { return color(0) }
        for i in 1..<max(n, 1) where t <= locations[i] {
            let span = locations[i] - locations[i - 1]
            let f = span > 0 ? (t - locations[i - 1]) / span : 1
            let (a, b) = (color(i - 1), color(i))
            return (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f, a.3 + (b.3 - a.3) * f)
        }
        return color(n - 1)
    }
}
