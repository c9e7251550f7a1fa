import Foundation

// UIKit's adaptive colours: each is dynamic, with the Human Interface Guidelines' iOS values for light
// and dark appearance at standard contrast (0-255 per component). One object each, as on iOS.
extension UIColor {
    public class var systemRed: UIColor { System.red }
    public class var systemOrange: UIColor { System.orange }
    public class var systemYellow: UIColor { System.yellow }
    public class var systemGreen: UIColor { System.green }
    public class var systemMint: UIColor { System.mint }
    public class var systemTeal: UIColor { System.teal }
    public class var systemCyan: UIColor { System.cyan }
    public class var systemBlue: UIColor { System.blue }
    public class var systemIndigo: UIColor { System.indigo }
    public class var systemPurple: UIColor { System.purple }
    public class var systemPink: UIColor { System.pink }
    public class var systemBrown: UIColor { System.brown }
    public class var systemGray: UIColor { System.gray }
    public class var systemGray2: UIColor { System.gray2 }
    public class var systemGray3: UIColor { System.gray3 }
    public class var systemGray4: UIColor { System.gray4 }
    public class var systemGray5: UIColor { System.gray5 }
    public class var systemGray6: UIColor { System.gray6 }
    /// The default tint: system blue.
    public class var tintColor: UIColor { System.blue }

    public class var label: UIColor { System.label }
    public class var secondaryLabel: UIColor { System.secondaryLabel }
    public class var tertiaryLabel: UIColor { System.tertiaryLabel }
    public class var quaternaryLabel: UIColor { System.quaternaryLabel }
    public class var placeholderText: UIColor { System.tertiaryLabel }
    public class var link: UIColor { System.link }
    public class var separator: UIColor { System.separator }
    public class var opaqueSeparator: UIColor { System.opaqueSeparator }
    public class var systemFill: UIColor { System.fill }
    public class var secondarySystemFill: UIColor { System.secondaryFill }
    public class var tertiarySystemFill: UIColor { System.tertiaryFill }
    public class var quaternarySystemFill: UIColor { System.quaternaryFill }
    public class var systemBackground: UIColor { System.background }
    public class var secondarySystemBackground: UIColor { System.secondaryBackground }
    public class var tertiarySystemBackground: UIColor { System.tertiaryBackground }
    public class var systemGroupedBackground: UIColor { System.groupedBackground }
    public class var secondarySystemGroupedBackground: UIColor { System.secondaryGroupedBackground }
    public class var tertiarySystemGroupedBackground: UIColor { System.tertiaryGroupedBackground }
}

private enum System {
    static func rgb(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }
    /// `light` in light (and unspecified) appearance, `dark` in dark.
    static func adaptive(_ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }
    static let red = adaptive(rgb(255, 59, 48), rgb(255, 69, 58))
    static let orange = adaptive(rgb(255, 149, 0), rgb(255, 159, 10))
    static let yellow = adaptive(rgb(255, 204, 0), rgb(255, 214, 10))
    static let green = adaptive(rgb(52, 199, 89), rgb(48, 209, 88))
    static let mint = adaptive(rgb(0, 199, 190), rgb(99, 230, 226))
    static let teal = adaptive(rgb(48, 176, 199), rgb(64, 200, 224))
    static let cyan = adaptive(rgb(50, 173, 230), rgb(100, 210, 255))
    static let blue = adaptive(rgb(0, 122, 255), rgb(10, 132, 255))
    static let indigo = adaptive(rgb(88, 86, 214), rgb(94, 92, 230))
    static let purple = adaptive(rgb(175, 82, 222), rgb(191, 90, 242))
    static let pink = adaptive(rgb(255, 45, 85), rgb(255, 55, 95))
    static let brown = adaptive(rgb(162, 132, 94), rgb(172, 142, 104))
    static let gray = adaptive(rgb(142, 142, 147), rgb(142, 142, 147))
    static let gray2 = adaptive(rgb(174, 174, 178), rgb(99, 99, 102))
    static let gray3 = adaptive(rgb(199, 199, 204), rgb(72, 72, 74))
    static let gray4 = adaptive(rgb(209, 209, 214), rgb(58, 58, 60))
    static let gray5 = adaptive(rgb(229, 229, 234), rgb(44, 44, 46))
    static let gray6 = adaptive(rgb(242, 242, 247), rgb(28, 28, 30))
    static let link = adaptive(rgb(0, 122, 255), rgb(9, 132, 255))
    static let label = adaptive(rgb(0, 0, 0), rgb(255, 255, 255))
    static let secondaryLabel = adaptive(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    static let tertiaryLabel = adaptive(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    static let quaternaryLabel = adaptive(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.18))
    static let separator = adaptive(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    static let opaqueSeparator = adaptive(rgb(198, 198, 200), rgb(56, 56, 58))
    static let fill = adaptive(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    static let secondaryFill = adaptive(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    static let tertiaryFill = adaptive(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    static let quaternaryFill = adaptive(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
    static let background = adaptive(rgb(255, 255, 255), rgb(0, 0, 0))
    static let secondaryBackground = adaptive(rgb(242, 242, 247), rgb(28, 28, 30))
    static let tertiaryBackground = adaptive(rgb(255, 255, 255), rgb(44, 44, 46))
    static let groupedBackground = adaptive(rgb(242, 242, 247), rgb(0, 0, 0))
    static let secondaryGroupedBackground = adaptive(rgb(255, 255, 255), rgb(28, 28, 30))
    static let tertiaryGroupedBackground = adaptive(rgb(242, 242, 247), rgb(44, 44, 46))
}
