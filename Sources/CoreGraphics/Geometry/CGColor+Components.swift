import Foundation

// What code reads off a colour to take it apart (gradient and colour-cycling libraries interpolate
// the components themselves). Every colour here is kept as sRGB red, green, blue and alpha, so a gray
// colour has four components, where iOS gives a gray one two (gray, alpha).
extension CGColor {
    /// Components including alpha: always 4 (red, green, blue, alpha).
    public var numberOfComponents: Int { 4 }

    /// sRGB, the one space colours are kept in.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// `CGColor(colorSpace:components:)`: `space.numberOfComponents` values then alpha (gray and
    /// alpha for a gray space, red, green, blue and alpha for an RGB one).
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.model {
        case .rgb: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        case .monochrome: self.init(gray: components[0], alpha: components[1])
        }
    }

    /// `CGColor(srgbRed:green:blue:alpha:)`: the same as `init(red:green:blue:alpha:)` here.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}
