import CFreeType
import Foundation

/// One font file's face through FreeType, read in font units (unscaled, unhinted), as Core Text reads a
/// font: outlines and advances scale exactly with the size, and no grid fitting moves a glyph.
final class FontFace {
    private var library: FT_Library?
    /// Nil only for `empty`.
    private let face: FT_Face?
    let unitsPerEm: Double
    /// hhea's ascender and descender (descender positive, below the baseline) and the line gap.
    let ascender, descender, lineGap: Double
    /// OS/2's cap height and x height, else measured from `H` and `x`.
    private(set) var capHeight = 0.0, xHeight = 0.0

    /// Nil when FreeType cannot open the file or the face has no outlines.
    init?(file: String, index: Int32) {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { return nil }
        var opened: FT_Face?
        guard FT_New_Face(lib, file, FT_Long(index), &opened) == 0, let opened,
              opened.pointee.units_per_EM > 0 else {
            FT_Done_FreeType(lib)
            return nil
        }
        library = lib
        face = opened
        unitsPerEm = Double(opened.pointee.units_per_EM)
        ascender = Double(opened.pointee.ascender)
        descender = -Double(opened.pointee.descender)
        lineGap = max(0, Double(opened.pointee.height) - ascender - descender)
        if let os2 = FT_Get_Sfnt_Table(opened, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
           os2.pointee.version >= 2, os2.pointee.sCapHeight > 0 {
            capHeight = Double(os2.pointee.sCapHeight)
            xHeight = Double(os2.pointee.sxHeight)
        } else {
            capHeight = top(of: glyph(for: "H")) ?? ascender * 0.7
            xHeight = top(of: glyph(for: "x")) ?? ascender * 0.5
        }
    }

    /// A face with no glyphs and Helvetica's proportions: what a font is when this machine has no font
    /// file at all, so that text lays out (empty) instead of failing.
    private init() {
        face = nil
        unitsPerEm = 1000
        (ascender, descender, lineGap) = (770, 230, 0)
        (capHeight, xHeight) = (717, 523)
    }

    static var empty: FontFace { FontFace() }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    var familyName: String { face?.pointee.family_name.map { String(cString: $0) } ?? "" }
    var postScriptName: String { face.flatMap { FT_Get_Postscript_Name($0) }.map { String(cString: $0) } ?? "" }
    var glyphCount: Int { face.map { Int($0.pointee.num_glyphs) } ?? 0 }

    /// The glyph that draws `scalar`, 0 (the missing glyph) when the face has none.
    func glyph(for scalar: Unicode.Scalar) -> CGGlyph {
        guard let face else { return 0 }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        return index <= UInt32(CGGlyph.max) ? CGGlyph(index) : 0
    }

    /// The glyph's advance in font units.
    func advance(of glyph: CGGlyph) -> Double {
        guard let face, load(glyph) else { return 0 }
        return Double(face.pointee.glyph.pointee.metrics.horiAdvance)
    }

    /// The glyph's outline in font units, y up (the font's own space), nil when it cannot be loaded.
    func outline(of glyph: CGGlyph) -> CGPath? {
        guard let face, load(glyph), face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        return FreeTypeOutlinePath(&face.pointee.glyph.pointee.outline)
    }

    private func load(_ glyph: CGGlyph) -> Bool {
        guard let face else { return false }
        return FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0
    }

    private func top(of glyph: CGGlyph) -> Double? {
        guard glyph != 0, let face, load(glyph) else { return nil }
        let m = face.pointee.glyph.pointee.metrics
        return Double(m.horiBearingY)
    }
}

/// The path of a FreeType outline in its own units (font units, or 26.6 pixels for a glyph loaded at a
/// pixel size), y up; nil when FreeType cannot walk it. Also what the renderer's text outlines use.
package func FreeTypeOutlinePath(_ outline: UnsafeMutablePointer<FT_Outline>) -> CGPath? {
    let collector = OutlineCollector()
    var funcs = FT_Outline_Funcs(
        move_to: { to, user in OutlineCollector.from(user).move(to); return 0 },
        line_to: { to, user in OutlineCollector.from(user).line(to); return 0 },
        conic_to: { control, to, user in OutlineCollector.from(user).conic(control, to); return 0 },
        cubic_to: { c1, c2, to, user in OutlineCollector.from(user).cubic(c1, c2, to); return 0 },
        shift: 0, delta: 0)
    let user = Unmanaged.passUnretained(collector).toOpaque()
    guard FT_Outline_Decompose(outline, &funcs, user) == 0 else { return nil }
    collector.closeIfOpen()
    return collector.path
}

/// Gathers FreeType's outline callbacks into a path; contours close where the next begins.
private final class OutlineCollector {
    let path = CGMutablePath()
    private var open = false

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineCollector {
        Unmanaged<OutlineCollector>.fromOpaque(user!).takeUnretainedValue()
    }

    private static func point(_ v: UnsafePointer<FT_Vector>?) -> CGPoint {
        guard let v else { return .zero }
        return CGPoint(x: CGFloat(v.pointee.x), y: CGFloat(v.pointee.y))
    }

    func move(_ to: UnsafePointer<FT_Vector>?) {
        closeIfOpen()
        path.move(to: Self.point(to))
        open = true
    }

    func line(_ to: UnsafePointer<FT_Vector>?) { path.addLine(to: Self.point(to)) }

    func conic(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
        path.addQuadCurve(to: Self.point(to), control: Self.point(control))
    }

    func cubic(_ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
        path.addCurve(to: Self.point(to), control1: Self.point(c1), control2: Self.point(c2))
    }

    func closeIfOpen() {
        if open { path.closeSubpath() }
        open = false
    }
}
