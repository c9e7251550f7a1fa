import Foundation

// The attribute keys UIKit adds, with iOS's raw values. UILabel draws these two (see its
// `attributedText`).
extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
