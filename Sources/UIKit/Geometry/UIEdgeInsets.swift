import Foundation

/// Insets for each edge of a rectangle, positive inwards (UIKit's y-down: `top` is the smaller y).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init() { (top, left, bottom, right) = (0, 0, 0, 0) }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle with each edge moved inwards by `insets` (outwards for negative insets).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
