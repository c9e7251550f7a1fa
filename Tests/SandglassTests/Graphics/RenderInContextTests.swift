import Foundation
import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// `CALayer.render(in:)` on Cairo: what each layer feature paints, pixel by pixel.
final class RenderInContextTests: XCTestCase {
    func testSublayersArePlacedByPositionAnchorAndTransform() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        let square = CALayer()
        square.bounds = CGRect(x: 0, y: 0, width: 4, height: 2)
        square.position = CGPoint(x: 10, y: 10)
        square.backgroundColor = CGColor.red
        square.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)   // 2 wide, 4 tall about (10, 10)
        root.addSublayer(square)
        let ctx = yDownContext(20, 20)
        root.render(in: ctx)
        XCTAssertEqual(rgba(ctx, 9, 8), [255, 0, 0, 255])
        XCTAssertEqual(rgba(ctx, 10, 11), [255, 0, 0, 255])
        XCTAssertEqual(rgba(ctx, 12, 10)[3], 0)
        XCTAssertEqual(rgba(ctx, 9, 13)[3], 0)
    }

    func testOpacityCompositesALayerWithItsSublayersAsOne() {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        parent.backgroundColor = CGColor.red
        parent.opacity = 0.5
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 2, height: 4)
        child.backgroundColor = CGColor.blue
        parent.addSublayer(child)
        let ctx = yDownContext(4, 4)
        parent.render(in: ctx)
        XCTAssertEqual(rgba(ctx, 0, 0), [0, 0, 128, 128], "blue over red, then half: no red shows through")
        XCTAssertEqual(rgba(ctx, 3, 0), [128, 0, 0, 128])
    }

    func testBorderIsInsideTheBoundsAndAboveSublayers() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.borderWidth = 2
        layer.borderColor = CGColor.green
        let child = CALayer()
        child.frame = layer.bounds
        child.backgroundColor = CGColor.blue
        layer.addSublayer(child)
        let ctx = yDownContext(10, 10)
        layer.render(in: ctx)
        XCTAssertEqual(rgba(ctx, 1, 5), [0, 255, 0, 255])
        XCTAssertEqual(rgba(ctx, 2, 5), [0, 0, 255, 255])
    }

    func testMasksToBoundsAndMask() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.masksToBounds = true
        let big = CALayer()
        big.frame = CGRect(x: -5, y: -5, width: 20, height: 20)
        big.backgroundColor = CGColor.red
        layer.addSublayer(big)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 5, height: 10)
        mask.backgroundColor = CGColor.black
        layer.mask = mask
        let ctx = yDownContext(20, 20)
        ctx.translateBy(x: 5, y: 5)
        layer.render(in: ctx)
        XCTAssertEqual(rgba(ctx, 7, 7), [255, 0, 0, 255], "inside the mask")
        XCTAssertEqual(rgba(ctx, 12, 7)[3], 0, "outside the mask")
        XCTAssertEqual(rgba(ctx, 2, 2)[3], 0, "outside the bounds")
    }

    func testShapeStrokeIsTrimmedByStrokeStartAndEnd() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 4)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 2))
        path.addLine(to: CGPoint(x: 40, y: 2))
        shape.path = path
        shape.strokeColor = CGColor.black
        shape.fillColor = nil
        shape.lineWidth = 2
        shape.strokeStart = 0.25
        shape.strokeEnd = 0.75
        let ctx = yDownContext(40, 4)
        shape.render(in: ctx)
        XCTAssertEqual(rgba(ctx, 9, 1)[3], 0)
        XCTAssertEqual(rgba(ctx, 10, 1)[3], 255)
        XCTAssertEqual(rgba(ctx, 29, 2)[3], 255)
        XCTAssertEqual(rgba(ctx, 30, 2)[3], 0)
    }

    func testAxialGradientRunsFromStartPointToEndPoint() {
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 2, height: 100)
        g.colors = [CGColor.black, CGColor.white]
        let ctx = yDownContext(2, 100)
        g.render(in: ctx)
        XCTAssertLessThan(rgba(ctx, 0, 0)[0], 3)
        XCTAssertGreaterThan(rgba(ctx, 0, 99)[0], 252)
        XCTAssertEqual(Int(rgba(ctx, 0, 49)[0]), 126, accuracy: 3)
    }

    func testTheModelDrawsModelValuesAndThePresentationWhatIsOnScreen() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        layer.backgroundColor = CGColor.red
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 0
        fade.duration = 10
        CATransaction.performFrame(at: 1) { layer.add(fade, forKey: nil) }
        let model = yDownContext(2, 2), shown = yDownContext(2, 2)
        layer.render(in: model)
        CATransaction.performFrame(at: 2) { layer.presentation()!.render(in: shown) }
        XCTAssertEqual(rgba(model, 0, 0), [255, 0, 0, 255])
        XCTAssertEqual(rgba(shown, 0, 0), [0, 0, 0, 0])
    }
}

/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`: only the chosen corners are round.
final class RoundedCornersPathTests: XCTestCase {
    func testOnlyTheChosenCornersAreRounded() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20),
                                byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 8, height: 99))
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        shape.path = path.cgPath
        shape.fillColor = CGColor.black
        let ctx = CGContext(data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.translateBy(x: 0, y: 20)
        ctx.scaleBy(x: 1, y: -1)
        shape.render(in: ctx)
        let image = ctx.makeImage()!
        XCTAssertEqual(image.pixel(x: 0, y: 0)?.a, 0, "top left is round")
        XCTAssertEqual(image.pixel(x: 39, y: 0)?.a, 255, "top right is square")
        XCTAssertEqual(image.pixel(x: 39, y: 19)?.a, 0, "bottom right is round")
        XCTAssertEqual(image.pixel(x: 0, y: 19)?.a, 255, "bottom left is square")
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 40, height: 20))
    }
}
