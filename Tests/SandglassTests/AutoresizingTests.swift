import XCTest
@testable import UIKit

/// `autoresizingMask` as UIKit applies it: the superview's change in size shared among the flexible
/// parts of each axis in proportion to their sizes.
final class AutoresizingTests: XCTestCase {
    /// A 100 x 100 view holding one at (10, 20, 30, 40) with `mask`, then resized to `size`.
    private func resized(_ mask: UIView.AutoresizingMask, to size: CGSize, frame: CGRect = CGRect(x: 10, y: 20, width: 30, height: 40),
                         configure: (UIView, UIView) -> Void = { _, _ in }) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        configure(parent, child)
        parent.frame = CGRect(origin: .zero, size: size)
        return child.frame
    }

    func testAFlexibleWidthTakesTheWholeChange() {
        XCTAssertEqual(resized(.flexibleWidth, to: CGSize(width: 200, height: 100)), CGRect(x: 10, y: 20, width: 130, height: 40))
    }

    func testFlexibleMarginsShareItByTheirSizes() {
        let frame = resized([.flexibleLeftMargin, .flexibleRightMargin], to: CGSize(width: 200, height: 100))
        XCTAssertEqual(frame.minX, 10 + 100 * 10 / 70, accuracy: 1e-9, "left 10 of the margins' 70")
        XCTAssertEqual(frame.width, 30)
        let tall = resized([.flexibleTopMargin, .flexibleHeight], to: CGSize(width: 100, height: 160))
        XCTAssertEqual(tall.minY, 20 + 60 * 20 / 60, accuracy: 1e-9, "top 20 of 60")
        XCTAssertEqual(tall.height, 40 + 60 * 40 / 60, accuracy: 1e-9, "height 40 of 60")
    }

    func testPartsOfNoSizeShareEvenly() {
        let frame = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], to: CGSize(width: 160, height: 100),
                            frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        // Right margin 100 before: the 60 goes by sizes (0, 0, 100) to the right margin alone.
        XCTAssertEqual(frame, CGRect(x: 0, y: 0, width: 0, height: 0))
        let empty = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        empty.addSubview(child)
        empty.frame = CGRect(x: 0, y: 0, width: 90, height: 0)
        XCTAssertEqual(child.frame.minX, 30, accuracy: 1e-9, "all three 0: a third each")
        XCTAssertEqual(child.frame.width, 30, accuracy: 1e-9)
    }

    func testNoMaskConstraintsOrAnOffSwitchLeaveTheFrame() {
        let original = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(resized([], to: CGSize(width: 200, height: 200)), original)
        XCTAssertEqual(resized(.flexibleWidth, to: CGSize(width: 200, height: 200)) { _, child in
            child.translatesAutoresizingMaskIntoConstraints = false
        }, original)
        XCTAssertEqual(resized(.flexibleWidth, to: CGSize(width: 200, height: 200)) { parent, _ in
            parent.autoresizesSubviews = false
        }, original)
    }

    func testItCascadesThroughSubviews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = UIView(frame: parent.bounds)
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        leaf.autoresizingMask = .flexibleWidth
        parent.addSubview(middle)
        middle.addSubview(leaf)
        parent.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
        XCTAssertEqual(middle.frame.size, CGSize(width: 300, height: 100))
        XCTAssertEqual(leaf.frame.width, 250)
    }

    func testInsideAnAnimationBlockTheSubviewsAnimateToo() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        _ = parent.layer.presentationTree(at: 0)
        parent.layer.advance(to: 0)   // committed: later changes may animate
        UIView.animate(withDuration: 1) { parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100) }
        XCTAssertEqual(child.frame.width, 150)
        XCTAssertEqual(child.layer.animationKeys()?.contains("bounds"), true, "\(child.layer.animationKeys() ?? [])")
    }
}
