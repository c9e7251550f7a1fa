import Foundation
import QuartzCore

extension NSAttributedString.Key {
    /// An `NSParagraphStyle`: alignment and line breaking.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra points between characters; kept, not drawn.
    public static let kern = NSAttributedString.Key("NSKern")
}

/// How `boundingRect(with:options:attributes:context:)` lays text out.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
    /// Lines wrap at the given width, stacked from the top (otherwise: one line per paragraph).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
}

/// Kept for the API: nothing is scaled to fit.
public final class NSStringDrawingContext: @unchecked Sendable {
    public var minimumScaleFactor: CGFloat = 0
    public private(set) var actualScaleFactor: CGFloat = 1
    public private(set) var totalBounds: CGRect = .zero
    public init() {}
}

/// Text drawn and measured with attributes (font, colour, paragraph style), by the face that draws a
/// label's text, so a measured size is the size drawn.
struct AttributedTextStyle {
    let font: UIFont
    let color: UIColor
    let alignment: NSTextAlignment
    let wraps: Bool

    init(_ attributes: [NSAttributedString.Key: Any]?) {
        font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)   // NSAttributedString's default: Helvetica 12
        color = attributes?[.foregroundColor] as? UIColor ?? .black
        let paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle ?? .default
        alignment = paragraph.alignment
        wraps = paragraph.lineBreakMode == .byWordWrapping || paragraph.lineBreakMode == .byCharWrapping
    }

    func size(_ string: String, width: CGFloat?) -> CGSize {
        TextPainter(fontName: font.fontName, string: string).size(fontSize: font.pointSize, wrappedTo: wraps ? width : nil)
    }

    /// Draws into the current context (`UIGraphicsGetCurrentContext()`), if any, in `rect`.
    func draw(_ string: String, in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let aligned: TextPainter.Alignment = switch alignment {
        case .center: .center
        case .right: .right
        default: .left
        }
        TextPainter(fontName: font.fontName, string: string)
            .draw(fontSize: font.pointSize, color: color.cgColor, alpha: 1, alignment: aligned, wraps: wraps, in: rect, on: context)
    }
}

extension String {
    /// The size the string takes on one line per paragraph in the attributes' font.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        AttributedTextStyle(attributes).size(self, width: nil)
    }

    /// Draws the string in the current graphics context, wrapped to the rect's width, from its top.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        AttributedTextStyle(attributes).draw(self, in: rect)
    }

    /// Draws the string from `point` (its top left), one line per paragraph.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let style = AttributedTextStyle(attributes)
        let size = style.size(self, width: nil)
        style.draw(self, in: CGRect(origin: point, size: size))
    }

    /// The rectangle the string takes within `size`: wrapped to its width with `.usesLineFragmentOrigin`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil) -> CGRect {
        let width = options.contains(.usesLineFragmentOrigin) ? size.width : nil
        return CGRect(origin: .zero, size: AttributedTextStyle(attributes).size(self, width: width))
    }
}

extension NSAttributedString {
    /// The attributes of its first character (a run of one style is drawn; see `UILabel`).
    private var firstAttributes: [NSAttributedString.Key: Any]? {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : nil
    }

    public func size() -> CGSize { string.size(withAttributes: firstAttributes) }
    public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: firstAttributes) }
    public func draw(at point: CGPoint) { string.draw(at: point, withAttributes: firstAttributes) }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext? = nil) -> CGRect {
        string.boundingRect(with: size, options: options, attributes: firstAttributes, context: context)
    }
}
