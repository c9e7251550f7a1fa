import XCTest
@testable import Sandglass

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

    /// Seed 003's dust: the group (1 s, fill forwards) holds children that end exactly with it and
    /// have no fill of their own at their end values. They once snapped back to the model.
    func testGroupFillHoldsChildrenEndingWithTheGroup() {
        let l = CALayer()
        l.opacity = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0; fade.toValue = 0.0; fade.duration = 1
        let g = CAAnimationGroup()
        g.animations = [fade]
        g.duration = 1
        g.fillMode = .forwards
        g.isRemovedOnCompletion = false
        l.add(g, forKey: "g")
        assertClose(CGFloat(l.presentationTree(at: 1).opacity), 0, 1e-9)
        assertClose(CGFloat(l.presentationTree(at: 5).opacity), 0, 1e-9)
        assertClose(CGFloat(l.presentationTree(at: 0.5).opacity), 0.5, 1e-9)
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
