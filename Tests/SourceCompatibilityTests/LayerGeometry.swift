import UIKit
import XCTest

/// Set-up code as posts write it: a card with rounded corners, a border and a shadow, hung from its
/// left edge so that it swings like a door, with perspective from its container.
final class DoorCard {
    let container = CALayer()
    let card = CALayer()

    init() {
        container.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.sublayerTransform = perspective

        card.frame = CGRect(x: 20, y: 40, width: 200, height: 120)
        card.anchorPoint = CGPoint(x: 0, y: 0.5)
        card.position = CGPoint(x: 20, y: 100)
        card.backgroundColor = UIColor.white.cgColor
        card.cornerRadius = 12
        card.borderWidth = 1
        card.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
        card.shadowColor = UIColor.black.cgColor
        card.shadowOpacity = 0.3
        card.shadowOffset = CGSize(width: 0, height: 4)
        card.shadowRadius = 6
        card.contentsGravity = kCAGravityResizeAspect
        container.addSublayer(card)
    }
}

final class LayerGeometryTests: CorpusTestCase {
    func testAnchorPointMovesTheFrameNotThePosition() {
        let door = DoorCard()
        XCTAssertEqual(door.card.frame, CGRect(x: 20, y: 40, width: 200, height: 120))
        XCTAssertEqual(door.card.bounds, CGRect(x: 0, y: 0, width: 200, height: 120))
        XCTAssertEqual(door.container.sublayerTransform.m34, -0.002, accuracy: 1e-15)
        XCTAssertEqual(door.card.contentsGravity, .resizeAspect)
    }

    func testSwingOpenTurnsAboutTheHinge() {
        let door = DoorCard()
        let swing = CABasicAnimation(keyPath: "transform.rotation.y")
        swing.fromValue = 0
        swing.toValue = -1.2
        swing.duration = 1
        swing.fillMode = kCAFillModeBoth
        swing.isRemovedOnCompletion = false
        door.card.add(swing, forKey: "swing")
        let half = onScreen(door.card, at: 0.5)
        XCTAssertEqual(half.transform.m11, cos(-0.6), accuracy: 1e-12)
        XCTAssertEqual(half.transform.m13, -sin(-0.6), accuracy: 1e-12)
        XCTAssertEqual(half.position, CGPoint(x: 20, y: 100))
        XCTAssertEqual(onScreen(door.card, at: 9).transform.m11, cos(-1.2), accuracy: 1e-12)
    }
}
