import Foundation

// The `backgroundView` of a table and of a collection view: behind every cell, the scroll view's size,
// standing still while the content scrolls.
extension UIScrollView {
    /// Takes `old` out and puts `new` behind everything.
    func replaceBackgroundView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0) }
        setNeedsLayout()
    }

    /// Keeps `view` over the part of the content in view (its frame is the bounds), at each layout and scroll.
    func pinBackgroundView(_ view: UIView?) {
        guard let view else { return }
        UIView.performWithoutAnimation { view.frame = bounds }
    }
}
