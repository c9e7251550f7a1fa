import UIKit
import XCTest

/// The corpus's harness. The examples beside it are written as for iOS; a test plays the part of the
/// device: it runs the app's code in display frames at the times it chooses (`inFrame`), where
/// `CACurrentMediaTime()` is the frame's time, and reads what is on screen through `presentation()`,
/// as an app would in a display-link callback.
class CorpusTestCase: XCTestCase {
    /// Runs `body` as code of the display frame at `t` seconds.
    func inFrame<R>(at t: CFTimeInterval, _ body: () -> R) -> R {
        CATransaction.performFrame(at: t, body)
    }

    /// `layer.presentation()` in the frame at `t`.
    func onScreen<L: CALayer>(_ layer: L, at t: CFTimeInterval) -> L {
        guard let p = inFrame(at: t, { layer.presentation() }) else {
            XCTFail("no presentation layer")
            return layer
        }
        return p
    }

    /// Each entry of `values` within `accuracy` of the one in `expected`.
    func assertClose(_ values: [Double]?, _ expected: [Double], accuracy: Double = 1e-12,
                     file: StaticString = #filePath, line: UInt = #line) {
        guard let values, values.count == expected.count else {
            return XCTFail("\(values ?? []) is not \(expected)", file: file, line: line)
        }
        for (v, e) in zip(values, expected) { XCTAssertEqual(v, e, accuracy: accuracy, file: file, line: line) }
    }
}
