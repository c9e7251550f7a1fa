import Sandglass
import SandglassSystem
import SandglassTestSupport
import XCTest

/// `compositingFilter` blend modes drawn by the GL backend with the W3C compositing formulas Core
/// Image's blend filters follow: B(backdrop, source) per channel (separable) or on the whole colour
/// (hue, saturation, colour, luminosity), then
/// colour = (1 − ab) Cs' + (1 − as) Cb' + as ab B, alpha = as + ab − as ab, read back rounded down.
final class BlendModeRenderTests: XCTestCase {
    /// A 20 × 10 backdrop in `backdrop`; over its left half a 10 × 10 layer of `source` with `filter`
    /// (and `opacity`), whose right part (x 10-20) lies over nothing. Returns the pixels over the backdrop
    /// and over nothing.
    func blended(_ filter: String, source: CGColor, backdrop: CGColor = CGColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1),
                 opacity: Float = 1) throws -> (over: RGBA8, alone: RGBA8) {
        let renderer = try SharedGL.requireLayerRenderer()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        let under = CALayer()
        under.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        under.backgroundColor = backdrop
        root.addSublayer(under)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.backgroundColor = source
        layer.opacity = opacity
        layer.compositingFilter = filter
        root.addSublayer(layer)
        let pixels = renderer.render(root.presentationTree(at: 0), size: root.bounds.size, background: .clear, scale: 1)
        XCTAssertEqual(pixels[25, 5], RGBA8(0, 0, 0, 0), "nothing beside the layers")
        return (pixels[5, 5], pixels[15, 5])
    }

    let blue = CGColor(red: 0.5, green: 0.5, blue: 1, alpha: 1)

    /// Backdrop (0.8, 0.4, 0.2), source (0.5, 0.5, 1): multiply (0.4, 0.2, 0.2) is (102, 51, 51).
    func testMultiply() throws {
        let r = try blended("multiplyBlendMode", source: blue)
        XCTAssertEqual(r.over, RGBA8(102, 51, 51, 255))
        XCTAssertEqual(r.alone, RGBA8(127, 127, 255, 255), "over nothing the source shows as it is")
    }

    /// Screen b + s − b s: (0.9, 0.7, 1) is (229, 178, 255), each rounded down.
    func testScreen() throws {
        XCTAssertEqual(try blended("screenBlendMode", source: blue).over, RGBA8(229, 178, 255, 255))
    }

    /// Overlay switches on the backdrop: red 0.8 > 0.5 screens (2 · 0.8 − 1 with 0.5: 0.8), green and
    /// blue multiply (2 · 0.4 · 0.5 = 0.4, 2 · 0.2 · 1 = 0.4): (204, 102, 102).
    func testOverlay() throws {
        XCTAssertEqual(try blended("overlayBlendMode", source: blue).over, RGBA8(204, 102, 102, 255))
    }

    /// Difference |b − s|: (0.3, 0.1, 0.8) is (76, 25, 204); darken min, lighten max.
    func testDifferenceDarkenLighten() throws {
        XCTAssertEqual(try blended("differenceBlendMode", source: blue).over, RGBA8(76, 25, 204, 255))
        XCTAssertEqual(try blended("darkenBlendMode", source: blue).over, RGBA8(127, 102, 51, 255))
        XCTAssertEqual(try blended("lightenBlendMode", source: blue).over, RGBA8(204, 127, 255, 255))
    }

    /// Luminosity keeps the backdrop's hue and saturation at the source's luminosity: a grey source of
    /// luminosity 0.5 over (0.8, 0.4, 0.2), luminosity 0.5 (0.3 · 0.8 + 0.59 · 0.4 + 0.11 · 0.2 = 0.498),
    /// moves each channel up by 0.002.
    func testLuminosity() throws {
        let grey = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        XCTAssertEqual(try blended("luminosityBlendMode", source: grey).over, RGBA8(204, 102, 51, 255))
    }

    /// At opacity 0.5 the source counts half: 0.5 backdrop + 0.5 B, multiply (0.6, 0.3, 0.2) = (153, 76, 51).
    func testAHalfTransparentSourceBlendsHalf() throws {
        let r = try blended("multiplyBlendMode", source: blue, opacity: 0.5)
        XCTAssertEqual(r.over, RGBA8(153, 76, 51, 255))
        XCTAssertEqual(r.alone.a, 127)
    }

    /// Addition (Porter-Duff plus): the sum, clamped: (1, 0.9, 1).
    func testAddition() throws {
        XCTAssertEqual(try blended("additionCompositing", source: blue).over, RGBA8(255, 229, 255, 255))
    }

    /// A blended layer's sublayers blend as one picture: two halves of the source drawn as sublayers of
    /// a layer with the filter multiply exactly as one layer does.
    func testSublayersBlendAsOne() throws {
        let renderer = try SharedGL.requireLayerRenderer()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.backgroundColor = CGColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1)
        let group = CALayer()
        group.frame = root.bounds
        group.compositingFilter = "multiplyBlendMode"
        for x in [0.0, 5.0] {
            let half = CALayer()
            half.frame = CGRect(x: x, y: 0, width: 5, height: 10)
            half.backgroundColor = blue
            group.addSublayer(half)
        }
        root.addSublayer(group)
        let pixels = renderer.render(root.presentationTree(at: 0), size: root.bounds.size, background: .clear, scale: 1)
        XCTAssertEqual(pixels[2, 5], RGBA8(102, 51, 51, 255))
        XCTAssertEqual(pixels[7, 5], RGBA8(102, 51, 51, 255))
    }
}
