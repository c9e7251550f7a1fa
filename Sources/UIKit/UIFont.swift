import Foundation
import QuartzCore

/// A font by name and size. Text is drawn with the system's TrueType faces (DejaVu on Debian): a name
/// picks the nearest face by family and weight, and the system font is Helvetica's stand-in.
public final class UIFont: FontNaming, Sendable {
    /// Weights as UIKit names them (only bold and light faces differ when drawn).
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4), regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    public let fontName: String
    public let pointSize: CGFloat

    public init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        (fontName, pointSize) = (name, size)
    }
    private init(systemName: String, size: CGFloat) { (fontName, pointSize) = (systemName, size) }

    public var familyName: String { fontName.split(separator: "-").first.map(String.init) ?? fontName }
    /// Line height: ascender plus descender of Helvetica-like faces, 1.2 × the size.
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    public func withSize(_ size: CGFloat) -> UIFont { UIFont(systemName: fontName, size: size) }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(systemName: "Helvetica", size: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(systemName: "Helvetica-Bold", size: size) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        let suffix = weight.rawValue >= Weight.semibold.rawValue ? "-Bold" : weight.rawValue <= Weight.light.rawValue ? "-Light" : ""
        return UIFont(systemName: "Helvetica" + suffix, size: size)
    }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemName: weight.rawValue >= Weight.semibold.rawValue ? "Menlo-Bold" : "Menlo", size: size)
    }
}
