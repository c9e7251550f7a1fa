import UIKit
import XCTest

/// A UIView subclass as iOS code writes one: sublayers built in `init(frame:)`, placed from the
/// bounds in `layoutSubviews`, and the storyboard initializer refused.
final class BadgeView: UIView {
    let ring = CAShapeLayer()
    let dot = CALayer()
    private(set) var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.white
        clipsToBounds = true
        ring.strokeColor = UIColor.blue.cgColor
        ring.fillColor = UIColor.clear.cgColor
        ring.lineWidth = 2
        layer.addSublayer(ring)
        dot.backgroundColor = UIColor.red.cgColor
        layer.addSublayer(dot)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        ring.frame = bounds.insetBy(dx: 4, dy: 4)
        ring.path = UIBezierPath(ovalIn: ring.bounds).cgPath
        dot.frame = CGRect(x: bounds.midX - 3, y: bounds.midY - 3, width: 6, height: 6)
        dot.cornerRadius = 3
    }
}

/// A view backed by a shape layer, through `layerClass`.
final class TrackView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}

final class BadgeViewTests: CorpusTestCase {
    func testSublayersArePlacedInLayoutSubviews() {
        let badge = BadgeView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        XCTAssertEqual(badge.layer.sublayers?.count, 2)
        XCTAssertEqual(badge.layer.backgroundColor, UIColor.white.cgColor)
        XCTAssertTrue(badge.layer.masksToBounds)
        XCTAssertEqual(badge.center, CGPoint(x: 30, y: 35))
        XCTAssertEqual(badge.layer.position, CGPoint(x: 30, y: 35))
        XCTAssertEqual(badge.bounds, CGRect(x: 0, y: 0, width: 40, height: 30))

        badge.layoutIfNeeded()
        XCTAssertEqual(badge.layoutCount, 1)
        XCTAssertEqual(badge.ring.frame, CGRect(x: 4, y: 4, width: 32, height: 22))
        XCTAssertEqual(badge.dot.frame, CGRect(x: 17, y: 12, width: 6, height: 6))
        badge.layoutIfNeeded()
        XCTAssertEqual(badge.layoutCount, 1, "laid out only when needed")

        badge.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        badge.layoutIfNeeded()
        XCTAssertEqual(badge.layoutCount, 2, "a new size needs layout")
        XCTAssertEqual(badge.dot.frame, CGRect(x: 27, y: 27, width: 6, height: 6))
        badge.center = CGPoint(x: 100, y: 100)
        badge.layoutIfNeeded()
        XCTAssertEqual(badge.layoutCount, 2, "moving does not")
        badge.setNeedsLayout()
        badge.layoutIfNeeded()
        XCTAssertEqual(badge.layoutCount, 3)
    }

    func testSubviewsShareTheLayerTree() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        container.addSubview(a)
        container.addSubview(b)
        XCTAssertEqual(container.subviews, [a, b])
        XCTAssertTrue(a.superview === container)
        XCTAssertTrue(container.layer.sublayers?.last === b.layer)
        container.layoutIfNeeded()
        XCTAssertEqual(a.layoutCount, 1, "layout reaches subviews")

        a.removeFromSuperview()
        XCTAssertEqual(container.subviews, [b])
        XCTAssertNil(a.superview)
        XCTAssertNil(a.layer.superlayer)
        b.addSubview(a)
        XCTAssertEqual(container.subviews, [b])
        XCTAssertTrue(a.layer.superlayer === b.layer)
    }

    func testTransformAlphaAndHiddenAreTheLayers() {
        let view = TrackView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        view.shapeLayer.path = UIBezierPath(rect: view.bounds).cgPath
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.alpha = 0.25
        view.isHidden = true
        XCTAssertEqual(view.layer.transform, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2)))
        XCTAssertEqual(view.frame.width, 10, accuracy: 1e-12)
        XCTAssertEqual(view.frame.height, 100, accuracy: 1e-12)
        XCTAssertEqual(view.layer.opacity, 0.25)
        XCTAssertTrue(view.layer.isHidden)
        XCTAssertTrue(view.layer is CAShapeLayer)
    }

    func testChangesOutsideAnAnimationBlockDoNotAnimate() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inFrame(at: 0) { view.layer.advance(to: 0) }
        inFrame(at: 0.1) { view.center = CGPoint(x: 50, y: 50); view.alpha = 0.5 }
        XCTAssertEqual(view.layer.animationKeys() ?? [], [])
        XCTAssertEqual(onScreen(view.layer, at: 0.1).position, CGPoint(x: 50, y: 50))
    }
}
