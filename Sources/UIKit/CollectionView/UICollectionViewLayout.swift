import Foundation

/// `UICollectionViewLayout`: decides where a collection view's items go. A subclass overrides
/// `prepare()`, `collectionViewContentSize` and `layoutAttributesForElements(in:)` (and
/// `layoutAttributesForItem(at:)`), as on iOS; `UICollectionViewFlowLayout` is the grid iOS ships.
open class UICollectionViewLayout: NSObject {
    /// The collection view laid out (set when the layout is given to one).
    open internal(set) weak var collectionView: UICollectionView?
    var isValid = false

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Called before the layout is asked anything after it was invalidated: work out what it needs.
    open func prepare() {}
    /// The size of everything laid out.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of the items meeting `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// One item's attributes.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Whether a scroll (a new bounds) calls for a new layout: false, as iOS's base class answers.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// Marks the layout for `prepare()` before the collection view lays out again.
    open func invalidateLayout() {
        isValid = false
        collectionView?.setNeedsLayout()
    }
    /// Where a fling that would rest at `proposedContentOffset` rests instead: there.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Prepares the layout if it was invalidated.
    func prepareIfNeeded() {
        guard !isValid else { return }
        isValid = true
        prepare()
    }
}
