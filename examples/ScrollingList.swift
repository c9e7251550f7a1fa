import UIKit

/// A scroll view with iOS's physics, written as for iOS: fling it in Interact mode, or headless with
/// `sandglass render examples/ScrollingList.swift --drag 160,400->160,120@0.5-0.8 --time 1.2 --out list.png`.
/// Rows fade in as they scroll into view (`scrollViewDidScroll`).
final class ScrollingList: UIView, UIScrollViewDelegate {
    static let previewSize = CGSize(width: 320, height: 480)

    private let scrollView = UIScrollView()
    private var rows: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        scrollView.delegate = self
        scrollView.alwaysBounceVertical = true
        addSubview(scrollView)
        for i in 0..<30 {
            let row = UIView()
            row.backgroundColor = UIColor(hue: CGFloat(i % 10) / 10, saturation: 0.45, brightness: 0.95, alpha: 1)
            row.layer.cornerRadius = 14
            scrollView.addSubview(row)
            rows.append(row)
        }
    }

    /// The rows are laid out for the view's width, as a table's are.
    override func layoutSubviews() {
        super.layoutSubviews()
        let height: CGFloat = 72, gap: CGFloat = 12
        scrollView.frame = bounds
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: 16, y: 16 + CGFloat(i) * (height + gap), width: bounds.width - 32, height: height)
        }
        scrollView.contentSize = CGSize(width: bounds.width, height: 16 + CGFloat(rows.count) * (height + gap) + 4)
        scrollViewDidScroll(scrollView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Rows below the bottom edge are faint, and come up to full strength as they enter.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let bottom = scrollView.contentOffset.y + scrollView.bounds.height
        for row in rows {
            let inside = (bottom - row.frame.minY) / row.frame.height
            row.alpha = min(1, max(0.25, inside))
        }
    }
}
