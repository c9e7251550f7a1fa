import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// A replicator's presentation holds one container per instance: placed by instanceTransform^k about
/// the layer's centre, its sublayers' animations running k x instanceDelay late.
final class CAReplicatorLayerTests: XCTestCase {
    private func replicator(count: Int, delay: CFTimeInterval) -> CAReplicatorLayer {
        let r = CAReplicatorLayer()
        r.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        r.position = CGPoint(x: 50, y: 50)
        r.instanceCount = count
        r.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        r.instanceDelay = delay
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.position = CGPoint(x: 50, y: 15)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1; fade.toValue = 0; fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        dot.add(fade, forKey: "fade")
        r.addSublayer(dot)
        return r
    }

    func testEachInstanceRunsItsAnimationsKDelaysLate() {
        let shown = replicator(count: 4, delay: 0.25).presentationTree(at: 0.5)
        let opacities = shown.sublayers!.map { $0.sublayers![0].opacity }
        // Instance 3 is 0.25 s before its animation begins: the model value.
        XCTAssertEqual(opacities, [0.5, 0.75, 1, 1])
    }

    func testInstanceKIsTurnedKTimesAboutTheCentre() {
        let shown = replicator(count: 4, delay: 0).presentationTree(at: 0)
        XCTAssertEqual(shown.sublayers!.map(\.name), ["replicator#0", "replicator#1", "replicator#2", "replicator#3"])
        // The dot's centre (50, 15) in the replicator, instance by instance: a quarter turn each (y down).
        let centres = shown.sublayers!.map { container -> CGPoint in
            let p = CGPoint(x: 50, y: 15)
            let m = container.transform
            let (dx, dy) = (p.x - 50, p.y - 50)
            return CGPoint(x: 50 + dx * m.m11 + dy * m.m21, y: 50 + dx * m.m12 + dy * m.m22)
        }
        for (c, expected) in zip(centres, [CGPoint(x: 50, y: 15), CGPoint(x: 85, y: 50), CGPoint(x: 50, y: 85),
                                           CGPoint(x: 15, y: 50)]) {
            assertClose(c, expected, 1e-9)
        }
    }

    func testOneInstanceIsTheSublayersThemselvesAndNoneDrawsNothing() {
        XCTAssertEqual(replicator(count: 1, delay: 0.25).presentationTree(at: 0.5).sublayers?.first?.opacity, 0.5)
        XCTAssertNil(replicator(count: 0, delay: 0).presentationTree(at: 0).sublayers)
        XCTAssertEqual(replicator(count: 4, delay: 0).modelTree().sublayers?.count, 4, "the model copy replicates too")
    }
}
