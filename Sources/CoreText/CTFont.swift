import Foundation

/// A font at a size, as Core Text's `CTFont`: found by name with iOS's rule (`FontMatcher`), measured
/// and outlined in points, y up from the baseline as Core Text gives glyph paths.
public final class CTFont {
    let face: FontFace
    /// The size in points.
    let size: CGFloat
    /// The name the font was asked for.
    let requestedName: String
    /// Why the face drawn is not the one named (a metric-compatible face, iOS's Helvetica fallback),
    /// nil when it is that face: one line a tool can show its user.
    package let substitution: String?
    private let matcher: FontMatcher
    /// Fallback faces found so far, by character: text in a script this face lacks asks per character.
    private var fallbacks: [Unicode.Scalar: CTFont?] = [:]

    init(face: FontFace, size: CGFloat, requestedName: String, substitution: String?, matcher: FontMatcher) {
        (self.face, self.size, self.requestedName, self.substitution, self.matcher) = (face, size, requestedName, substitution, matcher)
    }

    /// Points per font unit.
    var scale: CGFloat { size / CGFloat(face.unitsPerEm) }

    /// This font's face at another size.
    func resized(to size: CGFloat) -> CTFont {
        CTFont(face: face, size: size, requestedName: requestedName, substitution: substitution, matcher: matcher)
    }

    /// A face of the system that has a glyph for `scalar`, in this font's style, at this size: Core Text's
    /// cascade list (CJK from WenQuanYi or Noto where the Latin face has none).
    func fallback(for scalar: Unicode.Scalar) -> CTFont? {
        if let known = fallbacks[scalar] { return known }
        let found = findFallback(for: scalar)
        fallbacks[scalar] = found
        return found
    }

    private func findFallback(for scalar: Unicode.Scalar) -> CTFont? {
        if let earlier = fallbacks.values.lazy.compactMap({ $0 }).first(where: { $0.face.glyph(for: scalar) != 0 }) {
            return earlier
        }
        guard let match = matcher.match(covering: scalar), let face = FontFace(file: match.file, index: match.index),
              face.glyph(for: scalar) != 0 else { return nil }
        return CTFont(face: face, size: size, requestedName: match.family, substitution: nil, matcher: matcher)
    }
}

/// Which way glyphs advance (`kCTFontOrientation*`); only horizontal text is laid out.
public enum CTFontOrientation: UInt32, Sendable {
    case `default` = 0, horizontal = 1, vertical = 2
}

/// A font for a PostScript or family name at `size` points (12 when 0). Always returns a font: one
/// that is not on this machine is drawn with a stand-in (`FontMatcher`), as Core Text returns
/// Helvetica for a name it does not know. `matrix` is not supported and must be nil.
public func CTFontCreateWithName(_ name: String, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let matcher = FontMatcher()
    let match = matcher.match(name)
    let face = FontFace(file: match.file, index: match.index) ?? FontFace.empty
    return CTFont(face: face, size: size > 0 ? size : 12, requestedName: name, substitution: match.substitution, matcher: matcher)
}

/// The font's face at `size` points (its own size when 0).
public func CTFontCreateCopyWithAttributes(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
                                           _ attributes: Any?) -> CTFont {
    font.resized(to: size > 0 ? size : font.size)
}

public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }
/// Distance from the baseline to the top of the line, in points (the face's hhea ascender).
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { CGFloat(font.face.ascender) * font.scale }
/// Distance from the baseline to the bottom of the line, in points, positive.
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { CGFloat(font.face.descender) * font.scale }
/// The line gap below the descent, in points.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { CGFloat(font.face.lineGap) * font.scale }
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { CGFloat(font.face.capHeight) * font.scale }
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { CGFloat(font.face.xHeight) * font.scale }
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 { UInt32(font.face.unitsPerEm) }
public func CTFontGetGlyphCount(_ font: CTFont) -> Int { font.face.glyphCount }
/// The PostScript name of the face drawn (`NimbusSans-Regular` for a Helvetica drawn with its stand-in).
public func CTFontCopyPostScriptName(_ font: CTFont) -> String { font.face.postScriptName }
/// The family of the face drawn.
public func CTFontCopyFamilyName(_ font: CTFont) -> String { font.face.familyName }

/// Maps UTF-16 code units to glyphs; false when some character has no glyph in this face (its glyph is
/// then 0). A surrogate pair's glyph lands at the first unit's index and 0 at the second, as Core Text does.
public func CTFontGetGlyphsForCharacters(_ font: CTFont, _ characters: UnsafePointer<UniChar>,
                                         _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: Int) -> Bool {
    var all = true
    var i = 0
    while i < count {
        let unit = characters[i]
        var scalar = Unicode.Scalar(unit)
        var width = 1
        if UTF16.isLeadSurrogate(unit), i + 1 < count, UTF16.isTrailSurrogate(characters[i + 1]) {
            scalar = Unicode.Scalar(UTF16.decode(UTF16.EncodedScalar([unit, characters[i + 1]])).value)
            width = 2
        }
        let glyph = scalar.map { font.face.glyph(for: $0) } ?? 0
        glyphs[i] = glyph
        if width == 2 { glyphs[i + 1] = 0 }
        if glyph == 0 { all = false }
        i += width
    }
    return all
}

/// Each glyph's advance in points (written to `advances` when given); returns their sum.
@discardableResult
public func CTFontGetAdvancesForGlyphs(_ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
                                       _ advances: UnsafeMutablePointer<CGSize>?, _ count: Int) -> Double {
    var total = 0.0
    for i in 0..<count {
        let advance = font.face.advance(of: glyphs[i]) * Double(font.scale)
        advances?[i] = CGSize(width: advance, height: 0)
        total += advance
    }
    return total
}

/// The glyph's outline in points, y up from the baseline, through `matrix` when given; nil for a glyph
/// without an outline.
public func CTFontCreatePathForGlyph(_ font: CTFont, _ glyph: CGGlyph, _ matrix: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let outline = font.face.outline(of: glyph) else { return nil }
    var transform = CGAffineTransform(scaleX: font.scale, y: font.scale)
    if let matrix { transform = transform.concatenating(matrix.pointee) }
    return outline.copy(using: &transform)
}

/// The font that draws `string`'s first character of `range`: `currentFont` when it has the glyph,
/// else a face of the system that has it, at the same size (Core Text's cascade list).
public func CTFontCreateForString(_ currentFont: CTFont, _ string: String, _ range: CFRange) -> CTFont {
    let units = Array(string.utf16)
    guard range.location >= 0, range.location < units.count else { return currentFont }
    let end = min(units.count, range.location + max(1, range.length))
    for scalar in String(decoding: units[range.location..<end], as: UTF16.self).unicodeScalars
    where currentFont.face.glyph(for: scalar) == 0 {
        return currentFont.fallback(for: scalar) ?? currentFont
    }
    return currentFont
}
