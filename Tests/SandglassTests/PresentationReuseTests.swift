import Foundation
@testable import Sandglass
import XCTest

/// `presentationTree(at:reusing:)`: the previous copy is updated in place while the structure holds,
/// with the values a fresh copy has; a changed structure gives a fresh copy.
final class PresentationReuseTests: XCTestCase {
    private func scene() -> (root: CALayer, shape: CAShapeLayer, mask: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let shape = CAShapeLayer()
        shape.strokeEnd = 0.25
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0.0
        fill.toValue = 1.0
        fill.duration = 2
        shape.add(fill, forKey: "fill")
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 40.0
        move.duration = 1
        shape.add(move, forKey: "move")
        root.addSublayer(shape)
        let mask = CALayer()
        mask.opacity = 0.5
        root.mask = mask
        return (root, shape, mask)
    }

    func testReusedCopyHasTheValuesOfAFreshOne() throws {
        let (root, _, _) = scene()
        let first = root.presentationTree(at: 0.5, reusing: nil)
        let firstShape = try XCTUnwrap(first.sublayers?.first as? CAShapeLayer)
        XCTAssertEqual(firstShape.strokeEnd, 0.25, accuracy: 1e-12)
        XCTAssertEqual(firstShape.position.x, 20, accuracy: 1e-12)
        let second = root.presentationTree(at: 1.5, reusing: first)
        XCTAssertTrue(second === first, "same structure: updated in place")
        XCTAssertTrue(second.sublayers?.first === firstShape)
        let fresh = root.presentationTree(at: 1.5)
        let shape = try XCTUnwrap(second.sublayers?.first as? CAShapeLayer)
        XCTAssertEqual(shape.strokeEnd, 0.75, accuracy: 1e-12)
        XCTAssertEqual(shape.strokeEnd, (fresh.sublayers?.first as? CAShapeLayer)?.strokeEnd)
        // The move is over at 1.5: back to the model position, not the 20 of the previous frame.
        XCTAssertEqual(shape.position.x, 0)
        XCTAssertEqual(second.mask?.opacity, 0.5)
        XCTAssertTrue(second.mask?.maskOwner === second)
    }

    func testChangedStructureGivesAFreshCopy() {
        let (root, _, _) = scene()
        let first = root.presentationTree(at: 0.5, reusing: nil)
        root.addSublayer(CALayer())
        let second = root.presentationTree(at: 0.6, reusing: first)
        XCTAssertFalse(second === first)
        XCTAssertEqual(second.sublayers?.count, 2)
        // A copy of another tree is not reused either.
        let other = CALayer()
        XCTAssertFalse(other.presentationTree(at: 0, reusing: second) === second)
    }

    func testModelChangesReachTheReusedCopy() {
        let (root, shape, _) = scene()
        let first = root.presentationTree(at: 3, reusing: nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.lineWidth = 7
        CATransaction.commit()
        let second = root.presentationTree(at: 3, reusing: first)
        XCTAssertEqual((second.sublayers?.first as? CAShapeLayer)?.lineWidth, 7)
    }
}
