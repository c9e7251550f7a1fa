import CFontconfig
import Foundation

/// Finds the font file that draws a font name, by iOS's rule and fontconfig's catalogue.
///
/// Core Text looks a name up as a PostScript name, then as a family name, and returns Helvetica when
/// neither is installed. This machine has other fonts than an iPhone, so the lookup goes:
/// 1. the face itself, when it is installed here (by PostScript name or family);
/// 2. a metric-compatible face fontconfig knows for it (Helvetica → Nimbus Sans, Arial → Liberation
///    Sans, Times → Nimbus Roman): the same advances, so lines break and align as on iOS;
/// 3. for a font iOS has and this machine lacks (Avenir, Helvetica Neue), the closest generic face in
///    the weight the name asks for;
/// 4. else Helvetica's stand-in in its regular weight, as iOS falls back to Helvetica.
/// Steps 2 to 4 say what they did in `FontMatch.substitution`.
struct FontMatcher {
    /// A resolved face: the file, the face's index in it, its names, and why it is not the one asked for.
    struct FontMatch: Equatable {
        var file: String
        var index: Int32
        var family: String
        var postScriptName: String
        var substitution: String?
    }

    /// The style a font name carries in its suffix or words (`-BoldItalic`, `Light`).
    struct Style: Equatable {
        var weight: Int32 = FcWeight.regular
        var italic = false
    }

    /// fontconfig's weights (`FC_WEIGHT_*`).
    enum FcWeight {
        static let thin: Int32 = 0, extraLight: Int32 = 40, light: Int32 = 50, regular: Int32 = 80
        static let medium: Int32 = 100, semiBold: Int32 = 180, bold: Int32 = 200, heavy: Int32 = 205, black: Int32 = 210
    }

    /// iOS's own families and the generic face that stands in for each when this machine lacks it.
    static let iosFamilies: [String: String] = [
        "helveticaneue": "Helvetica", "avenir": "Helvetica", "avenirnext": "Helvetica", "futura": "Helvetica",
        "gillsans": "Helvetica", "verdana": "DejaVu Sans", "trebuchetms": "Helvetica", "sfprotext": "Helvetica",
        "sfprodisplay": "Helvetica", "sfpro": "Helvetica", "sfui": "Helvetica", "systemfont": "Helvetica",
        "arialroundedmtbold": "Arial", "georgia": "Times", "palatino": "Palatino", "baskerville": "Times",
        "didot": "Times", "americantypewriter": "Courier", "menlo": "DejaVu Sans Mono", "courier": "Courier",
        "couriernew": "Courier New", "timesnewroman": "Times New Roman", "arial": "Arial", "helvetica": "Helvetica",
        "times": "Times", "pingfangsc": "WenQuanYi Micro Hei", "pingfangtc": "WenQuanYi Micro Hei",
        "hiraginosans": "WenQuanYi Micro Hei",
    ]

    /// Names longer than this are no font's: they take the Helvetica fallback without a lookup.
    static let longestName = 256

    /// The face for `name`, a PostScript name (`HelveticaNeue-Bold`) or a family (`Helvetica Neue`).
    func match(_ name: String) -> FontMatch {
        FcInit()
        let shown = name.count > 60 ? name.prefix(60) + "…" : name
        guard name.utf8.count <= Self.longestName else { return helvetica(for: shown) }
        let style = Self.style(of: name)
        let wanted = Self.key(name)
        if !name.isEmpty, let exact = query(postScriptName: name, family: nil, style: style)?.match,
           Self.key(exact.postScriptName) == wanted { return exact }
        let family = Self.family(of: name)
        let spaced = Self.spacedWords(family)
        let fallback = query(postScriptName: nil, family: "sandglass-no-such-family", style: style)
        for candidate in [name, family, spaced] where !candidate.isEmpty {
            guard let found = query(postScriptName: nil, family: candidate, style: style) else { continue }
            if found.familyKeys.contains(Self.key(candidate)) { return found.match }
            if found.match != fallback?.match {
                var alias = found.match
                alias.substitution = "font '\(shown)' is not on this machine: drawn with its metric-compatible \(alias.family)"
                return alias
            }
        }
        if let standIn = Self.iosFamilies[Self.key(family)],
           var found = query(postScriptName: nil, family: standIn, style: style)?.match {
            found.substitution = "font '\(shown)' (an iOS font) is not on this machine: drawn with \(found.family), "
                + "whose widths differ"
            return found
        }
        return helvetica(for: shown)
    }

