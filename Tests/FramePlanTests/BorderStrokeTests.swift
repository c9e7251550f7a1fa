import Sandglass
@testable import QuartzCore
import XCTest

/// A border's stroke is kept from frame to frame (`BorderStroke.Strokes`): the same bounds, width and
/// radius give the same path, a new colour is written into the kept shape, and a shape handed out
/// before keeps its own colour.
final class BorderStrokeTests: XCTestCase {
    func testAKeptBorderTakesANewColourWithoutChangingTheOneHandedOut() throws {
        var node = RenderNode(world: .identity, bounds: CGRect(x: 0, y: 0, width: 100, height: 50), name: "card")
        (node.borderWidth, node.cornerRadius) = (2, 0)
        var strokes = BorderStroke.Strokes()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let first = try XCTUnwrap(BorderStroke.shape(for: node, color: red, strokes: &strokes))
        let second = try XCTUnwrap(BorderStroke.shape(for: node, color: blue, strokes: &strokes))
        XCTAssertEqual(first.strokeColor, red, "handed out before the colour changed")
        XCTAssertEqual(second.strokeColor, blue)
        XCTAssertTrue(first.path === second.path, "the same path")
        XCTAssertEqual(second.lineWidth, 2)
        XCTAssertEqual(second.path.boundingBox, CGRect(x: 1, y: 1, width: 98, height: 48), "inset by half the width")
        node.borderWidth = 4
        let wider = try XCTUnwrap(BorderStroke.shape(for: node, color: blue, strokes: &strokes))
        XCTAssertEqual(wider.path.boundingBox, CGRect(x: 2, y: 2, width: 96, height: 46))
        XCTAssertEqual(wider.lineWidth, 4)
    }
}
