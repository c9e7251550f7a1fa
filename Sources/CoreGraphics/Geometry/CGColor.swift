import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1.
///
/// A value type so that presentation copies and interpolation never share state. The renderer
/// premultiplies at its boundary.
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public init(gray: CGFloat, alpha: CGFloat = 1) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// `0xRRGGBB`, e.g. `CGColor(hex: 0x1E90FF)`.
    public init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Components as Core Graphics returns them: `[r, g, b, a]`.
    /// Optional as on iOS (a pattern colour has none); here every colour has its four.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    /// The four components, never nil: for the code of this package.
    package var rgba: [CGFloat] { [red, green, blue, alpha] }

    /// The colour with another alpha. Optional as on iOS (where a pattern colour has none), so that
    /// `color.copy(alpha: 0.5)!` compiles; it is never nil here.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public var description: String { "CGColor(\(red), \(green), \(blue), \(alpha))" }

    public static let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = CGColor(gray: 0)
    public static let white = CGColor(gray: 1)
    public static let red = CGColor(red: 1, green: 0, blue: 0)
    public static let green = CGColor(red: 0, green: 1, blue: 0)
    public static let blue = CGColor(red: 0, green: 0, blue: 1)
    public static let orange = CGColor(red: 1, green: 0.5, blue: 0)
    public static let yellow = CGColor(red: 1, green: 1, blue: 0)
    public static let gray = CGColor(gray: 0.5)
    public static let lightGray = CGColor(gray: 2.0 / 3.0)
    public static let darkGray = CGColor(gray: 1.0 / 3.0)
}
