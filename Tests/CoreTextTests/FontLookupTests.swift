import CoreText
import XCTest

/// CTFont found by name as iOS finds it, with this machine's stand-ins: Helvetica's metric-compatible
/// Nimbus Sans (fonts-urw-base35), whose advances are Helvetica's own (its AFM widths, in thousandths of
/// an em), an installed face by its own name, and Helvetica's stand-in for a name neither has.
final class FontLookupTests: XCTestCase {
    /// The advance of `character` in `font`, in points.
    func advance(_ character: Character, _ font: CTFont) -> CGFloat {
        let units = Array(String(character).utf16)
        var glyphs = [CGGlyph](repeating: 0, count: units.count)
        XCTAssertTrue(CTFontGetGlyphsForCharacters(font, units, &glyphs, units.count))
        return CGFloat(CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, nil, 1))
    }

    func testHelveticaIsDrawnWithItsMetricCompatibleStandIn() {
        let font = CTFontCreateWithName("Helvetica", 100, nil)
        XCTAssertEqual(CTFontCopyFamilyName(font), "Nimbus Sans")
        XCTAssertEqual(font.substitution, "font 'Helvetica' is not on this machine: drawn with its metric-compatible Nimbus Sans")
        // Helvetica's widths: H 722, i 222, a 556, b 556 (thousandths of an em).
        XCTAssertEqual(advance("H", font), 72.2, accuracy: 1e-9)
        XCTAssertEqual(advance("i", font), 22.2, accuracy: 1e-9)
        XCTAssertEqual(advance("b", font), 55.6, accuracy: 1e-9)
        XCTAssertEqual(CTFontGetSize(font), 100)
    }

    func testAPostScriptNamesWeightIsKept() {
        let bold = CTFontCreateWithName("Helvetica-Bold", 100, nil)
        XCTAssertEqual(CTFontCopyPostScriptName(bold), "NimbusSans-Bold")
        // Helvetica Bold's b is 611, its regular 556.
        XCTAssertEqual(advance("b", bold), 61.1, accuracy: 1e-9)
    }

    func testAnInstalledFaceIsItself() {
        let font = CTFontCreateWithName("DejaVuSans-Bold", 20, nil)
        XCTAssertEqual(CTFontCopyPostScriptName(font), "DejaVuSans-Bold")
        XCTAssertNil(font.substitution)
        XCTAssertNil(CTFontCreateWithName("DejaVu Sans", 20, nil).substitution)
    }

    func testAnUnknownNameFallsBackToHelveticaInItsRegularWeight() {
        let font = CTFontCreateWithName("NoSuchFont-Bold", 100, nil)
        XCTAssertEqual(CTFontCopyPostScriptName(font), "NimbusSans-Regular")
        XCTAssertEqual(font.substitution, "font 'NoSuchFont-Bold' is neither on this machine nor on iOS: drawn with Nimbus Sans, "
                       + "Helvetica's stand-in, as iOS falls back to Helvetica")
    }

    func testAnIOSFontThisMachineLacksTakesTheStandInInItsWeight() {
        let font = CTFontCreateWithName("Avenir-Heavy", 100, nil)
        XCTAssertEqual(CTFontCopyPostScriptName(font), "NimbusSans-Bold")
        XCTAssertEqual(font.substitution, "font 'Avenir-Heavy' (an iOS font) is not on this machine: drawn with Nimbus Sans, whose widths differ")
    }

    func testMetricsScaleWithTheSize() {
        let font = CTFontCreateWithName("Helvetica", 100, nil)
        let half = CTFontCreateCopyWithAttributes(font, 50, nil, nil)
        XCTAssertEqual(CTFontGetAscent(half) * 2, CTFontGetAscent(font), accuracy: 1e-9)
        XCTAssertEqual(CTFontGetCapHeight(font), 71.8, accuracy: 1e-9)   // Helvetica's 718
        XCTAssertGreaterThan(CTFontGetDescent(font), 0)
    }

    /// Nimbus Sans's I (its outlines are its own, its widths Helvetica's): a stem from x 10 to 19.4
    /// points at size 100, from the baseline up to 72.9 (y up, as Core Text gives glyph paths).
    func testAGlyphsPathIsInPointsYUp() throws {
        let font = CTFontCreateWithName("Helvetica", 100, nil)
        var glyph: CGGlyph = 0
        XCTAssertTrue(CTFontGetGlyphsForCharacters(font, [UniChar(UInt8(ascii: "I"))], &glyph, 1))
        let box = try XCTUnwrap(CTFontCreatePathForGlyph(font, glyph, nil)).boundingBox
        XCTAssertEqual(box.minX, 10, accuracy: 1e-9)
        XCTAssertEqual(box.maxX, 19.4, accuracy: 1e-9)
        XCTAssertEqual(box.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(box.maxY, 72.9, accuracy: 1e-9)
        var shift = CGAffineTransform(translationX: 100, y: 0)
        XCTAssertEqual(try XCTUnwrap(CTFontCreatePathForGlyph(font, glyph, &shift)).boundingBox.minX, 110, accuracy: 1e-9)
    }

    func testCharactersTheFaceLacksComeFromAFaceThatHasThem() {
        let font = CTFontCreateWithName("Helvetica", 20, nil)
        var glyphs: [CGGlyph] = [0, 0]
        XCTAssertFalse(CTFontGetGlyphsForCharacters(font, Array("中A".utf16), &glyphs, 2))
        XCTAssertEqual(glyphs[0], 0)
        XCTAssertNotEqual(glyphs[1], 0)
        let cjk = CTFontCreateForString(font, "A中", CFRange(location: 1, length: 1))
        XCTAssertEqual(CTFontCopyFamilyName(cjk), "WenQuanYi Micro Hei")
        XCTAssertEqual(CTFontGetSize(cjk), 20)
        XCTAssertTrue(CTFontCreateForString(font, "A中", CFRange(location: 0, length: 1)) === font)
    }

    /// A character outside the Basic Multilingual Plane is two UTF-16 units: its glyph at the first, 0 at the second.
    func testASurrogatePairMapsToOneGlyph() {
        let font = CTFontCreateWithName("DejaVuMathTeXGyre-Regular", 20, nil)
        XCTAssertNil(font.substitution)
        let units = Array("𝐀".utf16)
        XCTAssertEqual(units.count, 2)
        var glyphs: [CGGlyph] = [7, 7]
        XCTAssertTrue(CTFontGetGlyphsForCharacters(font, units, &glyphs, 2))
        XCTAssertNotEqual(glyphs[0], 0)
        XCTAssertEqual(glyphs[1], 0)
    }
}

/// A hostile name (a Lottie file's font name of any length) costs no lookup and no long line.
final class FontNameLimitTests: XCTestCase {
    func testAVeryLongNameFallsBackAtOnceAndIsShortenedInItsLine() {
        let font = CTFontCreateWithName(String(repeating: "x", count: 100_000), 10, nil)
        XCTAssertEqual(CTFontCopyPostScriptName(font), "NimbusSans-Regular")
        XCTAssertEqual(font.substitution, "font '" + String(repeating: "x", count: 60) + "…' is neither on this machine nor on iOS: "
                       + "drawn with Nimbus Sans, Helvetica's stand-in, as iOS falls back to Helvetica")
    }
}
