import Foundation

/// Core Foundation's array, as iOS code names it when it passes colours: `[a, b] as CFArray`.
public typealias CFArray = NSArray

/// A colour ramp: colours at locations in 0...1, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`. Colours are sRGB with straight alpha, as `CGColor`.
public final class CGGradient: Sendable {
    public let colors: [CGColor]
    public let locations: [CGFloat]

    /// `CGGradient(colorsSpace:colors:locations:)`: nil, as on iOS, when an element is not a `CGColor`,
    /// there are no colours, or `locations` does not give one location per colour.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        let list = colors.compactMap { $0 as? CGColor }
        guard !list.isEmpty, list.count == colors.count else { return nil }
        if let locations, locations.count != list.count { return nil }
        self.colors = list
        self.locations = locations ?? Self.evenlySpaced(list.count)
    }

    /// `CGGradient(colorSpace:colorComponents:locations:count:)`: `count` colours of the space's
    /// components plus alpha each (four for RGB, two for gray).
    public init?(colorSpace space: CGColorSpace, colorComponents components: [CGFloat],
                 locations: [CGFloat]?, count: Int) {
        let stride = space.numberOfComponents + 1
        guard count > 0, components.count >= count * stride else { return nil }
        if let locations, locations.count < count { return nil }
        colors = (0..<count).map { i in
            let c = Array(components[(i * stride)..<(i * stride + stride)])
            return stride == 4 ? CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
                               : CGColor(gray: c[0], alpha: c[1])
        }
        self.locations = locations.map { Array($0.prefix(count)) } ?? Self.evenlySpaced(count)
    }

    private static func evenlySpaced(_ n: Int) -> [CGFloat] {
        n == 1 ? [0] : (0..<n).map { CGFloat($0) / CGFloat(n - 1) }
    }
}
