import Foundation
import QuartzCore

/// A control showing a title and an image over a background image, each set per state: the current
/// state's value, or the normal state's when it has none, as on iOS. The image sits left of the
/// title, the pair centred in the bounds less `contentEdgeInsets`; the background image fills the
/// bounds.
///
/// A system button's title takes the tint colour unless one is set; a custom button's is white.
/// Images are drawn as they are (template images are not tinted).
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }

    public private(set) var buttonType: ButtonType = .custom
    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    private var images: [State: UIImage] = [:]
    private var backgroundImages: [State: UIImage] = [:]
    private let backgroundView = UIImageView(frame: .zero)
    private let label = UILabel(frame: .zero)
    private let picture = UIImageView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 15)
        for view in [backgroundView, picture, label] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        accessibilityTraits = .button
        isAccessibilityElement = true
        updateShown()
    }

    public required init?(coder: NSCoder) { return nil }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateShown()
    }

    /// A button that runs `primaryAction` when tapped, titled with its title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adopt(primaryAction) }
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { adopt(primaryAction) }
    }

    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }

    /// The label showing the current title; style its font here, set the text with `setTitle(_:for:)`.
    open var titleLabel: UILabel? { label }
    open var imageView: UIImageView? { picture }

    // MARK: Values per state

    open func setTitle(_ title: String?, for state: State) { titles[state] = title; updateShown() }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state] = color; updateShown() }
    open func setImage(_ image: UIImage?, for state: State) { images[state] = image; updateShown() }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state] = image; updateShown() }

    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }
    open func titleColor(for state: State) -> UIColor? { titleColors[state] ?? titleColors[.normal] }
    open func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] ?? backgroundImages[.normal] }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor) }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    // MARK: State

    open override var isEnabled: Bool { didSet { updateShown() } }
    open override var isSelected: Bool { didSet { updateShown() } }
    open override var isHighlighted: Bool { didSet { updateShown() } }
    open override func tintColorDidChange() { updateShown() }

    override var primaryEvents: Event { .primaryActionTriggered }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: contentEdgeInsets)
        let (imageSize, titleSize) = (picture.image?.size ?? .zero, label.sizeThatFits(.zero))
        var x = content.midX - (imageSize.width + titleSize.width) / 2
        UIView.withoutActions {
            backgroundView.frame = bounds
            picture.frame = CGRect(x: x, y: content.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
            x += imageSize.width
            label.frame = CGRect(x: x, y: content.midY - titleSize.height / 2, width: titleSize.width, height: titleSize.height)
        }
    }

    /// The image and title side by side, plus the insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let (imageSize, titleSize) = (currentImage?.size ?? .zero, label.sizeThatFits(.zero))
        return CGSize(width: imageSize.width + titleSize.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: max(imageSize.height, titleSize.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    // MARK: Private

    private func adopt(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    /// Shows the current state's title, colour and images.
    private func updateShown() {
        label.text = currentTitle
        label.textColor = currentTitleColor
        label.isHidden = currentTitle?.isEmpty ?? true
        picture.image = currentImage
        backgroundView.image = currentBackgroundImage
        setNeedsLayout()
    }
}
