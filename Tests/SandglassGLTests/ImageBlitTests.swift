import Foundation
import Sandglass
@testable import SandglassGL
import SandglassSystem
import XCTest

/// Images at rest are drawn texel for pixel (`TexelPlacement`, shaders/blit.frag), and only the part of
/// an image that is not transparent is uploaded and drawn (`ImageTrim`). Both must leave the picture as
/// it was.
final class ImageBlitTests: XCTestCase {
    override func setUp() { RenderHarness.currentTestName = name.components(separatedBy: " ").last?.dropLast().description ?? "x" }


    /// A `width` x `height` image of distinct premultiplied texels, some translucent, one clear.
    private func texels(width: Int, height: Int) -> PixelBuffer {
        var pixels = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt8(255 - 40 * ((x + y) % 4))
                pixels[x, y] = RGBA8(UInt8(Int(a) * x / width), UInt8(Int(a) * y / height), a / 3, a)
            }
        }
        pixels[1, 1] = RGBA8(0, 0, 0, 0)
        return pixels
    }

    /// Texel (x, y) lands on pixel (7 + x, 3 + y), exactly, at 1 px a point, and at 2 px a point for
    /// an image of scale 2; on a clear target a pixel is then the premultiplied texel itself.
    func testAWholePixelTranslatedImageDrawsExactlyItsTexels() throws {
        for scale in [1, 2] {
            let image = texels(width: 5 * scale, height: 4 * scale)
            let size = CGSize(width: 20, height: 12)
            let node = RenderNode.at(CGPoint(x: 7, y: 3), size: CGSize(width: 5, height: 4),
                                     content: .image(ImageContent(image: image.cgImage!, contentsScale: CGFloat(scale))))
            let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .clear, nodes: [.root(size), node],
                                                             children: [0: [1]]), scale: CGFloat(scale))
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let (tx, ty) = (x - 7 * scale, y - 3 * scale)
                    let inside = tx >= 0 && ty >= 0 && tx < image.width && ty < image.height
                    XCTAssertEqual(pixels[x, y], inside ? image[tx, ty] : RGBA8(0, 0, 0, 0), "pixel (\(x), \(y)) at scale \(scale)")
                }
            }
        }
    }

    /// A sprite with wide transparent margins draws the same picture as the same sprite with a texel of
    /// alpha 1/255 (and no colour) in two opposite corners, which keeps its texture whole: over black
    /// such a texel changes no pixel. Drawn at rest (texel for pixel), turned and scaled (filtered), and
    /// at half a pixel (filtered).
    func testATrimmedSpriteDrawsTheSamePictureAsTheWholeOne() throws {
        var sprite = PixelBuffer(width: 40, height: 30)
        for y in 9..<21 { for x in 12..<31 { sprite[x, y] = RGBA8(UInt8(8 * x), UInt8(8 * y), 200, 255) } }
        sprite[20, 9] = RGBA8(60, 0, 0, 128)
        var whole = sprite
        whole[0, 0] = RGBA8(0, 0, 0, 1)
        whole[39, 29] = RGBA8(0, 0, 0, 1)
        XCTAssertEqual(ImageTrim(of: sprite), ImageTrim(imageWidth: 40, imageHeight: 30, x: 11, y: 8, width: 21, height: 14))
        XCTAssertTrue(ImageTrim(of: whole).isWhole)
        let size = CGSize(width: 90, height: 80)
        let placements: [(String, CATransform3D)] = [
            ("at rest", CATransform3DMakeTranslation(13, 21, 0)),
            ("turned", CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(0.4, 0, 0, 1),
                                                               CATransform3DMakeScale(1.3, 1.3, 1)),
                                           CATransform3DMakeTranslation(30, 10, 0))),
            ("half a pixel", CATransform3DMakeTranslation(10.5, 20.25, 0)),
        ]
        for (label, world) in placements {
            func draw(_ image: PixelBuffer) throws -> PixelBuffer {
                let node = RenderNode(world: world, bounds: CGRect(x: 0, y: 0, width: 40, height: 30),
                                      content: .image(ImageContent(image: image.cgImage!)))
                return try RenderHarness.render(RenderTree(size: size, backgroundColor: .black, nodes: [.root(size), node],
                                                           children: [0: [1]]))
            }
            let trimmed = try draw(sprite), reference = try draw(whole)
            XCTAssertEqual(RenderHarness.worstChannelDifference(trimmed, reference), 0, label)
            XCTAssertEqual(trimmed.bytes.filter { $0 > 0 }.count > 100, true, "\(label): the sprite is drawn")
        }
    }
}

/// The opaque bounds behind the trim, and how a texture rectangle and a quad follow it (no GL).
final class ImageTrimTests: XCTestCase {
    func testTheTrimIsTheNonZeroTexelsGrownByOneWithinTheImage() {
        var pixels = PixelBuffer(width: 10, height: 6)
        pixels[3, 2] = RGBA8(0, 0, 0, 9)
        pixels[5, 5] = RGBA8(4, 0, 0, 0)   // colour at alpha 0 still adds light
        XCTAssertEqual(ImageTrim(of: pixels), ImageTrim(imageWidth: 10, imageHeight: 6, x: 2, y: 1, width: 5, height: 5))
        XCTAssertTrue(ImageTrim(of: PixelBuffer(width: 3, height: 3)).isEmpty)
        let cropped = ImageTrim(of: pixels).cropped(pixels)
        XCTAssertEqual(cropped.width, 5)
        XCTAssertEqual(cropped[1, 1], RGBA8(0, 0, 0, 9))
        XCTAssertEqual(cropped[3, 4], RGBA8(4, 0, 0, 0))
    }

    /// Texels 2..<7 of 10 kept: unit 0.2 of the image is 0 of the texture, and the quad is cut to the
    /// kept columns, except on a side where the kept part reaches the image's edge.
    func testTextureRectAndDrawnRectFollowTheKeptPart() {
        let trim = ImageTrim(imageWidth: 10, imageHeight: 4, x: 2, y: 0, width: 5, height: 4)
        let whole = CGRect(x: 0, y: 0, width: 1, height: 1)
        let uv = trim.textureRect(for: whole)
        XCTAssertEqual(uv.minX, -0.4, accuracy: 1e-12)
        XCTAssertEqual(uv.width, 2, accuracy: 1e-12)
        XCTAssertEqual(uv.minY, 0)
        XCTAssertEqual(uv.height, 1)
        let box = CGRect(x: 100, y: 0, width: 20, height: 8)
        let drawn = trim.drawnRect(box.insetBy(dx: -3, dy: -3), box: box, uvRect: whole)
        XCTAssertEqual(drawn, CGRect(x: 104, y: -3, width: 10, height: 14))
        XCTAssertTrue(ImageTrim(imageWidth: 3, imageHeight: 3, x: 0, y: 0, width: 0, height: 0)
            .drawnRect(box, box: box, uvRect: whole).isNull)
    }
}
