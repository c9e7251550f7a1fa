import XCTest
@testable import UIKit

/// Text drawn and measured with attributes, by the face a label draws with.
final class StringDrawingTests: XCTestCase {
    let font = UIFont.systemFont(ofSize: 20)

    func testParagraphStylesAreSetOnTheMutableKindAndCopied() {
        XCTAssertEqual(NSParagraphStyle.default.alignment, .natural)
        XCTAssertEqual(NSParagraphStyle.default.lineBreakMode, .byWordWrapping)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        let copy = style.mutableCopy() as! NSMutableParagraphStyle
        XCTAssertEqual(copy.alignment, .center)
        XCTAssertEqual(copy.lineSpacing, 4)
        XCTAssertEqual(copy, style)
    }

    func testAMeasuredLineIsOneLineHighAndWrappingAddsLines() {
        let line = "Sandglass".size(withAttributes: [.font: font])
        XCTAssertGreaterThan(line.width, 60)
        XCTAssertLessThan(line.width, 140)
        let oneLine = "Sandglass".boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin,
                                               attributes: [.font: font], context: nil)
        XCTAssertEqual(oneLine.size, line)
        let width = max(line.width, "draws text".size(withAttributes: [.font: font]).width) + 1
        let wrapped = "Sandglass draws text".boundingRect(with: CGSize(width: width, height: 1000), options: .usesLineFragmentOrigin,
                                                          attributes: [.font: font], context: nil)
        XCTAssertEqual(wrapped.height, line.height * 2, accuracy: 1e-9, "'Sandglass' / 'draws text'")
        XCTAssertLessThanOrEqual(wrapped.width, width)
        let unwrapped = "Sandglass draws text".boundingRect(with: CGSize(width: line.width + 1, height: 1000), options: [],
                                                            attributes: [.font: font], context: nil)
        XCTAssertEqual(unwrapped.height, line.height, "without .usesLineFragmentOrigin: one line")
        XCTAssertEqual(NSAttributedString(string: "Sandglass", attributes: [.font: font]).size(), line)
    }

    /// The paragraph style's alignment places the line: right-aligned, the ink is in the right half.
    func testDrawingFollowsTheAlignmentAndColour() {
        func ink(_ alignment: NSTextAlignment) -> (minX: Int, color: (UInt8, UInt8, UInt8)) {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40), format: format).image { _ in
                "Wm".draw(in: CGRect(x: 0, y: 0, width: 200, height: 40),
                          withAttributes: [.font: font, .foregroundColor: UIColor.red, .paragraphStyle: style])
            }.cgImage!
            var minX = Int.max, color: (UInt8, UInt8, UInt8) = (0, 0, 0)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    guard let p = image.pixel(x: x, y: y), p.a == 255 else { continue }
                    if x < minX { (minX, color) = (x, (p.r, p.g, p.b)) }
                }
            }
            return (minX, color)
        }
        let left = ink(.left), right = ink(.right), centre = ink(.center)
        XCTAssertLessThan(left.minX, 5)
        XCTAssertGreaterThan(right.minX, 150)
        XCTAssertTrue((60...100).contains(centre.minX), "\(centre.minX)")
        XCTAssertEqual([left.color.0, left.color.1, left.color.2], [255, 0, 0], "opaque ink is the attribute's red")
    }
}
