import Sandglass
import SandglassSystem
import SandglassTestSupport
import XCTest

/// Backdrop filters (`UIVisualEffectView`'s blur) drawn by the GL backend: the target under the
/// layer blurred by a Gaussian that samples inside the layer's box only, saturated, and put back inside
/// its rounded bounds. The numbers are the Gaussian's; GL's paired taps read within a level.
final class BackdropRenderTests: XCTestCase {
    /// Red on x 0–20, blue on 20–40, a backdrop over x 10–30.
    func render(_ backdrop: LayerBackdrop, cornerRadius: CGFloat = 0, opacity: Float = 1) throws -> PixelBuffer {
        let renderer = try SharedGL.requireLayerRenderer()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        let red = CALayer(), blue = CALayer(), glass = CALayer()
        red.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        red.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        blue.frame = CGRect(x: 20, y: 0, width: 20, height: 10)
        blue.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        glass.frame = CGRect(x: 10, y: 0, width: 20, height: 10)
        glass.backdrop = backdrop
        glass.cornerRadius = cornerRadius
        glass.opacity = opacity
        for layer in [red, blue, glass] { root.addSublayer(layer) }
        return renderer.render(root.presentationTree(at: 0), size: root.bounds.size, background: .clear, scale: 1)
    }

    /// At x 19.5, sigma 2 px: red weighs 0.5 + k0 / 2 = 0.5998 (153), blue 0.4002 (102). At the box's
    /// left edge only red is read (its edge repeats, the blue beyond it is not reached); outside the box
    /// nothing changes.
    func testTheBlurMixesInsideTheBoxOnly() throws {
        let pixels = try render(LayerBackdrop(blurRadius: 2, saturation: 1))
        XCTAssertEqual(Int(pixels[19, 5].r), 153, accuracy: 2)
        XCTAssertEqual(Int(pixels[19, 5].b), 102, accuracy: 2)
        XCTAssertEqual(Int(pixels[20, 5].r), 102, accuracy: 2)
        XCTAssertEqual(pixels[10, 5], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pixels[29, 5], RGBA8(0, 0, 255, 255))
        XCTAssertEqual(pixels[9, 5], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pixels[30, 5], RGBA8(0, 0, 255, 255))
    }

    /// A blur far wider than the box (sigma 100 px over 20 px: run at an eighth of the resolution, see
    /// `BackdropPass`): the edge repeated, red fills x < 20 and blue the rest, so a pixel centred at c
    /// is Φ((20 − c) / 100) red: 0.538 (137) at x 10, 0.502 (128) at x 19, 0.462 (118) at x 29.
    func testAWideBlurRunsSmallAndStillFollowsTheGaussian() throws {
        let pixels = try render(LayerBackdrop(blurRadius: 100, saturation: 1))
        for (x, red) in [(10, 137), (19, 128), (29, 118)] {
            XCTAssertEqual(Int(pixels[x, 5].r), red, accuracy: 3, "x \(x)")
            XCTAssertEqual(Int(pixels[x, 5].b), 255 - red, accuracy: 3, "x \(x)")
        }
        XCTAssertEqual(pixels[9, 5], RGBA8(255, 0, 0, 255), "outside the box nothing changes")
    }

    /// Rounded by 5: pixel (29, 0), in the top-right corner outside the rounded bounds, keeps its blue;
    /// inside, on the blue side, the blur brings in red.
    func testTheBlurFollowsTheCornerRadius() throws {
        let pixels = try render(LayerBackdrop(blurRadius: 8, saturation: 1), cornerRadius: 5)
        XCTAssertEqual(pixels[29, 0], RGBA8(0, 0, 255, 255), "outside the rounded corner")
        XCTAssertGreaterThan(pixels[25, 5].r, 20, "inside: blurred toward the red half")
        XCTAssertGreaterThan(pixels[29, 5].r, 0, "the straight edge is inside")
    }

    /// Saturation 2 on (0.6, 0.4, 0.4): (0.7575, 0.3575, 0.3575), (193, 91, 91).
    func testSaturation() throws {
        let renderer = try SharedGL.requireLayerRenderer()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.backgroundColor = CGColor(red: 0.6, green: 0.4, blue: 0.4, alpha: 1)
        let glass = CALayer()
        glass.frame = root.bounds
        glass.backdrop = LayerBackdrop(blurRadius: 1, saturation: 2)
        root.addSublayer(glass)
        let p = renderer.render(root.presentationTree(at: 0), size: root.bounds.size, background: .clear, scale: 1)[5, 5]
        XCTAssertEqual(Int(p.r), 193, accuracy: 1)
        XCTAssertEqual(Int(p.g), 91, accuracy: 1)
        XCTAssertEqual(Int(p.b), 91, accuracy: 1)
        XCTAssertEqual(p.a, 255)
    }

    /// At opacity 0.5 the blur is mixed half in: at x 19, 0.5 · 1 + 0.5 · 0.5998 red (204).
    func testOpacityMixesTheBlurIn() throws {
        let pixels = try render(LayerBackdrop(blurRadius: 2, saturation: 1), opacity: 0.5)
        XCTAssertEqual(Int(pixels[19, 5].r), 204, accuracy: 2)
    }
}