    /// Helvetica's stand-in in its regular weight, as iOS falls back to Helvetica for a name it lacks.
    private func helvetica(for shown: String) -> FontMatch {
        var helvetica = query(postScriptName: nil, family: "Helvetica", style: Style())?.match
            ?? FontMatch(file: "", index: 0, family: "", postScriptName: "", substitution: nil)
        helvetica.substitution = "font '\(shown)' is neither on this machine nor on iOS: drawn with \(helvetica.family), "
            + "Helvetica's stand-in, as iOS falls back to Helvetica"
        return helvetica
    }

    /// A scalable face that has a glyph for `scalar`, nil when none is installed.
    func match(covering scalar: Unicode.Scalar) -> FontMatch? {
        FcInit()
        guard let charset = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, FcChar32(scalar.value))
        return best { FcPatternAddCharSet($0, FC_CHARSET, charset) }?.match
    }

    private struct Found {
        var match: FontMatch
        /// Every family name the face answers to, as `key` writes them.
        var familyKeys: Set<String>
    }

    private func query(postScriptName: String?, family: String?, style: Style) -> Found? {
        best { pattern in
            if let postScriptName { add(pattern, FC_POSTSCRIPT_NAME, postScriptName) }
            if let family { add(pattern, FC_FAMILY, family) }
            FcPatternAddInteger(pattern, FC_WEIGHT, style.weight)
            FcPatternAddInteger(pattern, FC_SLANT, style.italic ? 100 : 0)
        }
    }

    /// fontconfig's best scalable face for the pattern `describe` fills in, its aliases and defaults
    /// substituted (it always finds one while any font is installed).
    private func best(_ describe: (OpaquePointer) -> Void) -> Found? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        describe(pattern)
        FcPatternAddBool(pattern, FC_SCALABLE, 1)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        guard let file = string(font, FC_FILE, 0) else { return nil }
        var index: Int32 = 0
        FcPatternGetInteger(font, FC_INDEX, 0, &index)
        var keys = Set<String>()
        var n: Int32 = 0
        while let family = string(font, FC_FAMILY, n) { keys.insert(Self.key(family)); n += 1 }
        let match = FontMatch(file: file, index: index, family: string(font, FC_FAMILY, 0) ?? "",
                              postScriptName: string(font, FC_POSTSCRIPT_NAME, 0) ?? "", substitution: nil)
        return Found(match: match, familyKeys: keys)
    }

    private func add(_ pattern: OpaquePointer, _ object: String, _ value: String) {
        value.withCString { chars in
            chars.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) { _ = FcPatternAddString(pattern, object, $0) }
        }
    }

    private func string(_ pattern: OpaquePointer, _ object: String, _ n: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }

    /// Lower case without spaces, hyphens or underscores: how names are compared.
    static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    /// The family part of a PostScript name: before its `-` (`HelveticaNeue-Bold` → `HelveticaNeue`).
    static func family(of name: String) -> String {
        guard let dash = name.lastIndex(of: "-"), dash != name.startIndex else { return name }
        return String(name[..<dash])
    }

    /// `HelveticaNeue` → `Helvetica Neue`: a word starts at each capital after a lower-case letter.
    static func spacedWords(_ name: String) -> String {
        var out = ""
        var previous: Character?
        for c in name {
            if c.isUppercase, let p = previous, p.isLowercase { out.append(" ") }
            out.append(c)
            previous = c
        }
        return out
    }

    /// The weight and slant a name's suffix spells (`-SemiboldItalic`, `Light`, `Black`).
    static func style(of name: String) -> Style {
        let suffix = name.contains("-") ? String(name[name.index(after: name.lastIndex(of: "-")!)...]) : ""
        let words = suffix.lowercased()
        var style = Style()
        style.italic = words.contains("italic") || words.contains("oblique")
        let weights: [(String, Int32)] = [
            ("ultralight", FcWeight.extraLight), ("extralight", FcWeight.extraLight), ("thin", FcWeight.thin),
            ("hairline", FcWeight.thin), ("semibold", FcWeight.semiBold), ("demibold", FcWeight.semiBold),
            ("extrabold", FcWeight.heavy), ("ultrabold", FcWeight.heavy), ("bold", FcWeight.bold),
            ("light", FcWeight.light), ("medium", FcWeight.medium), ("heavy", FcWeight.heavy), ("black", FcWeight.black),
        ]
        if let (_, weight) = weights.first(where: { words.contains($0.0) }) { style.weight = weight }
        return style
    }
}
