import UIKit
import XCTest

/// A card that slides to a slot, tilting and dimming on the way, written as apps write it: values
/// held in variables and computed, boxed points, the model's own values as the start, and a tag on
/// the animation that the delegate reads back.
final class CardView: NSObject, CAAnimationDelegate {
    let layer = CALayer()
    private(set) var arrivals: [String] = []

    override init() {
        super.init()
        layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 90)
        layer.position = CGPoint(x: 40, y: 60)
        layer.cornerRadius = 6
        layer.setValue(3, forKey: "cardIndex")
    }

    func slide(to slot: CGPoint, named name: String, duration: CFTimeInterval) {
        let start = layer.position
        layer.position = slot
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: start)
        move.toValue = NSValue(cgPoint: slot)
        move.duration = duration
        move.delegate = self
        move.setValue(name, forKey: "slot")
        layer.add(move, forKey: "position")

        let degrees: CGFloat = 12
        let tilt = CABasicAnimation(keyPath: "transform.rotation.z")
        tilt.fromValue = 0
        tilt.toValue = degrees * .pi / 180
        tilt.duration = duration / 2
        tilt.autoreverses = true
        layer.add(tilt, forKey: "tilt")

        let dim = CABasicAnimation(keyPath: "opacity")
        dim.fromValue = layer.opacity
        dim.toValue = layer.opacity * 0.5
        dim.duration = duration
        layer.add(dim, forKey: "dim")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag, let slot = anim.value(forKey: "slot") as? String { arrivals.append(slot) }
    }
}

final class CardSlideTests: CorpusTestCase {
    func testBoxedPointsAndComputedValues() {
        let card = CardView()
        card.slide(to: CGPoint(x: 240, y: 160), named: "discard", duration: 1)
        let quarter = onScreen(card.layer, at: 0.25)
        XCTAssertEqual(quarter.position, CGPoint(x: 90, y: 85))
        XCTAssertEqual(quarter.opacity, 0.875)
        XCTAssertEqual(quarter.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, 0.1 * .pi / 3, accuracy: 1e-12)
        let half = onScreen(card.layer, at: 0.5)
        XCTAssertEqual(half.value(forKeyPath: "position") as? CGPoint, CGPoint(x: 140, y: 110))
        XCTAssertEqual((half.value(forKeyPath: "transform.rotation") as? NSNumber)?.doubleValue ?? 0, 0.2 * .pi / 3, accuracy: 1e-12)
        XCTAssertEqual(half.value(forKeyPath: "opacity") as? Float, 0.75)
        XCTAssertEqual(card.layer.value(forKeyPath: "position") as? CGPoint, CGPoint(x: 240, y: 160))
        XCTAssertEqual(card.layer.value(forKeyPath: "position.x") as? Double, 240)
        XCTAssertEqual(card.layer.value(forKey: "cardIndex") as? Int, 3)
    }

    func testTheDelegateReadsTheTag() {
        let card = CardView()
        card.slide(to: CGPoint(x: 240, y: 160), named: "discard", duration: 1)
        XCTAssertEqual(card.layer.animation(forKey: "position")?.value(forKey: "slot") as? String, "discard")
        inFrame(at: 0.5) { card.layer.advance(to: 0.5) }
        XCTAssertEqual(card.arrivals, [])
        inFrame(at: 1.1) { card.layer.advance(to: 1.1) }
        XCTAssertEqual(card.arrivals, ["discard"])
        XCTAssertEqual(onScreen(card.layer, at: 1.1).position, CGPoint(x: 240, y: 160))
    }

    func testKeyValueCodingSetsTheModel() {
        let card = CardView()
        card.layer.setValue(NSValue(cgPoint: CGPoint(x: 5, y: 6)), forKeyPath: "position")
        card.layer.setValue(0.5, forKeyPath: "transform.scale")
        card.layer.setValue(NSNumber(value: 2), forKey: "borderWidth")
        card.layer.setValue(CGFloat(0.25) as NSNumber, forKey: "opacity")
        XCTAssertEqual(card.layer.position, CGPoint(x: 5, y: 6))
        XCTAssertEqual(card.layer.transform, CATransform3DMakeScale(0.5, 0.5, 0.5))
        XCTAssertEqual(card.layer.borderWidth, 2)
        XCTAssertEqual(card.layer.opacity, 0.25)
        XCTAssertEqual(card.layer.value(forKeyPath: "bounds") as? CGRect, CGRect(x: 0, y: 0, width: 60, height: 90))
        XCTAssertEqual(card.layer.value(forKeyPath: "isHidden") as? Bool, nil)
        XCTAssertEqual(card.layer.value(forKeyPath: "hidden") as? Bool, false)
    }
}
