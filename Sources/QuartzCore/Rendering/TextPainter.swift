import CCairo
import Foundation

/// Draws a text layer's string with Cairo's simple text API, as `render(in:)` shows it: one line per
/// `\n` (and, wrapped, words carried to the next line past the width), top-aligned, the first
/// baseline at the font's ascent, each line aligned in the bounds: the Cairo backend's text quads.
package struct TextPainter {
    /// Where a line sits across the bounds.
    package enum Alignment: Sendable { case left, center, right }

    let face: TextFace
    let string: String

    package init(fontName: String, string: String) {
        face = TextFace(fontName: fontName, string: string)
        self.string = string
    }

    /// Draws the string at `fontSize` points in `color` times `alpha` into `bounds` (the current user
    /// space of `ctx`, y down).
    package func draw(fontSize: CGFloat, color: CGColor, alpha: CGFloat, alignment: Alignment, wraps: Bool,
                      in bounds: CGRect, on ctx: CGContext) {
        let cairo = ctx.cairo
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        face.select(on: cairo, size: fontSize)
        var font = cairo_font_extents_t()
        cairo_font_extents(cairo, &font)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * alpha)
        for (row, line) in lines(wrappedTo: wraps ? bounds.width : nil, cairo).enumerated() {
            let advance = Self.extents(line, cairo).x_advance
            let x: CGFloat
            switch alignment {
            case .center: x = bounds.midX - advance / 2
            case .right: x = bounds.maxX - advance
            case .left: x = bounds.minX
            }
            cairo_move_to(cairo, x, bounds.minY + font.ascent + CGFloat(row) * font.height)
            ctx.drawing { cairo_show_text(cairo, line) }
        }
    }

    /// The size the string takes drawn at `fontSize` (wrapped to `width` when one is given, as `draw`
    /// wraps it): its widest line's advance by its lines' height. What `String.size(withAttributes:)`
    /// and `boundingRect` measure, so a measured size is the size drawn.
    package func size(fontSize: CGFloat, wrappedTo width: CGFloat?) -> CGSize {
        measuring(fontSize: fontSize, wrappedTo: width) { lines, lineHeight, cairo in
            let widest = lines.map { Self.extents($0, cairo).x_advance }.max() ?? 0
            return CGSize(width: widest, height: lineHeight * CGFloat(lines.count))
        } ?? .zero
    }

    /// Where the text ends, drawn at `fontSize` (wrapped to `width` when one is given): the last line's
    /// advance, that line's top, and a line's height. A caret after the text stands there.
    package func end(fontSize: CGFloat, wrappedTo width: CGFloat?) -> (x: CGFloat, lineTop: CGFloat, lineHeight: CGFloat) {
        measuring(fontSize: fontSize, wrappedTo: width) { lines, lineHeight, cairo in
            (Self.extents(lines.last ?? "", cairo).x_advance, lineHeight * CGFloat(max(lines.count - 1, 0)), lineHeight)
        } ?? (0, 0, 0)
    }

    /// `body` given the lines as `draw` breaks them at `fontSize`, a line's height, and a Cairo context
    /// with the face selected to measure them; nil when Cairo makes no context.
    private func measuring<T>(fontSize: CGFloat, wrappedTo width: CGFloat?,
                              _ body: (_ lines: [String], _ lineHeight: CGFloat, _ cairo: OpaquePointer) -> T) -> T? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cairo) }
        face.select(on: cairo, size: fontSize)
        var font = cairo_font_extents_t()
        cairo_font_extents(cairo, &font)
        return body(lines(wrappedTo: width, cairo), font.height, cairo)
    }

    /// The lines: one per `\n`, and with a width, words carried to the next line when they would pass
    /// it (a word longer than the width stands alone).
    private func lines(wrappedTo width: CGFloat?, _ cairo: OpaquePointer) -> [String] {
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width else { return paragraphs }
        var lines: [String] = []
        for paragraph in paragraphs {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if !line.isEmpty, Self.extents(candidate, cairo).x_advance > width {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        return lines
    }

    private static func extents(_ text: String, _ cairo: OpaquePointer) -> cairo_text_extents_t {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, text, &extents)
        return extents
    }
}
