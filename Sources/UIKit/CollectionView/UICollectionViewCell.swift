import Foundation
import QuartzCore

/// `UICollectionReusableView`: a view a collection view reuses, placed by layout attributes.
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued under.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }

    /// How a collection view makes a registered class's view: `init(frame:)`, the subclass's override
    /// included. Swift calls an initializer through a class only when it is `required`; a subclass
    /// inherits this one when it overrides `init(frame:)` and `init?(coder:)`, or no initializer, as
    /// iOS cells do.
    public required convenience init(registeredFrame frame: CGRect) { self.init(frame: frame) }

    /// Called before the view is handed out again by `dequeueReusableCell`.
    open func prepareForReuse() {}

    /// Takes the layout's attributes: frame, transform, alpha, order, visibility.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        UIView.performWithoutAnimation {
            layer.transform = CATransform3DIdentity
            center = layoutAttributes.center
            bounds = CGRect(origin: bounds.origin, size: layoutAttributes.size)
            layer.transform = layoutAttributes.transform3D
            alpha = layoutAttributes.alpha
            layer.zPosition = CGFloat(layoutAttributes.zIndex)
            isHidden = layoutAttributes.isHidden
        }
    }

    /// The attributes the view would like (kept: items take the layout's).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// `UICollectionViewCell`: an item of a collection view. Its `contentView` holds what it shows, over
/// its `backgroundView`, with `selectedBackgroundView` shown while selected.
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    open var backgroundView: UIView? { didSet { replace(oldValue, with: backgroundView) } }
    open var selectedBackgroundView: UIView? { didSet { replace(oldValue, with: selectedBackgroundView) } }
    open var isSelected = false { didSet { showSelection() } }
    open var isHighlighted = false { didSet { showSelection() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in [backgroundView, selectedBackgroundView, contentView] { view?.frame = bounds }
    }

    /// Puts `new` behind the content (the selected background over the plain one).
    private func replace(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        guard let new else { return }
        insertSubview(new, at: new === selectedBackgroundView && backgroundView != nil ? 1 : 0)
        new.frame = bounds
        showSelection()
    }

    private func showSelection() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
