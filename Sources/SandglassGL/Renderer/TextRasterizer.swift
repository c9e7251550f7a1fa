import CFreeType
import CoreText
import Foundation
import QuartzCore
import SandglassSystem
import SandglassTessellation

/// Draws a text layer's string's coverage into a bitmap with FreeType, glyph by glyph, in white: the
/// renderer tints it with the text's colour (a colour animation costs no rasterising).
///
/// Glyph bitmaps are cached per (font, pixel size, character) — the glyph atlas — and whole rendered
/// strings per (string, font, size, layout, scale), so an unchanged label costs nothing per frame. Fonts are found
/// at run time among the system's TrueType files: the layer's `fontName` is matched by family and
/// weight words ("Helvetica-Light", "PingFangSC-Thin" → DejaVu Sans ExtraLight); anything unknown
/// falls back to DejaVu Sans. Characters a font lacks (CJK in DejaVu) come from the first installed
/// fallback font that has them (WenQuanYi Micro Hei, Noto CJK, Droid Sans Fallback). Layout: lines top-aligned in the bounds, first baseline at the ascender,
/// aligned left/centre/right; wrapped at spaces when the layer wraps.
final class TextRasterizer {
    struct Raster {
        let pixels: PixelBuffer
        let cacheKey: Int
    }

    private struct Glyph {
        let width: Int, height: Int, left: Int, top: Int, advance: Int
        let coverage: [UInt8]
        var scalar: Unicode.Scalar = " "
    }

    private var library: FT_Library?
    private var faces: [String: FT_Face] = [:]
    /// Font name -> file, so text that changes every frame (a running score) does not list the font
    /// directories again.
    private var fontFiles: [String: String?] = [:]
    private var glyphs: [String: Glyph] = [:]
    private var rasters: [Int: Raster] = [:]
    static let fontDirectories = ["/usr/share/fonts/truetype", "/usr/share/fonts/opentype", "/usr/local/share/fonts"]

    init() {
        var lib: FT_Library?
        if FT_Init_FreeType(&lib) == 0 { library = lib }
    }

    deinit {
        for face in faces.values { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The rendered text, or nil when nothing can be drawn (empty string, zero size, no font at all).
    func rasterize(_ text: TextContent, size: CGSize, scale: CGFloat) -> Raster? {
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard !text.string.isEmpty, width > 0, height > 0, width <= 8192, height <= 8192,
              text.fontSize > 0, text.fontSize.isFinite else { return nil }
        // The colour is not part of the key: the raster is coverage (white), and the colour tints it
        // when drawn, so text whose colour animates is rasterised once, not every frame.
        var hasher = Hasher()
        hasher.combine(text.string)
        hasher.combine(text.fontName)
        hasher.combine(text.fontSize)
        hasher.combine(text.alignment)
        hasher.combine(text.wraps)
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(scale)
        let key = hasher.finalize()
        if let cached = rasters[key] { return cached }
        if fontFiles[text.fontName] == nil { fontFiles[text.fontName] = TextRasterizer.fontFile(for: text.fontName) }
        guard let path = fontFiles[text.fontName] ?? nil, let face = face(at: path) else { return nil }
        let pixelSize = max(1, Int((text.fontSize * scale).rounded()))
        FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize))
        let metrics = face.pointee.size.pointee.metrics
        let ascender = Int(metrics.ascender >> 6), lineHeight = Int(metrics.height >> 6)
        var pixels = PixelBuffer(width: width, height: height)
        let lines = layoutLines(text, face: face, path: path, pixelSize: pixelSize, maxWidth: width)
        for (row, line) in lines.enumerated() {
            let lineWidth = line.reduce(0) { $0 + $1.advance }
            var x: Int
            switch text.alignment {
            case .center: x = (width - lineWidth) / 2
            case .right: x = width - lineWidth
            default: x = 0
            }
            let baseline = ascender + row * lineHeight
            for glyph in line {
                blit(glyph, at: x + glyph.left, baseline - glyph.top, into: &pixels)
                x += glyph.advance
            }
        }
        let raster = Raster(pixels: pixels, cacheKey: key)
        if rasters.count > 256 { rasters.removeAll() }
        rasters[key] = raster
        return raster
    }

