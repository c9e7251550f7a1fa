import XCTest
@testable import QuartzCore

/// The tick and the commit skip subtrees with nothing to do (`PendingWork`), and whatever gives a
/// layer work again (an animation, a new layer, a mark for layout or display) is found at the next frame.
final class PendingWorkTests: XCTestCase {
    /// Counts the commit's visits (layout) and drawings.
    private final class CountingLayer: CALayer {
        var layoutVisits = 0
        var displays = 0
        override func layoutIfNeeded() {
            layoutVisits += 1
            super.layoutIfNeeded()
        }
        override func display() { displays += 1 }
    }

    private func forever() -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1; a.repeatCount = .infinity
        return a
    }

    private func once(_ duration: CFTimeInterval, completion: ((Bool) -> Void)? = nil) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = duration
        a.completion = completion
        return a
    }

    /// A root, its three counting sublayers, each animating forever.
    private func restingTree() -> (CALayer, [CountingLayer]) {
        let root = CALayer()
        let children = (0..<3).map { _ in CountingLayer() }
        CATransaction.performFrame(at: 0) {
            for c in children {
                c.add(forever(), forKey: "fade")
                root.addSublayer(c)
            }
        }
        root.advance(to: 0)
        root.layoutAndDisplayIfNeeded()
        return (root, children)
    }

    func testARestingTreeIsVisitedByNeitherWalk() {
        let (root, children) = restingTree()
        XCTAssertEqual(children.map(\.layoutVisits), [1, 1, 1])
        XCTAssertTrue(root.pendingWork.isEmpty, "started, repeating forever, committed, nothing marked")
        root.advance(to: 0.5)
        root.layoutAndDisplayIfNeeded()
        XCTAssertEqual(children.map(\.layoutVisits), [1, 1, 1])

        children[1].setNeedsLayout()
        XCTAssertEqual(root.pendingWork, .commit)
        root.layoutAndDisplayIfNeeded()
        XCTAssertEqual(children.map(\.layoutVisits), [1, 2, 1], "only the marked layer's path")
        XCTAssertTrue(root.pendingWork.isEmpty)
    }

    func testAMaskMarkedForDisplayIsDrawnAtTheNextCommit() {
        let (root, children) = restingTree()
        let mask = CountingLayer()
        children[0].mask = mask
        root.layoutAndDisplayIfNeeded()
        XCTAssertTrue(root.pendingWork.contains(.tick), "the mask is not committed yet")
        XCTAssertFalse(root.pendingWork.contains(.commit))
        mask.setNeedsDisplay()
        root.layoutAndDisplayIfNeeded()
        XCTAssertEqual(mask.displays, 1)
    }

    func testALayerAddedDeepInARestingTreeIsCommittedAtTheNextTick() {
        let (root, children) = restingTree()
        let grandchild = CALayer()
        children[2].addSublayer(grandchild)
        XCTAssertFalse(grandchild.hasBeenCommitted)
        root.advance(to: 0.1)
        XCTAssertTrue(grandchild.hasBeenCommitted)
        XCTAssertEqual(root.pendingWork, .commit, "laid out at the next commit")
    }

    func testAnAnimationAddedDeepInARestingTreeEnds() {
        let (root, children) = restingTree()
        var finished: [Bool] = []
        CATransaction.performFrame(at: 0.2) { children[1].add(once(0.5) { finished.append($0) }, forKey: "once") }
        root.advance(to: 0.5)
        XCTAssertEqual(finished, [])
        XCTAssertTrue(root.pendingWork.contains(.tick), "it has not ended")
        root.advance(to: 0.8)
        XCTAssertEqual(finished, [true])
        XCTAssertNil(children[1].animation(forKey: "once"))
        XCTAssertTrue(root.pendingWork.isEmpty)
    }

    func testACompletionAnimatingALayerTheTickAlreadyPassedKeepsTheWork() {
        let (root, children) = restingTree()
        var ends: [String] = []
        CATransaction.performFrame(at: 0) {
            children[2].add(once(0.5) { _ in
                ends.append("last")
                children[0].add(self.once(0.5) { _ in ends.append("first") }, forKey: "then")
            }, forKey: "once")
        }
        CATransaction.performFrame(at: 0.6) { root.advance(to: 0.6) }
        XCTAssertEqual(ends, ["last"])
        XCTAssertTrue(root.pendingWork.contains(.tick), "the first layer was visited before it was animated")
        root.advance(to: 1.2)
        XCTAssertEqual(ends, ["last", "first"])
    }

    func testChangingTheRepeatOfAHeldAnimationIsReportedAndKept() {
        let (_, children) = restingTree()
        let held = children[0].animation(forKey: "fade")!
        XCTAssertEqual(standardErrorLines { held.repeatCount = 2 }, [
            "sandglass: repeatCount of an animation a layer holds was changed; a layer's animations are "
                + "read-only, as in Core Animation, and its end may never fire: add the animation again instead",
        ])
        XCTAssertEqual(held.repeatCount, 2, "the change is kept")
        let mine = forever()
        XCTAssertEqual(standardErrorLines { mine.repeatDuration = 3 }, [], "the caller's own object is not the layer's")
    }

    func testAStoppedAnimationKeptOnTheLayerLeavesNoTickWork() {
        let layer = CALayer()
        let kept = once(0.5)
        kept.isRemovedOnCompletion = false
        layer.add(kept, forKey: "kept")
        layer.advance(to: 0.1)
        XCTAssertTrue(layer.pendingWork.contains(.tick))
        layer.advance(to: 0.6)
        XCTAssertNotNil(layer.animation(forKey: "kept"))
        XCTAssertFalse(layer.pendingWork.contains(.tick))
    }
}
