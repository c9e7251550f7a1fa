import Foundation
import QuartzCore

/// `UITableView`: a scroll view of rows in sections, each row a `UITableViewCell` its data source
/// makes, only the rows in view made and shown, cells that leave the view kept for reuse by identifier
/// (`dequeueReusableCell`). Rows are `rowHeight` high (44) unless the delegate says otherwise; a plain
/// table's section titles sit in 28 pt grey headers, a grouped table's in 38 pt of capitals. A tap
/// selects a row (`didSelectRowAt`); rows inserted or deleted in code animate (`RowAnimation`), the
/// rows around them moving to their new places over 0.3 s.
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }

    /// A height that means "the table's own" (its `rowHeight`, or the style's header height).
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var dataSource: UITableViewDataSource? { didSet { setNeedsReload() } }
    open var rowHeight: CGFloat = 44 { didSet { setNeedsReload() } }
    open var estimatedRowHeight: CGFloat = 44
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1) { didSet { setNeedsLayout() } }
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// Kept: separators are drawn in `separatorColor` (no blur behind them).
    open var separatorEffect: UIVisualEffect?
    /// Behind every cell, header and footer, the table's size, standing still while the rows scroll.
    open var backgroundView: UIView? { didSet { replaceBackgroundView(oldValue, with: backgroundView) } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var tableHeaderView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let tableHeaderView { addSubview(tableHeaderView) }; setNeedsReload() }
    }
    open var tableFooterView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let tableFooterView { addSubview(tableFooterView) }; setNeedsReload() }
    }

    /// Where every row and header is, computed from the data source (`TableLayout`).
    private var rows = TableLayout()
    private var needsReload = true
    /// The cells shown, by index path.
    private var shown: [IndexPath: UITableViewCell] = [:]
    private var headers: [Int: (view: UIView, label: UILabel)] = [:]
    /// Cells put away for reuse, by identifier.
    private var reusable: [String: [UITableViewCell]] = [:]
    private var registered: [String: UITableViewCell.Type] = [:]
    private var selected: [IndexPath] = []
    private let separators = CAShapeLayer()
    /// Row changes made inside `beginUpdates`/`performBatchUpdates`, applied at its end.
    private var pending: (deleted: [IndexPath], inserted: [IndexPath], animation: RowAnimation)?
    private var updateDepth = 0

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .white : UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        alwaysBounceVertical = true
        separators.lineWidth = 1 / UIScreen.main.scale
        separators.fillColor = nil
        layer.addSublayer(separators)
        let tap = UITapGestureRecognizer()
        tap.addTarget { [unowned self] tap in self.tapped(at: tap.location(in: self)) }
        addGestureRecognizer(tap)
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) { nil }

    // MARK: Cells

    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell put away under `identifier` (prepared for reuse), else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cell = reusable[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// A cell put away under `identifier`, else a new one of the class registered for it.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        guard let type = registered[identifier] else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier): register a class for it first")
        }
        return type.init(registeredWithReuseIdentifier: identifier)
    }

    open var numberOfSections: Int { reloadIfNeeded(); return rows.sections.count }
    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return rows.sections.indices.contains(section) ? rows.sections[section].rows.count : 0
    }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shown[indexPath] }
    open var visibleCells: [UITableViewCell] { indexPathsForVisibleRows?.compactMap { shown[$0] } ?? [] }
    open var indexPathsForVisibleRows: [IndexPath]? { shown.keys.sorted() }

    /// The row's rectangle in the table's content.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard let frame = rows.frame(of: indexPath, width: bounds.width) else { return .zero }
        return frame
    }

    /// The row under `point` (content coordinates).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        return rows.indexPath(at: point.y)
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? { shown.first { $0.value === cell }?.key }

    // MARK: Data

    /// Asks the data source again for everything; the cells shown are put away and made anew.
    open func reloadData() {
        setNeedsReload()
        layoutIfNeeded()
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for path in indexPaths { if let cell = shown.removeValue(forKey: path) { putAway(cell) } }
        setNeedsLayout()
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(deleted: [], inserted: indexPaths, animation)
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(deleted: indexPaths, inserted: [], animation)
    }

    open func beginUpdates() { updateDepth += 1 }

    open func endUpdates() {
        updateDepth = max(0, updateDepth - 1)
        guard updateDepth == 0, let changes = pending else { return }
        pending = nil
        apply(deleted: changes.deleted, inserted: changes.inserted, changes.animation)
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    private func change(deleted: [IndexPath], inserted: [IndexPath], _ animation: RowAnimation) {
        guard updateDepth > 0 else { return apply(deleted: deleted, inserted: inserted, animation) }
        pending = ((pending?.deleted ?? []) + deleted, (pending?.inserted ?? []) + inserted, animation)
    }

    /// Moves the shown cells to their rows after the deletions and insertions (the data source already
    /// holds the new rows), animating: the rows that stay slide to their new places, deleted ones leave
    /// and inserted ones arrive by `animation`.
    private func apply(deleted: [IndexPath], inserted: [IndexPath], _ animation: RowAnimation) {
        var remapped: [IndexPath: UITableViewCell] = [:]
        var leaving: [UITableViewCell] = []
        for (path, cell) in shown {
            if deleted.contains(path) { leaving.append(cell); continue }
            var row = path.row
            row -= deleted.filter { $0.section == path.section && $0.row < path.row }.count
            for insert in inserted.sorted() where insert.section == path.section && insert.row <= row { row += 1 }
            remapped[IndexPath(row: row, section: path.section)] = cell
        }
        shown = remapped
        selected.removeAll()
        rows = TableLayout(table: self)
        let animates = animation != .none && window != nil
        let place = { [self] in
            layoutShownCells(creating: true, arriving: animates ? Set(inserted) : [], animation: animation)
        }
        if animates {
            UIView.animate(withDuration: 0.3, animations: {
                place()
                for cell in leaving { Self.leave(cell, animation) }
            }, completion: { [weak self] _ in
                for cell in leaving { self?.putAway(cell) }
            })
        } else {
            leaving.forEach(putAway)
            place()
        }
    }

    /// Where a leaving cell goes: faded, or slid out to a side.
    private static func leave(_ cell: UITableViewCell, _ animation: RowAnimation) {
        switch animation {
        case .right: cell.frame.origin.x += cell.bounds.width
        case .left: cell.frame.origin.x -= cell.bounds.width
        default: cell.alpha = 0
        }
    }

    // MARK: Selection

    open var indexPathForSelectedRow: IndexPath? { selected.first }
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection { for path in selected where path != indexPath { deselectRow(at: path, animated: animated) } }
        guard let indexPath else { return }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        shown[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        shown[indexPath]?.setSelected(false, animated: animated)
    }

    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let row = rectForRow(at: indexPath)
        let range = offsetRange.y
        let y: CGFloat = switch position {
        case .top: row.minY
        case .middle: row.midY - bounds.height / 2
        case .bottom: row.maxY - bounds.height
        case .none: row.minY < contentOffset.y ? row.minY : row.maxY > contentOffset.y + bounds.height ? row.maxY - bounds.height : contentOffset.y
        }
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, range.lowerBound), range.upperBound)), animated: animated)
    }

    private func tapped(at point: CGPoint) {
        guard allowsSelection, !isDecelerating, let path = indexPathForRow(at: point) else { return }
        let table = delegate as? UITableViewDelegate
        let asked: IndexPath? = table == nil ? path : table!.tableView(self, willSelectRowAt: path)
        guard let chosen = asked else { return }
        if allowsMultipleSelection, selected.contains(chosen) {
            deselectRow(at: chosen, animated: false)
            table?.tableView(self, didDeselectRowAt: chosen)
            return
        }
        if let previous = selected.first, !allowsMultipleSelection, previous != chosen {
            deselectRow(at: previous, animated: false)
            table?.tableView(self, didDeselectRowAt: previous)
        }
        selectRow(at: chosen, animated: false, scrollPosition: .none)
        table?.tableView(self, didSelectRowAt: chosen)
    }

    // MARK: Layout

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for cell in shown.values { putAway(cell) }
        shown = [:]
        for header in headers.values { header.view.removeFromSuperview() }
        headers = [:]
        selected = []
        rows = TableLayout(table: self)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        layoutShownCells(creating: true, arriving: [], animation: .none)
    }

    override func offsetChanged() {
        if !needsReload { layoutShownCells(creating: true, arriving: [], animation: .none) }
    }

    /// Shows the rows in view (making the missing ones, putting away those that left), headers and
    /// separators; `arriving` rows start from where `animation` brings them in.
    private func layoutShownCells(creating: Bool, arriving: Set<IndexPath>, animation: RowAnimation) {
        let width = bounds.width
        pinBackgroundView(backgroundView)
        contentSize = CGSize(width: width, height: rows.height)
        if let header = tableHeaderView { header.frame = CGRect(x: 0, y: 0, width: width, height: header.bounds.height) }
        if let footer = tableFooterView { footer.frame = CGRect(x: 0, y: rows.footerY, width: width, height: footer.bounds.height) }
        let visible = bounds.insetBy(dx: 0, dy: -1)
        let wanted = rows.indexPaths(in: visible.minY...visible.maxY)
        for (path, cell) in shown where !wanted.contains(path) && !arriving.contains(path) {
            shown[path] = nil
            putAway(cell)
        }
        for path in wanted {
            guard let frame = rows.frame(of: path, width: width) else { continue }
            if let cell = shown[path] {
                cell.frame = frame
                cell.alpha = 1
                continue
            }
            guard creating, let source = dataSource else { continue }
            let cell = source.tableView(self, cellForRowAt: path)
            UIView.performWithoutAnimation {
                cell.frame = frame
                if arriving.contains(path) { Self.arrive(cell, animation, frame: frame) }
                cell.setSelected(selected.contains(path), animated: false)
                insertSubview(cell, at: 0)
                cell.layoutIfNeeded()
            }
            shown[path] = cell
            (delegate as? UITableViewDelegate)?.tableView(self, willDisplay: cell, forRowAt: path)
            if arriving.contains(path) { cell.frame = frame; cell.alpha = 1 }
        }
        layoutHeaders(in: visible)
        drawSeparators(for: wanted)
    }

    /// Where an arriving cell starts: transparent, or beside or above its place.
    private static func arrive(_ cell: UITableViewCell, _ animation: RowAnimation, frame: CGRect) {
        switch animation {
        case .right: cell.frame.origin.x = frame.minX + frame.width
        case .left: cell.frame.origin.x = frame.minX - frame.width
        case .top: cell.frame.origin.y = frame.minY - frame.height
        case .bottom: cell.frame.origin.y = frame.minY + frame.height
        default: cell.alpha = 0
        }
    }

    /// Each titled section's header in view: a plain table's grey bar with the title in bold, a grouped
    /// table's capitals above its rows, 16 pt in from the left.
    private func layoutHeaders(in visible: CGRect) {
        for (section, header) in headers where !(rows.headerFrame(of: section, width: bounds.width)?.intersects(visible) ?? false) {
            header.view.removeFromSuperview()
            headers[section] = nil
        }
        for section in rows.sections.indices {
            guard let title = rows.sections[section].title, let frame = rows.headerFrame(of: section, width: bounds.width),
                  frame.intersects(visible) else { continue }
            let header = headers[section] ?? {
                let view = UIView(), label = UILabel()
                label.textColor = UIColor(white: 0.42, alpha: 1)
                label.font = style == .plain ? .boldSystemFont(ofSize: 15) : .systemFont(ofSize: 13)
                view.backgroundColor = style == .plain ? UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1) : nil
                view.addSubview(label)
                addSubview(view)
                headers[section] = (view, label)
                return (view, label)
            }()
            header.label.text = style == .plain ? title : title.uppercased()
            header.view.frame = frame
            header.label.frame = style == .plain ? CGRect(x: 16, y: 0, width: max(0, frame.width - 32), height: frame.height)
                : CGRect(x: 16, y: frame.height - 26, width: max(0, frame.width - 32), height: 22)
        }
    }

    /// A hairline under each row shown but the last of its section, from the separator inset.
    private func drawSeparators(for paths: [IndexPath]) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        if layer.sublayers?.last !== separators { layer.addSublayer(separators) }
        separators.strokeColor = separatorColor?.cgColor
        guard separatorStyle == .singleLine else { return separators.path = nil }
        let path = CGMutablePath()
        for index in paths where index.row < rows.sections[index.section].rows.count - 1 {
            guard let frame = rows.frame(of: index, width: bounds.width) else { continue }
            let y = frame.maxY - separators.lineWidth / 2
            path.move(to: CGPoint(x: separatorInset.left, y: y))
            path.addLine(to: CGPoint(x: frame.maxX - separatorInset.right, y: y))
        }
        separators.path = path
    }

    /// Puts `cell` away for reuse under its identifier.
    private func putAway(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.alpha = 1
        guard let identifier = cell.reuseIdentifier else { return }
        reusable[identifier, default: []].append(cell)
    }

    /// The header height of a section with a title (the delegate's, else the style's).
    func headerHeight(of section: Int) -> CGFloat {
        let asked = (delegate as? UITableViewDelegate)?.tableView(self, heightForHeaderInSection: section) ?? UITableView.automaticDimension
        if asked >= 0 { return asked }
        if sectionHeaderHeight >= 0 { return sectionHeaderHeight }
        return style == .plain ? 28 : 38
    }
}
