import CCairo
import Foundation

/// The system face that draws a text layer's font: chosen by name (DejaVu Sans, Serif or Mono, bold
/// for bold names, slanted for italic or oblique ones), or the CJK face for CJK text. `TextPainter`
/// draws and measures with it, so a measured size is the size drawn.
struct TextFace {
    let family: String
    let bold: Bool
    let slanted: Bool

    init(fontName: String, string: String) {
        let name = fontName.lowercased()
        // Cairo's simple text API draws with one face: CJK text takes the CJK face the GL renderer falls back to.
        let cjk = string.unicodeScalars.contains { $0.value >= 0x2E80 }
        family = cjk ? "WenQuanYi Micro Hei"
            : name.contains("mono") || name.contains("courier") || name.contains("menlo") ? "DejaVu Sans Mono"
            : (name.contains("serif") && !name.contains("sans")) || name.contains("times") ? "DejaVu Serif" : "DejaVu Sans"
        bold = ["bold", "heavy", "semibold", "black"].contains(where: name.contains)
        slanted = name.contains("italic") || name.contains("oblique")
    }

    /// Makes this face, at `size` points, the current font of `cairo`.
    func select(on cairo: OpaquePointer, size: CGFloat) {
        cairo_select_font_face(cairo, family, slanted ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, size)
    }
}
