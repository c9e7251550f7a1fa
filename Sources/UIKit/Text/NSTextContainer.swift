import Foundation

/// `NSTextContainer`: the region a text view lays its text out in. Kept minimal: the padding at each
/// end of a line (`lineFragmentPadding`, 5 points, as iOS), which a text view insets its text by, and
/// the members code sets to fit text (kept).
open class NSTextContainer: NSObject {
    open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.setNeedsLayout() } }
    /// Kept: a text view's container follows its width.
    open var size: CGSize = .zero
    /// Kept; text views draw every line.
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    weak var owner: UIView?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() { self.init(size: .zero) }
}
