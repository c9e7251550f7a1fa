import Sandglass
import XCTest

/// UINavigationController's stack and its default slide: the pushed view comes in from the right over
/// 0.35 s on ease-in-out while the one under it moves left by a third of the width; a pop runs it back.
final class NavigationControllerTests: XCTestCase {
    private final class Recorder: NSObject, UINavigationControllerDelegate {
        var shown: [String] = []
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                  animated: Bool) { shown.append("will \(viewController.title ?? "")") }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                  animated: Bool) { shown.append("did \(viewController.title ?? "")") }
    }

    private var harness: TransitionHarness!

    /// The view's centre as shown at `t`: `x` (to a nanopoint: 0.35 s has no exact binary form), y 300.
    private func assertCentre(_ controller: UIViewController, at t: CFTimeInterval, x: CGFloat, _ message: String = "",
                              line: UInt = #line) {
        let centre = harness.shown(controller.view.layer, at: t)?.position
        XCTAssertEqual(centre?.x ?? .nan, x, accuracy: 1e-9, message, line: line)
        XCTAssertEqual(centre?.y, 300, message, line: line)
    }

    func testPushAndPopSlideAtTheirTimes() throws {
        var r: LoggingController!
        harness = TransitionHarness { log in
            r = LoggingController("R", log: log)
            r.title = "R"
            return UINavigationController(rootViewController: r)
        }
        let navigation = try XCTUnwrap(harness.root as? UINavigationController)
        let recorder = Recorder()
        navigation.delegate = recorder
        XCTAssertEqual(navigation.viewControllers, [r])
        XCTAssertTrue(r.view.window === harness.window, "the root's view fills the navigation controller's")
        XCTAssertEqual(r.view.frame, harness.window.bounds)
        XCTAssertEqual(harness.log.take(), [], "appearance was begun before the log was read")

        let p = LoggingController("P", log: harness.log)
        p.title = "P"
        harness.at(frame: 60) { navigation.pushViewController(p, animated: true) }
        XCTAssertEqual(navigation.viewControllers, [r, p])
        XCTAssertTrue(navigation.topViewController === p)
        XCTAssertTrue(p.navigationController === navigation)
        XCTAssertTrue(p.isMovingToParent)
        XCTAssertEqual(harness.log.take(), ["P.viewDidLoad", "R.viewWillDisappear(true)", "P.viewWillAppear(true)"])
        assertCentre(p, at: 1, x: 450, "off the right edge")
        assertCentre(p, at: 1.175, x: 300, "half way at half time")
        assertCentre(r, at: 1.175, x: 100, "a sixth of the width left")
        assertCentre(r, at: 1.35, x: 50, "a third left at the end")
        harness.at(frame: 82)
        XCTAssertEqual(harness.log.take(), ["R.viewDidDisappear(true)", "P.viewDidAppear(true)"])
        XCTAssertNil(r.view.superview, "the covered view leaves")
        XCTAssertFalse(p.isMovingToParent)
        XCTAssertEqual(recorder.shown, ["will P", "did P"])

        harness.at(frame: 120) { XCTAssertTrue(navigation.popViewController(animated: true) === p) }
        XCTAssertEqual(harness.log.take(), ["P.viewWillDisappear(true)", "R.viewWillAppear(true)"])
        XCTAssertTrue(p.isMovingFromParent)
        assertCentre(p, at: 2.175, x: 300)
        assertCentre(r, at: 2.175, x: 100)
        assertCentre(p, at: 2.35, x: 450)
        harness.at(frame: 142)
        XCTAssertEqual(harness.log.take(), ["P.viewDidDisappear(true)", "R.viewDidAppear(true)"])
        XCTAssertEqual(navigation.viewControllers, [r])
        XCTAssertNil(p.parent)
        XCTAssertNil(p.view.superview)
        XCTAssertEqual(r.view.frame, harness.window.bounds)
        assertCentre(r, at: 3, x: 150)
    }

    func testPopToRootWithoutAnimationAndACustomAnimator() throws {
        final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
            var operations: [UINavigationController.Operation] = []
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                operations.append(operation)
                return self
            }
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let toView = transitionContext.view(forKey: .to)!
                transitionContext.containerView.addSubview(toView)
                toView.alpha = 0
                UIView.animate(withDuration: 0.5, animations: { toView.alpha = 1 }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }
        let harness = TransitionHarness { _ in UINavigationController(rootViewController: UIViewController()) }
        let navigation = try XCTUnwrap(harness.root as? UINavigationController)
        let fade = FadeAnimator()
        navigation.delegate = fade
        let second = UIViewController(), third = UIViewController()
        harness.at(frame: 0) {
            navigation.pushViewController(second, animated: false)
            navigation.pushViewController(third, animated: true)
        }
        XCTAssertEqual(fade.operations, [.push, .push])
        XCTAssertEqual(harness.shown(third.view.layer, at: 0.25)?.opacity, 0.5)
        harness.at(frame: 30)
        XCTAssertEqual(navigation.viewControllers.count, 3)
        let popped = harness.at(frame: 31) { navigation.popToRootViewController(animated: false) }
        XCTAssertEqual(popped, [second, third])
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertTrue(navigation.topViewController?.view.superview?.superview === navigation.view)
        XCTAssertNil(third.view.superview)

        let root = try XCTUnwrap(navigation.topViewController)
        navigation.viewControllers = [third, root]
        XCTAssertEqual(navigation.viewControllers, [third, root], "a kept controller takes its new place")
        XCTAssertTrue(third.parent === navigation)
        navigation.setViewControllers([second], animated: false)
        XCTAssertEqual(navigation.viewControllers, [second])
        XCTAssertNil(root.parent)
        XCTAssertNil(root.view.superview)
        XCTAssertTrue(second.view.superview?.superview === navigation.view)
    }
}

