import XCTest
@testable import SandglassLottie

/// A layer's blend mode (`bm`) becomes its `compositingFilter`, named as lottie-ios names it.
final class BlendModeImportTests: XCTestCase {
    func layer(_ bm: Int) -> String {
        #"{"ty": 3, "nm": "L\#(bm)", "ind": \#(bm + 1), "bm": \#(bm), "ks": {}}"#
    }

    func testEachBlendModeIsItsCoreImageFilter() throws {
        let codes = Array(0...15)
        let c = try compose(lottieDocument(layers: "[" + codes.map(layer).joined(separator: ", ") + "]"))
        XCTAssertEqual(c.warnings, [])
        let root = c.makeRootLayer()
        let names = codes.map { root.find("L\($0)")?.compositingFilter as? String }
        XCTAssertEqual(names, [nil, "multiplyBlendMode", "screenBlendMode", "overlayBlendMode", "darkenBlendMode",
                               "lightenBlendMode", "colorDodgeBlendMode", "colorBurnBlendMode", "hardLightBlendMode",
                               "softLightBlendMode", "differenceBlendMode", "exclusionBlendMode", "hueBlendMode",
                               "saturationBlendMode", "colorBlendMode", "luminosityBlendMode"])
    }

    func testAddAndHardMixBlendNormallyAsOnIOS() throws {
        let c = try compose(lottieDocument(layers: "[\(layer(16)), \(layer(17)), \(layer(40))]"))
        XCTAssertEqual(c.warnings, [
            "test.json: layer 'L16': blend mode add has no Core Animation filter; the layer blends normally, as on iOS",
            "test.json: layer 'L17': blend mode hard mix has no Core Animation filter; the layer blends normally, as on iOS",
            "test.json: layer 'L40': blend mode 40 is not one Lottie defines; the layer blends normally",
        ])
        XCTAssertNil(c.makeRootLayer().find("L16")?.compositingFilter)
    }
}

/// A 3-D layer's rotations about x and y (`rx`, `ry`) turn it as iOS draws it: without perspective, a
/// turn about x foreshortens y by its cosine, a turn about y foreshortens x.
final class ThreeDRotationImportTests: XCTestCase {
    func document(_ rotation: String) -> String {
        lottieDocument(layers: #"[{"ty": 3, "nm": "Tilted", "ind": 1, "ddd": 1, "ks": {"p": {"a": 0, "k": [100, 50, 0]}, \#(rotation)}}]"#)
    }

    func testRotationsAboutXAndYForeshorten() throws {
        let x = try compose(document(#""rx": {"a": 0, "k": 60}"#))
        XCTAssertEqual(x.warnings, ["test.json: layer 'Tilted': 3-D layers are drawn as iOS draws them: rotations about x and y without a camera's perspective"])
        assertPoint(world(x.makeRootLayer(), "Tilted", CGPoint(x: 10, y: 10), at: 0), CGPoint(x: 110, y: 55))
        let y = try compose(document(#""ry": {"a": 0, "k": 60}"#))
        assertPoint(world(y.makeRootLayer(), "Tilted", CGPoint(x: 10, y: 10), at: 0), CGPoint(x: 105, y: 60))
    }

    /// Animated from 0 to 90 degrees over frames 0-30: at frame 15 (45 degrees) y is 10 cos 45°.
    func testAnAnimatedRotationAboutXTurns() throws {
        let c = try compose(document(#""rx": {"a": 1, "k": [{"t": 0, "s": [0], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 30, "s": [90]}]}"#))
        assertPoint(world(c.makeRootLayer(), "Tilted", CGPoint(x: 0, y: 10), at: 0.5), CGPoint(x: 100, y: 50 + 10 * cos(Double.pi / 4)), 1e-6)
    }
}
