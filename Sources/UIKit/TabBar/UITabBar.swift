import Foundation
import QuartzCore

/// Told when the user selects a tab bar item.
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// `UITabBar`: a row of items along the bottom, 49 pt high as on iOS, each an equal share of the width:
/// its image (25 pt, drawn as a template) above its title (10 pt), the selected one in `tintColor`,
/// the others in `unselectedItemTintColor` (grey), a badge at the image's top right. A tap on an item
/// selects it and tells the delegate.
open class UITabBar: UIView {
    /// The bar's height on iOS (above the home indicator area, which Sandglass has none of).
    public static let height: CGFloat = 49

    open weak var delegate: UITabBarDelegate?
    open var items: [UITabBarItem]? { didSet { rebuild() } }
    open var selectedItem: UITabBarItem? { didSet { restyle() } }
    open var unselectedItemTintColor: UIColor? { didSet { restyle() } }
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? UITabBar.defaultBackground } }
    open var isTranslucent = true
    open var itemPositioning: ItemPositioning = .automatic

    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }

    static let defaultBackground = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
    static let unselectedGrey = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)

    /// One button a item: its image, title and badge views.
    private var buttons: [(item: UITabBarItem, image: UIImageView, title: UILabel, badge: UILabel)] = []
    private let hairline = CALayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UITabBar.defaultBackground
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3).cgColor
        layer.addSublayer(hairline)
        let tap = UITapGestureRecognizer()
        tap.addTarget { [unowned self] tap in self.tapped(at: tap.location(in: self)) }
        addGestureRecognizer(tap)
    }

    public required init?(coder: NSCoder) { nil }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        restyle()
    }

    /// The item under `point` (bar coordinates), nil outside them.
    func item(at point: CGPoint) -> UITabBarItem? {
        guard !buttons.isEmpty, bounds.contains(point) else { return nil }
        let index = Int(point.x / (bounds.width / CGFloat(buttons.count)))
        return buttons.indices.contains(index) ? buttons[index].item : nil
    }

    private func tapped(at point: CGPoint) {
        guard let item = item(at: point), item.isEnabled else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    func itemChanged(_ item: UITabBarItem) { restyle() }

    private func rebuild() {
        for button in buttons { [button.image, button.title, button.badge].forEach { $0.removeFromSuperview() } }
        buttons = (items ?? []).map { item in
            item.bar = self
            let image = UIImageView(), title = UILabel(), badge = UILabel()
            title.font = .systemFont(ofSize: 10, weight: .medium)
            title.textAlignment = .center
            badge.font = .systemFont(ofSize: 13)
            badge.textAlignment = .center
            badge.textColor = .white
            badge.layer.masksToBounds = true
            [image, title, badge].forEach(addSubview)
            return (item, image, title, badge)
        }
        if let selectedItem, !(items ?? []).contains(selectedItem) { self.selectedItem = nil }
        setNeedsLayout()
        restyle()
    }

    /// Each item's images, colours and badge, for the selection and the tints now.
    private func restyle() {
        for button in buttons {
            let selected = button.item === selectedItem
            let color: UIColor = !button.item.isEnabled ? UITabBar.unselectedGrey.withAlphaComponent(0.5)
                : selected ? tintColor : (unselectedItemTintColor ?? UITabBar.unselectedGrey)
            let picture = (selected ? button.item.selectedImage : nil) ?? button.item.image
            button.image.tintColor = color
            button.image.image = picture.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
            button.title.text = button.item.title
            button.title.textColor = color
            button.badge.text = button.item.badgeValue
            button.badge.isHidden = button.item.badgeValue == nil
            button.badge.backgroundColor = button.item.badgeColor ?? .systemRed
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / UIScreen.main.scale)
        CATransaction.commit()
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (i, button) in buttons.enumerated() {
            let x = CGFloat(i) * width
            let insets = button.item.imageInsets, shift = button.item.titlePositionAdjustment
            button.image.frame = CGRect(x: x + (width - 25) / 2, y: 7, width: 25, height: 25).inset(by: insets)
            button.title.frame = CGRect(x: x + shift.horizontal, y: 34 + shift.vertical, width: width, height: 12)
            let text = button.item.badgeValue ?? ""
            let side: CGFloat = text.isEmpty ? 10 : 18
            let badgeWidth = max(side, text.size(withAttributes: [.font: button.badge.font!]).width + 10)
            button.badge.frame = CGRect(x: button.image.frame.maxX - 6, y: 2, width: badgeWidth, height: side)
            button.badge.layer.cornerRadius = side / 2
        }
    }
}
