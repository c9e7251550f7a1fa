import Foundation

/// `UIVisualEffect`: what a `UIVisualEffectView` draws. Made only through its subclasses,
/// `UIBlurEffect` and `UIVibrancyEffect`.
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }
}

/// `UIBlurEffect`: a blur of what lies behind the effect view, saturated and tinted by a style. The
/// blur is real (a Gaussian of the backdrop, in GLSL and in Cairo); the styles' radii, saturation and
/// tints are Sandglass's reading of iOS's, listed in `BlurMaterial` (Apple publishes none).
open class UIBlurEffect: UIVisualEffect {
    /// iOS's styles: the original five, and the materials of iOS 13 with their light and dark forms.
    /// A style without "Light" or "Dark" follows the view's `userInterfaceStyle`.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9,
             systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13,
             systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18,
             systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    open override var description: String { "<UIBlurEffect style=\(style)>" }
}
