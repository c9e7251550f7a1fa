import Sandglass
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class InspectorTests: XCTestCase {
    func testLayerPathsFindTheSameLayerInACopyMasksIncluded() {
        let root = CALayer(), a = CALayer(), b = CAShapeLayer(), mask = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        b.mask = mask
        XCTAssertEqual(LayerPath.of(mask, in: root), LayerPath([1, -1]))
        XCTAssertEqual(LayerPath.of(a, in: root), LayerPath([0]))
        XCTAssertEqual(LayerPath.of(root, in: root), LayerPath([]))
        XCTAssertNil(LayerPath.of(CALayer(), in: root))
        let copy = root.presentationTree(at: 0)
        XCTAssertTrue(LayerPath([1]).resolve(in: copy) is CAShapeLayer)
        XCTAssertNotNil(LayerPath([1, -1]).resolve(in: copy))
        XCTAssertNil(LayerPath([5]).resolve(in: copy))
        XCTAssertNil(LayerPath([0, -1]).resolve(in: copy), "no mask there")
    }

    func testAnEmitterShowsItsLiveParticles() {
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16))
        (cell.birthRate, cell.lifetime) = (10, 1)
        emitter.emitterCells = [cell]
        XCTAssertEqual(InspectorPanel.particleLine(of: emitter.presentationTree(at: 0.55)), "particles  6 live")
        XCTAssertNil(InspectorPanel.particleLine(of: emitter), "the model has none")
        XCTAssertNil(InspectorPanel.particleLine(of: CALayer().presentationTree(at: 0)))
    }

    func testAnimatedPropertiesAreKeyPathRootsGroupsIncluded() {
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = 1.0
        spin.beginTime = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        let group = CAAnimationGroup()
        group.animations = [fade]
        group.beginTime = 1
        layer.add(spin, forKey: "spin")
        layer.add(group, forKey: "group")
        XCTAssertEqual(InspectorPanel.animatedProperties(of: layer), ["transform", "opacity"])
    }

    func testValuesAreShortLines() {
        XCTAssertEqual(InspectorPanel.text(.number(0.9999049215679232)), "0.9999")
        XCTAssertEqual(InspectorPanel.text(.point(CGPoint(x: 100, y: 12.5))), "[100, 12.5]")
        XCTAssertLessThanOrEqual(InspectorPanel.text(.transform(CATransform3DMakeRotation(0.3, 0, 0, 1))).count, 48)
    }
}
