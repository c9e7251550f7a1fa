import Foundation

/// Horizontal text alignment (`kCAAlignment*`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = Self(rawValue: "natural"), left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right"), center = Self(rawValue: "center")
    public static let justified = Self(rawValue: "justified")
}

/// A layer that draws a plain string in its bounds.
///
/// Defaults as Core Animation: string nil, fontName "Helvetica", fontSize 36 points,
/// foregroundColor opaque white, alignmentMode natural (left), not wrapped.
open class CATextLayer: CALayer {
    /// The animatable model values, stored together so that copies are one assignment. `final`, so
    /// that a property's getter reads its one field: through the overridable accessor, each read copied
    /// (and retained) the whole struct, a cost every frame pays per layer.
    @exclusivity(unchecked) final var textStorage = CATextLayerStorage()

    @exclusivity(unchecked) open var string: String?
    @exclusivity(unchecked) open var fontName = "Helvetica"
    open var fontSize: CGFloat {
        get { textStorage.fontSize }
        set { let oldValue = textStorage.fontSize; textStorage.fontSize = newValue; changed(.fontSize, .number(oldValue)) }
    }
    open var foregroundColor: CGColor? {
        get { textStorage.foregroundColor }
        set { let oldValue = textStorage.foregroundColor; textStorage.foregroundColor = newValue; changed(.foregroundColor, CAValue(oldValue)) }
    }
    @exclusivity(unchecked) open var alignmentMode: CATextLayerAlignmentMode = .natural
    @exclusivity(unchecked) open var isWrapped = false

    open override class var typeName: String { "text" }

    /// The string's size in its font, one line per `\n`, rounded up to whole points.
    open override func preferredFrameSize() -> CGSize {
        guard let string, !string.isEmpty else { return .zero }
        let size = TextPainter(fontName: fontName, string: string).size(fontSize: fontSize, wrappedTo: nil)
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    override func copyAnimatableValues(to c: CALayer) {
        super.copyAnimatableValues(to: c)
        (c as? CATextLayer)?.textStorage = textStorage
    }

    open override func copyProperties(to c: CALayer) {
        super.copyProperties(to: c)
        guard let t = c as? CATextLayer else { return }
        t.string = string; t.fontName = fontName; t.alignmentMode = alignmentMode; t.isWrapped = isWrapped
    }
}


/// Storage of `CATextLayer`'s animatable properties (defaults are Core Animation's).
struct CATextLayerStorage {
    var fontSize: CGFloat = 36
    var foregroundColor: CGColor? = .white
}
