import Sandglass
import XCTest

/// A custom animator that slides the presented view in from the right on a linear curve and records
/// what its context gave it.
private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var contexts: [UIViewControllerContextTransitioning] = []
    var ended: [Bool] = []
    var completions: [(time: CFTimeInterval, cancelled: Bool)] = []
    let duration: TimeInterval

    init(duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        contexts.append(transitionContext)
        let presenting = transitionContext.viewController(forKey: .to)?.presentingViewController != nil
            && transitionContext.viewController(forKey: .to)?.isBeingPresented == true
        let container = transitionContext.containerView
        let moving = presenting ? transitionContext.view(forKey: .to)! : transitionContext.view(forKey: .from)!
        let home = container.bounds
        let away = home.offsetBy(dx: home.width, dy: 0)
        if presenting {
            container.addSubview(moving)
            moving.frame = away
        }
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            moving.frame = presenting ? home : away
        }, completion: { _ in
            self.completions.append((CACurrentMediaTime(), transitionContext.transitionWasCancelled))
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

private final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
    let animator: SlideAnimator
    let interaction: UIPercentDrivenInteractiveTransition?

    init(duration: TimeInterval, interactive: Bool) {
        animator = SlideAnimator(duration: duration)
        interaction = interactive ? UIPercentDrivenInteractiveTransition() : nil
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    var interactiveDismissal = false

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactiveDismissal ? nil : interaction
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactiveDismissal ? interaction : nil
    }
}

final class CustomTransitionTests: XCTestCase {
    private func setUp(duration: TimeInterval, interactive: Bool) -> (TransitionHarness, UIViewController, Transitions) {
        let harness = TransitionHarness { LoggingController("A", log: $0) }
        let b = LoggingController("B", log: harness.log)
        let transitions = Transitions(duration: duration, interactive: interactive)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = transitions
        return (harness, b, transitions)
    }

    func testTheAnimatorGetsTheContainerControllersViewsAndFrames() throws {
        let (harness, b, transitions) = setUp(duration: 0.4, interactive: false)
        var completions = 0
        harness.at(frame: 0) { harness.root.present(b, animated: true) { completions += 1 } }
        let context = try XCTUnwrap(transitions.animator.contexts.first)
        XCTAssertTrue(context.containerView.superview === harness.window)
        XCTAssertEqual(context.containerView.frame, harness.window.bounds)
        XCTAssertTrue(b.view.superview === context.containerView, "the animator put it there")
        XCTAssertTrue(context.viewController(forKey: .from) === harness.root)
        XCTAssertTrue(context.viewController(forKey: .to) === b)
        XCTAssertTrue(context.view(forKey: .to) === b.view)
        XCTAssertNil(context.view(forKey: .from), "a custom presentation leaves the presenting view where it is")
        XCTAssertEqual(context.initialFrame(for: harness.root), harness.window.bounds)
        XCTAssertEqual(context.finalFrame(for: harness.root), harness.window.bounds)
        XCTAssertEqual(context.initialFrame(for: b), .zero)
        XCTAssertEqual(context.finalFrame(for: b), harness.window.bounds)
        XCTAssertTrue(context.isAnimated)
        XCTAssertFalse(context.isInteractive)
        XCTAssertEqual(context.presentationStyle, .custom)
        XCTAssertEqual(harness.shown(b.view.layer, at: 0.1)?.position, CGPoint(x: 375, y: 300), "a quarter of the way")
        harness.at(frame: 23)
        XCTAssertEqual(completions, 0)
        harness.at(frame: 24)
        XCTAssertEqual(transitions.animator.completions.map(\.time), [0.4])
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(transitions.animator.ended, [true])
        XCTAssertEqual(harness.log.take(), ["B.viewDidLoad", "B.viewWillAppear(true)", "B.viewDidAppear(true)"])
        XCTAssertTrue(harness.root.view.superview === harness.window)

        harness.at(frame: 30) { b.dismiss(animated: true) }
        let dismissal = try XCTUnwrap(transitions.animator.contexts.last)
        XCTAssertTrue(dismissal.containerView === context.containerView, "the presentation's container")
        XCTAssertTrue(dismissal.viewController(forKey: .from) === b)
        XCTAssertTrue(dismissal.view(forKey: .from) === b.view)
        XCTAssertNil(dismissal.view(forKey: .to))
        XCTAssertEqual(dismissal.initialFrame(for: b), harness.window.bounds)
        XCTAssertEqual(dismissal.finalFrame(for: b), .zero)
        harness.at(frame: 60)
        XCTAssertEqual(transitions.animator.ended, [true, true])
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(harness.window.subviews, [harness.root.view])
    }

    func testPercentDrivenShowsTheUpdatedPercentThenFinishesOnTheClock() throws {
        let (harness, b, transitions) = setUp(duration: 1, interactive: true)
        let interaction = try XCTUnwrap(transitions.interaction)
        var completions: [CFTimeInterval] = []
        harness.at(frame: 0) { harness.root.present(b, animated: true) { completions.append(CACurrentMediaTime()) } }
        let context = try XCTUnwrap(transitions.animator.contexts.first)
        XCTAssertTrue(context.isInteractive)
        XCTAssertEqual(interaction.duration, 1)
        harness.at(frame: 6) { interaction.update(0.25) }
        XCTAssertEqual(interaction.percentComplete, 0.25)
        XCTAssertEqual(harness.shown(b.view.layer, at: 0.1)?.position, CGPoint(x: 375, y: 300), "25 % of the way")
        XCTAssertEqual(harness.shown(b.view.layer, at: 0.4)?.position, CGPoint(x: 375, y: 300), "held there")
        harness.at(frame: 30) { interaction.finish() }
        XCTAssertFalse(context.isInteractive)
        XCTAssertEqual(harness.shown(b.view.layer, at: 0.75)?.position, CGPoint(x: 300, y: 300), "played on from 25 %")
        harness.at(frame: 74)
        XCTAssertEqual(completions, [])
        harness.at(frame: 75)
        XCTAssertEqual(completions, [1.25], "the remaining 0.75 s")
        XCTAssertFalse(context.transitionWasCancelled)
        XCTAssertEqual(transitions.animator.ended, [true])
        XCTAssertTrue(harness.root.presentedViewController === b)
        XCTAssertEqual(context.containerView.layer.speed, 1, "the container's time is its parent's again")
        XCTAssertEqual(context.containerView.layer.timeOffset, 0)
        XCTAssertEqual(harness.shown(b.view.layer, at: 2)?.position, CGPoint(x: 150, y: 300))
    }

