import UIKit

extension UIUserInterfaceStyle {
    /// The style a scene plays in, chosen by the colour behind it: `.dark` when white text would stand
    /// out more on it than black text (WCAG contrast ratios), else `.light`. With the colour composited
    /// over white first (a clear background reads as light, iOS's default) and L its relative luminance
    /// (sRGB decoded to linear light, then 0.2126 R + 0.7152 G + 0.0722 B), that is
    /// (L + 0.05)² < 1.05 × 0.05, or L < 0.1791: black and #2B2E36 are dark, #808080 (L 0.216) and
    /// white are light.
    public init(background: CGColor) {
        func linear(_ component: CGFloat) -> CGFloat {
            let c = component * background.alpha + (1 - background.alpha)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(background.red) + 0.7152 * linear(background.green) + 0.0722 * linear(background.blue)
        self = (luminance + 0.05) * (luminance + 0.05) < 1.05 * 0.05 ? .dark : .light
    }
}
