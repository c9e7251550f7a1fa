import Foundation
import Sandglass
@testable import SandglassGL
import SandglassSystem
import XCTest

/// Images that are not placed texel for pixel go through the image program (shaders/image.frag), whose
/// texture coordinate and alpha are interpolated from the vertex stage (`ImageVariant`), and text
/// through its tinted variant.
final class ImageProgramTests: XCTestCase {
    override func setUp() { RenderHarness.currentTestName = name.components(separatedBy: " ").last?.dropLast().description ?? "x" }


    /// A 2 x 2 image of red, green, blue and white scaled onto a 20 x 20 layer at opacity 0.6 over black:
    /// within a quarter texel of its outer edges (5 px) each quarter is its texel times 0.6 (153), exactly; the layer
    /// is drawn where it is and nowhere else. Its contentsRect's right column gives green over white.
    func testAScaledImageIsItsTexelsTimesTheOpacity() throws {
        var image = PixelBuffer(width: 2, height: 2)
        (image[0, 0], image[1, 0]) = (RGBA8(255, 0, 0, 255), RGBA8(0, 255, 0, 255))
        (image[0, 1], image[1, 1]) = (RGBA8(0, 0, 255, 255), RGBA8(255, 255, 255, 255))
        let size = CGSize(width: 40, height: 30)
        let whole = RenderNode.at(CGPoint(x: 0, y: 5), size: CGSize(width: 20, height: 20),
                                  content: .image(ImageContent(image: image.cgImage!)))
        var column = RenderNode.at(CGPoint(x: 24, y: 5), size: CGSize(width: 10, height: 20),
                                   content: .image(ImageContent(image: image.cgImage!,
                                                                contentsRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1))))
        var halfWhole = whole
        halfWhole.opacity = 0.6
        column.opacity = 0.6
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .black,
                                                         nodes: [.root(size), halfWhole, column], children: [0: [1, 2]]))
        for (x, y) in [(2, 7), (4, 9)] { XCTAssertEqual(pixels[x, y], RGBA8(153, 0, 0, 255), "red quarter at (\(x), \(y))") }
        for (x, y) in [(17, 7), (15, 9)] { XCTAssertEqual(pixels[x, y], RGBA8(0, 153, 0, 255), "green quarter at (\(x), \(y))") }
        for (x, y) in [(2, 22), (4, 20)] { XCTAssertEqual(pixels[x, y], RGBA8(0, 0, 153, 255), "blue quarter at (\(x), \(y))") }
        for (x, y) in [(17, 22), (15, 20)] { XCTAssertEqual(pixels[x, y], RGBA8(153, 153, 153, 255), "white quarter at (\(x), \(y))") }
        XCTAssertEqual(pixels[29, 7], RGBA8(0, 153, 0, 255), "the right column's top is green")
        XCTAssertEqual(pixels[29, 22], RGBA8(153, 153, 153, 255), "the right column's bottom is white")
        for (x, y) in [(10, 2), (10, 27), (21, 15), (37, 15)] {
            XCTAssertEqual(pixels[x, y], RGBA8(0, 0, 0, 255), "nothing outside the layers at (\(x), \(y))")
        }
    }
}
