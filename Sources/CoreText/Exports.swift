// CoreText: fonts as `import CoreText` gives them on iOS, enough to lay out and outline text: CTFont
// found by name with iOS's rule (a missing face is drawn with a metric-compatible one, else
// Helvetica's stand-in), its metrics, glyphs, advances and glyph paths. Faces come from fontconfig's
// catalogue and are read with FreeType in font units, unhinted, as Core Text reads them. Imports
// CoreGraphics, FreeType and fontconfig only.
@_exported import CoreGraphics
