import CoreText
import Foundation

/// Lays a text document out in a font of the system, as iOS draws a Lottie text layer: Core Text with
/// no pair kerning or ligatures (lottie-ios sets an explicit kern, the tracking, on every character),
/// baselines `lineHeight` apart, lines aligned left, right or centred.
///
/// Point text: the first baseline at the layer's origin, lines starting at x = 0 (left), ending there
/// (right) or centred on it. The frame Core Text draws in is the text's size rounded up to whole
/// points, so right and centred lines move by that rounding, as on iOS.
/// Box text: lines wrap at spaces to the box's width and align within it; the first line's cap height
/// touches the box's top; lines that do not fit the box's height are not drawn.
struct SystemTextLayout {
    let font: CTFont

    /// One line: its glyphs (font, glyph, x) and its advance, tracking included.
    private struct Line {
        var glyphs: [(font: CTFont, glyph: CGGlyph, x: CGFloat)] = []
        var width: CGFloat = 0
    }

    /// The outlines of `t`'s characters (at most `LottieLimits.textCharacters`), in layer coordinates.
    func outlines(_ t: TextModel) -> CGPath {
        let tracking = CGFloat(t.size * t.tracking / 1000)
        var lines: [Line] = []
        var budget = LottieLimits.textCharacters
        for paragraph in t.lines {
            let text = String(paragraph.prefix(max(0, budget)))
            budget -= text.count
            lines += wrap(text, tracking: tracking, width: t.boxSize.map { CGFloat($0.width) })
        }
        let path = CGMutablePath()
        let lineHeight = CGFloat(t.lineHeight)
        let widest = lines.map(\.width).max() ?? 0
        for (row, line) in lines.enumerated() {
            let baseline: CGFloat
            let x: CGFloat
            if let box = t.boxSize {
                let capHeight = CTFontGetCapHeight(font)
                guard CGFloat(row) * lineHeight <= CGFloat(box.height) - capHeight || row == 0 else { break }
                baseline = t.boxPosition.y + capHeight + CGFloat(row) * lineHeight
                x = t.boxPosition.x + Self.offset(of: line.width, in: CGFloat(box.width), justify: t.justify)
            } else {
                baseline = CGFloat(row) * lineHeight
                x = Self.pointTextOffset(of: line.width, widest: widest, size: CGFloat(t.size), justify: t.justify)
            }
            for g in line.glyphs {
                var place = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: x + g.x, ty: baseline)
                if let outline = CTFontCreatePathForGlyph(g.font, g.glyph, &place) { path.addPath(outline) }
            }
        }
        return path
    }

    /// Where a line of point text starts. lottie-ios pads the text's frame by a fifth of the font size on
    /// each side, rounds its width up to whole points, anchors it at the first line's start (left), end
    /// (right) or middle (centre), and Core Text aligns each line in that rounded frame.
    private static func pointTextOffset(of width: CGFloat, widest: CGFloat, size: CGFloat, justify: Int) -> CGFloat {
        let padded = widest + 2 * size / 5
        let rounding = padded.rounded(.up) - padded
        return justify == 1 ? rounding - width : justify == 2 ? (rounding - width) / 2 : 0
    }

    /// Where a line of `width` starts in a frame of `frame` points: left, right (1) or centred (2).
    static func offset(of width: CGFloat, in frame: CGFloat, justify: Int) -> CGFloat {
        justify == 1 ? frame - width : justify == 2 ? (frame - width) / 2 : 0
    }

    /// A paragraph's glyphs as one line, or, with a width, as lines broken at spaces before the width is
    /// passed (a word wider than the width breaks between characters, as Core Text's word wrapping does).
    private func wrap(_ text: String, tracking: CGFloat, width: CGFloat?) -> [Line] {
        let placed = shape(text, tracking: tracking)
        guard let width, width > 0 else { return [line(placed[...])] }
        var lines: [Line] = []
        var start = 0
        while start < placed.count {
            var end = start
            var lastBreak: Int?
            var used: CGFloat = 0
            while end < placed.count {
                let item = placed[end]
                if item.isSpace { lastBreak = end }
                if !item.isSpace, used + item.advance > width, end > start { break }
                used += item.advance
                end += 1
            }
            if end < placed.count, let b = lastBreak, b > start { end = b + 1 }
            var slice = placed[start..<end]
            while let last = slice.last, last.isSpace { slice = slice.dropLast() }
            lines.append(line(slice))
            start = end
        }
        return lines
    }

    private struct Placed {
        var font: CTFont
        var glyph: CGGlyph
        var advance: CGFloat
        var isSpace: Bool
    }

    /// Each character's glyph (from a fallback face where this one has none) and advance plus tracking.
    private func shape(_ text: String, tracking: CGFloat) -> [Placed] {
        var out: [Placed] = []
        let units = Array(text.utf16)
        var offset = 0
        for scalar in text.unicodeScalars {
            let width = UTF16.width(scalar)
            defer { offset += width }
            if scalar.properties.generalCategory == .control { continue }
            let face = CTFontCreateForString(font, text, CFRange(location: offset, length: width))
            var glyphs: [CGGlyph] = [0, 0]
            _ = CTFontGetGlyphsForCharacters(face, Array(units[offset..<offset + width]), &glyphs, width)
            let advance = CGFloat(CTFontGetAdvancesForGlyphs(face, .horizontal, [glyphs[0]], nil, 1))
            out.append(Placed(font: face, glyph: glyphs[0], advance: advance + tracking,
                              isSpace: scalar.properties.isWhitespace))
        }
        return out
    }

    private func line(_ placed: ArraySlice<Placed>) -> Line {
        var line = Line()
        for p in placed {
            line.glyphs.append((p.font, p.glyph, line.width))
            line.width += p.advance
        }
        return line
    }
}