    func testPercentDrivenCancelPlaysBackAndUndoesThePresentation() throws {
        let (harness, b, transitions) = setUp(duration: 1, interactive: true)
        let interaction = try XCTUnwrap(transitions.interaction)
        var completions = 0
        harness.at(frame: 0) { harness.root.present(b, animated: true) { completions += 1 } }
        let context = try XCTUnwrap(transitions.animator.contexts.first)
        harness.at(frame: 6) { interaction.update(0.5) }
        harness.at(frame: 15) { interaction.cancel() }
        XCTAssertTrue(context.transitionWasCancelled)
        XCTAssertEqual(harness.shown(b.view.layer, at: 0.5)?.position, CGPoint(x: 375, y: 300), "back at 25 %")
        harness.at(frame: 44)
        XCTAssertEqual(transitions.animator.completions.count, 0)
        harness.at(frame: 45)
        XCTAssertEqual(transitions.animator.completions.map(\.time), [0.75], "0.5 s back to the start")
        XCTAssertEqual(transitions.animator.completions.map(\.cancelled), [true])
        XCTAssertEqual(transitions.animator.ended, [false])
        XCTAssertEqual(completions, 0, "a cancelled presentation runs no completion")
        XCTAssertNil(harness.root.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(harness.window.subviews, [harness.root.view])
        XCTAssertEqual(b.view.frame.origin.x, 300, "the model where the animation started")
        XCTAssertEqual(harness.log.take(), ["B.viewDidLoad", "B.viewWillAppear(true)", "B.viewWillDisappear(true)",
                                            "B.viewDidDisappear(true)"])
    }

    func testACancelledInteractiveDismissalLeavesThePresentedViewWhereItWas() throws {
        let (harness, b, transitions) = setUp(duration: 1, interactive: true)
        transitions.interactiveDismissal = true
        let interaction = try XCTUnwrap(transitions.interaction)
        harness.at(frame: 0) { harness.root.present(b, animated: true) }
        harness.at(frame: 60) { b.dismiss(animated: true) }
        XCTAssertTrue(b.isBeingDismissed)
        harness.at(frame: 66) { interaction.update(0.5) }
        XCTAssertEqual(harness.shown(b.view.layer, at: 1.25)?.position, CGPoint(x: 300, y: 300), "half way out")
        harness.at(frame: 75) { interaction.cancel() }
        XCTAssertEqual(harness.shown(b.view.layer, at: 1.5)?.position, CGPoint(x: 225, y: 300), "a quarter out, on the way back")
        harness.at(frame: 104)
        XCTAssertEqual(transitions.animator.completions.count, 1)
        harness.at(frame: 105)
        XCTAssertEqual(transitions.animator.completions.last?.time, 1.75)
        XCTAssertEqual(transitions.animator.completions.last?.cancelled, true)
        XCTAssertEqual(transitions.animator.ended, [true, false])
        XCTAssertFalse(b.isBeingDismissed)
        XCTAssertTrue(harness.root.presentedViewController === b, "still presented")
        XCTAssertEqual(b.view.frame, harness.window.bounds, "the model is where the dismissal started")
        XCTAssertEqual(harness.shown(b.view.layer, at: 2)?.position, CGPoint(x: 150, y: 300))
        XCTAssertEqual(Array(harness.log.take().suffix(3)), ["B.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)"],
                       "the cancelled disappearance turns back")
    }

    /// As iOS animators for a full-screen presentation do, this one puts the presenting view into the
    /// container under the presented one when dismissing; it goes back to the window at the end.
    func testAFullScreenAnimatorMayMoveThePresentingViewIntoTheContainer() throws {
        final class Reveal: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
            var fromViews: [UIView] = []
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let container = transitionContext.containerView
                let fromView = transitionContext.view(forKey: .from)!, toView = transitionContext.view(forKey: .to)!
                fromViews.append(fromView)
                container.insertSubview(toView, belowSubview: fromView)
                if fromView.superview !== container { container.addSubview(fromView) }
                UIView.animate(withDuration: 0.5, animations: { fromView.alpha = 0 }) { _ in
                    fromView.alpha = 1
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }
        let harness = TransitionHarness { LoggingController("A", log: $0) }
        let a = harness.root, b = UIViewController()
        let reveal = Reveal()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = reveal
        harness.at(frame: 0) { a.present(b, animated: true) }
        XCTAssertTrue(reveal.fromViews.first === a.view, "full screen: the presenting view is the from view")
        harness.at(frame: 30)
        XCTAssertNil(a.view.superview, "taken out at the end of the presentation")
        harness.at(frame: 60) { b.dismiss(animated: true) }
        XCTAssertTrue(a.view.superview === b.view.superview, "the animator moved it into the container")
        harness.at(frame: 90)
        XCTAssertEqual(harness.window.subviews, [a.view], "back in the window, the container gone")
        XCTAssertNil(b.view.superview)
    }
}
