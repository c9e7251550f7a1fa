import Foundation

/// A text layer's document (its first keyframe): the text, its font and size, colours, justification
/// (0 left, 1 right, 2 centre about the layer's origin), line height and tracking (thousandths of an
/// em). Point text has its origin on the first line's baseline; box text (`sz`, `ps`) wraps at the
/// box's width, its first line's cap height at the box's top.
struct TextModel: Sendable {
    var text: String
    var size: Double
    /// The document's font name (`f`, a PostScript name such as `HelveticaNeue-Bold`): what iOS looks up.
    var fontName: String
    /// `family` and `style` of the font, joined: the key of its glyphs in `chars`.
    var font: String
    /// Colour [r, g, b] in 0...1.
    var fill: [Double]
    /// Stroke colour (`sc`, nil for none), its width (`sw`) and whether it is drawn over the fill (`of`).
    var stroke: [Double]?
    var strokeWidth: Double
    var strokeOverFill: Bool
    var justify: Int
    /// Points between baselines, and extra advance per character in thousandths of an em.
    var lineHeight, tracking: Double
    /// Box text: the box's size and its top-left corner; nil for point text.
    var boxSize: CGSize?
    var boxPosition: CGPoint

    var lines: [Substring] { text.split(omittingEmptySubsequences: false) { $0 == "\r" || $0 == "\n" || $0 == "\u{3}" } }

    static func glyphKey(font: String, character: String) -> String { font + "\u{0}" + character }
}

/// One glyph of `chars`: its advance and outline at size 100.
struct GlyphModel: Sendable {
    var width: Double
    var path: CGPath
}

extension PropertyReader {
    /// `t.d` of a text layer; `fonts` maps a font name to its family and style key.
    mutating func text(_ layer: JSONNode, fonts: [String: String]) throws(ReadProblem) -> TextModel {
        let t = try layer.required("t").object()
        let keyframes = try t.required("d").object().required("k").array()
        guard let first = keyframes.first else { throw t.problem("text document has no keyframes") }
        if keyframes.count > 1 { warnings.add("text animated", "animated text documents are not supported; the first is drawn") }
        if let animators = t["a"], case .array(let list) = animators.value, !list.isEmpty {
            warnings.add("text animators", "text animators are ignored, as iOS ignores them")
        }
        let doc = try first.object().required("s").object()
        let size = min(max(try doc.number("s", default: 12), 0), LottieLimits.textSize)
        let fontName = try doc.optionalString("f") ?? ""
        let font = fonts[fontName] ?? fontName
        let box = try doc["sz"]?.numbers() ?? []
        let position = try doc["ps"]?.numbers() ?? []
        let stroke = try doc["sc"]?.numbers()
        return TextModel(text: try doc.optionalString("t") ?? "", size: size, fontName: fontName, font: font,
                         fill: try doc["fc"]?.numbers() ?? [0, 0, 0],
                         stroke: stroke.flatMap { $0.count >= 3 ? $0 : nil }, strokeWidth: max(0, try doc.number("sw", default: 0)),
                         strokeOverFill: try doc.number("of", default: 0) != 0, justify: try doc.code("j", default: 0),
                         lineHeight: try doc.number("lh", default: size * 1.2), tracking: try doc.number("tr", default: 0),
                         boxSize: box.count >= 2 && box[0] > 0 && box[1] > 0 ? CGSize(width: box[0], height: box[1]) : nil,
                         boxPosition: position.count >= 2 ? CGPoint(x: position[0], y: position[1]) : .zero)
    }

    /// `fonts.list`: font name to its family and style, joined (`TextModel.font`).
    static func fonts(_ root: JSONNode) throws(ReadProblem) -> [String: String] {
        var out: [String: String] = [:]
        for f in try root["fonts"]?["list"]?.array() ?? [] {
            let font = try f.object()
            let family = try font.optionalString("fFamily") ?? ""
            out[try font.optionalString("fName") ?? family] = family + "\u{0}" + (try font.optionalString("fStyle") ?? "")
        }
        return out
    }

    /// `chars`: every glyph's paths (their groups' transforms are identity in exports) joined.
    mutating func glyphs(_ root: JSONNode) throws(ReadProblem) -> [String: GlyphModel] {
        var out: [String: GlyphModel] = [:]
        for c in try root["chars"]?.array() ?? [] {
            let char = try c.object()
            let key = (try char.optionalString("fFamily") ?? "") + "\u{0}" + (try char.optionalString("style") ?? "")
            var elements: [CGPathElement] = []
            func collect(_ items: [ShapeItem]) {
                for item in items {
                    switch item {
                    case .group(_, let sub, _): collect(sub)
                    case .geometry(_, let path): elements += path.initial.elements
                    default: break
                    }
                }
            }
            if let shapes = char["data"]?["shapes"] { collect(try self.shapes(shapes)) }
            out[TextModel.glyphKey(font: key, character: try char.optionalString("ch") ?? "")] =
                GlyphModel(width: try char.number("w", default: 0), path: CGPath(elements: elements))
        }
        return out
    }
}
