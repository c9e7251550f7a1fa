import Foundation
import QuartzCore

/// `UITextView`: editable, wrapped, scrolling text. The text is a wrapped `CATextLayer` inset by
/// `textContainerInset` (8 points above and below by default) and the container's
/// `lineFragmentPadding` (5 points at each end of a line); `contentSize` is its height, so a long text
/// scrolls as in any scroll view, and with scrolling off the view's intrinsic height is the text's (a
/// self-sizing text view under Auto Layout).
///
/// A tap makes it the first responder when `isEditable` (the delegate asked first, the caret blinking
/// after the text); typed keys insert text (`shouldChangeTextIn` asked, `textViewDidChange` told,
/// `textDidChangeNotification` posted), Return a new line. Text is one style: the first character's
/// font and colour when `attributedText` is set, as a text layer draws one style. Not here: a
/// selection or caret anywhere but the end, data detectors, `layoutManager`.
open class UITextView: UIScrollView, TextEditing {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// Helvetica 12, iOS's when no font is set.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    open var text: String! {
        get { storedText }
        set { storedText = newValue ?? ""; styled = nil; refresh() }
    }
    open var attributedText: NSAttributedString! {
        get { styled ?? NSAttributedString(string: storedText, attributes: [.font: shownFont, .foregroundColor: shownColor]) }
        set {
            storedText = newValue?.string ?? ""
            styled = newValue.map { NSAttributedString(attributedString: $0) }
            refresh()
        }
    }
    open var font: UIFont? { didSet { refresh() } }
    open var textColor: UIColor? { didSet { refresh() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { refresh() } }
    open var isEditable = true { didSet { if !isEditable { _ = endEditing(asked: false) } } }
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { setNeedsLayout() } }
    public let textContainer = NSTextContainer()
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// Always the end of the text: the caret stands there.
    open var selectedRange: NSRange {
        get { NSRange(location: (storedText as NSString).length, length: 0) }
        set {}
    }
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    // What a keyboard or data detectors would read: kept.
    open var keyboardType = 0
    open var returnKeyType = 0
    open var autocorrectionType = 0
    open var autocapitalizationType = 0
    open var dataDetectorTypes = 0
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open private(set) var isEditing = false

    private var storedText = ""
    private var styled: NSAttributedString?
    private let textLayer = CATextLayer()
    private let caret = TextCaret()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textContainer.owner = self
        UIView.withoutActions {
            textLayer.isWrapped = true
            textLayer.contentsScale = UIScreen.main.scale
            layer.addSublayer(textLayer)
            layer.addSublayer(caret.layer)
        }
        refresh()
    }

    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer { self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding }
    }

    public required init?(coder: NSCoder) { nil }

    // MARK: Editing

    open var hasText: Bool { !storedText.isEmpty }
    open override var canBecomeFirstResponder: Bool { isEditable }
    open override var isFirstResponder: Bool { isEditing }
    private var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing, canBecomeFirstResponder, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return isEditing }
        if let other = window?.editingField, other !== self, !other.resignFirstResponder() { return false }
        isEditing = true
        window?.editingField = self
        placeCaret()
        caret.blink()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditing(asked: true) }

    func endEditing(asked: Bool) -> Bool {
        guard isEditing else { return true }
        guard !asked || textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        if window?.editingField === self { window?.editingField = nil }
        caret.hide()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Types `text` at the end (the delegate may refuse it).
    open func insertText(_ text: String) {
        change(NSRange(location: (storedText as NSString).length, length: 0), to: text) { $0 += text }
    }

    /// Deletes the last character.
    open func deleteBackward() {
        guard let last = storedText.indices.last else { return }
        change(NSRange(last..<storedText.endIndex, in: storedText), to: "") { $0.removeLast() }
    }

    /// Return types a new line, as the keyboard's return key does in a text view.
    func returnKeyPressed() { insertText("\n") }

    private func change(_ range: NSRange, to replacement: String, _ edit: (inout String) -> Void) {
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { return }
        edit(&storedText)
        styled = nil
        refresh()
        layoutIfNeeded()
        scrollToEnd()
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// A tap (a touch that did not scroll) begins editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard !isDragging, !isDecelerating, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        becomeFirstResponder()
    }

    /// Shows the caret's line: scrolls so that the end of the text is in view.
    open func scrollRangeToVisible(_ range: NSRange) { scrollToEnd() }

    private func scrollToEnd() {
        let caretBottom = caret.layer.frame.maxY + textContainerInset.bottom
        guard isScrollEnabled, caretBottom > contentOffset.y + bounds.height else { return }
        contentOffset = CGPoint(x: contentOffset.x, y: min(caretBottom - bounds.height, max(0, contentSize.height - bounds.height)))
    }

    // MARK: Layout

    private var shownFont: UIFont { (styled.flatMap(firstAttribute(.font)) as UIFont?) ?? font ?? Self.defaultFont }
    private var shownColor: UIColor { (styled.flatMap(firstAttribute(.foregroundColor)) as UIColor?) ?? textColor ?? .black }

    private func firstAttribute<T>(_ key: NSAttributedString.Key) -> (NSAttributedString) -> T? {
        { $0.length > 0 ? $0.attribute(key, at: 0, effectiveRange: nil) as? T : nil }
    }

    /// The width lines wrap to: the bounds less the insets and the line padding at both ends.
    private var lineWidth: CGFloat {
        max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    /// The text's height wrapped to `width` (a line's height when empty, as iOS sizes an empty view).
    private func textHeight(width: CGFloat) -> CGFloat {
        let painter = TextPainter(fontName: shownFont.fontName, string: storedText.isEmpty ? " " : storedText)
        return painter.size(fontSize: shownFont.pointSize, wrappedTo: width).height.rounded(.up)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = textHeight(width: lineWidth)
        UIView.withoutActions {
            textLayer.frame = CGRect(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top,
                                     width: lineWidth, height: height)
        }
        contentSize = CGSize(width: bounds.width, height: textContainerInset.top + height + textContainerInset.bottom)
        placeCaret()
    }

    /// Scrolling off, the height the text takes at the view's width (width none).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(bounds.size).height)
    }

    /// The height the text takes at `size`'s width, insets included.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = max(0, size.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
        return CGSize(width: size.width, height: textContainerInset.top + textHeight(width: width) + textContainerInset.bottom)
    }

    private func refresh() {
        UIView.withoutActions {
            textLayer.string = storedText
            textLayer.font = shownFont
            textLayer.fontSize = shownFont.pointSize
            textLayer.foregroundColor = shownColor.resolvedColor(with: traitCollection).cgColor
            textLayer.alignmentMode = textAlignment.layerAlignment
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func colorAppearanceChanged() {
        super.colorAppearanceChanged()
        refresh()
    }

    /// The caret after the last character, on the last line.
    private func placeCaret() {
        let end = TextPainter(fontName: shownFont.fontName, string: storedText).end(fontSize: shownFont.pointSize, wrappedTo: lineWidth)
        let x: CGFloat = switch textAlignment {
        case .center: textLayer.frame.midX + end.x / 2
        case .right: textLayer.frame.maxX
        default: textLayer.frame.minX + end.x
        }
        caret.place(x: x, top: textLayer.frame.minY + end.lineTop, height: end.lineHeight, color: tintColor)
    }
}
