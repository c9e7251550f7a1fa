import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

final class CALayerTests: XCTestCase {
    func testCoreAnimationDefaults() {
        let l = CALayer()
        XCTAssertEqual(l.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(l.opacity, 1)
        XCTAssertEqual(l.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(l.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(l.shadowRadius, 3)
        XCTAssertEqual(l.shadowOpacity, 0)
        XCTAssertEqual(l.borderColor, .black)
        XCTAssertNil(l.backgroundColor)
        let s = CAShapeLayer()
        XCTAssertEqual(s.fillColor, .black)
        XCTAssertNil(s.strokeColor)
        XCTAssertEqual(s.lineWidth, 1)
        XCTAssertEqual(s.miterLimit, 10)
        XCTAssertEqual(s.strokeStart, 0)
        XCTAssertEqual(s.strokeEnd, 1)
        XCTAssertEqual(s.lineCap, .butt)
        XCTAssertEqual(s.lineJoin, .miter)
        XCTAssertEqual(s.fillRule, .nonZero)
        let g = CAGradientLayer()
        XCTAssertEqual(g.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(g.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(g.type, .axial)
        let t = CATextLayer()
        XCTAssertEqual(t.fontSize, 36)
        XCTAssertEqual(t.foregroundColor, .white)
    }

    func testFrameBothWays() {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(l.position, CGPoint(x: 60, y: 45))
        XCTAssertEqual(l.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(l.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
        l.anchorPoint = .zero
        XCTAssertEqual(l.frame, CGRect(x: 60, y: 45, width: 100, height: 50))
        l.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let f = l.frame
        XCTAssertEqual(f.origin.x, 35, accuracy: 1e-9)
        XCTAssertEqual(f.width, 50, accuracy: 1e-9)
        XCTAssertEqual(f.height, 100, accuracy: 1e-9)
        XCTAssertEqual(l.affineTransform().b, 1, accuracy: 1e-12)
    }

    func testSublayerManagement() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        XCTAssertTrue(root.sublayers!.elementsEqual([c, a, b], by: ===))
        root.insertSublayer(d, above: a)
        XCTAssertTrue(root.sublayers!.elementsEqual([c, a, d, b], by: ===))
        root.replaceSublayer(a, with: CALayer())
        XCTAssertNil(a.superlayer)
        XCTAssertEqual(root.sublayers!.count, 4)
        b.addSublayer(d)
        XCTAssertTrue(d.superlayer === b)
        XCTAssertEqual(root.sublayers!.count, 3)
        d.removeFromSuperlayer()
        XCTAssertNil(b.sublayers)
        XCTAssertTrue(d.isDescendant(of: d))
        XCTAssertTrue(c.isDescendant(of: root))
    }

    func testCoordinateConversionAndHitTest() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)   // hitTest takes superlayer coordinates
        let child = CALayer()
        child.frame = CGRect(x: 100, y: 100, width: 40, height: 20)
        root.addSublayer(child)
        assertClose(child.convert(CGPoint(x: 110, y: 105), from: root), CGPoint(x: 10, y: 5))
        assertClose(child.convert(CGPoint(x: 10, y: 5), to: root), CGPoint(x: 110, y: 105))
        child.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))   // about its centre (120, 110)
        assertClose(child.convert(CGPoint(x: 40, y: 10), to: root), CGPoint(x: 120, y: 130))
        XCTAssertTrue(root.hitTest(CGPoint(x: 121, y: 128)) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 138, y: 110)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 300, y: 10)))
        child.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 121, y: 128)) === root)
    }

    func testSublayerTransformAppliesAboutTheAnchor() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let c = CALayer()
        c.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
        root.addSublayer(c)
        assertClose(c.convert(CGPoint.zero, to: root), CGPoint(x: 50, y: 50))
        assertClose(c.convert(CGPoint(x: 10, y: 10), to: root), CGPoint(x: 70, y: 70))
    }

    func testAddCopiesTheAnimation() {
        let l = CAShapeLayer()
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        l.add(a, forKey: "a")
        a.toValue = 0.5
        a.duration = 10
        assertClose(l.presentationTree(at: 0.5).strokeEnd, 0.5)
        XCTAssertFalse(l.animation(forKey: "a") === a)
        l.add(a, forKey: nil)
        l.add(a, forKey: nil)
        XCTAssertEqual(l.animationKeys(), ["a", "animation-1", "animation-2"])
        l.removeAllAnimations()
        XCTAssertNil(l.animationKeys())
    }

    func testPresentationIsACopyAndModelIsUntouched() {
        let root = CALayer()
        let s = CAShapeLayer()
        s.name = "s"
        root.addSublayer(s)
        let m = CALayer()
        s.mask = m
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        m.add(a, forKey: nil)
        let p = root.presentationTree(at: 0.25)
        XCTAssertFalse(p === root)
        XCTAssertTrue(p.model() === root)
        XCTAssertTrue(p.isPresentationCopy)
        let ps = p.sublayers![0] as! CAShapeLayer
        XCTAssertTrue(ps.model() === s)
        XCTAssertEqual(ps.mask!.opacity, 0.25)
        XCTAssertEqual(m.opacity, 1)
        XCTAssertNil(ps.mask!.superlayer)
        XCTAssertTrue(root.model() === root)
        XCTAssertEqual(s.presentation()!.name, "s")
    }

    func testKeyValueAccess() {
        let l = CALayer()
        l.setValue(CGFloat(7), forKeyPath: "position.y")
        XCTAssertEqual(l.position.y, 7)
        l.setValue(true, forKeyPath: "hidden")
        XCTAssertTrue(l.isHidden)
        XCTAssertEqual(l.value(forKeyPath: "hidden") as? Bool, true)
        l.setValue(CGColor.red, forKeyPath: "position")   // the wrong kind: reported, nothing changes
        XCTAssertEqual(l.position, CGPoint(x: 0, y: 7))
        XCTAssertNil(l.value(forKeyPath: "nonsense"))
        XCTAssertEqual(l.value(forKeyPath: "bounds.size.width") as? CGFloat, 0)
        XCTAssertEqual(l.value(forKeyPath: "position") as? CGPoint, CGPoint(x: 0, y: 7))
    }
}
