import Sandglass
import XCTest

/// Modal presentation with the default transitions: appearance calls, links, the container, and
/// where the views are after each transition, on the scene clock.
final class PresentationTests: XCTestCase {
    func testFullScreenCoverVerticalPresentsAndDismisses() throws {
        let harness = TransitionHarness { LoggingController("A", log: $0) }
        let (window, a) = (harness.window, harness.root)
        let b = LoggingController("B", log: harness.log)
        b.modalPresentationStyle = .fullScreen
        var presentedAt: [CFTimeInterval] = []
        harness.at(frame: 0) { a.present(b, animated: true) { presentedAt.append(CACurrentMediaTime()) } }
        XCTAssertEqual(harness.log.take(), ["B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertTrue(b.presentingViewController === a)
        XCTAssertTrue(b.isBeingPresented)
        let container = try XCTUnwrap(b.view.superview)
        XCTAssertTrue(container.superview === window, "the transition view is in the window")
        XCTAssertEqual(window.subviews, [a.view, container], "over the presenting view")
        XCTAssertEqual(container.frame, window.bounds)
        XCTAssertEqual(b.view.frame, window.bounds, "the model is at the final frame at once")

        XCTAssertEqual(harness.shown(b.view.layer, at: 0)?.position, CGPoint(x: 150, y: 900), "below the bottom edge")
        XCTAssertEqual(harness.shown(b.view.layer, at: 0.25)?.position, CGPoint(x: 150, y: 600), "half way at half time")
        harness.at(frame: 29)
        XCTAssertEqual(presentedAt, [])
        XCTAssertTrue(b.isBeingPresented)
        harness.at(frame: 30)
        XCTAssertEqual(presentedAt, [0.5], "once, at the end of the 0.5 s slide")
        XCTAssertEqual(harness.log.take(), ["A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
        XCTAssertFalse(b.isBeingPresented)
        XCTAssertNil(a.view.superview, "a full-screen presentation takes the presenting view out")
        XCTAssertEqual(window.subviews, [container])

        var dismissedAt: [CFTimeInterval] = []
        harness.at(frame: 60) { b.dismiss(animated: true) { dismissedAt.append(CACurrentMediaTime()) } }
        XCTAssertEqual(harness.log.take(), ["B.viewWillDisappear(true)", "A.viewWillAppear(true)"])
        XCTAssertTrue(b.isBeingDismissed)
        XCTAssertEqual(window.subviews, [a.view, container], "the presenting view is back under the container")
        XCTAssertEqual(harness.shown(b.view.layer, at: 1.25)?.position, CGPoint(x: 150, y: 600))
        harness.at(frame: 90)
        XCTAssertEqual(dismissedAt, [1.5])
        XCTAssertEqual(harness.log.take(), ["B.viewDidDisappear(true)", "A.viewDidAppear(true)"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertFalse(b.isBeingDismissed)
        XCTAssertEqual(window.subviews, [a.view])
        XCTAssertNil(b.view.superview)
        harness.at(frame: 200)
        XCTAssertEqual(presentedAt.count + dismissedAt.count, 2, "each completion once")
    }

    func testOverFullScreenCrossDissolveKeepsThePresentingView() throws {
        let harness = TransitionHarness { LoggingController("A", log: $0) }
        let a = harness.root
        let b = LoggingController("B", log: harness.log)
        b.modalPresentationStyle = .overFullScreen
        b.modalTransitionStyle = .crossDissolve
        harness.at(frame: 15) { a.present(b, animated: true) }
        XCTAssertEqual(harness.log.take(), ["B.viewDidLoad", "B.viewWillAppear(true)"], "the presenting one does not disappear")
        XCTAssertEqual(harness.shown(b.view.layer, at: 0.5)?.opacity, 0.5)
        XCTAssertEqual(harness.shown(b.view.layer, at: 0.5)?.position, CGPoint(x: 150, y: 300))
        harness.at(frame: 44)
        XCTAssertEqual(harness.log.take(), [])
        harness.at(frame: 45)
        XCTAssertEqual(harness.log.take(), ["B.viewDidAppear(true)"])
        XCTAssertTrue(a.view.superview === harness.window, "over full screen: it stays")
        harness.at(frame: 50) { b.dismiss(animated: false) }
        XCTAssertEqual(harness.log.take(), ["B.viewWillDisappear(false)", "B.viewDidDisappear(false)"])
        XCTAssertEqual(harness.window.subviews, [a.view])
    }

    func testAutomaticIsACardAndNotAnimatedIsAtOnce() {
        let harness = TransitionHarness { LoggingController("A", log: $0) }
        let b = LoggingController("B", log: harness.log)
        var done = 0
        harness.at(frame: 0) { harness.root.present(b, animated: false) { done += 1 } }
        XCTAssertEqual(done, 1)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 10, width: 300, height: 590))
        XCTAssertEqual(harness.log.take(), ["B.viewDidLoad", "B.viewWillAppear(false)", "B.viewDidAppear(false)"])
        XCTAssertTrue(harness.root.view.window === harness.window)
    }

    func testPresentingTwiceOrOutsideAWindowDoesNothing() {
        let harness = TransitionHarness { LoggingController("A", log: $0) }
        let b = UIViewController(), c = UIViewController()
        harness.at(frame: 0) {
            harness.root.present(b, animated: true)
            harness.root.present(c, animated: true)
        }
        XCTAssertTrue(harness.root.presentedViewController === b)
        XCTAssertNil(c.presentingViewController)
        let loose = UIViewController()
        loose.present(c, animated: false)
        XCTAssertNil(loose.presentedViewController)
    }

    func testChildrenAndTheirAppearance() {
        let log = TransitionLog()
        let parent = LoggingController("P", log: log), child = LoggingController("C", log: log)
        final class Watcher: UIViewController {
            var moves: [String] = []
            override func willMove(toParent parent: UIViewController?) { moves.append("will \(parent == nil ? "nil" : "parent")") }
            override func didMove(toParent parent: UIViewController?) { moves.append("did \(parent == nil ? "nil" : "parent")") }
        }
        let watcher = Watcher()
        parent.addChild(child)
        parent.addChild(watcher)
        watcher.didMove(toParent: parent)
        XCTAssertEqual(parent.children, [child, watcher])
        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(watcher.moves, ["will parent", "did parent"])
        parent.beginAppearanceTransition(true, animated: true)
        parent.endAppearanceTransition()
        XCTAssertEqual(log.take(), ["P.viewWillAppear(true)", "C.viewWillAppear(true)", "P.viewDidAppear(true)", "C.viewDidAppear(true)"])
        watcher.willMove(toParent: nil)
        watcher.removeFromParent()
        XCTAssertEqual(watcher.moves, ["will parent", "did parent", "will nil", "did nil"])
        XCTAssertEqual(parent.children, [child])
        XCTAssertNil(watcher.parent)
    }
}
