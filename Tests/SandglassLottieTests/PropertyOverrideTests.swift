import XCTest
@testable import SandglassLottie

/// The file's colours and layer opacities as the scene's parameters, named by Lottie keypaths, their
/// defaults the file's; a changed value replaces the property, animation and all.
final class PropertyOverrideTests: XCTestCase {
    private let group = #"{"ty": "gr", "nm": "Group 1", "it": [\#(rectShape), \#(redFill), {"ty": "tr", "p": {"a": 0, "k": [0, 0]}}]}"#
    private let animatedOpacity = #"{"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "o": {"a": 1, "k": [{"t": 0, "s": [40]}, {"t": 60, "s": [80]}]}}"#

    private func composition() throws -> LottieComposition {
        try compose(lottieDocument(layers: "[\(shapeLayer("Badge", ks: animatedOpacity, shapes: "[\(group)]"))]"))
    }

    func testColoursAndOpacitiesAreParametersNamedByKeypath() throws {
        let c = try composition()
        XCTAssertEqual(c.parameters.declarations.map(\.name), ["lottie.timing", "Badge.Transform.Opacity", "Badge.Group 1.Fill 1.Color"],
                       "the timing rule first (LayerTimingTests), then the file's properties")
        XCTAssertEqual(c.parameters.defaults["Badge.Transform.Opacity"], .number(40), "the first keyframe's")
        XCTAssertEqual(c.parameters.defaults.color("Badge.Group 1.Fill 1.Color"), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(c.descriptor.parameters, c.parameters)
    }

    func testADefaultChangesNothingAndAChangedValueReplacesTheAnimation() throws {
        let c = try composition()
        var values = c.parameters.defaults
        let plain = c.makeRootLayer(overriding: values)
        XCTAssertEqual(plain.find("Badge")?.animationKeys()?.contains { $0.contains("opacity") }, true, "still animated")
        XCTAssertNil(values.set("Badge.Transform.Opacity", to: .number(25)))
        XCTAssertNil(values.set("Badge.Group 1.Fill 1.Color", to: .numbers([0, 0.5, 1, 1])))
        let tweaked = c.makeRootLayer(overriding: values)
        let badge = try XCTUnwrap(tweaked.find("Badge"))
        XCTAssertEqual(badge.opacity, 0.25)
        XCTAssertFalse(badge.animationKeys()?.contains { $0.contains("opacity") } ?? false, "the override replaces the animation")
        XCTAssertEqual((tweaked.find("Badge/Group 1/Fill 1") as? CAShapeLayer)?.fillColor, CGColor(red: 0, green: 0.5, blue: 1, alpha: 1))
    }

    func testAtMostALimitedNumberAreOffered() throws {
        let layers = (1...40).map { shapeLayer("L\($0)", ind: $0, shapes: "[\(group)]") }.joined(separator: ", ")
        let c = try compose(lottieDocument(layers: "[\(layers)]"))
        XCTAssertEqual(c.parameters.declarations.count, 1 + PropertyOverrides.limit, "the timing rule and the properties")
        XCTAssertEqual(c.parameters.declarations.dropFirst().first?.name, "L1.Transform.Opacity")
    }
}
