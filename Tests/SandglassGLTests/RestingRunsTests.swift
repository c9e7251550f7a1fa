import Foundation
import Sandglass
@testable import SandglassGL
import SandglassSystem
import XCTest

/// Image quads and arcs at rest for a few frames are composited once and reused (`RestingRuns`): the
/// picture stays the same, a moved image or a changed arc leaves the cache at once, and what still
/// moves is drawn as before.
final class RestingRunsTests: XCTestCase {
    override func setUp() { RenderHarness.currentTestName = name.components(separatedBy: " ").last?.dropLast().description ?? "x" }

    private let size = CGSize(width: 60, height: 30)

    private func sprite(_ color: RGBA8, _ width: Int, _ height: Int) -> CGImage {
        var pixels = PixelBuffer(width: width, height: height)
        for y in 0..<height { for x in 0..<width { pixels[x, y] = color } }
        return pixels.cgImage!
    }

    /// Opaque red at (2, 2), half-transparent green over it at (6, 6) (B), opaque blue at (20, 2), and a
    /// white square at (`movingX`, 20) that moves every frame, drawn last.
    private func frame(greenAt green: CGPoint, movingX: CGFloat, images: [CGImage]) -> RenderTree {
        let root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size), name: "root")
        let nodes = [
            RenderNode.at(CGPoint(x: 2, y: 2), size: CGSize(width: 10, height: 10), content: .image(ImageContent(image: images[0]))),
            RenderNode.at(green, size: CGSize(width: 10, height: 10), content: .image(ImageContent(image: images[1]))),
            RenderNode.at(CGPoint(x: 20, y: 2), size: CGSize(width: 4, height: 4), content: .image(ImageContent(image: images[2]))),
            RenderNode.at(CGPoint(x: movingX, y: 20), size: CGSize(width: 3, height: 3), content: .image(ImageContent(image: images[3]))),
        ]
        return RenderTree(size: size, backgroundColor: .black, nodes: [root] + nodes, children: [0: [1, 2, 3, 4]])
    }

    func testARunAtRestIsCompositedOnceAndAMovedImageLeavesIt() throws {
        let images = [sprite(RGBA8(255, 0, 0, 255), 10, 10), sprite(RGBA8(0, 128, 0, 128), 10, 10),
                      sprite(RGBA8(0, 0, 255, 255), 4, 4), sprite(RGBA8(255, 255, 255, 255), 3, 3)]
        let resting = CGPoint(x: 6, y: 6)
        var first: PixelBuffer?
        for k in 0..<5 {
            let x = CGFloat(30 + 2 * k)
            let pixels = try RenderHarness.render(frame(greenAt: resting, movingX: x, images: images))
            let renderer = try XCTUnwrap(RenderHarness.renderer)
            // The three resting images become a run after two frames the same; the moving one never does.
            XCTAssertEqual(renderer.lastFrame.imagesFromCache, k < RestingRuns.framesBeforeCaching ? 0 : 3, "frame \(k)")
            XCTAssertEqual(pixels[8, 8], RGBA8(127, 128, 0, 255), "green over red, frame \(k)")
            XCTAssertEqual(pixels[3, 3], RGBA8(255, 0, 0, 255))
            XCTAssertEqual(pixels[21, 3], RGBA8(0, 0, 255, 255))
            XCTAssertEqual(pixels[Int(x) + 1, 21], RGBA8(255, 255, 255, 255), "the moving square where it is now, frame \(k)")
            XCTAssertEqual(pixels[Int(x) - 1, 21], RGBA8(0, 0, 0, 255), "and not where it was")
            if let first {
                // The same resting picture, drawn directly (frame 0) and from the cache, apart from the moving square.
                for y in 0..<18 { for px in 0..<30 { XCTAssertEqual(pixels[px, y], first[px, y], "(\(px), \(y)), frame \(k)") } }
            } else {
                first = pixels
            }
        }
        // Green moves one point: the run is no longer the same, and the picture follows at once.
        let moved = try RenderHarness.render(frame(greenAt: CGPoint(x: 7, y: 6), movingX: 40, images: images))
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.imagesFromCache, 0)
        XCTAssertEqual(moved[6, 8], RGBA8(255, 0, 0, 255), "red where green was")
        XCTAssertEqual(moved[7, 8], RGBA8(127, 128, 0, 255))
        XCTAssertEqual(moved[16, 8], RGBA8(0, 128, 0, 255), "green's new right edge over black")
    }

    func testImagesInsideAGroupAreNotCached() throws {
        // Group opacity draws the images into the group's own target: a run there is not the frame's.
        let images = [sprite(RGBA8(255, 0, 0, 255), 10, 10), sprite(RGBA8(0, 128, 0, 128), 10, 10),
                      sprite(RGBA8(0, 0, 255, 255), 4, 4), sprite(RGBA8(255, 255, 255, 255), 3, 3)]
        var tree = frame(greenAt: CGPoint(x: 6, y: 6), movingX: 30, images: images)
        var group = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size), name: "group")
        group.opacity = 0.5
        tree = RenderTree(size: size, backgroundColor: .black, nodes: tree.nodes + [group], children: [0: [5], 5: [1, 2, 3, 4]])
        for _ in 0..<4 {
            let pixels = try RenderHarness.render(tree)
            XCTAssertEqual(RenderHarness.renderer?.lastFrame.imagesFromCache, 0)
            XCTAssertEqual(pixels[3, 3], RGBA8(128, 0, 0, 255), "red at half the group's opacity")
        }
    }

    /// Three translucent rings around (30, 30), radii 10, 18 and 26, 4 points wide: their bands cover
    /// more than half of the 60 x 60 target, so they are worth a composite once at rest.
    /// `background`: the frame's; `underlay`: the root layer's background, drawn under the rings.
    private func rings(_ color: CGColor, radii: [CGFloat] = [10, 18, 26], background: CGColor = .black,
                       underlay: CGColor? = nil) -> RenderTree {
        let size = CGSize(width: 60, height: 60)
        var root = RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size), name: "root")
        root.backgroundColor = underlay
        let nodes = radii.map { r in
            var ring = ShapeContent(path: CGPath(ellipseIn: CGRect(x: 30 - r, y: 30 - r, width: 2 * r, height: 2 * r)),
                                    fillColor: nil, strokeColor: color)
            ring.lineWidth = 4
            return RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size), content: .shape(ring))
        }
        return RenderTree(size: size, backgroundColor: background, nodes: [root] + nodes, children: [0: Array(1...nodes.count)])
    }

    func testArcsAtRestAreCompositedOnceAndDrawnAgainAfterTheyChange() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5), green = CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)
        var first: PixelBuffer?
        for k in 0..<4 {
            let pixels = try RenderHarness.render(rings(red))
            XCTAssertEqual(RenderHarness.renderer?.lastFrame.arcsFromCache ?? -1 > 0, k >= RestingRuns.framesBeforeCaching, "frame \(k)")
            // On the outer ring's band (r 24...28) at (55, 29): half red over black.
            XCTAssertTrue(pixels[55, 29].isClose(to: RGBA8(128, 0, 0, 255), tolerance: 1), "\(pixels[55, 29]), frame \(k)")
            XCTAssertEqual(pixels[30, 29], RGBA8(0, 0, 0, 255), "the centre stays black")
            if let first {
                // Composited over transparent, then over the frame: 8-bit rounding apart, the same picture.
                for y in 0..<60 { for x in 0..<60 { XCTAssertTrue(pixels[x, y].isClose(to: first[x, y], tolerance: 1), "(\(x), \(y)), frame \(k)") } }
            } else {
                first = pixels
            }
        }
        // The rings turn green and stay so: drawn directly at once, then cached again with their new colour
        // (the run's cached pixels are red; they must be drawn again, not reused).
        for k in 0..<4 {
            let pixels = try RenderHarness.render(rings(green))
            XCTAssertEqual(RenderHarness.renderer?.lastFrame.arcsFromCache ?? -1 > 0, k >= RestingRuns.framesBeforeCaching, "green frame \(k)")
            XCTAssertTrue(pixels[55, 29].isClose(to: RGBA8(0, 128, 0, 255), tolerance: 1), "\(pixels[55, 29]), green frame \(k)")
        }
    }

    func testArcsCoveringLittleOfTheTargetAreDrawnDirectly() throws {
        // One ring of radius 6: its band covers about a tenth of the target, less than a composite costs.
        for _ in 0..<4 {
            let pixels = try RenderHarness.render(rings(.white, radii: [6]))
            XCTAssertEqual(RenderHarness.renderer?.lastFrame.arcsFromCache, 0)
            XCTAssertEqual(pixels[35, 29], RGBA8(255, 255, 255, 255))
        }
    }

    func testARunAtTheBottomOfTheFrameIsCopiedOverTheBackground() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        var direct: PixelBuffer?
        for k in 0..<4 {
            let pixels = try RenderHarness.render(rings(red))
            // Nothing is drawn before the rings: once at rest, the frame is their target copied, no draw call.
            // (Frame 2 draws the rings into that target first.)
            XCTAssertEqual(RenderHarness.renderer?.lastFrame.drawCalls, k > RestingRuns.framesBeforeCaching ? 0 : 1, "frame \(k)")
            if let direct {
                // Drawn over the same opaque background, the same blends: the same pixels exactly.
                for y in 0..<60 { for x in 0..<60 { XCTAssertEqual(pixels[x, y], direct[x, y], "(\(x), \(y)), frame \(k)") } }
            } else {
                direct = pixels
            }
        }
        // The frame's background turns blue, the rings stay as they were: their kept target holds black
        // under them, so it is drawn again over blue.
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        for k in 0..<2 {
            let pixels = try RenderHarness.render(rings(red, background: blue))
            XCTAssertEqual(pixels[30, 29], RGBA8(0, 0, 255, 255), "the centre, frame \(k)")
            XCTAssertTrue(pixels[55, 29].isClose(to: RGBA8(128, 0, 127, 255), tolerance: 1), "\(pixels[55, 29]), frame \(k)")
        }
    }

    func testARunOverOtherDrawingIsCompositedOverIt() throws {
        // The root's grey background is drawn first (not part of the run): the rings' target is cleared
        // to transparent and blended over the frame.
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5), grey = CGColor(gray: 0.5, alpha: 1)
        for k in 0..<4 {
            let pixels = try RenderHarness.render(rings(red, underlay: grey))
            XCTAssertEqual(RenderHarness.renderer?.lastFrame.arcsFromCache ?? -1 > 0, k >= RestingRuns.framesBeforeCaching, "frame \(k)")
            XCTAssertTrue(pixels[30, 29].isClose(to: RGBA8(128, 128, 128, 255), tolerance: 1), "\(pixels[30, 29]), frame \(k)")
            XCTAssertTrue(pixels[55, 29].isClose(to: RGBA8(191, 64, 64, 255), tolerance: 1), "\(pixels[55, 29]), frame \(k)")
        }
    }
}
