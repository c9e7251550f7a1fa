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

/// Rounded corners (`rd`): rectangles and paths above the modifier take its radius.
final class RoundedCornerTests: XCTestCase {
    func testRoundedCornersRoundTheShapesAboveThemOnly() throws {
        let rd = #"{"ty": "rd", "nm": "Round Corners 1", "r": {"a": 0, "k": 4}}"#
        let square = #"{"ty": "sh", "nm": "P", "ks": {"a": 0, "k": {"v": [[0, 0], [5, 0], [5, 5]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]], "c": true}}}"#
        let group = #"{"ty": "gr", "nm": "G", "it": [\#(rectShape), {"ty": "tr"}]}"#
        let c = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(group), \(square), \(rd), \(redFill)]"))]"))
        XCTAssertEqual(c.warnings, [])
        let root = c.makeRootLayer()
        let rect = try XCTUnwrap(root.find("Shape Layer 1/Fill 1/G/Fill 1") as? CAShapeLayer)
        // The rectangle (40...60, 20...30) starts 4 below its top right corner.
        XCTAssertEqual(rect.path?.elements.first, .moveTo(CGPoint(x: 60, y: 24)))
        let unrounded = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(rd), \(group), \(redFill)]"))]")).makeRootLayer()
        XCTAssertEqual((unrounded.find("Shape Layer 1/Fill 1/G/Fill 1") as? CAShapeLayer)?.path?.elements.first, .moveTo(CGPoint(x: 60, y: 20)))
    }

    /// A free-form path's sharp corners are rounded too (they were left sharp, with a
    /// warning): the right angle at (10, 0) of a 10 x 10 triangle with radius 4 becomes a cubic from
    /// (6, 0) to (10, 4), its controls 0.5519 of the way to the corner.
    func testAPathsSharpCornersAreRounded() {
        let triangle = BezierShape(vertices: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)],
                                   inTangents: [.zero, .zero, .zero], outTangents: [.zero, .zero, .zero], closed: true)
        let rounded = triangle.roundingCorners(radius: 4)
        XCTAssertEqual(rounded.vertices.count, 6, "each sharp corner split in two")
        XCTAssertEqual(rounded.vertices[2], CGPoint(x: 6, y: 0))
        XCTAssertEqual(rounded.vertices[3], CGPoint(x: 10, y: 4))
        XCTAssertEqual(rounded.outTangents[2].x, 4 * 0.5519, accuracy: 1e-12)
        XCTAssertEqual(rounded.inTangents[3].y, -4 * 0.5519, accuracy: 1e-12)
        let atZero = triangle.roundingCorners(radius: 0)
        XCTAssertEqual(atZero.vertices.count, 6, "the same vertices at radius 0, for an animated radius")
        XCTAssertEqual(atZero.vertices[2], atZero.vertices[3])
        let curved = BezierShape(vertices: triangle.vertices, inTangents: [.zero, CGPoint(x: -1, y: 0), .zero],
                                 outTangents: [.zero, CGPoint(x: 1, y: 0), .zero], closed: true)
        XCTAssertEqual(curved.roundingCorners(radius: 4).vertices.count, 5, "a curved vertex is kept")
        let open = BezierShape(vertices: triangle.vertices, inTangents: triangle.inTangents, outTangents: triangle.outTangents, closed: false)
        XCTAssertEqual(open.roundingCorners(radius: 4).vertices.first, CGPoint(x: 0, y: 0), "an open path's ends stay")
    }

    /// A polystar's points and an animated radius are rounded too.
    func testAPolystarAndAnAnimatedRadiusAreRounded() throws {
        let star = #"{"ty": "sr", "nm": "Star", "sy": 2, "p": {"a": 0, "k": [50, 50]}, "pt": {"a": 0, "k": 4}, "or": {"a": 0, "k": 20}, "r": {"a": 0, "k": 0}}"#
        let rd = #"{"ty": "rd", "nm": "Round Corners 1", "r": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [5]}]}}"#
        let c = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(star), \(rd), \(redFill)]"))]"))
        XCTAssertEqual(c.warnings, [])
        let root = c.makeRootLayer()
        let start = try XCTUnwrap(presented(root, "Shape Layer 1/Fill 1", at: 0) as? CAShapeLayer)
        let end = try XCTUnwrap(presented(root, "Shape Layer 1/Fill 1", at: 1) as? CAShapeLayer)
        XCTAssertEqual(start.path?.elements.count, end.path?.elements.count, "the same elements, so the path interpolates")
        // The diamond's top point (50, 30): at radius 5 the path passes below it.
        XCTAssertEqual(start.path?.boundingBox.minY ?? 0, 30, accuracy: 1e-9)
        XCTAssertGreaterThan(end.path?.boundingBox.minY ?? 0, 31)
    }
}
