import UIKit
import XCTest

/// The corpus's harness. The examples beside it are written as for iOS; a test plays the part of the
/// device: it owns the media clock (starting at 0), moves it, and reads what is on screen through
/// `presentation()`, as an app would in a display-link callback.
class CorpusTestCase: XCTestCase {
    private(set) var clock = ManualMediaClock()

    override func setUp() {
        super.setUp()
        clock = CAMediaClock.useManualClock(at: 0)
    }

    /// `layer.presentation()` when `CACurrentMediaTime()` is `t`.
    func onScreen<L: CALayer>(_ layer: L, at t: CFTimeInterval) -> L {
        clock.now = t
        guard let p = layer.presentation() else {
            XCTFail("no presentation layer")
            return layer
        }
        return p
    }
}
