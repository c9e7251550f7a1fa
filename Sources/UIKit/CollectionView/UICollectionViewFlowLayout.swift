import Foundation

/// `UICollectionViewFlowLayout`: items in lines across the scroll direction, as iOS lays them out.
/// Each section starts after the one before, inside its `sectionInset`. Items fill a line while they
/// fit with `minimumInteritemSpacing` between them; the line is as tall as its tallest item, items are
/// centred in it, and lines are `minimumLineSpacing` apart. Every line but a section's last is
/// justified (its spare room shared between its items; one item alone is centred); the last keeps the
/// minimum spacing from the start. Sizes and spacings come from the delegate
/// (`UICollectionViewDelegateFlowLayout`) when it answers. Headers, footers and self-sizing
/// (`estimatedItemSize`) are kept, not laid out.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    /// `estimatedItemSize` for cells that size themselves (kept; items take `itemSize`).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
    open var estimatedItemSize: CGSize = .zero
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var byPath: [IndexPath: Int] = [:]
    private var contentSize: CGSize = .zero

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        attributes = []
        byPath = [:]
        contentSize = .zero
        guard let view = collectionView else { return }
        let vertical = scrollDirection == .vertical
        let flow = view.delegate as? UICollectionViewDelegateFlowLayout
        // Along: the scroll direction; across: the lines' direction. Sizes as (across, along).
        let across = vertical ? view.bounds.width : view.bounds.height
        var along: CGFloat = 0
        for section in 0..<view.numberOfSections {
            let inset = flow?.collectionView(view, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = flow?.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let (start, end) = vertical ? (inset.left, across - inset.right) : (inset.top, across - inset.bottom)
            along += vertical ? inset.top : inset.left
            let sizes = (0..<view.numberOfItems(inSection: section)).map { item -> CGSize in
                let size = flow?.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                return vertical ? size : CGSize(width: size.height, height: size.width)
            }
            var first = 0
            var lines: [Range<Int>] = []
            while first < sizes.count {
                var last = first + 1, used = sizes[first].width
                while last < sizes.count, used + itemSpacing + sizes[last].width <= end - start + 1e-9 {
                    used += itemSpacing + sizes[last].width
                    last += 1
                }
                lines.append(first..<last)
                first = last
            }
            for (n, line) in lines.enumerated() {
                let widths = line.map { sizes[$0].width }.reduce(0, +)
                let height = line.map { sizes[$0].height }.max() ?? 0
                let spare = max(0, end - start - widths - itemSpacing * CGFloat(line.count - 1))
                let isLast = n == lines.count - 1
                var x = start
                var gap = itemSpacing
                if !isLast {
                    if line.count == 1 { x += spare / 2 } else { gap += spare / CGFloat(line.count - 1) }
                }
                for item in line {
                    let size = sizes[item]
                    let y = along + (height - size.height) / 2
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    a.frame = vertical ? CGRect(x: x, y: y, width: size.width, height: size.height)
                        : CGRect(x: y, y: x, width: size.height, height: size.width)
                    byPath[a.indexPath] = attributes.count
                    attributes.append(a)
                    x += size.width + gap
                }
                along += height + (isLast ? 0 : lineSpacing)
            }
            along += vertical ? inset.bottom : inset.right
        }
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        byPath[indexPath].map { attributes[$0] }
    }

    /// A change of the bounds' size across the lines calls for new lines.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let view = collectionView else { return false }
        return scrollDirection == .vertical ? newBounds.width != view.bounds.width : newBounds.height != view.bounds.height
    }
}
