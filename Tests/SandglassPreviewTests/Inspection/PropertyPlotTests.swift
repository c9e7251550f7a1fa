import Sandglass
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class PropertyPlotTests: XCTestCase {
    func testSamplesTheAnimatedValueAtEvenTimesThroughTheLayersTiming() {
        let root = CALayer(), layer = CALayer()
        layer.speed = 2  // its animations run twice as fast in scene time
        layer.opacity = 0.25
        root.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.beginTime = 1
        fade.duration = 2  // layer time 1...3: scene time 0.5...1.5
        layer.add(fade, forKey: "fade")
        let plot = PropertyPlot(layer: layer, keyPath: "opacity", from: 0, to: 2, count: 5)
        XCTAssertEqual(plot.times, [0, 0.5, 1, 1.5, 2])
        XCTAssertEqual(plot.samples.map(\.count), [1, 1, 1, 1, 1])
        let values = plot.samples.map { $0[0] }
        XCTAssertEqual(values[0], 0.25, accuracy: 1e-6, "before it begins: the model value")
        XCTAssertEqual(values[1], 0, accuracy: 1e-6)
        XCTAssertEqual(values[2], 0.5, accuracy: 1e-6)
        XCTAssertEqual(values[4], 0.25, accuracy: 1e-6, "removed after its end: the model value again")
        XCTAssertEqual(plot.componentNames, ["opacity"])
    }

    func testPointsAndColoursHaveTheirComponents() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 50)
        move.beginTime = 1
        move.duration = 1
        layer.add(move, forKey: "move")
        let plot = PropertyPlot(layer: layer, keyPath: "position", from: 1, to: 1.5, count: 2)
        XCTAssertEqual(plot.samples[0], [0, 0])
        XCTAssertEqual(plot.samples[1][0], 50, accuracy: 1e-6)
        XCTAssertEqual(plot.samples[1][1], 25, accuracy: 1e-6)
        XCTAssertEqual(plot.componentNames, ["x", "y"])
        XCTAssertEqual(PropertyPlot.components(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)), [1, 0.5, 0, 1])
        XCTAssertEqual(PropertyPlot.components("text"), [])
    }

    func testAnimatedKeyPathsIncludeAGroupsInOrder() {
        let layer = CALayer()
        let group = CAAnimationGroup()
        group.animations = [CABasicAnimation(keyPath: "bounds.size.width"), CABasicAnimation(keyPath: "opacity")]
        group.beginTime = 1
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "a")
        layer.add(group, forKey: "b")
        XCTAssertEqual(Set(PropertyPlot.animatedKeyPaths(of: layer)), ["opacity", "bounds.size.width"])
        XCTAssertEqual(PropertyPlot.animatedKeyPaths(of: layer).count, 2, "each once")
    }

    /// A turn by 2π over 2 s (matching's ball) plots its angle in degrees as one rising line, not a
    /// sawtooth wrapped to ±180°; a transform plots its turn, scale and translation.
    func testAnglesAreDegreesUnwrappedAndATransformPlotsItsParts() {
        let layer = CALayer()
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0.0
        turn.toValue = 2 * Double.pi
        turn.duration = 2
        layer.add(turn, forKey: "turn")
        let plot = PropertyPlot(layer: layer, keyPath: "transform.rotation.z", from: 0, to: 2, count: 5)
        let degrees = plot.samples.map { $0.first ?? .nan }
        for (value, expected) in zip(degrees, [0.0, 90, 180, 270, 360]) { XCTAssertEqual(value, expected, accuracy: 1e-6) }
        XCTAssertEqual(plot.componentNames, ["transform.rotation.z (°)"])

        let scaled = CALayer()
        let grow = CABasicAnimation(keyPath: "transform")
        grow.fromValue = CATransform3DIdentity
        grow.toValue = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 10, 0, 0)
        grow.duration = 1
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        scaled.add(grow, forKey: "grow")
        let parts = PropertyPlot(layer: scaled, keyPath: "transform", from: 0, to: 1, count: 2)
        XCTAssertEqual(parts.componentNames, ["rotation (°)", "scale x", "scale y", "x", "y"])
        for (value, expected) in zip(parts.samples[1], [0.0, 2, 3, 20, 0]) { XCTAssertEqual(value, expected, accuracy: 1e-6) }
    }
}

/// Several properties in one plot, each line over its own range, keyframes as dots on the lines.
final class PlotOverlayTests: XCTestCase {
    /// A layer fading 0 -> 1 over 0...2 s by keyframes at 0, 0.5 and 1 of the pass (values 0, 0.8, 1),
    /// and moving x from 0 to 300 over the same time.
    private func layer() -> CALayer {
        let root = CALayer(), layer = CALayer()
        root.addSublayer(layer)
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0.0, 0.8, 1.0]
        fade.keyTimes = [0, 0.5, 1]
        fade.duration = 2
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        layer.add(fade, forKey: "fade")
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 300.0
        move.duration = 2
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        layer.add(move, forKey: "move")
        return layer
    }

    func testTwoPropertiesOverlayEachScaledToItsOwnRangeWithKeyframeDots() {
        let layer = layer()
        let plots = ["opacity", "position.x"].map { PropertyPlot(layer: layer, keyPath: $0, from: 0, to: 2, count: 5) }
        let overlay = PlotOverlay(plots, keyTimes: ["opacity": [0, 1, 2]])
        XCTAssertTrue(overlay.isScaled)
        XCTAssertEqual(overlay.lines.map(\.name), ["opacity", "position.x"])
        XCTAssertEqual(overlay.lines[0].range, 0...1)
        XCTAssertEqual(overlay.lines[1].range, 0...300)
        // Samples at 0, 0.5, 1, 1.5, 2 s, two lines each: x is linear, so its scaled line is time / 2.
        XCTAssertEqual(overlay.values.count, 10)
        for (s, t) in [0.0, 0.5, 1, 1.5, 2].enumerated() { XCTAssertEqual(overlay.values[s * 2 + 1], t / 2, accuracy: 1e-9) }
        // Keyframe dots at the key times on the opacity line, at the keyframes' values.
        XCTAssertEqual(overlay.marks.map(\.time), [0, 1, 2])
        XCTAssertEqual(overlay.marks.map(\.line), [0, 0, 0])
        XCTAssertEqual(overlay.marks[0].value, 0, accuracy: 1e-6)
        XCTAssertEqual(overlay.marks[1].value, 0.8, accuracy: 1e-6)
        XCTAssertEqual(overlay.marks[2].value, 1, accuracy: 1e-6)
    }

    func testOnePropertyKeepsItsValuesAndItsComponentNames() {
        let plot = PropertyPlot(layer: layer(), keyPath: "opacity", from: 0, to: 2, count: 3)
        let overlay = PlotOverlay([plot])
        XCTAssertFalse(overlay.isScaled)
        XCTAssertEqual(overlay.values[1], 0.8, accuracy: 1e-6, "at 1 s: the middle keyframe, unscaled")
        XCTAssertEqual(PlotOverlay.value(of: [0, 10, 20], times: [0, 1, 2], at: 1.25), 12.5)
        XCTAssertNil(PlotOverlay.value(of: [0, 10, 20], times: [0, 1, 2], at: 3))
    }
}
