import Foundation

// UIKit's adaptive colours, as they resolve in light mode with standard contrast (the Human Interface
// Guidelines' iOS values, 0-255 per component). There is no dark mode or trait collection here, so each
// is one fixed colour.
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
    public class var link: UIColor { System.blue }
    public class var separator: UIColor { System.separator }
    public class var opaqueSeparator: UIColor { System.opaqueSeparator }
    public class var systemFill: UIColor { System.fill }
    public class var secondarySystemFill: UIColor { System.secondaryFill }
    public class var tertiarySystemFill: UIColor { System.tertiaryFill }
    public class var quaternarySystemFill: UIColor { System.quaternaryFill }
    public class var systemBackground: UIColor { System.background }
    public class var secondarySystemBackground: UIColor { System.secondaryBackground }
    public class var tertiarySystemBackground: UIColor { System.background }
    public class var systemGroupedBackground: UIColor { System.secondaryBackground }
    public class var secondarySystemGroupedBackground: UIColor { System.background }
    public class var tertiarySystemGroupedBackground: UIColor { System.secondaryBackground }
}

private enum System {
    static func rgb(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }
    static let red = rgb(255, 59, 48), orange = rgb(255, 149, 0), yellow = rgb(255, 204, 0)
    static let green = rgb(52, 199, 89), mint = rgb(0, 199, 190), teal = rgb(48, 176, 199)
    static let cyan = rgb(50, 173, 230), blue = rgb(0, 122, 255), indigo = rgb(88, 86, 214)
    static let purple = rgb(175, 82, 222), pink = rgb(255, 45, 85), brown = rgb(162, 132, 94)
    static let gray = rgb(142, 142, 147), gray2 = rgb(174, 174, 178), gray3 = rgb(199, 199, 204)
    static let gray4 = rgb(209, 209, 214), gray5 = rgb(229, 229, 234), gray6 = rgb(242, 242, 247)
    static let label = rgb(0, 0, 0), secondaryLabel = rgb(60, 60, 67, 0.6)
    static let tertiaryLabel = rgb(60, 60, 67, 0.3), quaternaryLabel = rgb(60, 60, 67, 0.18)
    static let separator = rgb(60, 60, 67, 0.29), opaqueSeparator = rgb(198, 198, 200)
    static let fill = rgb(120, 120, 128, 0.2), secondaryFill = rgb(120, 120, 128, 0.16)
    static let tertiaryFill = rgb(118, 118, 128, 0.12), quaternaryFill = rgb(116, 116, 128, 0.08)
    static let background = rgb(255, 255, 255), secondaryBackground = rgb(242, 242, 247)
}
