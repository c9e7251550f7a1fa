import Foundation
import QuartzCore

/// `UICollectionView`: a scroll view of items placed by its layout (`UICollectionViewLayout`; the grid
/// iOS ships is `UICollectionViewFlowLayout`). Only the items meeting the bounds are made and shown,
/// each a cell its data source makes, cells that leave kept for reuse by identifier
/// (`dequeueReusableCell(withReuseIdentifier:for:)`). A cell takes its item's layout attributes (frame,
/// transform, alpha, order) at each layout and scroll, so a custom layout whose attributes change with
/// the bounds (`shouldInvalidateLayout(forBoundsChange:)`) animates its items as the content moves. A tap
/// selects an item (`didSelectItemAt`). Not here: supplementary and decoration views, animated batch
/// updates (`performBatchUpdates` reloads), drag and drop, prefetching.
open class UICollectionView: UIScrollView {
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    open weak var dataSource: UICollectionViewDataSource? { didSet { setNeedsReload() } }
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Behind every cell, the collection view's size, standing still while the items scroll.
    open var backgroundView: UIView? { didSet { replaceBackgroundView(oldValue, with: backgroundView) } }

    private var counts: [Int] = []
    private var needsReload = true
    private var shown: [IndexPath: UICollectionViewCell] = [:]
    private var reusable: [String: [UICollectionViewCell]] = [:]
    private var registered: [String: UICollectionViewCell.Type] = [:]
    private var selected: [IndexPath] = []

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        let tap = UITapGestureRecognizer()
        tap.addTarget { [unowned self] tap in self.tapped(at: tap.location(in: self)) }
        addGestureRecognizer(tap)
    }

    public required init?(coder: NSCoder) { nil }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
        layoutIfNeeded()
    }

    // MARK: Cells

    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell put away under `identifier` (prepared for reuse), else a new one of the class registered.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reusable[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let type = registered[identifier] else {
            preconditionFailure("could not dequeue a cell with identifier \(identifier): register a class for it first")
        }
        let cell = type.init(registeredFrame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    open var numberOfSections: Int { reloadIfNeeded(); return counts.count }
    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shown[indexPath] }
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { shown[$0] } }
    open var indexPathsForVisibleItems: [IndexPath] { shown.keys.sorted() }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { shown.first { $0.value === cell }?.key }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayout()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item under `point` (content coordinates): the last drawn there.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayout()
        let hits = collectionViewLayout.layoutAttributesForElements(in: CGRect(x: point.x, y: point.y, width: 1, height: 1)) ?? []
        return hits.filter { !$0.isHidden && $0.frame.contains(point) }.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    // MARK: Data

    /// Asks the data source again for everything; the cells shown are put away and made anew.
    open func reloadData() {
        setNeedsReload()
        layoutIfNeeded()
    }

    /// Runs `updates` (the data source changing), then reloads: the items take their new places at once.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAll() }
        if !allowsMultipleSelection { deselectAll() }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        shown[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        shown[indexPath]?.isSelected = false
    }

    private func deselectAll() {
        for path in selected { shown[path]?.isSelected = false }
        selected = []
    }

    private func tapped(at point: CGPoint) {
        guard allowsSelection, !isDecelerating, let path = indexPathForItem(at: point) else { return }
        let delegate = self.delegate as? UICollectionViewDelegate
        if selected.contains(path), allowsMultipleSelection {
            deselectItem(at: path, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        let previous = allowsMultipleSelection ? [] : selected.filter { $0 != path }
        selectItem(at: path, animated: false, scrollPosition: [])
        for old in previous { delegate?.collectionView(self, didDeselectItemAt: old) }
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    /// Scrolls so that the item stands where `position` says (nearest edge for an empty position).
    open func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY }
        if position.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if position.contains(.left) { offset.x = frame.minX }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - bounds.width }
        let range = offsetRange
        offset.x = min(max(offset.x, range.x.lowerBound), range.x.upperBound)
        offset.y = min(max(offset.y, range.y.lowerBound), range.y.upperBound)
        setContentOffset(offset, animated: animated)
    }

    // MARK: Layout

    private func setNeedsReload() {
        needsReload = true
        collectionViewLayout.isValid = false
        setNeedsLayout()
    }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for cell in shown.values { putAway(cell) }
        shown = [:]
        selected = []
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        counts = (0..<max(0, sections)).map { max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
    }

    private func prepareLayout() {
        reloadIfNeeded()
        collectionViewLayout.prepareIfNeeded()
    }

    /// The size the layout lines its items up across: a change of it asks the layout (a new size).
    private var laidOutSize: CGSize = .zero

    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.size != laidOutSize {
            laidOutSize = bounds.size
            collectionViewLayout.isValid = false
        }
        layOutShownCells()
    }

    override func offsetChanged() {
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { collectionViewLayout.isValid = false }
        if !needsReload { layOutShownCells() }
    }

    /// Shows the items meeting the bounds (making the missing ones, putting away those that left),
    /// each with its layout attributes.
    private func layOutShownCells() {
        prepareLayout()
        contentSize = collectionViewLayout.collectionViewContentSize
        pinBackgroundView(backgroundView)
        let wanted = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && counts.indices.contains($0.indexPath.section)
                && $0.indexPath.item < counts[$0.indexPath.section] }
        let paths = Set(wanted.map(\.indexPath))
        let delegate = self.delegate as? UICollectionViewDelegate
        for (path, cell) in shown where !paths.contains(path) {
            shown[path] = nil
            putAway(cell)
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        }
        for attributes in wanted {
            if let cell = shown[attributes.indexPath] {
                cell.apply(attributes)
                continue
            }
            guard let source = dataSource else { continue }
            let cell = source.collectionView(self, cellForItemAt: attributes.indexPath)
            cell.apply(attributes)
            cell.isSelected = selected.contains(attributes.indexPath)
            delegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
            addSubview(cell)
            shown[attributes.indexPath] = cell
        }
    }

    /// Puts `cell` away for reuse under its identifier.
    private func putAway(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reusable[identifier, default: []].append(cell)
    }
}
