import SandglassTooling
import UIKit
import XCTest

// A custom presentation as iOS tutorials write it: one object is both the transitioning delegate and
// the animator; the card grows from 80 % and fades in, and shrinks and fades out when dismissed.

final class CardTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    private var isPresenting = true

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = false
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to),
                  let toVC = transitionContext.viewController(forKey: .to) else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            toView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            containerView.addSubview(toView)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                toView.alpha = 1
                toView.transform = .identity
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            UIView.animate(withDuration: duration, animations: {
                fromView.alpha = 0
                fromView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

final class CardDetailController: UIViewController {
    let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        view.layer.cornerRadius = 16
        closeButton.setTitle("Close", for: .normal)
        closeButton.frame = CGRect(x: 100, y: 400, width: 100, height: 40)
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(closeButton)
    }
}

final class GalleryController: UIViewController {
    let cardTransition = CardTransition()
    let showButton = UIButton(type: .system)
    private(set) var presentedCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        showButton.setTitle("Show", for: .normal)
        showButton.frame = CGRect(x: 100, y: 20, width: 100, height: 40)
        showButton.addAction(UIAction { [weak self] _ in self?.showDetail() }, for: .touchUpInside)
        view.addSubview(showButton)
    }

    func showDetail() {
        let detail = CardDetailController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = cardTransition
        present(detail, animated: true) { [weak self] in
            self?.presentedCount += 1
        }
    }
}

/// The scene plays it: a tap on the button at 0.5 s (up at 0.6 s) presents the card, whose transition
/// runs on the scene clock, so a seek shows the same in-between state however it is reached.
final class CardTransitionTests: CorpusTestCase {
    private let scene = SceneDescriptor(name: "card", size: CGSize(width: 300, height: 500)) { GalleryController() }

    /// The scene's controller, whether the scene's root layer is its view's or its window's.
    private func gallery(_ runner: SceneRunner) throws -> GalleryController {
        let root = runner.scene.rootLayer.delegate as? UIView
        return try XCTUnwrap(((root as? UIWindow)?.rootViewController ?? root?.next) as? GalleryController)
    }

    func testATapPresentsTheCardOnTheSceneClock() throws {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 150, y: 40), time: 0.5))
        runner.seek(to: 0.55)
        XCTAssertNil(try gallery(runner).presentedViewController, "the button acts on touch up")
        runner.seek(to: 0.9)
        let gallery = try gallery(runner)
        let detail = try XCTUnwrap(gallery.presentedViewController as? CardDetailController)
        XCTAssertTrue(detail.isBeingPresented)
        let window = try XCTUnwrap(gallery.view.window)
        XCTAssertTrue(detail.view.superview?.superview === window, "in the transition view over the root view")
        let shown = try XCTUnwrap(window.layer.presentationTree(at: 0.9).sublayers?.last?.sublayers?.first)
        XCTAssertEqual(shown.opacity, 0.5, accuracy: 1e-6, "half way through the 0.6 s from the tap's frame")
        XCTAssertEqual(shown.transform.m11, 0.9, accuracy: 1e-9)
        XCTAssertEqual(gallery.presentedCount, 0)
        runner.seek(to: 1.3)
        XCTAssertFalse(detail.isBeingPresented)
        XCTAssertEqual(gallery.presentedCount, 1)
        XCTAssertTrue(gallery.view.window === window, "a custom presentation keeps the presenting view")

        let again = SceneRunner(scene, context: NonRenderingSceneContext())
        again.setTouches(TouchSample.tap(at: CGPoint(x: 150, y: 40), time: 0.5))
        again.seek(to: 2)
        again.seek(to: 0.9)
        let replayed = try XCTUnwrap(try self.gallery(again).view.window?.layer.presentationTree(at: 0.9))
        XCTAssertEqual(replayed.sublayers?.last?.sublayers?.first?.opacity ?? -1, 0.5, accuracy: 1e-6, "a seek back replays it")
    }

    func testTheCardsCloseButtonDismissesIt() throws {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 150, y: 40), time: 0)
                          + TouchSample.tap(at: CGPoint(x: 150, y: 420), time: 1))
        runner.seek(to: 1.05)
        let gallery = try gallery(runner)
        let detail = try XCTUnwrap(gallery.presentedViewController)
        XCTAssertFalse(detail.isBeingDismissed)
        runner.seek(to: 1.4)
        XCTAssertTrue(detail.isBeingDismissed, "the card's button dismisses it at touch up, 1.1 s")
        let window = try XCTUnwrap(gallery.view.window)
        let shown = try XCTUnwrap(window.layer.presentationTree(at: 1.4).sublayers?.last?.sublayers?.first)
        XCTAssertEqual(shown.opacity, 0.5, accuracy: 1e-6)
        runner.seek(to: 1.8)
        XCTAssertNil(gallery.presentedViewController)
        XCTAssertNil(detail.view.superview)
        XCTAssertEqual(window.subviews, [gallery.view])
    }
}
