import XCTest
@testable import SandglassLottie

/// Repeaters: one group per copy, each moved by the repeater's transform that many times.
final class RepeaterTests: XCTestCase {
    func repeater(copies: Int, offset: Int = 0, extra: String = "") -> String {
        #"{"ty": "rp", "nm": "Repeater", "c": {"a": 0, "k": \#(copies)}, "o": {"a": 0, "k": \#(offset)}, "m": 1, "tr": {"p": {"a": 0, "k": [30, 0]}, "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 40} \#(extra)}}"#
    }

    func testCopiesAboveTheRepeaterAreMovedAndFaded() throws {
        let c = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(rectShape), \(redFill), \(repeater(copies: 3))]"))]"))
        XCTAssertEqual(c.warnings, [])
        let root = c.makeRootLayer()
        XCTAssertEqual(root.find("Shape Layer 1")?.sublayerNames, ["Repeater 1", "Repeater 2", "Repeater 3"])
        assertPoint(world(root, "Shape Layer 1/Repeater 3/Fill 1", CGPoint(x: 40, y: 20), at: 0), CGPoint(x: 100, y: 20))
        XCTAssertEqual(root.find("Shape Layer 1/Repeater 2")?.opacity ?? 0, 0.7, accuracy: 1e-6)
        XCTAssertEqual(root.find("Shape Layer 1/Repeater 3")?.opacity ?? 0, 0.4, accuracy: 1e-6)
    }

    func testAPaintBelowTheRepeaterPaintsEveryCopy() throws {
        let root = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(rectShape), \(repeater(copies: 2, offset: 1)), \(redFill)]"))]")).makeRootLayer()
        XCTAssertEqual(root.find("Shape Layer 1/Fill 1")?.sublayerNames, ["Repeater 2", "Repeater 1"])
        // Offset 1: the first copy already moved once.
        assertPoint(world(root, "Shape Layer 1/Fill 1/Repeater 1/Fill 1", CGPoint(x: 40, y: 20), at: 0), CGPoint(x: 70, y: 20))
        assertPoint(world(root, "Shape Layer 1/Fill 1/Repeater 2/Fill 1", CGPoint(x: 40, y: 20), at: 0), CGPoint(x: 100, y: 20))
    }

    func testRotatingCopiesTurnAboutTheAnchor() throws {
        // Four copies a quarter turn apart about (50, 50): the rectangle's corner (40, 20) goes round.
        let rp = #"{"ty": "rp", "nm": "Repeater", "c": {"a": 0, "k": 4}, "o": {"a": 0, "k": 0}, "tr": {"a": {"a": 0, "k": [50, 50]}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 90}}}"#
        let root = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(rectShape), \(redFill), \(rp)]"))]")).makeRootLayer()
        // (40, 20) is (−10, −30) from the anchor; a quarter turn clockwise (y down) makes it (30, −10).
        assertPoint(world(root, "Shape Layer 1/Repeater 2/Fill 1", CGPoint(x: 40, y: 20), at: 0), CGPoint(x: 80, y: 40), 1e-9)
        assertPoint(world(root, "Shape Layer 1/Repeater 3/Fill 1", CGPoint(x: 40, y: 20), at: 0), CGPoint(x: 60, y: 80), 1e-9)
    }

    func testNestedRepeatersAreCapped() throws {
        let inner = #"{"ty": "gr", "nm": "G", "it": [\#(rectShape), \#(redFill), \#(repeater(copies: 1000)), {"ty": "tr"}]}"#
        let c = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(inner), \(repeater(copies: 1000))]"))]"))
        XCTAssertEqual(c.warnings, ["test.json: layer 'Shape Layer 1': repeaters make more than 50000 shapes; copies are left out"])
    }
}

/// Rounded corners (`rd`): rectangles above the modifier take its radius.
final class RoundedCornerTests: XCTestCase {
    func testRoundedCornersRoundTheRectanglesAboveThemOnly() throws {
        let rd = #"{"ty": "rd", "nm": "Round Corners 1", "r": {"a": 0, "k": 4}}"#
        let square = #"{"ty": "sh", "nm": "P", "ks": {"a": 0, "k": {"v": [[0, 0], [5, 0], [5, 5]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]], "c": true}}}"#
        let group = #"{"ty": "gr", "nm": "G", "it": [\#(rectShape), {"ty": "tr"}]}"#
        let c = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(group), \(square), \(rd), \(redFill)]"))]"))
        XCTAssertEqual(c.warnings, ["test.json: layer 'Shape Layer 1': rounded corners are drawn on rectangles only; other paths keep their corners"])
        let root = c.makeRootLayer()
        let rect = try XCTUnwrap(root.find("Shape Layer 1/Fill 1/G/Fill 1") as? CAShapeLayer)
        // The rectangle (40...60, 20...30) starts 4 below its top right corner.
        XCTAssertEqual(rect.path?.elements.first, .moveTo(CGPoint(x: 60, y: 24)))
        let unrounded = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(rd), \(group), \(redFill)]"))]")).makeRootLayer()
        XCTAssertEqual((unrounded.find("Shape Layer 1/Fill 1/G/Fill 1") as? CAShapeLayer)?.path?.elements.first, .moveTo(CGPoint(x: 60, y: 20)))
    }
}
