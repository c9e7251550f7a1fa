import Foundation

/// A text layer's content: with glyph outlines for every character (`chars`), one CAShapeLayer of
/// the laid-out outlines, exact; else a CATextLayer in a font of the system, placed approximately
/// (its top a font size above the baseline), with a warning from the reader.
struct TextBuilder {
    let glyphs: [String: GlyphModel]

    func layer(_ t: TextModel) -> CALayer {
        outlines(t) ?? fallback(t)
    }

    private func outlines(_ t: TextModel) -> CALayer? {
        let scale = t.size / 100
        var elements: [CGPathElement] = []
        for (row, line) in t.lines.enumerated() {
            var glyphsOfLine: [GlyphModel] = []
            for ch in line {
                guard let g = glyphs[TextModel.glyphKey(font: t.font, character: String(ch))] else { return nil }
                glyphsOfLine.append(g)
            }
            let advance = { (g: GlyphModel) in g.width * scale + t.tracking * t.size / 1000 }
            let width = glyphsOfLine.reduce(0) { $0 + advance($1) }
            var x = t.justify == 1 ? -width : t.justify == 2 ? -width / 2 : 0
            let y = Double(row) * t.lineHeight
            for g in glyphsOfLine {
                let place = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: y)
                elements += g.path.applying(place).elements
                x += advance(g)
            }
        }
        let shape = CAShapeLayer()
        shape.name = "Text"
        shape.path = CGPath(elements: elements)
        shape.fillColor = PropertyAnimator.color(t.fill)
        return shape
    }

    private func fallback(_ t: TextModel) -> CALayer {
        let text = CATextLayer()
        text.name = "Text"
        text.string = t.lines.joined(separator: "\n")
        text.fontName = t.fontFamily.isEmpty ? "Helvetica" : t.fontFamily
        text.fontSize = t.size
        text.foregroundColor = PropertyAnimator.color(t.fill)
        let width = Double(t.lines.map(\.count).max() ?? 0) * t.size * 0.7 + t.size
        let height = Double(t.lines.count) * t.lineHeight + t.size
        text.alignmentMode = t.justify == 1 ? .right : t.justify == 2 ? .center : .left
        let x = t.justify == 1 ? -width : t.justify == 2 ? -width / 2 : 0
        text.frame = CGRect(x: x, y: -t.size, width: width, height: height)
        return text
    }
}
