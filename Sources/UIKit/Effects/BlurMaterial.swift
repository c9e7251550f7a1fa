import QuartzCore

/// What a blur style draws: the backdrop blurred by `blurRadius` points and saturated by `saturation`,
/// then a tint of grey `tintWhite` at `tintAlpha` over it. Apple publishes none of these numbers; they
/// are Sandglass's reading of iOS 7's backdrop settings (blur 20 or 30 points, saturation 1.8, a white
/// or near-black tint) with the iOS 13 materials stepping their tint from ultra thin to thick, chosen so
/// that text stays readable on each as it does on iOS. See docs/api-coverage.md.
struct BlurMaterial: Equatable {
    var blurRadius: CGFloat
    var saturation: CGFloat
    var tintWhite: CGFloat
    var tintAlpha: CGFloat

    var tint: UIColor { UIColor(white: tintWhite, alpha: tintAlpha) }

    /// `style` as drawn for `appearance` (a style without "Light" or "Dark" follows it).
    init(_ style: UIBlurEffect.Style, appearance: UIUserInterfaceStyle) {
        let dark = appearance == .dark
        func material(_ alpha: CGFloat, dark isDark: Bool) -> BlurMaterial {
            BlurMaterial(blurRadius: 30, saturation: 1.8, tintWhite: isDark ? 0.11 : 0.97, tintAlpha: alpha)
        }
        switch style {
        case .extraLight: self = BlurMaterial(blurRadius: 20, saturation: 1.8, tintWhite: 0.97, tintAlpha: 0.82)
        case .light: self = BlurMaterial(blurRadius: 30, saturation: 1.8, tintWhite: 1, tintAlpha: 0.3)
        case .dark: self = BlurMaterial(blurRadius: 20, saturation: 1.8, tintWhite: 0.11, tintAlpha: 0.73)
        case .regular: self = dark ? BlurMaterial(.dark, appearance: .dark) : BlurMaterial(.light, appearance: .light)
        case .prominent: self = dark ? BlurMaterial(.dark, appearance: .dark) : BlurMaterial(.extraLight, appearance: .light)
        case .systemUltraThinMaterial: self = material(0.35, dark: dark)
        case .systemThinMaterial: self = material(0.55, dark: dark)
        case .systemMaterial: self = material(0.7, dark: dark)
        case .systemThickMaterial: self = material(0.85, dark: dark)
        case .systemChromeMaterial: self = material(0.75, dark: dark)
        case .systemUltraThinMaterialLight: self = material(0.35, dark: false)
        case .systemThinMaterialLight: self = material(0.55, dark: false)
        case .systemMaterialLight: self = material(0.7, dark: false)
        case .systemThickMaterialLight: self = material(0.85, dark: false)
        case .systemChromeMaterialLight: self = material(0.75, dark: false)
        case .systemUltraThinMaterialDark: self = material(0.35, dark: true)
        case .systemThinMaterialDark: self = material(0.55, dark: true)
        case .systemMaterialDark: self = material(0.7, dark: true)
        case .systemThickMaterialDark: self = material(0.85, dark: true)
        case .systemChromeMaterialDark: self = material(0.75, dark: true)
        }
    }

    private init(blurRadius: CGFloat, saturation: CGFloat, tintWhite: CGFloat, tintAlpha: CGFloat) {
        (self.blurRadius, self.saturation, self.tintWhite, self.tintAlpha) = (blurRadius, saturation, tintWhite, tintAlpha)
    }
}
