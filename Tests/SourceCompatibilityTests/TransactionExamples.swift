import UIKit
import XCTest

/// The three things posts do with `CATransaction`: change a property without its implicit animation,
/// animate several changes with one duration and curve, and run code when animations finish.
final class Toast: NSObject, CAAnimationDelegate {
    let layer = CALayer()
    private(set) var finishedFades = 0
    private(set) var transactionsCompleted = 0

    override init() {
        super.init()
        layer.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        layer.backgroundColor = UIColor.darkGray.cgColor
        layer.cornerRadius = 8
    }

    /// Moves without animating, as when laying out.
    func place(at point: CGPoint) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = point
        layer.opacity = 0
        CATransaction.commit()
    }

    /// Fades in over `duration` with a linear curve: the implicit animation takes the transaction's.
    func show(duration: CFTimeInterval) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear))
        CATransaction.setCompletionBlock { [weak self] in
            self?.transactionsCompleted += 1
        }
        layer.opacity = 1
        CATransaction.commit()
    }

    /// An explicit fade out whose delegate hears when it stops.
    func hide() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        fade.delegate = self
        layer.opacity = 0
        layer.add(fade, forKey: "fade")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { finishedFades += 1 }
    }
}

final class TransactionExamplesTests: CorpusTestCase {
    func testDisabledActionsChangeAtOnce() {
        let toast = Toast()
        toast.place(at: CGPoint(x: 160, y: 400))
        XCTAssertNil(toast.layer.animationKeys())
        let shown = onScreen(toast.layer, at: 0.1)
        XCTAssertEqual(shown.position, CGPoint(x: 160, y: 400))
        XCTAssertEqual(shown.opacity, 0)
    }

    func testImplicitAnimationTakesTheTransactionsDurationAndCurve() {
        let toast = Toast()
        toast.place(at: CGPoint(x: 160, y: 400))
        toast.show(duration: 2)
        XCTAssertEqual(toast.layer.opacity, 1)
        XCTAssertEqual(onScreen(toast.layer, at: 0.5).opacity, 0.25, accuracy: 1e-6)
        XCTAssertEqual(onScreen(toast.layer, at: 1.5).opacity, 0.75, accuracy: 1e-6)
        XCTAssertEqual(toast.transactionsCompleted, 0)
        // The display's frame tick: Sandglass's host calls it where iOS's render loop runs.
        inFrame(at: 2.5) { toast.layer.advance(to: 2.5) }
        XCTAssertEqual(toast.transactionsCompleted, 1)
    }

    func testDelegateHearsTheFadeFinish() {
        let toast = Toast()
        toast.hide()
        XCTAssertEqual(onScreen(toast.layer, at: 0.25).opacity, 0.5, accuracy: 1e-6)
        inFrame(at: 0.25) { toast.layer.advance(to: 0.25) }
        XCTAssertEqual(toast.finishedFades, 0)
        inFrame(at: 0.6) { toast.layer.advance(to: 0.6) }
        XCTAssertEqual(toast.finishedFades, 1)
        XCTAssertNil(toast.layer.animation(forKey: "fade"))
        XCTAssertEqual(onScreen(toast.layer, at: 0.6).opacity, 0)
    }
}
