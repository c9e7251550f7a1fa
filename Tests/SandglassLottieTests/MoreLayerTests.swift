import XCTest
@testable import SandglassLottie

/// Auto-orient, mattes named by index, group opacity, colour keyframes, hidden layers.
final class MoreLayerTests: XCTestCase {
    func testAutoOrientTurnsTheLayerAlongItsPath() throws {
        let ks = #"{"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [100, 100]}]}}"#
        let layer = #"{"ty": 3, "nm": "N", "ind": 1, "ip": 0, "op": 60, "st": 0, "ao": 1, "ks": \#(ks)}"#
        let root = try compose(lottieDocument(layers: "[\(layer)]")).makeRootLayer()
        let h = 10 / 2.0.squareRoot()
        assertPoint(world(root, "N", CGPoint(x: 10, y: 0), at: 0.5), CGPoint(x: 50 + h, y: 50 + h), 1e-3)
    }

    func testMatteNamedByIndexAndLayersHiddenInTheFile() throws {
        let content = shapeLayer("Content", ind: 1, shapes: "[]", extra: #", "tt": 1, "tp": 5"#)
        let between = shapeLayer("Between", ind: 2, shapes: "[]")
        let hidden = shapeLayer("Hidden", ind: 3, shapes: "[]", extra: #", "hd": true"#)
        let matte = shapeLayer("Matte", ind: 5, shapes: "[]", extra: #", "td": 1"#)
        let c = try compose(lottieDocument(layers: "[\(content), \(between), \(hidden), \(matte)]"))
        XCTAssertEqual(c.warnings, [])
        let root = c.makeRootLayer()
        XCTAssertEqual(root.sublayerNames, ["Between", "Track Matte"])
        XCTAssertEqual(root.find("Track Matte")?.mask?.name, "Matte")
    }

    func testGroupOpacityAndAnimatedFillColour() throws {
        let fill = #"{"ty": "fl", "nm": "Fill 1", "o": {"a": 0, "k": 100}, "c": {"a": 1, "k": [{"t": 0, "s": [1, 0, 0, 1], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [0, 0, 1, 1]}]}}"#
        let group = #"{"ty": "gr", "nm": "G", "it": [\#(rectShape), \#(fill), {"ty": "tr", "o": {"a": 0, "k": 25}}]}"#
        let root = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(group)]"))]")).makeRootLayer()
        XCTAssertEqual(root.find("Shape Layer 1/G")?.opacity, 0.25)
        let shape = presented(root, "Shape Layer 1/G/Fill 1", at: 0.5) as? CAShapeLayer
        XCTAssertEqual(shape?.fillColor, CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    }

    func testTrimBeforeAFillIsWarned() throws {
        let trim = #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}}"#
        let c = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(rectShape), \(trim), \(redFill)]"))]"))
        XCTAssertEqual(c.warnings, ["test.json: layer 'Shape Layer 1': trim paths apply to strokes only; fills are drawn untrimmed"])
    }

    func testAHoldOnTheLastFrameShowsTheFinalValueAtTheEnd() throws {
        let ks = #"{"o": {"a": 1, "k": [{"t": 0, "s": [100], "h": 1}, {"t": 60, "s": [0]}]}}"#
        let layer = #"{"ty": 3, "nm": "N", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": \#(ks)}"#
        let root = try compose(lottieDocument(layers: "[\(layer)]")).makeRootLayer()
        XCTAssertEqual(presented(root, "N", at: 59.0 / 30)?.opacity, 1)
        XCTAssertEqual(presented(root, "N", at: 2)?.opacity, 0)
    }
}

/// Polystars and shape layers inside precomps.
final class PolystarAndPrecompSizeTests: XCTestCase {
    func testPolygonAndStarCorners() throws {
        let polygon = #"{"ty": "sr", "nm": "Square", "sy": 2, "p": {"a": 0, "k": [50, 50]}, "pt": {"a": 0, "k": 4}, "or": {"a": 0, "k": 10}, "r": {"a": 0, "k": 0}}"#
        let star = #"{"ty": "sr", "nm": "Star", "sy": 1, "p": {"a": 0, "k": [0, 0]}, "pt": {"a": 0, "k": 5}, "or": {"a": 0, "k": 10}, "ir": {"a": 0, "k": 4}, "r": {"a": 0, "k": 0}}"#
        let fill2 = redFill.replacingOccurrences(of: "Fill 1", with: "Fill 2")
        let root = try compose(lottieDocument(layers: "[\(shapeLayer(shapes: "[\(polygon), \(redFill), \(star), \(fill2)]"))]")).makeRootLayer()
        let square = try XCTUnwrap(root.find("Shape Layer 1/Fill 1") as? CAShapeLayer)
        let corners = square.path?.elements.compactMap { $0.points.last } ?? []
        // The first corner straight up, then clockwise (y down) every 90°.
        XCTAssertEqual(corners.count, 4)
        assertPoint(corners[safe: 0], CGPoint(x: 50, y: 40), 1e-9)
        assertPoint(corners[safe: 1], CGPoint(x: 60, y: 50), 1e-9)
        let both = try XCTUnwrap(root.find("Shape Layer 1/Fill 2") as? CAShapeLayer)
        let starCorners = Array((both.path?.elements.compactMap { $0.points.last } ?? []).dropFirst(4))
        XCTAssertEqual(starCorners.count, 10)
        assertPoint(starCorners[safe: 1], CGPoint(x: 4 * sin(Double.pi / 5), y: -4 * cos(Double.pi / 5)), 1e-9)
    }

    func testShapeLayersInAPrecompTakeThePrecompsSize() throws {
        let assets = #"[{"id": "p", "layers": [\#(shapeLayer(shapes: "[]"))]}]"#
        let pre = #"{"ty": 0, "nm": "Pre", "refId": "p", "ind": 1, "w": 30, "h": 20, "ks": {}}"#
        let root = try compose(lottieDocument(layers: "[\(pre)]", assets: assets)).makeRootLayer()
        XCTAssertEqual(root.find("Pre/Precomp/Shape Layer 1")?.bounds.size, CGSize(width: 30, height: 20))
    }
}

extension Array {
    subscript(safe i: Int) -> Element? { i < count ? self[i] : nil }
}
