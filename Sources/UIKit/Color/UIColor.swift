import Foundation
import QuartzCore

/// Lets an untyped `#colorLiteral(red:green:blue:alpha:)` be a UIColor, as UIKit declares it.
public typealias _ColorLiteralType = UIColor

/// UIKit's colour: a class, as on iOS, so that extensions add `convenience init`s
/// (`UIColor(hex: "#FF8800")`) and subclasses work. It holds one sRGB CGColor with straight alpha;
/// Core Animation code passes its `cgColor`.
///
/// A dynamic colour (`UIColor { traits in … }`, the system colours) picks its value by the traits it
/// is resolved with; `cgColor` and the component getters resolve it with `UITraitCollection.current`,
/// as on iOS, so a layer given one keeps the value of that moment.
///
/// Equality compares the components (red, green, blue, alpha). iOS also compares colour spaces, so there
/// `UIColor(white: 1, alpha: 1)` differs from `UIColor(red: 1, green: 1, blue: 1, alpha: 1)`; here every
/// colour is sRGB and they are equal. A dynamic colour equals only itself. Immutable, so it is Sendable
/// (as on iOS).
open class UIColor: NSObject, _ExpressibleByColorLiteral, CGColorConvertible, @unchecked Sendable {
    private let fixed: CGColor?
    private let provider: ((UITraitCollection) -> UIColor)?

    /// Components are taken as given (iOS's extended sRGB: not clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixed = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        provider = nil
        super.init()
    }

    /// A colour `dynamicProvider` chooses for the traits it is resolved with.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        fixed = nil
        provider = dynamicProvider
        super.init()
    }

    /// The fixed colour this one is under `traitCollection` (itself when it is not dynamic).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Whether the colour depends on traits.
    var isDynamic: Bool { provider != nil }

    /// The components now: a dynamic colour's under `UITraitCollection.current`.
    private var color: CGColor { fixed ?? resolvedColor(with: .current).cgColor }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// Hue, saturation and brightness in 0...1 (a hue of 1 is a full turn, red again).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = HSB.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// What `#colorLiteral(red:green:blue:alpha:)` compiles to.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    open var cgColor: CGColor { color }

    /// A dynamic colour stays dynamic, each of its values with `alpha`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let fixed else { return UIColor { self.resolvedColor(with: $0).withAlphaComponent(alpha) } }
        return UIColor(cgColor: CGColor(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: alpha))
    }

    // MARK: Components (each pointer may be nil; true when the colour could be converted)

    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = color
        red?.pointee = color.red
        green?.pointee = color.green
        blue?.pointee = color.blue
        alpha?.pointee = color.alpha
        return true
    }

    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = color
        let hsb = HSB.hsb(red: color.red, green: color.green, blue: color.blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = color.alpha
        return true
    }

    /// A grey (equal red, green and blue) gives its white; any other colour returns false and leaves
    /// the pointees alone, as an RGB colour does on iOS.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = color
        guard color.red == color.green, color.green == color.blue else { return false }
        white?.pointee = color.red
        alpha?.pointee = color.alpha
        return true
    }

    // MARK: NSObject

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        guard !isDynamic, !other.isDynamic else { return other === self }
        return other.cgColor == cgColor
    }

    open override var hash: Int { isDynamic ? ObjectIdentifier(self).hashValue : cgColor.hashValue }

    /// As iOS prints an sRGB colour: "UIExtendedSRGBColorSpace 1 0.5 0 1" (`%g` numbers).
    open override var description: String {
        let c = cgColor
        return "UIExtendedSRGBColorSpace " + [c.red, c.green, c.blue, c.alpha].map { String(format: "%g", Double($0)) }.joined(separator: " ")
    }
}
