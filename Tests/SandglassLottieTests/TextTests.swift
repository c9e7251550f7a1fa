import XCTest
@testable import SandglassLottie

/// Text layers. After Effects' way draws the file's glyph outlines along the baseline; iOS's way lays
/// the text out in the named font of the system (Helvetica's stand-in, Nimbus Sans, here: its widths
/// are Helvetica's, I 278 and H 722 thousandths of an em; its I is a stem from x 10 to 19.4 and up to
/// 72.9 at size 100), as lottie-ios's Core Text layer places it.
final class TextTests: XCTestCase {
    /// A glyph of width `w` (at size 100) whose outline is the square (0, −100)...(w, 0).
    func glyph(_ ch: String, width w: Int) -> String {
        #"{"ch": "\#(ch)", "size": 100, "style": "Bold", "fFamily": "Sans", "w": \#(w), "data": {"shapes": [{"ty": "gr", "it": [{"ty": "sh", "ks": {"a": 0, "k": {"v": [[0, -100], [\#(w), -100], [\#(w), 0], [0, 0]], "i": [[0,0],[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0],[0,0]], "c": true}}}]}]}}"#
    }

    func document(_ text: String, justify: Int) -> String {
        lottieDocument(layers: #"[{"ty": 5, "nm": "Label", "ind": 1, "ks": {"p": {"a": 0, "k": [100, 50]}}, "t": {"d": {"k": [{"t": 0, "s": {"t": "\#(text)", "s": 20, "f": "Sans-Bold", "fc": [0, 0, 1], "j": \#(justify), "lh": 24, "tr": 50}}]}, "a": []}}]"#,
                       extra: #""fonts": {"list": [{"fName": "Sans-Bold", "fFamily": "Sans", "fStyle": "Bold"}]}, "chars": [\#(glyph("A", width: 60)), \#(glyph("B", width: 40))],"#)
    }

    /// A Helvetica text layer: `style` is the document's members after the text and font.
    func helvetica(_ text: String, _ style: String) -> String {
        lottieDocument(layers: #"[{"ty": 5, "nm": "Label", "ind": 1, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"t": "\#(text)", "f": "Helvetica", \#(style)}}]}}}]"#)
    }

    func textPath(_ json: String, _ mode: LottieText = .ios) throws -> CGPath {
        let root = try compose(json).makeRootLayer(text: mode)
        return try XCTUnwrap((root.find("Label/Text") as? CAShapeLayer)?.path)
    }

    func testGlyphOutlinesAreLaidOutAlongTheBaseline() throws {
        let c = try compose(document(#"AB\rB"#, justify: 0))
        let root = c.makeRootLayer(text: .afterEffects)
        let text = try XCTUnwrap(root.find("Label/Text") as? CAShapeLayer)
        XCTAssertEqual(text.fillColor, CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        // Size 20: A is 12 wide, B 8; tracking 50/1000 em = 1. Line 1: A at 0, B at 13; line 2 B at 0, 24 lower.
        XCTAssertEqual(text.path?.boundingBox, CGRect(x: 0, y: -20, width: 21, height: 44))
        let starts = text.path?.elements.compactMap { e -> CGPoint? in if case .moveTo(let p) = e { return p }; return nil }
        XCTAssertEqual(starts, [CGPoint(x: 0, y: -20), CGPoint(x: 13, y: -20), CGPoint(x: 0, y: 4)])
        assertPoint(world(root, "Label/Text", .zero, at: 0), CGPoint(x: 100, y: 50))
    }

    func testCentredAndRightJustifiedGlyphOutlines() throws {
        // "AB" advances 12 + 1 + 8 + 1 = 22.
        XCTAssertEqual(try textPath(document("AB", justify: 2), .afterEffects).boundingBox.minX, -11)
        XCTAssertEqual(try textPath(document("AB", justify: 1), .afterEffects).boundingBox.minX, -22)
    }

    /// iOS draws the font the document names and never the embedded outlines: `Sans-Bold` is on neither
    /// iOS nor this machine, so Helvetica's stand-in draws it, in its regular weight, as iOS does.
    func testIOSIgnoresTheEmbeddedGlyphs() throws {
        let c = try compose(document("AB", justify: 0))
        XCTAssertEqual(c.warnings, ["test.json: layer 'Label': font 'Sans-Bold' is neither on this machine nor on iOS: drawn with "
                                    + "Nimbus Sans, Helvetica's stand-in, as iOS falls back to Helvetica"])
        let ios = try textPath(document("AB", justify: 0))
        let embedded = try textPath(document("AB", justify: 0), .afterEffects)
        XCTAssertNotEqual(ios.boundingBox, embedded.boundingBox)
        XCTAssertEqual(try textPath(document("AB", justify: 0)).boundingBox.maxY, 0, accuracy: 1e-9, "A and B sit on the baseline")
    }

    func testPointTextStartsAtTheOriginOnTheFirstBaseline() throws {
        let box = try textPath(helvetica("II", #""s": 100, "lh": 120"#)).boundingBox
        XCTAssertEqual(box.minX, 10, accuracy: 1e-9)
        XCTAssertEqual(box.maxX, 27.8 + 19.4, accuracy: 1e-9)
        XCTAssertEqual(box.minY, -72.9, accuracy: 1e-9)
        XCTAssertEqual(box.maxY, 0, accuracy: 1e-9)
    }

    func testTrackingAddsToEveryAdvance() throws {
        // 50 thousandths of an em at size 100: 5 points after each character.
        XCTAssertEqual(try textPath(helvetica("II", #""s": 100, "tr": 50"#)).boundingBox.maxX, 27.8 + 5 + 19.4, accuracy: 1e-9)
    }

    /// Right and centred point text: "II" is 55.6 wide; lottie-ios's frame is that plus a fifth of the
    /// size each side, 95.6, rounded up to 96, and the line aligns in it, so it moves by the 0.4.
    func testRightAndCentredPointTextAlignInTheRoundedFrame() throws {
        XCTAssertEqual(try textPath(helvetica("II", #""s": 100, "j": 1"#)).boundingBox.minX, 0.4 - 55.6 + 10, accuracy: 1e-9)
        XCTAssertEqual(try textPath(helvetica("II", #""s": 100, "j": 2"#)).boundingBox.minX, (0.4 - 55.6) / 2 + 10, accuracy: 1e-9)
    }

    func testLinesAreTheLineHeightApart() throws {
        let box = try textPath(helvetica(#"I\rII\nI"#, #""s": 100, "lh": 120"#)).boundingBox
        XCTAssertEqual(box.maxY, 240, accuracy: 1e-9)
        XCTAssertEqual(box.maxX, 47.2, accuracy: 1e-9)
    }

    /// Box text wraps at spaces to the box's width, its first line's cap height (71.8) at the box's top;
    /// a line that does not fit the box's height is not drawn.
    func testBoxTextWrapsAndClipsToTheBox() throws {
        let tall = try textPath(helvetica("II II", #""s": 100, "lh": 120, "sz": [60, 300], "ps": [10, 20]"#)).boundingBox
        XCTAssertEqual(tall.minY, 20 + 71.8 - 72.9, accuracy: 1e-9)
        XCTAssertEqual(tall.maxY, 20 + 71.8 + 120, accuracy: 1e-9)
        XCTAssertEqual(tall.minX, 10 + 10, accuracy: 1e-9)
        XCTAssertEqual(tall.maxX, 10 + 47.2, accuracy: 1e-9)
        let short = try textPath(helvetica("II II", #""s": 100, "lh": 120, "sz": [60, 100], "ps": [10, 20]"#)).boundingBox
        XCTAssertEqual(short.maxY, 20 + 71.8, accuracy: 1e-9)
        let centred = try textPath(helvetica("II", #""s": 100, "j": 2, "sz": [100, 100], "ps": [0, 0]"#)).boundingBox
        XCTAssertEqual(centred.minX, (100 - 55.6) / 2 + 10, accuracy: 1e-9)
    }

    /// Core Text reads a stroke's width as a percentage of the font size; After Effects as points.
    func testStrokeWidthAndOrder() throws {
        let json = helvetica("I", #""s": 40, "fc": [0, 0, 1], "sc": [1, 0, 0], "sw": 5"#)
        let ios = try compose(json).makeRootLayer(text: .ios)
        let stroke = try XCTUnwrap(ios.find("Label/Text/Text Stroke") as? CAShapeLayer)
        XCTAssertEqual(stroke.lineWidth, 2)
        XCTAssertEqual(stroke.strokeColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertNil(stroke.fillColor)
        XCTAssertEqual(ios.find("Label/Text")?.sublayers?.map { $0.name }, ["Text Stroke", "Text"], "stroke under the fill")
        let ae = try compose(json).makeRootLayer(text: .afterEffects)
        XCTAssertEqual((ae.find("Label/Text/Text Stroke") as? CAShapeLayer)?.lineWidth, 5)
        let over = try compose(helvetica("I", #""s": 40, "sc": [1, 0, 0], "sw": 5, "of": true"#)).makeRootLayer()
        XCTAssertEqual(over.find("Label/Text")?.sublayers?.map { $0.name }, ["Text", "Text Stroke"], "stroke over the fill")
    }

    func testTheTextChoiceIsAParameterOfFilesWithText() throws {
        let names = try compose(helvetica("I", #""s": 40"#)).parameters.declarations.map(\.name)
        XCTAssertEqual(Array(names.prefix(2)), [LottieTiming.parameterName, LottieText.parameterName])
        let none = try compose(lottieDocument(layers: #"[{"ty": 3, "nm": "N", "ind": 1, "ks": {}}]"#)).parameters
        XCTAssertFalse(none.declarations.map(\.name).contains(LottieText.parameterName))
    }

    func testTextAnimatorsAreIgnoredWithAWarning() throws {
        let json = lottieDocument(layers: #"[{"ty": 5, "nm": "Label", "ind": 1, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"t": "I", "f": "Helvetica", "s": 10}}]}, "a": [{"s": {}, "a": {"o": {"a": 0, "k": 0}}}]}}]"#)
        XCTAssertEqual(try compose(json).warnings, [
            "test.json: layer 'Label': text animators are ignored, as iOS ignores them",
            "test.json: layer 'Label': font 'Helvetica' is not on this machine: drawn with its metric-compatible Nimbus Sans",
        ])
    }
}
