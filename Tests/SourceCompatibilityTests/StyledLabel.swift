import UIKit
import XCTest

/// Labels styled as iOS code styles them: an optional font, and attributed text.
final class StyledLabelTests: XCTestCase {
    private func textLayer(of label: UILabel) -> CATextLayer? { label.layer.sublayers?.first as? CATextLayer }

    func testFontIsNullResettable() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        XCTAssertEqual(label.font.pointSize, 17)
        label.font = UIFont(name: "Menlo", size: 12)
        XCTAssertEqual(label.font?.fontName, "Menlo")
        XCTAssertEqual(textLayer(of: label)?.fontSize, 12)
        label.font = nil
        XCTAssertEqual(label.font.fontName, "Helvetica")
        XCTAssertEqual(label.font.pointSize, 17)
    }

    func testAttributedTextDrawsItsColourAndFont() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        let styled = NSMutableAttributedString(string: "72%", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20),
            .foregroundColor: UIColor.systemGreen,
        ])
        label.attributedText = styled
        label.layoutIfNeeded()
        XCTAssertEqual(label.text, "72%")
        let text = textLayer(of: label)
        XCTAssertEqual(text?.string, "72%")
        XCTAssertEqual(text?.font as? String, "Helvetica-Bold")
        XCTAssertEqual(text?.fontSize, 20)
        XCTAssertEqual(text?.foregroundColor, UIColor.systemGreen.cgColor)
        XCTAssertEqual(text?.frame, CGRect(x: 0, y: 8, width: 120, height: 24))

        label.textColor = .red
        XCTAssertEqual(text?.foregroundColor, UIColor.red.cgColor, "a label colour restyles the whole string")
        XCTAssertEqual(label.attributedText?.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor, .red)

        label.text = "plain"
        XCTAssertEqual(text?.fontSize, 17)
        XCTAssertEqual(text?.foregroundColor, UIColor.red.cgColor)
        XCTAssertEqual(label.attributedText?.string, "plain")
        XCTAssertTrue(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont === label.font)
    }

    func testKeysHaveIOSRawValues() {
        XCTAssertEqual(NSAttributedString.Key.font.rawValue, "NSFont")
        XCTAssertEqual(NSAttributedString.Key.foregroundColor.rawValue, "NSColor")
    }
}
