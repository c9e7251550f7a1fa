import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

final class CATransactionTests: XCTestCase {
    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    /// A layer that has been on screen (advanced once), with the clock at 0.
    func committedLayer() -> CALayer {
        let l = CALayer()
        l.advance(to: 0)
        return l
    }

    func testImplicitAnimationDefaults() {
        let l = committedLayer()
        l.opacity = 0
        XCTAssertEqual(l.animationKeys(), ["opacity"])
        let a = l.animation(forKey: "opacity") as! CABasicAnimation
        XCTAssertEqual(a.duration, 0.25)
        XCTAssertEqual(a.timingFunction, .default)
        XCTAssertEqual(a.fromValue as? Float, 1)
        XCTAssertEqual(l.opacity, 0)
        assertClose(CGFloat(l.presentationTree(at: 0.125).opacity), 1 - 0.802403387584857, 1e-6)
        assertClose(CGFloat(l.presentationTree(at: 0.3).opacity), 0)
    }

    func testDisableActions() {
        let l = committedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.position = CGPoint(x: 5, y: 5)
        CATransaction.commit()
        XCTAssertNil(l.animationKeys())
        XCTAssertFalse(CATransaction.disableActions())
    }

    /// Settings made outside any begin() belong to the implicit transaction, which the frame's end
    /// commits: they do not leak into the next frame (a pan handler's setDisableActions(true) once
    /// turned off every later implicit animation in the process).
    func testTheImplicitTransactionEndsWithItsFrame() {
        let l = committedLayer()
        CATransaction.performFrame(at: 1) {
            CATransaction.setDisableActions(true)
            CATransaction.setAnimationDuration(3)
            l.position = CGPoint(x: 5, y: 5)
            XCTAssertNil(l.animationKeys())
            CATransaction.performFrame(at: 1) { XCTAssertTrue(CATransaction.disableActions(), "a nested frame is the same turn") }
            XCTAssertTrue(CATransaction.disableActions())
        }
        XCTAssertFalse(CATransaction.disableActions())
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
        CATransaction.performFrame(at: 2) { l.position = CGPoint(x: 9, y: 9) }
        XCTAssertEqual(l.animationKeys(), ["position"])
    }

    func testNewLayerDoesNotAnimateItsSetUpButDoesInsideATransaction() {
        let l = CALayer()
        l.position = CGPoint(x: 50, y: 50)
        XCTAssertNil(l.animationKeys())
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        l.position = CGPoint(x: 200, y: 200)
        CATransaction.commit()
        XCTAssertEqual(l.animation(forKey: "position")?.duration, 2)
        assertClose(l.presentationTree(at: 1).position, CGPoint(x: 50 + 150 * 0.802403387584857, y: 50 + 150 * 0.802403387584857), 1e-6)
        XCTAssertEqual(l.position, CGPoint(x: 200, y: 200))
    }

    func testNestedTransactionsInheritSettings() {
        let l = committedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        CATransaction.setAnimationTimingFunction(.linear)
        CATransaction.begin()
        XCTAssertEqual(CATransaction.animationDuration(), 3)
        l.cornerRadius = 8
        CATransaction.commit()
        CATransaction.commit()
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
        let a = l.animation(forKey: "cornerRadius")!
        XCTAssertEqual(a.duration, 3)
        XCTAssertEqual(a.timingFunction, .linear)
        XCTAssertEqual(CATransaction.depth, 0)
    }

    func testActionsOverride() {
        let l = committedLayer()
        l.actions = ["position": NSNull(), "opacity": CANullAction()]
        l.position = CGPoint(x: 1, y: 1)
        l.opacity = 0.5
        XCTAssertNil(l.animationKeys())
        let custom = CABasicAnimation()
        custom.duration = 4
        l.actions = ["bounds": custom]
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(l.animation(forKey: "bounds")?.duration, 4)
        assertClose(l.presentationTree(at: 2).bounds.width, 5)
    }

    func testCompletionBlockFiresOnceAfterAnimationsEnd() {
        let l = committedLayer()
        var fired = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { fired += 1 }
        l.opacity = 0.5
        CATransaction.commit()
        XCTAssertEqual(fired, 0)
        l.advance(to: 0.2)
        XCTAssertEqual(fired, 0)
        l.advance(to: 0.3)
        XCTAssertEqual(fired, 1)
        l.advance(to: 0.5)
        XCTAssertEqual(fired, 1)
    }

    /// A completion block set outside any begin() belongs to the implicit transaction: it runs when
    /// the frame ends, once. Frames in which nothing used the implicit transaction end without a new
    /// one (so a steady frame allocates nothing), and the frames after still take their own blocks.
    func testTheImplicitTransactionsCompletionRunsAtTheFramesEnd() {
        var fired = 0
        CATransaction.performFrame(at: 1) {
            CATransaction.setCompletionBlock { fired += 1 }
            XCTAssertEqual(fired, 0)
        }
        XCTAssertEqual(fired, 1)
        CATransaction.performFrame(at: 2) {}
        CATransaction.performFrame(at: 3) {}
        XCTAssertEqual(fired, 1, "once")
        CATransaction.performFrame(at: 4) { CATransaction.setCompletionBlock { fired += 10 } }
        XCTAssertEqual(fired, 11)
    }

    func testCompletionBlockWithoutAnimationsFiresAtCommit() {
        var fired = 0
        CATransaction.perform(completion: { fired += 1 }) {}
        XCTAssertEqual(fired, 1)
    }

    func testDelegateStartAndStopExactlyOnce() {
        let l = CAShapeLayer()
        let r = Recorder()
        var closure: [Bool] = []
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.duration = 1
        a.beginTime = 0.5
        a.delegate = r
        a.completion = { closure.append($0) }
        l.add(a, forKey: "a")
        l.advance(to: 0.2)
        XCTAssertEqual(r.events, [])
        l.advance(to: 0.6)
        l.advance(to: 0.7)
        XCTAssertEqual(r.events, ["start"])
        l.advance(to: 1.6)
        l.advance(to: 2)
        XCTAssertEqual(r.events, ["start", "stop true"])
        XCTAssertEqual(closure, [true])
        XCTAssertNil(l.animationKeys())
    }

    func testReplacingAKeyStopsTheOldAnimationUnfinished() {
        let l = CALayer()
        let r = Recorder()
        let a = CABasicAnimation(keyPath: "opacity")
        a.delegate = r
        l.add(a, forKey: "k")
        l.add(CABasicAnimation(keyPath: "opacity"), forKey: "k")
        XCTAssertEqual(r.events, ["stop false"])
        XCTAssertEqual(l.animationKeys(), ["k"])
        l.removeAnimation(forKey: "k")
        XCTAssertEqual(r.events, ["stop false"])
    }
}
