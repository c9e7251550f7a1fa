import XCTest
@testable import QuartzCore
import Sandglass

/// A layer that backs no view, changed inside `UIView.animate`: the block does not animate it (on iOS
/// neither), and one line says so and what to use instead, once per layer and key path.
final class ViewAnimationBlockReportTests: XCTestCase {
    private let expected = "sandglass: opacity of CALayer 'dot' changed inside a UIView animation block is not animated "
        + "by it (nor on iOS): the layer backs no view. Add a CABasicAnimation to the layer, or animate a view's property"

    func testAStandaloneLayerChangedInABlockIsReportedOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dot = CALayer()
        dot.name = "dot"
        view.layer.addSublayer(dot)
        let lines = standardErrorLines {
            CATransaction.performFrame(at: 0) {
                UIView.animate(withDuration: 0.6) { dot.opacity = 0.3 }
                UIView.animate(withDuration: 0.6) { dot.opacity = 1 }
            }
        }
        XCTAssertEqual(lines, [expected])
    }

    func testViewsDisabledActionsAndBlocksWithoutAnimationSayNothing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = CALayer()
        plain.name = "plain"
        view.layer.addSublayer(plain)
        let lines = standardErrorLines {
            CATransaction.performFrame(at: 0) {
                UIView.animate(withDuration: 0.6) {
                    view.alpha = 0.5
                    view.layer.opacity = 0.4
                    CATransaction.perform(disableActions: true) { plain.opacity = 0.2 }
                    UIView.performWithoutAnimation { plain.opacity = 0.1 }
                }
                plain.opacity = 0.9
            }
        }
        XCTAssertEqual(lines, [])
        XCTAssertEqual(view.layer.animation(forKey: "opacity").map { _ in true }, true, "the view still animates")
    }
}
