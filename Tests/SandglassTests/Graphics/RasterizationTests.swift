import Foundation
import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// `shouldRasterize`: one bitmap at `rasterizationScale`, kept until what it shows changes.
final class RasterizationTests: XCTestCase {
    private func card() -> CALayer {
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        card.backgroundColor = CGColor.white
        card.opacity = 0.5
        card.shouldRasterize = true
        card.rasterizationScale = 2
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        dot.backgroundColor = CGColor.red
        card.addSublayer(dot)
        return card
    }

    func testTheBitmapHoldsTheSubtreeAtTheScaleWithoutTheOpacity() throws {
        let image = try XCTUnwrap(card().rasterizedContents())
        XCTAssertEqual([image.width, image.height], [40, 20])
        let red = try XCTUnwrap(image.pixel(x: 9, y: 9)), white = try XCTUnwrap(image.pixel(x: 10, y: 10))
        XCTAssertEqual([red.r, red.g, red.a], [255, 0, 255])
        XCTAssertEqual([white.r, white.g, white.a], [255, 255, 255])
    }

    func testMovingTheLayerKeepsTheBitmapAndChangingItsContentRedrawsIt() throws {
        let layer = card()
        let first = try XCTUnwrap(layer.rasterizedContents())
        layer.position = CGPoint(x: 100, y: 40)
        layer.opacity = 1
        XCTAssertEqual(layer.rasterizedContents(), first, "the same pixels (CGImage equality is identity)")
        layer.sublayers?.first?.backgroundColor = CGColor.blue
        let second = try XCTUnwrap(layer.rasterizedContents())
        XCTAssertNotEqual(second, first)
        XCTAssertEqual(second.pixel(x: 1, y: 1)?.b, 255)
    }

    func testALowScaleIsCoarse() throws {
        let layer = card()
        layer.rasterizationScale = 0.25
        let image = try XCTUnwrap(layer.rasterizedContents())
        XCTAssertEqual([image.width, image.height], [5, 3], "5 x 2.5 pixels, rounded up")
    }
}
