import UIKit
import XCTest

/// A CALayer subclass as libraries write one: it watches its own bounds and colour by overriding
/// them, which iOS allows because CALayer's properties are `open`.
final class WatchingLayer: CALayer {
    private(set) var sizes: [CGSize] = []
    override var bounds: CGRect {
        didSet { sizes.append(bounds.size) }
    }
    override var backgroundColor: CGColor? {
        didSet { if let c = backgroundColor { tint = c.components!.prefix(3).map { Double($0) } } }
    }
    private(set) var tint: [Double] = []
}

final class OverriddenLayerPropertiesTests: CorpusTestCase {
    func testOverriddenPropertiesRunTheirObservers() {
        let layer = WatchingLayer()
        inFrame(at: 0) {
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
            layer.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
            layer.backgroundColor = UIColor.red.cgColor
        }
        XCTAssertEqual(layer.sizes, [CGSize(width: 40, height: 20), CGSize(width: 60, height: 30)],
                       "a frame change sets the bounds through the override")
        XCTAssertEqual(layer.tint, [1, 0, 0])
        XCTAssertEqual(layer.presentation()?.bounds.size, CGSize(width: 60, height: 30))
    }
}

/// A layer that overrides the tree, hit-testing, display and key-value methods, as iOS libraries do
/// (a badge that refuses touches outside its circle, a layer that logs its detaching).
final class RoundBadgeLayer: CALayer {
    private(set) var log: [String] = []
    override func contains(_ p: CGPoint) -> Bool {
        let r = bounds.width / 2
        return hypot(p.x - bounds.midX, p.y - bounds.midY) <= r
    }
    override func removeFromSuperlayer() {
        log.append("removed")
        super.removeFromSuperlayer()
    }
    override func setNeedsDisplay() {
        log.append("needs display")
        super.setNeedsDisplay()
    }
    override func removeAllAnimations() {
        log.append("animations removed")
        super.removeAllAnimations()
    }
    override func value(forKey key: String) -> Any? {
        key == "badgeText" ? "7" : super.value(forKey: key)
    }
    override var frame: CGRect {
        didSet { log.append("frame \(Int(frame.width))") }
    }
}

final class OverriddenLayerMethodsTests: CorpusTestCase {
    func testOverriddenMethodsRunWhereCoreAnimationCallsThem() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let badge = RoundBadgeLayer()
        badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.addSublayer(badge)
        // (19, 19) is in the badge's square but outside its circle: the override decides.
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10)) === badge)
        XCTAssertTrue(root.hitTest(CGPoint(x: 19, y: 19)) === root)
        XCTAssertEqual(badge.value(forKey: "badgeText") as? String, "7")
        XCTAssertEqual((badge.value(forKey: "position") as? CGPoint), CGPoint(x: 10, y: 10))
        badge.setNeedsDisplay()
        badge.removeAllAnimations()
        // Replacing a sublayer takes the old one out through its own removeFromSuperlayer().
        root.replaceSublayer(badge, with: CALayer())
        XCTAssertEqual(badge.log, ["frame 20", "needs display", "animations removed", "removed"])
        XCTAssertNil(badge.superlayer)
    }
}
