import Foundation
import QuartzCore

/// `UICollectionViewLayoutAttributes`: where a layout puts one item, and how it looks there. The
/// collection view gives them to the item's cell (`UICollectionReusableView.apply(_:)`).
open class UICollectionViewLayoutAttributes: NSObject {
    public enum Category: Int, Sendable { case cell, supplementaryView, decorationView }

    open var indexPath: IndexPath
    open private(set) var representedElementCategory = Category.cell
    /// The item's frame in the collection view's content, its `center` and `size` kept with it.
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { let c = center; frame.size = newValue; center = c }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var transform3D = CATransform3DIdentity
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false

    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }

    /// A copy, as a layout returns from a cache it keeps.
    open func copy() -> UICollectionViewLayoutAttributes {
        let c = type(of: self).init(forCellWith: indexPath)
        (c.frame, c.transform3D, c.alpha, c.zIndex, c.isHidden) = (frame, transform3D, alpha, zIndex, isHidden)
        return c
    }
}
