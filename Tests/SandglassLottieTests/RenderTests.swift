import XCTest
@testable import SandglassLottie

/// Imported trees drawn by `render(in:)` (Cairo): where the pixels land, checked point by point.
final class RenderTests: XCTestCase {
    /// The composition (200 × 100) drawn at scene time `t`; the premultiplied pixel at (x, y).
    func draw(_ layers: String, at t: Double = 0) throws -> (Int, Int) -> [UInt8] {
        let root = try compose(lottieDocument(layers: layers)).makeRootLayer()
        let ctx = CGContext(data: nil, width: 200, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.translateBy(x: 0, y: 100)
        ctx.scaleBy(x: 1, y: -1)
        root.presentationTree(at: t).render(in: ctx)
        let image = ctx.makeImage()!
        return { x, y in image.pixel(x: x, y: y).map { [$0.r, $0.g, $0.b, $0.a] } ?? [] }
    }

    func testAShapeLandsWhereItsAnchorAndPositionPutIt() throws {
        // The rectangle (40...60, 20...30); anchor (50, 25) placed at (150, 70).
        let ks = #"{"a": {"a": 0, "k": [50, 25]}, "p": {"a": 0, "k": [150, 70]}}"#
        let pixel = try draw("[\(shapeLayer(ks: ks, shapes: "[\(rectShape), \(redFill)]"))]")
        XCTAssertEqual(pixel(150, 70), [255, 0, 0, 255])
        XCTAssertEqual(pixel(141, 66), [255, 0, 0, 255])
        XCTAssertEqual(pixel(50, 25)[3], 0)
        XCTAssertEqual(pixel(162, 70)[3], 0)
    }

    func testAnInvertedMaskCutsItsPathOut() throws {
        let pt = #"{"a": 0, "k": {"v": [[45, 20], [55, 20], [55, 30], [45, 30]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "c": true}}"#
        let layer = shapeLayer(shapes: "[\(rectShape), \(redFill)]", extra: #", "masksProperties": [{"mode": "a", "inv": true, "pt": \#(pt), "o": {"a": 0, "k": 100}}]"#)
        let pixel = try draw("[\(layer)]")
        XCTAssertEqual(pixel(50, 25)[3], 0)
        XCTAssertEqual(pixel(42, 25), [255, 0, 0, 255])
        XCTAssertEqual(pixel(58, 25), [255, 0, 0, 255])
    }

    func testAGradientFillRunsFromStartToEnd() throws {
        let gf = #"""
            {"ty": "gf", "nm": "Gradient", "o": {"a": 0, "k": 100}, "r": 1, "t": 1,
             "s": {"a": 0, "k": [40, 25]}, "e": {"a": 0, "k": [60, 25]},
             "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}}}
            """#
        let pixel = try draw("[\(shapeLayer(shapes: "[\(rectShape), \(gf)]"))]")
        let left = pixel(40, 25), right = pixel(59, 25)
        XCTAssertGreaterThan(left[0], 230)
        XCTAssertLessThan(left[2], 25)
        XCTAssertGreaterThan(right[2], 230)
        XCTAssertLessThan(right[0], 25)
        XCTAssertEqual(pixel(38, 25)[3], 0)
    }

    func testATrackMatteShowsTheContentOnlyWhereTheMatteIs() throws {
        let small = #"{"ty": "rc", "nm": "R", "p": {"a": 0, "k": [45, 25]}, "s": {"a": 0, "k": [10, 10]}}"#
        let matte = shapeLayer("Matte", ind: 1, shapes: "[\(small), \(redFill)]", extra: #", "td": 1"#)
        let content = shapeLayer("Content", ind: 2, shapes: "[\(rectShape), \(redFill)]", extra: #", "tt": 1"#)
        let pixel = try draw("[\(matte), \(content)]")
        XCTAssertEqual(pixel(45, 25), [255, 0, 0, 255])
        XCTAssertEqual(pixel(55, 25)[3], 0)
    }

    func testALayerBeforeItsInPointDrawsNothing() throws {
        let late = shapeLayer(shapes: "[\(rectShape), \(redFill)]").replacingOccurrences(of: #""ip": 0"#, with: #""ip": 30"#)
        XCTAssertEqual(try draw("[\(late)]", at: 0.9)(50, 25)[3], 0)
        XCTAssertEqual(try draw("[\(late)]", at: 1)(50, 25), [255, 0, 0, 255])
    }
}
