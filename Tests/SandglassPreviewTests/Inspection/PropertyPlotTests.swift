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
