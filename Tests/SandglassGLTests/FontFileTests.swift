import Sandglass
@testable import SandglassGL
import XCTest

/// A font name's face among DejaVu's files: weight and slant words pick the face, as on iOS a name picks
/// the family's bold or italic face.
final class FontFileTests: XCTestCase {
    private func file(_ name: String) -> String? {
        TextRasterizer.fontFile(for: name).map { URL(fileURLWithPath: $0).lastPathComponent }
    }

    /// scripts/setup.sh installs DejaVu (fonts-dejavu-core, fonts-dejavu-extra).
    func testWeightAndSlantPickTheFace() {
        XCTAssertEqual(file("Helvetica"), "DejaVuSans.ttf")
        XCTAssertEqual(file("Helvetica-Bold"), "DejaVuSans-Bold.ttf")
        XCTAssertEqual(file("Helvetica-Oblique"), "DejaVuSans-Oblique.ttf")
        XCTAssertEqual(file("Helvetica-BoldOblique"), "DejaVuSans-BoldOblique.ttf")
        XCTAssertEqual(file("Times-Italic"), "DejaVuSerif-Italic.ttf")
        XCTAssertEqual(file("Menlo-BoldItalic"), "DejaVuSansMono-BoldOblique.ttf")
        XCTAssertEqual(file("Avenir-Light"), "DejaVuSans-ExtraLight.ttf")
    }
}
