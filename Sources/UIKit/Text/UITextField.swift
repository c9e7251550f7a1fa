import Foundation
import QuartzCore

/// `UITextField`: one line of editable text with a placeholder, drawn as iOS draws it: the text (or the
/// placeholder, in grey, while it is empty) in its font and alignment, inset by its border style
/// (`.roundedRect`: a 5 pt rounded white box with a hairline; `.line`, `.bezel`: a plain frame),
/// between its left and right views.
///
/// A tap makes it the first responder, as on iOS: the delegate is asked (`textFieldShouldBeginEditing`),
/// `.editingDidBegin` is sent, and a caret in the tint blinks after the text on the scene clock; another
/// field taking over, `resignFirstResponder()` or `endEditing` end it (`.editingDidEnd`). Typing comes
/// from the host's keyboard in the preview's Interact mode, from `--type`, or from code
/// (`insertText(_:)`, `deleteBackward()`), each asking `shouldChangeCharactersIn` and sending
/// `.editingChanged` as a keyboard would; Return asks `textFieldShouldReturn` (`KeySample`).
open class UITextField: UIControl, TextEditing {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    open var text: String? { get { storedText } set { storedText = newValue ?? ""; refresh() } }
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText) }
        set { storedText = newValue?.string ?? ""; refresh() }
    }
    open var placeholder: String? { didSet { refresh() } }
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string; placeholderAttributes = newValue.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil } }
    }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { refresh() } }
    open var textColor: UIColor? = .black { didSet { refresh() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { refresh() } }
    open var borderStyle: BorderStyle = .none { didSet { drawBorder() } }
    open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); leftView.map(addSubview); setNeedsLayout() } }
    open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); rightView.map(addSubview); setNeedsLayout() } }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var clearButtonMode: ViewMode = .never
    open var clearsOnBeginEditing = false
    open weak var delegate: UITextFieldDelegate?
    open private(set) var isEditing = false
    // What a keyboard would read: kept.
    open var keyboardType = 0
    open var returnKeyType = 0
    open var isSecureTextEntry = false { didSet { refresh() } }
    open var autocorrectionType = 0
    open var autocapitalizationType = 0
    open var inputView: UIView?
    open var inputAccessoryView: UIView?

    private var storedText = ""
    private var placeholderAttributes: [NSAttributedString.Key: Any]?
    private let label = UILabel()
    private let caret = TextCaret()
    private let border = CAShapeLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        border.fillColor = nil
        layer.addSublayer(border)
        addSubview(label)
        layer.addSublayer(caret.layer)
        refresh()
    }

    public required init?(coder: NSCoder) { nil }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }
    open override var isFirstResponder: Bool { isEditing }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing, canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return isEditing }
        if let other = window?.editingField, other !== self, !other.resignFirstResponder() { return false }
        isEditing = true
        window?.editingField = self
        if clearsOnBeginEditing { storedText = "" }
        refresh()
        caret.blink()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditing(asked: true) }

    /// Ends editing; `asked`: the delegate may keep it going (`textFieldShouldEndEditing`).
    func endEditing(asked: Bool) -> Bool {
        guard isEditing else { return true }
        guard !asked || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        if window?.editingField === self { window?.editingField = nil }
        caret.hide()
        refresh()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// Types `text` at the end, as a keyboard would (the delegate may refuse it).
    open func insertText(_ text: String) {
        let end = (storedText as NSString).length
        guard delegate?.textField(self, shouldChangeCharactersIn: NSRange(location: end, length: 0), replacementString: text) ?? true else { return }
        storedText += text
        refresh()
        sendActions(for: .editingChanged)
    }

    /// Deletes the last character, as the delete key would.
    open func deleteBackward() {
        guard let last = storedText.indices.last else { return }
        let range = NSRange(last..<storedText.endIndex, in: storedText)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        storedText.removeLast()
        refresh()
        sendActions(for: .editingChanged)
    }

    open var hasText: Bool { !storedText.isEmpty }

    /// The return key, as iOS handles it: the delegate is asked (`textFieldShouldReturn`); when it
    /// agrees, `.editingDidEndOnExit` is sent, and editing ends if anything listens for that event.
    func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsOnExit = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if endsOnExit { _ = endEditing(asked: true) }
    }

    /// A tap inside begins editing.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch, bounds.contains(touch.location(in: self)) { becomeFirstResponder() }
    }

    // MARK: Drawing

    /// The rectangle the text sits in: inside the border's inset and between the views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderStyle == .none ? 0 : 7, dy: 0)
        if let leftView, shows(leftViewMode) { rect.origin.x += leftView.bounds.width; rect.size.width -= leftView.bounds.width }
        if let rightView, shows(rightViewMode) { rect.size.width -= rightView.bounds.width }
        return rect
    }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Shows the text in `rect` (layout passes the text or editing rectangle); a subclass overrides it to
    /// draw the text its own way, or not at all.
    open func drawText(in rect: CGRect) {
        label.frame = rect
        label.isHidden = false
    }

    /// Shows the placeholder in `rect` while there is no text; a subclass overrides it to draw its own.
    open func drawPlaceholder(in rect: CGRect) {
        label.frame = rect
        label.isHidden = false
    }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    private func shows(_ mode: ViewMode) -> Bool {
        mode == .always || (mode == .whileEditing && isEditing) || (mode == .unlessEditing && !isEditing)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        leftView?.isHidden = !shows(leftViewMode)
        rightView?.isHidden = !shows(rightViewMode)
        if let leftView { leftView.frame.origin = CGPoint(x: 0, y: (bounds.height - leftView.bounds.height) / 2) }
        if let rightView { rightView.frame.origin = CGPoint(x: bounds.width - rightView.bounds.width, y: (bounds.height - rightView.bounds.height) / 2) }
        // Shown only where the drawing methods place it: a subclass that overrides one to draw its own
        // (TextFieldEffects' floating placeholders) hides the field's.
        label.isHidden = true
        if hasText {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        } else {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        drawBorder()
        placeCaret()
    }

    /// The label shows the text (dots when secure) or the placeholder in grey.
    private func refresh() {
        label.font = font
        label.textAlignment = textAlignment
        if hasText {
            label.text = isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
            label.textColor = textColor
        } else {
            label.text = placeholder
            label.textColor = (placeholderAttributes?[.foregroundColor] as? UIColor) ?? UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
        }
        setNeedsLayout()
    }

    private func drawBorder() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        switch borderStyle {
        case .roundedRect:
            border.path = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5).cgPath
            border.fillColor = UIColor.white.cgColor
            border.strokeColor = UIColor(white: 0.8, alpha: 1).cgColor
            border.lineWidth = 0.5
        case .line, .bezel:
            border.path = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5)).cgPath
            border.fillColor = nil
            border.strokeColor = UIColor.black.cgColor
            border.lineWidth = 1
        case .none:
            border.path = nil
        }
    }

    /// The caret after the text (at the start of the rectangle when empty), 2 pt wide, in the tint.
    private func placeCaret() {
        let rect = editingRect(forBounds: bounds)
        let lineHeight = (font?.pointSize ?? 17) * 1.2
        let width = hasText ? label.intrinsicContentSize.width : 0
        let x: CGFloat = switch textAlignment {
        case .center: rect.midX + width / 2
        case .right: rect.maxX
        default: rect.minX + width
        }
        caret.place(x: min(x, rect.maxX) + 1, top: (bounds.height - lineHeight) / 2, height: lineHeight, color: tintColor)
    }
}

extension UIView {
    /// Ends editing in the text field of this view's subtree that is editing, if any (`force`: whatever
    /// its delegate says); true when nothing there edits any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let field = window?.editingField, field.isDescendant(of: self) else { return true }
        return field.endEditing(asked: !force)
    }
}
