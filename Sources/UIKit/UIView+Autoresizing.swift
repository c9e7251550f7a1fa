import Foundation

extension UIView {
    /// Which of a view's margins and sizes follow its superview's size (`autoresizingMask`).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// `resizeWithOldSuperviewSize(_:)`'s work: moves and sizes the view by its `autoresizingMask`, as
    /// UIKit does. Along each axis the change is shared among the flexible parts (left margin, width,
    /// right margin) in proportion to their sizes before it (evenly when they were all 0); with no
    /// flexible part the view keeps its frame.
    func autoresize(oldSuperviewSize oldSize: CGSize) {
        guard let superview, !autoresizingMask.isEmpty else { return }
        let newSize = superview.bounds.size
        let f = frame
        func along(_ start: CGFloat, _ length: CGFloat, _ old: CGFloat, _ new: CGFloat,
                   _ flexibleStart: Bool, _ flexibleLength: Bool, _ flexibleEnd: Bool) -> (CGFloat, CGFloat) {
            let delta = new - old
            guard delta != 0 else { return (start, length) }
            let parts = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, old - start - length)]
            let flexible = parts.filter(\.0)
            guard !flexible.isEmpty else { return (start, length) }
            let total = flexible.reduce(0) { $0 + max(0, $1.1) }
            func share(_ i: Int) -> CGFloat {
                guard parts[i].0 else { return 0 }
                return total > 0 ? delta * max(0, parts[i].1) / total : delta / CGFloat(flexible.count)
            }
            return (start + share(0), max(0, length + share(1)))
        }
        let m = autoresizingMask
        let (x, width) = along(f.minX, f.width, oldSize.width, newSize.width,
                               m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
        let (y, height) = along(f.minY, f.height, oldSize.height, newSize.height,
                                m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
        let resized = CGRect(x: x, y: y, width: width, height: height)
        if resized != f { frame = resized }
    }

    /// After this view's size changed from `oldSize`: its subviews follow by their masks
    /// (`autoresizesSubviews`; views placed by constraints are left to them).
    func resizeSubviews(withOldSize oldSize: CGSize) {
        guard autoresizesSubviews, oldSize != bounds.size else { return }
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
            subview.resizeWithOldSuperviewSize(oldSize)
        }
    }
}
