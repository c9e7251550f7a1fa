import UIKit
import XCTest

/// Transitions as apps write them: a CATransition added to a layer before its content changes, and
/// UIKit's `UIView.transition`. The presentation tree shows the layer as a container of the old
/// snapshot and the new state, moved or faded by the progress.
final class TransitionTests: CorpusTestCase {
    private let red = UIColor.red.cgColor
    private let blue = UIColor.blue.cgColor

    /// A 200 × 100 root with one 100 × 50 red layer at the top left.
    private func card() -> (root: CALayer, card: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let card = CALayer()
        card.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        card.backgroundColor = red
        root.addSublayer(card)
        return (root, card)
    }

    /// Adds a transition of `type` from `subtype` to the card at time 0 and turns it blue.
    private func turnBlue(_ card: CALayer, _ type: CATransitionType, _ subtype: CATransitionSubtype?) {
        inFrame(at: 0) {
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = 1
            card.add(transition, forKey: kCATransition)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            card.backgroundColor = blue
            CATransaction.commit()
        }
    }

    /// The card's (old, new) layers in the presentation at `t`, by colour.
    private func parts(_ root: CALayer, at t: CFTimeInterval) -> (old: CALayer, new: CALayer)? {
        let shown = root.presentationTree(at: t).sublayers?.first?.sublayers ?? []
        guard let old = shown.first(where: { $0.backgroundColor == red }),
              let new = shown.first(where: { $0.backgroundColor == blue }) else { return nil }
        return (old, new)
    }

    func testPushFromRightSlidesBothAcross() throws {
        let (root, card) = card()
        turnBlue(card, .push, .fromRight)
        let container = try XCTUnwrap(root.presentationTree(at: 0.25).sublayers?.first)
        XCTAssertEqual(container.position, CGPoint(x: 50, y: 25), "the card's own place")
        XCTAssertEqual(container.sublayers?.map(\.backgroundColor), [red, blue], "the new one over the old")
        let (old, new) = try XCTUnwrap(parts(root, at: 0.25))
        XCTAssertEqual(old.position, CGPoint(x: 25, y: 25), "a quarter of its width out to the left")
        XCTAssertEqual(new.position, CGPoint(x: 125, y: 25), "three quarters still to come from the right")
        XCTAssertEqual(card.presentation()?.backgroundColor, blue, "the layer's own presentation is its own")
        inFrame(at: 1) { root.advance(to: 1) }
        let after = try XCTUnwrap(root.presentationTree(at: 1).sublayers?.first)
        XCTAssertNil(after.sublayers, "the transition is over: the card alone")
        XCTAssertEqual(after.backgroundColor, blue)
        XCTAssertEqual(after.position, CGPoint(x: 50, y: 25))
    }

    func testPushDrawsBothHalfWay() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.backgroundColor = .white
        let (_, card) = card()
        view.layer.addSublayer(card)
        turnBlue(card, .push, .fromRight)
        let image = try XCTUnwrap(inFrame(at: 0.5) { view.snapshotImage(onScreen: true) }.cgImage)
        let red = try XCTUnwrap(image.pixel(x: 25, y: 25)), blue = try XCTUnwrap(image.pixel(x: 75, y: 25))
        XCTAssertEqual([red.r, red.g, red.b], [255, 0, 0], "the old half still in")
        XCTAssertEqual([blue.r, blue.g, blue.b], [0, 0, 255], "the new half come in")
        XCTAssertEqual(image.pixel(x: 125, y: 25)?.b, 255, "outside the card's bounds: not clipped")
        XCTAssertEqual(image.pixel(x: 175, y: 25)?.r, 255, "the white background")
        XCTAssertEqual(image.pixel(x: 175, y: 25)?.g, 255)
    }

    func testMoveInFromTopAndRevealFromBottom() throws {
        let (root, card) = card()
        turnBlue(card, .moveIn, .fromTop)
        var (old, new) = try XCTUnwrap(parts(root, at: 0.5))
        XCTAssertEqual(old.position, CGPoint(x: 50, y: 25), "the old one stays")
        XCTAssertEqual(new.position, CGPoint(x: 50, y: 0), "half its height still above")

        let (root2, card2) = self.card()
        turnBlue(card2, .reveal, .fromBottom)
        (old, new) = try XCTUnwrap(parts(root2, at: 0.5))
        XCTAssertEqual(old.position, CGPoint(x: 50, y: 0), "the old one leaves upwards")
        XCTAssertEqual(new.position, CGPoint(x: 50, y: 25))
        XCTAssertEqual(root2.presentationTree(at: 0.5).sublayers?.first?.sublayers?.map(\.backgroundColor), [blue, red],
                       "the old one over the new it uncovers")
    }

    func testPushWithoutSubtypeComesFromTheLeft() throws {
        let (root, card) = card()
        turnBlue(card, .push, nil)
        let (old, new) = try XCTUnwrap(parts(root, at: 0.5))
        XCTAssertEqual(old.position.x, 100)
        XCTAssertEqual(new.position.x, 0)
    }

    func testCrossDissolveOfAViewChange() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        card.backgroundColor = .red
        parent.addSubview(card)
        var finished: [Bool] = []
        inFrame(at: 0) {
            UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
                card.backgroundColor = .blue
            }, completion: { finished.append($0) })
        }
        XCTAssertEqual(card.backgroundColor, .blue)
        XCTAssertNil(card.layer.animation(forKey: "backgroundColor"), "the change itself is not animated")
        let (old, new) = try XCTUnwrap(parts(parent.layer, at: 0.25))
        XCTAssertEqual(old.opacity, 0.75)
        XCTAssertEqual(new.opacity, 0.25)
        XCTAssertEqual(old.position, new.position)
        inFrame(at: 0.5) { parent.layer.advance(to: 0.5) }
        XCTAssertEqual(finished, [])
        inFrame(at: 1) { parent.layer.advance(to: 1) }
        XCTAssertEqual(finished, [true])
    }

    func testTransitionFromOneViewToAnother() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: container.bounds)
        front.backgroundColor = .red
        let back = UIView(frame: container.bounds)
        back.backgroundColor = .blue
        container.addSubview(front)
        var finished: [Bool] = []
        inFrame(at: 0) {
            UIView.transition(from: front, to: back, duration: 1, options: .transitionCrossDissolve,
                              completion: { finished.append($0) })
        }
        XCTAssertEqual(container.subviews, [back])
        XCTAssertNil(front.superview)
        let shown = container.layer.presentationTree(at: 0.5)
        let old = try XCTUnwrap(shown.sublayers?.first)
        let new = try XCTUnwrap(shown.sublayers?.last)
        XCTAssertEqual(old.sublayers?.map(\.backgroundColor), [red], "the snapshot holds the old view")
        XCTAssertEqual(new.sublayers?.map(\.backgroundColor), [blue])
        XCTAssertEqual(old.opacity, 0.5, "ease-in-out is at half way at half time")
        XCTAssertEqual(new.opacity, 0.5)
        inFrame(at: 1) { container.layer.advance(to: 1) }
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(container.layer.presentationTree(at: 1).sublayers?.map(\.backgroundColor), [blue])
    }
}
