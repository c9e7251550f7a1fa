import Foundation
import XCTest
@testable import CoreGraphics

/// Taking a colour apart as gradient and colour-cycling code does.
final class CGColorComponentsTests: XCTestCase {
    func testComponentsAreRedGreenBlueAndAlpha() {
        let c = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.8)
        XCTAssertEqual(c.numberOfComponents, 4)
        XCTAssertEqual(c.components, [0.25, 0.5, 0.75, 0.8])
        XCTAssertEqual(c.alpha, 0.8)
        XCTAssertEqual(c.colorSpace?.name, CGColorSpace.sRGB)
        XCTAssertEqual(c.colorSpace?.numberOfComponents, 3)
        XCTAssertEqual(CGColor(gray: 0.5, alpha: 1).components, [0.5, 0.5, 0.5, 1], "gray is kept as RGB")
    }

    func testMadeFromComponentsOfASpace() {
        let rgb: [CGFloat] = [1, 0.5, 0, 0.25]
        XCTAssertEqual(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: rgb),
                       CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        let gray: [CGFloat] = [0.2, 0.6]
        XCTAssertEqual(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: gray),
                       CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.6))
        XCTAssertEqual(CGColor(srgbRed: 0, green: 0.5, blue: 1, alpha: 1).components, [0, 0.5, 1, 1])
    }

    func testCopyWithAlphaKeepsTheColour() {
        XCTAssertEqual(CGColor.orange.copy(alpha: 0.3)!.components, [1, 0.5, 0, 0.3])
    }
}
