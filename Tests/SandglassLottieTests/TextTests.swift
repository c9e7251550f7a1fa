import XCTest
@testable import SandglassLottie

/// Text layers: glyph outlines laid out along the baseline, else a CATextLayer.
final class TextTests: XCTestCase {
    /// A glyph of width `w` (at size 100) whose outline is the square (0, −100)...(w, 0).
    func glyph(_ ch: String, width w: Int) -> String {
        #"{"ch": "\#(ch)", "size": 100, "style": "Bold", "fFamily": "Sans", "w": \#(w), "data": {"shapes": [{"ty": "gr", "it": [{"ty": "sh", "ks": {"a": 0, "k": {"v": [[0, -100], [\#(w), -100], [\#(w), 0], [0, 0]], "i": [[0,0],[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0],[0,0]], "c": true}}}]}]}}"#
    }

    func document(_ text: String, justify: Int) -> String {
        lottieDocument(layers: #"[{"ty": 5, "nm": "Label", "ind": 1, "ks": {"p": {"a": 0, "k": [100, 50]}}, "t": {"d": {"k": [{"t": 0, "s": {"t": "\#(text)", "s": 20, "f": "Sans-Bold", "fc": [0, 0, 1], "j": \#(justify), "lh": 24, "tr": 50}}]}, "a": []}}]"#,
                       extra: #""fonts": {"list": [{"fName": "Sans-Bold", "fFamily": "Sans", "fStyle": "Bold"}]}, "chars": [\#(glyph("A", width: 60)), \#(glyph("B", width: 40))],"#)
    }

    func testGlyphOutlinesAreLaidOutAlongTheBaseline() throws {
        let c = try compose(document(#"AB\rB"#, justify: 0))
        XCTAssertEqual(c.warnings, [])
        let root = c.makeRootLayer()
        let text = try XCTUnwrap(root.find("Label/Text") as? CAShapeLayer)
        XCTAssertEqual(text.fillColor, CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        // Size 20: A is 12 wide, B 8; tracking 50/1000 em = 1. Line 1: A at 0, B at 13; line 2 B at 0, 24 lower.
        XCTAssertEqual(text.path?.boundingBox, CGRect(x: 0, y: -20, width: 21, height: 44))
        let starts = text.path?.elements.compactMap { e -> CGPoint? in if case .moveTo(let p) = e { return p }; return nil }
        XCTAssertEqual(starts, [CGPoint(x: 0, y: -20), CGPoint(x: 13, y: -20), CGPoint(x: 0, y: 4)])
        assertPoint(world(root, "Label/Text", .zero, at: 0), CGPoint(x: 100, y: 50))
    }

    func testCentredAndRightJustifiedLines() throws {
        // "AB" advances 12 + 1 + 8 + 1 = 22.
        let centred = try compose(document("AB", justify: 2)).makeRootLayer().find("Label/Text") as? CAShapeLayer
        XCTAssertEqual(centred?.path?.boundingBox.minX, -11)
        let right = try compose(document("AB", justify: 1)).makeRootLayer().find("Label/Text") as? CAShapeLayer
        XCTAssertEqual(right?.path?.boundingBox.minX, -22)
    }

    func testTextWithoutGlyphsFallsBackToATextLayer() throws {
        let c = try compose(document("AC", justify: 0))
        XCTAssertEqual(c.warnings, ["test.json: layer 'Label': text without glyph outlines (chars) is drawn in a font of the system; its placement is approximate"])
        let text = try XCTUnwrap(c.makeRootLayer().find("Label/Text") as? CATextLayer)
        XCTAssertEqual(text.string as? String, "AC")
        XCTAssertEqual(text.fontSize, 20)
        XCTAssertEqual(text.fontName, "Sans")
    }
}
