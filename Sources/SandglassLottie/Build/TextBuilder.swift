import CoreText
import Foundation

/// A text layer's content: one CAShapeLayer of the laid-out glyph outlines in the fill colour, and, with a
/// stroke, one of the same outlines stroked, under the fill or over it (`of`).
///
/// iOS's way (`LottieText.ios`) lays the text out in a font of the system by the document's font name
/// (`SystemTextLayout`), its stroke width a percentage of the font size as Core Text reads it. After
/// Effects' way draws the file's own glyph outlines (`chars`) where it has one for every character, the
/// stroke width in points, and the system's font otherwise.
struct TextBuilder {
    let glyphs: [String: GlyphModel]
    let mode: LottieText

    func layer(_ t: TextModel) -> CALayer {
        let embedded = mode == .afterEffects ? embeddedOutlines(t) : nil
        let path = embedded ?? SystemTextLayout(font: CTFontCreateWithName(t.fontName, CGFloat(t.size), nil)).outlines(t)
        let fill = CAShapeLayer()
        fill.name = "Text"
        fill.path = path
        fill.fillColor = PropertyAnimator.color(t.fill)
        guard let strokeColor = t.stroke, t.strokeWidth > 0 else { return fill }
        let stroke = CAShapeLayer()
        stroke.name = "Text Stroke"
        stroke.path = path
        stroke.fillColor = nil
        stroke.strokeColor = PropertyAnimator.color(strokeColor)
        stroke.lineWidth = mode == .ios ? t.strokeWidth * t.size / 100 : t.strokeWidth
        let group = CALayer()
        group.name = "Text"
        group.addSublayer(t.strokeOverFill ? fill : stroke)
        group.addSublayer(t.strokeOverFill ? stroke : fill)
        return group
    }

    /// The file's own outlines laid out as After Effects places them (first baseline at the origin, or
    /// at the box's top plus the size), nil when a character has none.
    private func embeddedOutlines(_ t: TextModel) -> CGPath? {
        let scale = t.size / 100
        var elements: [CGPathElement] = []
        var budget = LottieLimits.textCharacters
        let top = t.boxSize == nil ? 0 : Double(t.boxPosition.y) + t.size
        for (row, line) in t.lines.enumerated() {
            var glyphsOfLine: [GlyphModel] = []
            for ch in line.prefix(max(0, budget)) {
                guard let g = glyphs[TextModel.glyphKey(font: t.font, character: String(ch))] else { return nil }
                glyphsOfLine.append(g)
            }
            budget -= glyphsOfLine.count
            let advance = { (g: GlyphModel) in g.width * scale + t.tracking * t.size / 1000 }
            let width = glyphsOfLine.reduce(0) { $0 + advance($1) }
            let frame = t.boxSize.map { Double($0.width) } ?? 0
            var x = Double(t.boxSize == nil ? 0 : t.boxPosition.x)
                + Double(SystemTextLayout.offset(of: CGFloat(width), in: CGFloat(frame), justify: t.justify))
            let y = top + Double(row) * t.lineHeight
            for g in glyphsOfLine {
                let place = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: y)
                elements += g.path.applying(place).elements
                x += advance(g)
            }
        }
        return CGPath(elements: elements)
    }
}
