import Foundation

/// `UIFontDescriptor`: a font described by family, name, size and traits, from which `UIFont(descriptor:size:)`
/// makes a font. Traits become the face's PostScript name as the system fonts spell theirs: Helvetica's
/// bold italic is `Helvetica-BoldOblique`, another family's `Family-BoldItalic`. The names are then drawn
/// by the nearest system face (`UIFont`).
public final class UIFontDescriptor: Hashable, Sendable {
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// Core Text's symbolic traits, with their bit values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public let familyName: String
    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits

    /// The face's PostScript name: the family with its traits' suffix.
    public var postscriptName: String {
        let bold = symbolicTraits.contains(.traitBold), italic = symbolicTraits.contains(.traitItalic)
        let slanted = familyName == "Helvetica" ? "Oblique" : "Italic"
        let suffix = (bold ? "Bold" : "") + (italic ? slanted : "")
        return suffix.isEmpty ? familyName : familyName + "-" + suffix
    }

    /// The descriptor's attributes, as iOS lists them.
    public var fontAttributes: [AttributeName: Any] {
        [.family: familyName, .name: postscriptName, .size: NSNumber(value: Double(pointSize)),
         .traits: [TraitKey.symbolic: NSNumber(value: symbolicTraits.rawValue)]]
    }

    /// The face named `name` (its family and traits read from it: `Helvetica-BoldOblique` is Helvetica,
    /// bold and italic) at `size`.
    public convenience init(name: String, size: CGFloat) {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let style = parts.count > 1 ? parts[1] : ""
        var traits: SymbolicTraits = []
        if style.contains("Bold") || style.contains("Heavy") || style.contains("Black") { traits.insert(.traitBold) }
        if style.contains("Italic") || style.contains("Oblique") { traits.insert(.traitItalic) }
        if ["Menlo", "Courier", "Monaco", "SFMono"].contains(parts.first ?? "") { traits.insert(.traitMonoSpace) }
        self.init(family: parts.first ?? name, size: size, traits: traits)
    }

    /// From attributes as iOS code writes them: `.family` or `.name`, `.size`, `.traits` with `.symbolic`.
    public convenience init(fontAttributes attributes: [AttributeName: Any]) {
        let size = (attributes[.size] as? NSNumber).map { CGFloat($0.doubleValue) } ?? (attributes[.size] as? CGFloat) ?? 0
        let named = (attributes[.name] as? String).map { UIFontDescriptor(name: $0, size: size) }
        let family = (attributes[.family] as? String) ?? named?.familyName ?? "Helvetica"
        var traits = named?.symbolicTraits ?? []
        if let given = attributes[.traits] as? [TraitKey: Any], let symbolic = given[.symbolic] {
            let raw = (symbolic as? NSNumber)?.uint32Value ?? (symbolic as? UInt32) ?? (symbolic as? SymbolicTraits)?.rawValue ?? 0
            traits = SymbolicTraits(rawValue: raw)
        }
        self.init(family: family, size: size, traits: traits)
    }

    init(family: String, size: CGFloat, traits: SymbolicTraits) {
        (familyName, pointSize, symbolicTraits) = (family, size, traits)
    }

    /// The same family at the same size with `traits` instead (nil, as on iOS, only when the family has
    /// no such face: every family here has bold and italic).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(family: familyName, size: pointSize, traits: traits)
    }

    public func withSize(_ size: CGFloat) -> UIFontDescriptor { UIFontDescriptor(family: familyName, size: size, traits: symbolicTraits) }

    public func withFamily(_ family: String) -> UIFontDescriptor { UIFontDescriptor(family: family, size: pointSize, traits: symbolicTraits) }

    /// These attributes over the descriptor's own.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    public func object(forKey key: AttributeName) -> Any? { fontAttributes[key] }

    /// The system font's descriptor for a text style, at its Large (default) Dynamic Type size.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(family: "Helvetica", size: style.pointSize, traits: style == .headline ? .traitBold : [])
    }

    public static func == (a: UIFontDescriptor, b: UIFontDescriptor) -> Bool {
        a.familyName == b.familyName && a.pointSize == b.pointSize && a.symbolicTraits == b.symbolicTraits
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(symbolicTraits)
    }
}

extension UIFont {
    /// Dynamic Type's text styles, with their sizes at the default (Large) setting.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Points at the default Dynamic Type size (Apple's Human Interface Guidelines).
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }

    /// The font's descriptor: its family, size and traits.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(name: fontName, size: pointSize) }

    /// The face `descriptor` describes, at `size` (0: the descriptor's own size).
    public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
        self.init(name: descriptor.postscriptName, size: size > 0 ? size : descriptor.pointSize)!
    }

    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(descriptor: .preferredFontDescriptor(withTextStyle: style), size: 0)
    }
}
