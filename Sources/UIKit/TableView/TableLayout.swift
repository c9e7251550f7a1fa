import Foundation

/// Where a table's headers and rows lie in its content, top to bottom: the table header view, then
/// each section's header (when it has a title) and rows, then the footer view. Made from the data
/// source and delegate when the table reloads or its rows change.
struct TableLayout {
    struct Section {
        var title: String?
        var headerY: CGFloat = 0
        var headerHeight: CGFloat = 0
        /// Each row's top and height.
        var rows: [(y: CGFloat, height: CGFloat)] = []
    }

    var sections: [Section] = []
    var footerY: CGFloat = 0
    var height: CGFloat = 0

    init() {}

    init(table: UITableView) {
        guard let source = table.dataSource else { return }
        let delegate = table.delegate as? UITableViewDelegate
        var y = table.tableHeaderView?.bounds.height ?? 0
        for s in 0..<max(0, source.numberOfSections(in: table)) {
            var section = Section(title: source.tableView(table, titleForHeaderInSection: s))
            if section.title != nil {
                section.headerY = y
                section.headerHeight = table.headerHeight(of: s)
                y += section.headerHeight
            } else if table.style != .plain {
                y += 18   // a grouped table's space between sections
            }
            for r in 0..<max(0, source.tableView(table, numberOfRowsInSection: s)) {
                let asked = delegate?.tableView(table, heightForRowAt: IndexPath(row: r, section: s)) ?? UITableView.automaticDimension
                let height = asked >= 0 ? asked : table.rowHeight
                section.rows.append((y, height))
                y += height
            }
            sections.append(section)
        }
        footerY = y
        height = y + (table.tableFooterView?.bounds.height ?? 0)
    }

    func frame(of path: IndexPath, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.row) else { return nil }
        let row = sections[path.section].rows[path.row]
        return CGRect(x: 0, y: row.y, width: width, height: row.height)
    }

    func headerFrame(of section: Int, width: CGFloat) -> CGRect? {
        guard sections.indices.contains(section), sections[section].title != nil else { return nil }
        return CGRect(x: 0, y: sections[section].headerY, width: width, height: sections[section].headerHeight)
    }

    /// The row at content height `y`.
    func indexPath(at y: CGFloat) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let r = section.rows.firstIndex(where: { y >= $0.y && y < $0.y + $0.height }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    /// The rows that meet `span` (content heights), in order.
    func indexPaths(in span: ClosedRange<CGFloat>) -> [IndexPath] {
        var paths: [IndexPath] = []
        for (s, section) in sections.enumerated() {
            for (r, row) in section.rows.enumerated() where row.y + row.height > span.lowerBound && row.y < span.upperBound {
                paths.append(IndexPath(row: r, section: s))
            }
        }
        return paths
    }
}
