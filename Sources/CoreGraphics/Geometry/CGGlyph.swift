/// A glyph's index in its font, as Core Text and CoreGraphics name it.
public typealias CGGlyph = UInt16
