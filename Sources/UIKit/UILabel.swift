import Foundation
import QuartzCore

/// Horizontal alignment of text.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// One line of text, centred vertically in the view as UIKit draws it. The text is a `CATextLayer`
/// sublayer one line high; its font, colour and alignment follow the label's.
///
/// Styled text (`attributedText`) is drawn with the font (`.font`) and colour (`.foregroundColor`) of
/// its first character: a text layer draws one style, so runs styled differently take the first one.
open class UILabel: UIView {
    private let textLayer = CATextLayer()
    private var styledText: NSAttributedString?

    open var text: String? {
        didSet {
            styledText = nil
            UIView.withoutActions(showText)
            viewLayoutMayHaveChanged(frameOnly: false)   // Auto Layout reads the new intrinsic size
        }
    }

    /// The system font of 17 points by default; nil sets the default back. With styled text, it
    /// becomes the font of the whole string, as on iOS.
    open var font: UIFont! = UILabel.defaultFont {
        didSet {
            if font == nil { font = UILabel.defaultFont }
            restyle(.font, font!)
        }
    }

    /// Black by default (iOS's `label` colour in light mode); nil sets the default back. With styled
    /// text, it becomes the colour of the whole string.
    open var textColor: UIColor! = .black {
        didSet {
            if textColor == nil { textColor = .black }
            restyle(.foregroundColor, textColor!)
        }
    }

    /// The text with its styles; setting it sets `text` to its characters. Without styled text set,
    /// it reads as `text` in the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            if let styledText { return styledText }
            return text.map { NSAttributedString(string: $0, attributes: [.font: font!, .foregroundColor: textColor!]) }
        }
        set {
            text = newValue?.string
            styledText = newValue.map { NSAttributedString(attributedString: $0) }
            UIView.withoutActions(showText)
            setNeedsLayout()
        }
    }

    open var textAlignment: NSTextAlignment = .natural { didSet { textLayer.alignmentMode = textAlignment.layerAlignment } }
    /// Accepted for source compatibility; labels draw one line.
    open var numberOfLines = 1

    private static let defaultFont = UIFont.systemFont(ofSize: 17)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        drawsContents = false   // the text layer draws the text
        UIView.withoutActions {
            textLayer.contentsScale = UIScreen.main.scale
            showText()
            layer.addSublayer(textLayer)
        }
    }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        drawText(in: bounds)
    }

    /// Places the text in `rect` (the bounds, when the label lays itself out): one line the rectangle's
    /// width, centred in it vertically. A subclass overrides it to draw the text inset, as on iOS
    /// (`super.drawText(in: rect.inset(by: insets))`).
    open func drawText(in rect: CGRect) {
        let height = shownFont.lineHeight
        UIView.withoutActions {
            textLayer.frame = CGRect(x: rect.minX, y: (rect.minY + (rect.height - height) / 2).rounded(), width: rect.width,
                                     height: height)
        }
    }

    /// Where the text goes in `bounds`: one line, the text's width at most the bounds', centred
    /// vertically. `numberOfLines` is accepted; labels draw one line.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = sizeThatFits(bounds.size)
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: min(size.width, bounds.width),
                      height: size.height)
    }

    /// The text's width in the font drawn, rounded up, by one line's height; zero with no text, as on
    /// iOS. `sizeToFit()` resizes the label to it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return CGSize(width: textLayer.preferredFrameSize().width, height: shownFont.lineHeight)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// The font drawn: the first character's with styled text, else the label's.
    private var shownFont: UIFont { firstAttribute(.font) ?? font }

    private func firstAttribute<T>(_ key: NSAttributedString.Key) -> T? {
        guard let styledText, styledText.length > 0 else { return nil }
        return styledText.attribute(key, at: 0, effectiveRange: nil) as? T
    }

    /// Sets `key` to `value` over the whole styled text, if there is one, and shows the result.
    private func restyle(_ key: NSAttributedString.Key, _ value: Any) {
        if let styledText, styledText.length > 0 {
            let restyled = NSMutableAttributedString(attributedString: styledText)
            let whole = NSRange(location: 0, length: restyled.length)
            // Step: remove, then add: setting over a value makes Foundation on Linux compare the two
            // with CFEqual, which halts (SIGILL) for some Swift objects, a dynamic UIColor among them.
            restyled.removeAttribute(key, range: whole)
            restyled.addAttribute(key, value: value, range: whole)
            self.styledText = restyled
        }
        UIView.withoutActions(showText)
        setNeedsLayout()
    }

    private func showText() {
        let shownColor: UIColor = firstAttribute(.foregroundColor) ?? textColor
        textLayer.string = text
        textLayer.font = shownFont
        textLayer.fontSize = shownFont.pointSize
        textLayer.foregroundColor = shownColor.resolvedColor(with: traitCollection).cgColor
    }

    override func colorAppearanceChanged() {
        super.colorAppearanceChanged()
        UIView.withoutActions(showText)
    }
}

extension NSTextAlignment {
    /// The text layer's alignment that draws this one.
    var layerAlignment: CATextLayerAlignmentMode {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}
