import Foundation
import QuartzCore

/// `UITableViewCell`: a row of a table. Its `contentView` holds `textLabel`, `detailTextLabel` and
/// `imageView`, laid out by `style` as iOS lays them out (16 pt margins; `.subtitle` stacks the detail
/// under the text, `.value1` puts it on the right, `.value2` on the left); an accessory on the right
/// (`.disclosureIndicator` a chevron, `.checkmark` a tick, in the tint). Selected, its background turns
/// grey (`selectionStyle`).
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    public let style: CellStyle
    public let reuseIdentifier: String?
    public let contentView = UIView()
    public private(set) lazy var textLabel: UILabel? = makeLabel(size: 17)
    public private(set) lazy var detailTextLabel: UILabel? = style == .default ? nil : makeLabel(size: style == .subtitle ? 12 : 17)
    public private(set) lazy var imageView: UIImageView? = {
        let view = UIImageView()
        contentView.addSubview(view)
        return view
    }()
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout(); drawAccessory() } }
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    open var selectionStyle: SelectionStyle = .default
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var selectedBackgroundView: UIView?
    open private(set) var isSelected = false
    open var isHighlighted = false

    private let accessory = CAShapeLayer()
    private let selectionFill = CALayer()

    public init(style: CellStyle, reuseIdentifier: String?) {
        (self.style, self.reuseIdentifier) = (style, reuseIdentifier)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        selectionFill.backgroundColor = UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1).cgColor
        selectionFill.opacity = 0
        layer.addSublayer(selectionFill)
        addSubview(contentView)
        accessory.fillColor = nil
        accessory.lineWidth = 2
        accessory.lineCap = .round
        accessory.lineJoin = .round
        layer.addSublayer(accessory)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a cell of a class registered for an identifier (`dequeueReusableCell(withIdentifier:for:)`):
    /// `init(style: .default, reuseIdentifier:)`, the subclass's override of it included. Swift calls an
    /// initializer through a class only when it is `required`; a subclass inherits this one when it
    /// overrides `init(style:reuseIdentifier:)` and `init?(coder:)`, or no initializer, as iOS cells do.
    public required convenience init(registeredWithReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    public required init?(coder: NSCoder) { nil }

    private func makeLabel(size: CGFloat) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        if size < 17 || style == .value1 { label.textColor = UIColor(white: 0.45, alpha: 1) }
        contentView.addSubview(label)
        return label
    }

    /// Called before the table hands the cell out again: clears the selection, as UIKit's does.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        isHighlighted = false
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
        let shown: Float = selected && selectionStyle != .none ? 1 : 0
        if animated {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = selectionFill.opacity
            fade.toValue = shown
            fade.duration = 0.3
            selectionFill.add(fade, forKey: "selection")
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        selectionFill.opacity = shown
        CATransaction.commit()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        drawAccessory()
    }

    /// The width the accessory takes at the right (with its margin).
    private var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.bounds.width + 16 }
        return accessoryType == .none ? 0 : 32
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        selectionFill.frame = bounds
        CATransaction.commit()
        contentView.frame = CGRect(x: 0, y: 0, width: bounds.width - accessoryWidth, height: bounds.height)
        if let accessoryView {
            accessoryView.center = CGPoint(x: bounds.width - 16 - accessoryView.bounds.width / 2, y: bounds.midY)
        }
        drawAccessory()
        let content = contentView.bounds
        var x: CGFloat = 16
        if let image = imageView?.image {
            imageView?.frame = CGRect(x: 16, y: (content.height - image.size.height) / 2, width: image.size.width, height: image.size.height)
            x = 16 + image.size.width + 16
        }
        let width = max(0, content.width - x - 16)
        switch style {
        case .subtitle:
            textLabel?.frame = CGRect(x: x, y: content.midY - 20, width: width, height: 22)
            detailTextLabel?.frame = CGRect(x: x, y: content.midY + 2, width: width, height: 16)
        case .value1:
            textLabel?.frame = CGRect(x: x, y: 0, width: width, height: content.height)
            detailTextLabel?.textAlignment = .right
            detailTextLabel?.frame = CGRect(x: x, y: 0, width: width, height: content.height)
        case .value2:
            textLabel?.frame = CGRect(x: x, y: 0, width: width * 0.3, height: content.height)
            textLabel?.textAlignment = .right
            detailTextLabel?.frame = CGRect(x: x + width * 0.3 + 6, y: 0, width: width * 0.7 - 6, height: content.height)
        case .default:
            textLabel?.frame = CGRect(x: x, y: 0, width: width, height: content.height)
        }
    }

    /// The chevron or the tick, in the accessory's place.
    private func drawAccessory() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let path = UIBezierPath()
        let x = bounds.width - 16, y = bounds.midY
        switch accessoryView == nil ? accessoryType : .none {
        case .disclosureIndicator, .detailDisclosureButton:
            path.move(to: CGPoint(x: x - 8, y: y - 6))
            path.addLine(to: CGPoint(x: x - 2, y: y))
            path.addLine(to: CGPoint(x: x - 8, y: y + 6))
            accessory.strokeColor = UIColor(white: 0.75, alpha: 1).cgColor
        case .checkmark:
            path.move(to: CGPoint(x: x - 14, y: y))
            path.addLine(to: CGPoint(x: x - 9, y: y + 5))
            path.addLine(to: CGPoint(x: x, y: y - 6))
            accessory.strokeColor = tintColor.cgColor
        default:
            break
        }
        accessory.path = path.cgPath
    }
}