    /// The text's glyph outlines laid out as `rasterize` lays them out at one pixel a point, in the
    /// layer's own coordinates from its bounds' corner `origin` (y down): the glyphs at the same pen
    /// positions, their outlines hinted at that size as the raster's glyphs are. Nil when nothing
    /// would be drawn.
    func outline(_ text: TextContent, size: CGSize, origin: CGPoint) -> CGPath? {
        let width = Int(size.width.rounded(.up)), height = Int(size.height.rounded(.up))
        guard !text.string.isEmpty, width > 0, height > 0, text.fontSize > 0, text.fontSize.isFinite else { return nil }
        if fontFiles[text.fontName] == nil { fontFiles[text.fontName] = TextRasterizer.fontFile(for: text.fontName) }
        guard let path = fontFiles[text.fontName] ?? nil, let face = face(at: path) else { return nil }
        let pixelSize = max(1, Int(text.fontSize.rounded()))
        FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize))
        let metrics = face.pointee.size.pointee.metrics
        let ascender = Int(metrics.ascender >> 6), lineHeight = Int(metrics.height >> 6)
        let outline = CGMutablePath()
        for (row, line) in layoutLines(text, face: face, path: path, pixelSize: pixelSize, maxWidth: width).enumerated() {
            let lineWidth = line.reduce(0) { $0 + $1.advance }
            var x = text.alignment == .center ? (width - lineWidth) / 2 : text.alignment == .right ? width - lineWidth : 0
            let baseline = ascender + row * lineHeight
            for glyph in line {
                let glyphFace = self.face(containing: glyph.scalar, primary: face, pixelSize: pixelSize)
                if FT_Load_Char(glyphFace, FT_ULong(glyph.scalar.value), FT_Int32(FT_LOAD_NO_BITMAP)) == 0,
                   glyphFace.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
                   let shape = FreeTypeOutlinePath(&glyphFace.pointee.glyph.pointee.outline) {
                    // 26.6 pixels, y up from the pen: to points, y down from the baseline.
                    let place = CGAffineTransform(a: 1 / 64, b: 0, c: 0, d: -1 / 64,
                                                  tx: origin.x + CGFloat(x), ty: origin.y + CGFloat(baseline))
                    outline.addPath(shape, transform: place)
                }
                x += glyph.advance
            }
        }
        FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize))
        return outline.isEmpty ? nil : outline
    }

    private func layoutLines(_ text: TextContent, face: FT_Face, path: String, pixelSize: Int, maxWidth: Int) -> [[Glyph]] {
        var lines: [[Glyph]] = []
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line: [Glyph] = [], lineWidth = 0
            var word: [Glyph] = [], wordWidth = 0
            func flushWord() {
                if text.wraps && lineWidth + wordWidth > maxWidth && !line.isEmpty {
                    lines.append(line)
                    line = []; lineWidth = 0
                    while let first = word.first, first.width == 0 { word.removeFirst(); wordWidth -= first.advance }
                }
                line += word; lineWidth += wordWidth
                word = []; wordWidth = 0
            }
            for scalar in paragraph.unicodeScalars {
                let g = glyph(scalar, face: face, path: path, pixelSize: pixelSize)
                if scalar == " " { flushWord() }
                word.append(g); wordWidth += g.advance
            }
            flushWord()
            lines.append(line)
        }
        return lines
    }

    private func glyph(_ scalar: Unicode.Scalar, face: FT_Face, path: String, pixelSize: Int) -> Glyph {
        let key = "\(path)|\(pixelSize)|\(scalar.value)"
        if let g = glyphs[key] { return g }
        var g = Glyph(width: 0, height: 0, left: 0, top: 0, advance: 0, coverage: [])
        let face = self.face(containing: scalar, primary: face, pixelSize: pixelSize)
        if FT_Load_Char(face, FT_ULong(scalar.value), FT_Int32(FT_LOAD_RENDER)) == 0 {
            let slot = face.pointee.glyph.pointee
            let bitmap = slot.bitmap
            var coverage = [UInt8](repeating: 0, count: Int(bitmap.width) * Int(bitmap.rows))
            if let buffer = bitmap.buffer {
                for row in 0..<Int(bitmap.rows) {
                    for col in 0..<Int(bitmap.width) {
                        coverage[row * Int(bitmap.width) + col] = buffer[row * Int(bitmap.pitch) + col]
                    }
                }
            }
            g = Glyph(width: Int(bitmap.width), height: Int(bitmap.rows), left: Int(slot.bitmap_left),
                      top: Int(slot.bitmap_top), advance: Int(slot.advance.x >> 6), coverage: coverage)
        }
        g.scalar = scalar
        glyphs[key] = g
        return g
    }

    /// Draws `g`'s coverage over `pixels` in white (premultiplied: every channel is the coverage).
    private func blit(_ g: Glyph, at x0: Int, _ y0: Int, into pixels: inout PixelBuffer) {
        for row in 0..<g.height {
            let y = y0 + row
            guard y >= 0, y < pixels.height else { continue }
            for col in 0..<g.width {
                let x = x0 + col
                guard x >= 0, x < pixels.width else { continue }
                let cov = Double(g.coverage[row * g.width + col]) / 255
                guard cov > 0 else { continue }
                let v = UInt8(min(255, (cov * 255 + Double(pixels[x, y].a) * (1 - cov)).rounded()))
                pixels[x, y] = RGBA8(v, v, v, v)
            }
        }
    }

    /// `primary` when it has the character, else the first fallback face that does (sized to match).
    private func face(containing scalar: Unicode.Scalar, primary: FT_Face, pixelSize: Int) -> FT_Face {
        guard FT_Get_Char_Index(primary, FT_ULong(scalar.value)) == 0, scalar.value > 0x20 else { return primary }
        for path in TextRasterizer.fallbackFontFiles {
            guard let candidate = face(at: path), FT_Get_Char_Index(candidate, FT_ULong(scalar.value)) != 0 else { continue }
            FT_Set_Pixel_Sizes(candidate, 0, FT_UInt(pixelSize))
            return candidate
        }
        return primary
    }

    /// Every file under the font directories, listed once per process.
    static let fontDirectoryFiles: [String] = fontDirectories.flatMap { dir -> [String] in
        guard let e = FileManager.default.enumerator(atPath: dir) else { return [] }
        return e.compactMap { $0 as? String }.map { "\(dir)/\($0)" }
    }

    /// The .ttf and .otf files among them.
    static let installedFontFiles: [String] = fontDirectoryFiles.filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }

    /// Installed fonts with wide Unicode coverage (CJK), in order of preference.
    static let fallbackFontFiles: [String] = {
        let names = ["wqy-microhei.ttc", "wqy-zenhei.ttc", "NotoSansCJK-Regular.ttc", "DroidSansFallbackFull.ttf"]
        let files = fontDirectoryFiles
        return names.compactMap { name in files.first { $0.hasSuffix("/" + name) } }
    }()

    private func face(at path: String) -> FT_Face? {
        if let f = faces[path] { return f }
        var face: FT_Face?
        guard let library, FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        faces[path] = face
        return face
    }

    /// The font file for a Core Animation font name: weight words pick the DejaVu weight, "Italic" or
    /// "Oblique" its slanted face; monospace and serif families pick those; a file whose name matches the
    /// font name exactly wins.
    static func fontFile(for name: String) -> String? {
        let files = installedFontFiles
        let lower = name.lowercased()
        if let exact = files.first(where: { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent.lowercased() == lower }) {
            return exact
        }
        var family = "DejaVuSans"
        if lower.contains("mono") || lower.contains("courier") || lower.contains("menlo") { family = "DejaVuSansMono" }
        else if lower.contains("serif") && !lower.contains("sans") || lower.contains("times") { family = "DejaVuSerif" }
        let slanted = lower.contains("italic") || lower.contains("oblique")
        let bold = lower.contains("bold") || lower.contains("heavy") || lower.contains("semibold")
        var style = ""
        if ["thin", "light", "ultralight", "extralight"].contains(where: lower.contains) && family == "DejaVuSans" && !slanted {
            style = "-ExtraLight"
        } else if bold || slanted {
            // DejaVu's serif slants are Italic, its sans and mono ones Oblique.
            style = "-" + (bold ? "Bold" : "") + (slanted ? (family == "DejaVuSerif" ? "Italic" : "Oblique") : "")
        }
        let wanted = family + style + ".ttf"
        return files.first { $0.hasSuffix("/" + wanted) } ?? files.first { $0.hasSuffix("/DejaVuSans.ttf") } ?? files.first
    }
}
