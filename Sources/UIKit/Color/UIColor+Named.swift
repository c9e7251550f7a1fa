import Foundation

// UIKit's fixed colours, with iOS's component values. Each is made once, so `UIColor.red` is one
// object, as on iOS. Class properties declared in an extension cannot be overridden (iOS's can).
extension UIColor {
    public class var black: UIColor { Named.black }
    /// White 1/3.
    public class var darkGray: UIColor { Named.darkGray }
    /// White 2/3.
    public class var lightGray: UIColor { Named.lightGray }
    public class var white: UIColor { Named.white }
    /// White 0.5.
    public class var gray: UIColor { Named.gray }
    public class var red: UIColor { Named.red }
    public class var green: UIColor { Named.green }
    public class var blue: UIColor { Named.blue }
    public class var cyan: UIColor { Named.cyan }
    public class var yellow: UIColor { Named.yellow }
    public class var magenta: UIColor { Named.magenta }
    /// (1, 0.5, 0).
    public class var orange: UIColor { Named.orange }
    /// (0.5, 0, 0.5).
    public class var purple: UIColor { Named.purple }
    /// (0.6, 0.4, 0.2).
    public class var brown: UIColor { Named.brown }
    /// Black with alpha 0.
    public class var clear: UIColor { Named.clear }
    /// Black, for text on light backgrounds.
    public class var darkText: UIColor { Named.black }
    /// White with alpha 0.6, for text on dark backgrounds.
    public class var lightText: UIColor { Named.lightText }
}

private enum Named {
    static let black = UIColor(white: 0, alpha: 1)
    static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    static let white = UIColor(white: 1, alpha: 1)
    static let gray = UIColor(white: 0.5, alpha: 1)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    static let clear = UIColor(white: 0, alpha: 0)
    static let lightText = UIColor(white: 1, alpha: 0.6)
}
