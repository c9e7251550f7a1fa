import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// Media time is the time of the frame whose scene code runs: given, never read from a clock.
final class MediaClockTests: XCTestCase {
    func testMediaTimeIsTheRunningFramesTimeAndZeroOutsideAnyFrame() {
        XCTAssertEqual(CACurrentMediaTime(), 0)
        CATransaction.performFrame(at: 3) {
            XCTAssertEqual(CACurrentMediaTime(), 3)
            CATransaction.performFrame(at: 3.5) { XCTAssertEqual(CACurrentMediaTime(), 3.5, "the innermost frame") }
            XCTAssertEqual(CACurrentMediaTime(), 3)
        }
        XCTAssertEqual(CACurrentMediaTime(), 0)
    }

    func testAFrameEndsWhenItsCodeThrows() {
        struct Stop: Error {}
        XCTAssertThrowsError(try CATransaction.performFrame(at: 7) { () throws(Stop) in throw Stop() })
        XCTAssertEqual(CACurrentMediaTime(), 0)
    }

    /// A completion block that adds an animation stamps it with the frame that ran the block (1/60 s
    /// steps), not with wherever a tool last left a clock.
    func testACompletionBlockAddsItsAnimationAtItsFramesTime() {
        let l = CAShapeLayer()
        let first = CABasicAnimation(keyPath: "strokeEnd")
        first.fromValue = 0; first.toValue = 1; first.duration = 0.5
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            let second = CABasicAnimation(keyPath: "opacity")
            second.fromValue = 1; second.toValue = 0; second.duration = 1
            l.add(second, forKey: "fade")
        }
        l.add(first, forKey: "draw")
        CATransaction.commit()
        for frame in 1...40 {
            let t = Double(frame) / 60
            CATransaction.performFrame(at: t) { l.advance(to: t) }
        }
        XCTAssertEqual(l.animation(forKey: "fade")?.beginTime ?? -1, 30.0 / 60, accuracy: 1e-12)
    }
}
