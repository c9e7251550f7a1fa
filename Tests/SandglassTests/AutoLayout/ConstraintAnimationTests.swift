import Sandglass
import XCTest

/// A constraint's change animated as on iOS: change the constant, then `layoutIfNeeded()` inside
/// `UIView.animate`.
final class ConstraintAnimationTests: XCTestCase {
    /// UIView.animate's default curve, ease-in-ease-out (0.42, 0, 0.58, 1): the progress at time
    /// fraction `x`, by bisection on the Bézier's x(t).
    private func easeInEaseOut(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var (lo, hi) = (0.0, 1.0)
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bezier(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, 0, 1)
    }

    func testAConstantChangeAnimatesInsideAnAnimationBlock() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([leading, width, box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                     box.heightAnchor.constraint(equalToConstant: 50)])
        CATransaction.performFrame(at: 0) { root.layoutIfNeeded() }
        XCTAssertEqual(box.frame, CGRect(x: 20, y: 10, width: 50, height: 50))

        CATransaction.performFrame(at: 0) {
            UIView.animate(withDuration: 1) {
                leading.constant = 100
                width.constant = 90
                root.layoutIfNeeded()
            }
        }
        XCTAssertEqual(box.frame, CGRect(x: 100, y: 10, width: 90, height: 50), "the model is at the end at once")
        XCTAssertEqual(box.layer.animation(forKey: "position")?.duration, 1)

        func shown(at t: Double) -> CGRect {
            CATransaction.performFrame(at: t) { box.layer.presentation()?.frame } ?? .null
        }
        XCTAssertEqual(easeInEaseOut(0.5), 0.5, accuracy: 1e-12)
        let half = shown(at: 0.5)
        XCTAssertEqual(half.minX, 60, accuracy: 1e-9)
        XCTAssertEqual(half.width, 70, accuracy: 1e-9)
        let quarter = shown(at: 0.25), p = easeInEaseOut(0.25)
        XCTAssertEqual(quarter.minX, 20 + 80 * p, accuracy: 1e-6)
        XCTAssertEqual(quarter.width, 50 + 40 * p, accuracy: 1e-6)
        XCTAssertEqual(shown(at: 1.5), CGRect(x: 100, y: 10, width: 90, height: 50))
    }

    func testAPropertyAnimatorScrubsAConstraintChange() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 0)
        NSLayoutConstraint.activate([top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        top.constant = 200
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
        CATransaction.performFrame(at: 0) {
            animator.startAnimation()
            animator.pauseAnimation()
            animator.fractionComplete = 0.3
        }
        XCTAssertEqual(box.frame.minY, 200)
        let shown = CATransaction.performFrame(at: 0.1) { box.layer.presentation()?.frame }
        XCTAssertEqual(shown?.minY ?? -1, 60, accuracy: 1e-9, "30% of the way down")
    }

    func testALayoutOutsideAnAnimationDoesNotAnimate() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        top.constant = 40
        root.layoutIfNeeded()
        XCTAssertNil(box.layer.animationKeys())
        XCTAssertEqual(box.frame.minY, 40)
    }
}