/// A pop driven by a percent, as an edge-swipe handler drives it, cancelled half way.
final class InteractivePopTests: XCTestCase {
    private final class Driver: NSObject, UINavigationControllerDelegate {
        let interaction = UIPercentDrivenInteractiveTransition()
        let slide = LinearSlide()
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            operation == .pop ? slide : nil
        }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { interaction }
    }

    private final class LinearSlide: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let fromView = transitionContext.view(forKey: .from)!, toView = transitionContext.view(forKey: .to)!
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                fromView.frame.origin.x = 300
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func testACancelledPopKeepsTheStack() throws {
        var r: LoggingController!, p: LoggingController!
        let harness = TransitionHarness { log in
            r = LoggingController("R", log: log)
            p = LoggingController("P", log: log)
            let navigation = UINavigationController(rootViewController: r)
            navigation.pushViewController(p, animated: false)
            return navigation
        }
        let navigation = try XCTUnwrap(harness.root as? UINavigationController)
        let driver = Driver()
        navigation.delegate = driver
        XCTAssertTrue(p.view.superview?.superview === navigation.view)
        XCTAssertNil(r.viewIfLoaded?.superview)
        harness.at(frame: 0) { navigation.popViewController(animated: true) }
        harness.at(frame: 6) { driver.interaction.update(0.5) }
        XCTAssertEqual(harness.shown(p.view.layer, at: 0.1)?.position, CGPoint(x: 300, y: 300))
        XCTAssertTrue(r.view.superview === p.view.superview, "the view below is in the container")
        harness.at(frame: 15) { driver.interaction.cancel() }
        harness.at(frame: 45)
        XCTAssertEqual(navigation.viewControllers, [r, p])
        XCTAssertNil(r.view.superview)
        XCTAssertEqual(p.view.frame, harness.window.bounds)
        XCTAssertEqual(harness.log.take(), ["R.viewDidLoad", "P.viewWillDisappear(true)", "R.viewWillAppear(true)",
                                            "R.viewWillDisappear(true)", "R.viewDidDisappear(true)",
                                            "P.viewWillAppear(true)", "P.viewDidAppear(true)"])
        harness.at(frame: 60) { navigation.popViewController(animated: false) }
        XCTAssertEqual(navigation.viewControllers, [r])
        XCTAssertEqual(harness.log.take(), ["P.viewWillDisappear(false)", "R.viewWillAppear(false)",
                                            "P.viewDidDisappear(false)", "R.viewDidAppear(false)"])
    }
}
