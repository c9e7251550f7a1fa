import UIKit
import XCTest

/// A spinner that turns forever with Darwin's `HUGE`, as many iOS loading indicators write it.
final class ForeverSpinner {
    let layer = CALayer()

    func start() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1
        spin.repeatCount = HUGE
        layer.add(spin, forKey: "spin")
    }
}

final class ForeverSpinnerTests: CorpusTestCase {
    func testHugeIsDarwinsMaxFloat() {
        XCTAssertEqual(HUGE, Float.greatestFiniteMagnitude)
        XCTAssertEqual(HUGE, MAXFLOAT)
    }

    func testHugeRepeatsForever() {
        let spinner = ForeverSpinner()
        inFrame(at: 0) { spinner.start() }
        let quarterTurn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let early = onScreen(spinner.layer, at: 0.25).transform
        let late = onScreen(spinner.layer, at: 100_000.25).transform
        for (value, expected) in [(early.m11, quarterTurn.m11), (early.m12, quarterTurn.m12),
                                  (late.m11, quarterTurn.m11), (late.m12, quarterTurn.m12)] {
            XCTAssertEqual(value, expected, accuracy: 1e-9)
        }
        XCTAssertEqual(spinner.layer.animationKeys(), ["spin"], "still running")
    }
}
