import Foundation
import QuartzCore

/// Horizontal alignment of text.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// One line of text, centred vertically in the view as UIKit draws it. The text is a `CATextLayer`
/// sublayer one line high; its font, colour and alignment follow the label's.
open class UILabel: UIView {
    private let textLayer = CATextLayer()

    public var text: String? { didSet { textLayer.string = text } }
    public var font: UIFont = .systemFont(ofSize: 17) { didSet { UIView.withoutActions(applyFont); setNeedsLayout() } }
    public var textColor: UIColor = .black {
        didSet { UIView.withoutActions { textLayer.foregroundColor = textColor.cgColor } }
    }
    public var textAlignment: NSTextAlignment = .natural { didSet { textLayer.alignmentMode = alignment } }
    /// Accepted for source compatibility; labels draw one line.
    public var numberOfLines = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        drawsContents = false   // the text layer draws the text
        UIView.withoutActions {
            textLayer.contentsScale = UIScreen.main.scale
            textLayer.foregroundColor = textColor.cgColor
            applyFont()
            layer.addSublayer(textLayer)
        }
    }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = font.lineHeight
        UIView.withoutActions {
            textLayer.frame = CGRect(x: 0, y: ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
        }
    }

    private func applyFont() {
        textLayer.font = font
        textLayer.fontSize = font.pointSize
    }

    private var alignment: CATextLayerAlignmentMode {
        switch textAlignment {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}
