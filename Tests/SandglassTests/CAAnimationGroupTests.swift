import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

final class CAAnimationGroupTests: XCTestCase {
    func group(_ configure: (CAAnimationGroup) -> Void) -> CALayer {
        let l = CALayer()
        l.position = CGPoint(x: -1, y: -1)
        let child = CABasicAnimation(keyPath: "position.x")
        child.fromValue = 0; child.toValue = 100; child.duration = 2
        let late = CABasicAnimation(keyPath: "position.y")
        late.fromValue = 0; late.toValue = 10; late.duration = 0.25; late.beginTime = 0.5
        let g = CAAnimationGroup()
        g.animations = [child, late]
        g.duration = 1
        configure(g)
        l.add(g, forKey: "g")
        return l
    }

    func testChildrenAreClippedNotScaled() {
        let l = group { _ in }
        assertClose(l.presentationTree(at: 0.5).position.x, 25)
        assertClose(l.presentationTree(at: 0.99).position.x, 49.5, 1e-9)
        assertClose(l.presentationTree(at: 1.5).position.x, -1)   // group over and removed
    }

    func testGroupFillHoldsChildrenAtTheGroupEnd() {
        let l = group { $0.fillMode = .forwards; $0.isRemovedOnCompletion = false }
        assertClose(l.presentationTree(at: 3).position.x, 50)
    }

    /// A layer whose opacity fades 1 -> 0 in a 1 s group filling forwards; the fade has no fill of its
    /// own and lasts `fadeDuration` (0: unset).
    func fadeGroup(fadeDuration: CFTimeInterval) -> CALayer {
        let l = CALayer()
        l.opacity = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0; fade.toValue = 0.0; fade.duration = fadeDuration
        let g = CAAnimationGroup()
        g.animations = [fade]
        g.duration = 1
        g.fillMode = .forwards
        g.isRemovedOnCompletion = false
        l.add(g, forKey: "g")
        return l
    }

    /// Seed 003's dust: the group (1 s, fill forwards) holds children that end exactly with it and
    /// have no fill of their own at their end values. They once snapped back to the model.
    func testGroupFillHoldsChildrenEndingWithTheGroup() {
        let l = fadeGroup(fadeDuration: 1)
        assertClose(CGFloat(l.presentationTree(at: 1).opacity), 0, 1e-9)
        assertClose(CGFloat(l.presentationTree(at: 5).opacity), 0, 1e-9)
        assertClose(CGFloat(l.presentationTree(at: 0.5).opacity), 0.5, 1e-9)
    }

    /// Seed 003 sets only the group's duration: children without their own run for the group's
    /// duration, as on Core Animation, instead of the 0.25 s default.
    func testChildWithoutDurationRunsForTheGroupsDuration() {
        let l = CALayer()
        l.position = CGPoint(x: -1, y: -1)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100
        let g = CAAnimationGroup()
        g.animations = [move]
        g.duration = 2
        l.add(g, forKey: "g")
        assertClose(l.presentationTree(at: 0.5).position.x, 25)
        assertClose(l.presentationTree(at: 1).position.x, 50)
        assertClose(l.presentationTree(at: 1.9).position.x, 95)
        assertClose(l.presentationTree(at: 2.5).position.x, -1)   // group over and removed
    }

    /// A group without a duration passes its inherited duration on to its own children.
    func testNestedGroupsWithoutDurationInheritTheOuterDuration() {
        let l = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0; fade.toValue = 0.0
        let inner = CAAnimationGroup()
        inner.animations = [fade]
        let outer = CAAnimationGroup()
        outer.animations = [inner]
        outer.duration = 4
        l.add(outer, forKey: "g")
        assertClose(CGFloat(l.presentationTree(at: 1).opacity), 0.75, 1e-9)
        assertClose(CGFloat(l.presentationTree(at: 3).opacity), 0.25, 1e-9)
    }

    /// The group's fill holds children that inherited its duration at their end values.
    func testGroupFillHoldsChildrenThatInheritedItsDuration() {
        let l = fadeGroup(fadeDuration: 0)
        assertClose(CGFloat(l.presentationTree(at: 0.5).opacity), 0.5, 1e-9)
        assertClose(CGFloat(l.presentationTree(at: 1).opacity), 0, 1e-9)
        assertClose(CGFloat(l.presentationTree(at: 5).opacity), 0, 1e-9)
    }

    func testChildBeginTimeIsRelativeToTheGroup() {
        let l = group { $0.beginTime = 2 }   // the group starts at 2
        assertClose(l.presentationTree(at: 2.25).position.y, -1)   // child not started
        assertClose(l.presentationTree(at: 2.625).position.y, 5)
        assertClose(l.presentationTree(at: 2.9).position.y, -1)    // child over, no fill
    }

    func testGroupCopyIsDeep() {
        let child = CABasicAnimation(keyPath: "opacity")
        let g = CAAnimationGroup()
        g.animations = [child]
        let c = g.copy()
        XCTAssertFalse(c.animations![0] === child)
    }
}
